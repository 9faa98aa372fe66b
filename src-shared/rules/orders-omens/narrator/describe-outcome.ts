import { GENERALS_FATE_TABLE } from '../data/generals-fate';
import { SPELLS } from '../data/spells';
import { MONSTER_BATTLE_RULES } from '../battle/monster-rules';
import type { OrdersOmensOutcome, OutcomeOf, TestRoll } from '../battle/outcomes';
import type { Side } from '../battle/roster';
import type { BattleResult, StrategicReason } from '../battle/state';
import { MORALE_REASON_TEXT } from '../battle/words';
import { possessive } from '../../../chronicle/sentences';
import { capitalise } from '../../../chronicle/pick';
import type { OutcomeNames } from './outcome-names';
import { movementText } from './movement-text';
import { captureMissText } from './capture-miss';
import { judgedText, signedNumber, volleyText } from './test-words';

/** One outcome of the engine in the event log's words. Every code has a case (the compiler checks). */

export const ENDED_BY_WORDS: Readonly<Record<BattleResult['endedBy'], string>> = {
  'turn-limit': 'at the turn limit',
  'time-limit': 'at the time limit',
  concession: 'by a concession',
  'break-point': 'when an army reached its break point',
};

/** Why a Strategic Victory was won: "the enemy Marshal was captured". */
export const STRATEGIC_REASON_WORDS: Readonly<Record<StrategicReason, string>> = {
  'enemy-conceded': 'the enemy conceded',
  'enemy-break-point': 'the enemy army reached its break point',
  'enemy-marshal-captured': 'the enemy Marshal was captured',
  'enemy-marshal-slain': 'the enemy Marshal was slain',
};

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

const signed = (n: number) => `${n > 0 ? '+' : ''}${n}`;

const doubles = (double: 'six' | 'one' | null) => (double === 'six' ? ' Double 6: clear orders.' : double === 'one' ? ' Double 1: the orders were misheard.' : '');

const rolled = (test: TestRoll) => judgedText(test);

/** Whose Control Value a morale or rally test used: "under the Marshal", or none left. */
function commander(n: OutcomeNames, generalId: string | null): string {
  return generalId === null ? 'no General left, tested as Green' : `under ${n.general(generalId)}`;
}

function fateName(result: OutcomeOf<'generals-fate'>['result']): string {
  return GENERALS_FATE_TABLE.find((band) => band.result === result)?.name ?? result;
}

function breathName(n: OutcomeNames, brigadeId: string): string {
  const monster = n.monsterOf(brigadeId);
  return (monster && MONSTER_BATTLE_RULES[monster].breath?.name) ?? 'its breath';
}

function moraleText(outcome: OutcomeOf<'morale-held' | 'morale-faltered' | 'morale-broke'>, who: string, n: OutcomeNames): string {
  const why = `(${MORALE_REASON_TEXT[outcome.reason]}; ${commander(n, outcome.generalId)}; ${rolled(outcome)})`;
  switch (outcome.code) {
    case 'morale-held':
      return `${who} held firm ${why}.`;
    case 'morale-faltered': {
      // "Monsters also cannot be disordered" (seed 002 L279).
      const collision = outcome.monster ? 'held its ground' : 'held but became disordered';
      const what = outcome.testKind === 'collision' ? collision : outcome.monster ? 'was pushed back 2″' : 'was pushed back 2″ and disordered';
      return `${who} ${what} ${why}.`;
    }
    case 'morale-broke':
      return `${who} failed its Morale Test by ${-outcome.margin} ${why}.`;
  }
}

function chargeText(outcome: OutcomeOf<'charge-declared'>, n: OutcomeNames): string {
  const verb = outcome.approach === 'charge' ? 'charged' : 'moved into contact with';
  const reaction =
    outcome.reaction === 'counter-charge'
      ? ' It counter-charged.'
      : outcome.reaction === 'withdraw'
        ? // "Monsters also cannot be disordered" (seed 002 L279): the engine leaves a withdrawing Monster in order.
          ` It withdrew ${outcome.withdrewInches ?? 0}″${n.monsterOf(outcome.targetBrigadeId) === null ? ' and became disordered' : ''}.`
        : outcome.reaction === 'brace'
          ? ` It braced.${outcome.braceHits === null ? '' : ` Its Brace Volley scored ${plural(outcome.braceHits, 'hit')}.`}`
          : '';
  return `${n.brigade(outcome.brigadeId)} ${verb} ${n.brigade(outcome.targetBrigadeId)}.${reaction}${outcome.contact ? '' : ' They did not make contact.'}`;
}

