import type { OutcomeOf } from '../battle/outcomes';
import type { OutcomeNames } from './outcome-names';

type MovementOutcome = OutcomeOf<'harrier-withdrew' | 'terrain-garrisoned' | 'garrison-left' | 'flyer-moved' | 'compel-moved'>;

const inches = (n: number | null) => (n === null ? '' : ` ${Number(n.toFixed(2))}″`);

function list(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** Harrier, garrisons, Flyer moves and Compel in the event log's words. */
export function movementText(outcome: MovementOutcome, n: OutcomeNames): string {
  const who = n.brigade(outcome.brigadeId);
  switch (outcome.code) {
    case 'harrier-withdrew':
      return `${who} withdrew${inches(outcome.inches)} for free (Harrier)${outcome.contactBroken ? ', breaking contact: the melee is over' : ', still in contact'}.`;
    case 'terrain-garrisoned':
      return `${who} garrisoned ${outcome.terrain}.`;
    case 'garrison-left':
      return `${who} left its garrison in ${outcome.terrain}.`;
    case 'flyer-moved': {
      const over = [...outcome.overBrigadeIds.map((id) => n.brigade(id)), ...outcome.overTerrain];
      return `${who} flew${inches(outcome.inches)}${over.length > 0 ? ` over ${list(over)}` : ''}.`;
    }
    case 'compel-moved': {
      const start = `Compelled, ${who} rolled ${outcome.rolled}″`;
      if (outcome.outcome === 'stopped-short') return `${start} and stopped short after${inches(outcome.movedInches)}.`;
      if (outcome.outcome === 'full-move') return `${start} and moved the full distance.`;
      const target = outcome.contactBrigadeId === null ? 'the enemy' : n.brigade(outcome.contactBrigadeId);
      return `${start} and made contact with ${target}${outcome.charge ? ', counting as a charge' : ', not as a charge'}.`;
    }
  }
}
