import type { OrdersOmensOutcome, OutcomeOf } from '../battle/outcomes';
import { listOf, midSentence } from '../../../chronicle/pick';
import type { ChronicleNames } from './chronicle-names';
import type { PhraseSlot } from './phrases';

type Phrase = (slot: PhraseSlot, values: Readonly<Record<string, string | number>>) => string;

type MovementOutcome = OutcomeOf<'harrier-withdrew' | 'terrain-garrisoned' | 'garrison-left' | 'flyer-moved' | 'compel-moved'>;

const MOVEMENT_CODES: ReadonlySet<string> = new Set<MovementOutcome['code']>(['harrier-withdrew', 'terrain-garrisoned', 'garrison-left', 'flyer-moved', 'compel-moved']);

const inches = (n: number) => `${Number(n.toFixed(2))}″`;

/**
 * The chronicle's clause for a Harrier's withdrawal, a garrison taken or left, a Flyer's flight
 * over the field, or a Compel move: who moved (with their army where the move was forced on
 * them), how far and to what end. A flight over nothing is an ordinary move, and untold.
 */
export function movementLine(outcomes: readonly OrdersOmensOutcome[], names: ChronicleNames, phrase: Phrase): string | null {
  const outcome = outcomes.find((o): o is MovementOutcome => MOVEMENT_CODES.has(o.code));
  if (!outcome) return null;
  switch (outcome.code) {
    case 'harrier-withdrew': {
      const values = { who: names.brigade(outcome.brigadeId), inches: outcome.inches === null ? '' : inches(outcome.inches) };
      return phrase(outcome.contactBroken ? 'harrierBroke' : 'harrierStayed', values).replace(/ {2,}/g, ' ').replace(/ ,/g, ',');
    }
    case 'terrain-garrisoned':
      return phrase('garrisoned', { who: names.brigade(outcome.brigadeId), terrain: midSentence(outcome.terrain) });
    case 'garrison-left':
      return phrase('garrisonLeft', { who: names.brigade(outcome.brigadeId), terrain: midSentence(outcome.terrain) });
    case 'flyer-moved': {
      const over = [...outcome.overBrigadeIds.map((id) => names.brigade(id)), ...outcome.overTerrain.map(midSentence)];
      if (over.length === 0) return null;
      return phrase('flew', { who: names.brigade(outcome.brigadeId), distance: outcome.inches === null ? '' : ` ${inches(outcome.inches)}`, over: ` over ${listOf(over)}` });
    }
    case 'compel-moved': {
      // Compel, seed 002 L373: "must immediately move 1D6" directly forward (or towards nearest enemy if within charge range)".
      const who = names.brigadeOfArmy(outcome.brigadeId);
      const rolled = outcome.rolled;
      if (outcome.outcome === 'full-move') return phrase('compelFull', { who, rolled });
      if (outcome.outcome === 'stopped-short') return phrase('compelShort', { who, rolled, moved: Number(outcome.movedInches.toFixed(2)) });
      const target = outcome.contactBrigadeId === null ? 'the enemy' : names.brigadeOfArmy(outcome.contactBrigadeId);
      return phrase('compelContact', { who, rolled, target, charge: phrase(outcome.charge ? 'compelCharge' : 'compelNoCharge', {}) });
    }
  }
}