function resultText(outcome: OutcomeOf<'game-over'>, n: OutcomeNames): string {
  const name = (side: Side | null) => (side === null ? 'no one' : n.side(side));
  return `The battle ended ${ENDED_BY_WORDS[outcome.endedBy]} on turn ${outcome.turn}: ${outcome.vp.A}–${outcome.vp.B} VP. Tactical Victory: ${name(outcome.tacticalVictory)}. Strategic Victory: ${name(outcome.strategicVictory)}.`;
}

/** The line starts with a capital even when it opens on whose unit it is ("the first army’s Marshal"). */
export function describeOutcome(outcome: OrdersOmensOutcome, n: OutcomeNames): string {
  return capitalise(outcomeWords(outcome, n));
}

function outcomeWords(outcome: OrdersOmensOutcome, n: OutcomeNames): string {
  switch (outcome.code) {
    case 'initiative-won':
      return `${n.side(outcome.side)} won the initiative (${outcome.rolls.A} to ${outcome.rolls.B}) and chose to be the ${outcome.chose}.`;
    case 'brigade-deployed':
      return `${n.brigade(outcome.brigadeId)} deployed.`;
    case 'deployment-complete':
      return `Deployment complete. Turn ${outcome.turn} begins.`;
    case 'turn-started':
      return `Turn ${outcome.turn} begins.`;
    case 'strategic-order-issued':
      return `A messenger rode for ${outcome.brigadeId ? `${n.brigade(outcome.brigadeId)} of ` : ''}${n.division(outcome.divisionId)}: ${outcome.order} objective ${outcome.objective}.`;
    case 'messenger-arrived':
      return `${n.division(outcome.divisionId)} received its order: ${outcome.order} objective ${outcome.objective}.`;
    case 'messenger-intercepted':
      return `The messenger for ${n.division(outcome.divisionId)} was intercepted; the order is lost.`;
    case 'regenerated':
      return `${n.brigade(outcome.brigadeId)} regenerated (+1 Combat Die).`;
    case 'regeneration-failed':
      return `${n.brigade(outcome.brigadeId)} failed to regenerate.`;
    case 'activation-started': {
      const starter = outcome.firstDrawer === null ? '' : ` ${n.side(outcome.firstDrawer)} starts.`;
      return `Activation: ${outcome.chips.A} chips for ${n.side('A')}, ${outcome.chips.B} for ${n.side('B')}.${starter}`;
    }
    case 'chip-drawn':
      return `${possessive(n.side(outcome.side))} chip was drawn.`;
    case 'chip-passed':
      return `${n.side(outcome.side)} let the chip pass.`;
    case 'general-moved':
      return `${n.general(outcome.generalId)} rode up to ${outcome.inches}″.`;
    case 'general-attached':
      return `${n.general(outcome.generalId)} ${outcome.brigadeId === null ? 'rode clear of any Brigade' : `joined ${n.brigade(outcome.brigadeId)}`}.`;
    case 'order-passed':
      if (outcome.fleeingWithoutTest) return `${n.brigade(outcome.brigadeId)}, fleeing, took its chip with ${plural(outcome.actions, 'action')} to flee or rally (no Order Test needed, house rule).`;
      return `${n.brigade(outcome.brigadeId)} obeyed ${n.general(outcome.generalId)} (${rolled(outcome)}) with ${plural(outcome.actions, 'action')}.${doubles(outcome.double)}`;
    case 'order-failed':
      return `${n.brigade(outcome.brigadeId)} failed its order from ${n.general(outcome.generalId)} (${rolled(outcome)}).${doubles(outcome.double)}`;
    case 'action-taken':
      return `${n.brigade(outcome.brigadeId)}: ${outcome.action}${outcome.reaction ? ' as a reaction' : ''}.`;
    case 'brigade-split':
      return `${n.brigade(outcome.brigadeId)} split${outcome.reaction ? ' as a reaction' : ''} into two Demi-Brigades, ${n.brigade(outcome.halves[0])} and ${n.brigade(outcome.halves[1])}, each now ordered on its own.`;
    case 'demi-brigades-combined':
      return `${n.brigade(outcome.halves[0])} and ${n.brigade(outcome.halves[1])} combined${outcome.reaction ? ' as a reaction' : ''} into ${n.brigade(outcome.brigadeId)} once more.`;
    case 'spell-cast':
      return `${n.general(outcome.generalId)} cast ${SPELLS[outcome.spell].name}${outcome.targetBrigadeId ? ` on ${n.brigade(outcome.targetBrigadeId)}` : ''} (rolled ${outcome.roll}, needed ${outcome.needed}+).`;
    case 'spell-failed': {
      const why = outcome.miscast ? 'miscast (double 1): the Magical Advisor is lost for the battle' : `failed (rolled ${outcome.roll}, needed ${outcome.needed}+)`;
      return `${possessive(n.general(outcome.generalId))} ${SPELLS[outcome.spell].name} ${why}.`;
    }
    case 'magic-missile':
      return `The Magic Missile struck ${n.brigade(outcome.targetBrigadeId)} for ${plural(outcome.hits, 'hit')}.`;
    case 'shot-fired':
      return `${n.brigade(outcome.brigadeId)} shot at ${n.brigade(outcome.targetBrigadeId)}: ${plural(outcome.hits, 'hit')} after saves${outcome.volleys.map((v) => `; ${n.regiment(v.regimentId)} ${volleyText(v)}`).join('')}.`;
    case 'breath-attack':
      return `${n.brigade(outcome.brigadeId)} used ${breathName(n, outcome.brigadeId)} on ${n.brigade(outcome.targetBrigadeId)}: ${plural(outcome.hits, 'hit')}.`;
    case 'charge-declared':
      return chargeText(outcome, n);
    case 'melee-tied':
      return `Melee round ${outcome.round}: ${n.brigade(outcome.attackerId)} and ${n.brigade(outcome.defenderId)} tied on ${plural(outcome.hits, 'hit')}; the fight goes on.`;
    case 'melee-won':
      return `Melee round ${outcome.round}: ${n.brigade(outcome.winnerId)} beat ${n.brigade(outcome.loserId)} by ${plural(outcome.margin, 'hit')} (${outcome.attackerHits}–${outcome.defenderHits}).`;
    case 'engagement-ended':
      return `The melee between ${n.brigade(outcome.attackerId)} and ${n.brigade(outcome.defenderId)} ended${outcome.note ? `: ${outcome.note}` : ''}.`;
    case 'morale-held':
    case 'morale-faltered':
    case 'morale-broke':
      return moraleText(outcome, n.brigade(outcome.brigadeId), n);
    case 'rallied':
      return `${n.brigade(outcome.brigadeId)} rallied (${commander(n, outcome.generalId)}; ${rolled(outcome)}).`;
    case 'rally-failed':
      return `${n.brigade(outcome.brigadeId)} failed to rally (${commander(n, outcome.generalId)}; ${rolled(outcome)}).`;
    case 'broke':
      return `${n.brigade(outcome.brigadeId)} broke and fled${outcome.fleeInches === undefined ? '' : ` ${outcome.fleeInches}″`}.`;
    case 'fled':
      return `${n.brigade(outcome.brigadeId)} fled the battlefield.`;
    case 'dispersed':
      return `${n.brigade(outcome.brigadeId)} was scattered and dispersed.`;
    case 'generals-fate':
      return `${possessive(n.general(outcome.generalId))} fate (rolled ${outcome.roll}${outcome.modifier ? ` ${signedNumber(outcome.modifier)} lost the melee = ${outcome.roll + outcome.modifier}` : ''} on the General's Fate Table): ${fateName(outcome.result)}.`;
    case 'heroic-stand':
      return `${n.general(outcome.generalId)} rallied the men of ${n.brigade(outcome.brigadeId)}.`;
    case 'capture-not-scored':
      return captureMissText(outcome, n);
    case 'conceded':
      return `${n.side(outcome.side)} conceded the field to ${n.otherSide(outcome.side)}.`;
    case 'vp-corrected':
      return `VP corrected by ${signed(outcome.points)} for ${n.side(outcome.side)}: ${outcome.reason}.`;
    case 'game-over':
      return resultText(outcome, n);
    case 'harrier-withdrew':
    case 'terrain-garrisoned':
    case 'garrison-left':
    case 'flyer-moved':
    case 'compel-moved':
      return movementText(outcome, n);
    default: {
      const never: never = outcome;
      return never;
    }
  }
}
