import type { BattleDetail } from '../../../../src-shared/contract/orders-omens/battles';
import type { LoggedStep } from '../../../../src-shared/rules/orders-omens/walkthrough/walkthrough';

/**
 * Which steps end in something the table must act on (a Brigade pushed back, broken and fleeing,
 * the winner of a melee, the actions an order gave) that the step's own line does not say. Their
 * outcome stays on the walkthrough until the next step; the rest only repeat what was just done.
 */
const TELLS_THE_TABLE: Readonly<Record<LoggedStep['type'], boolean>> = {
  'initiative-rolled': true,
  'terrain-placed': false,
  'terrain-done': false,
  'entry-point-chosen': false,
  'recon-marker-moved': false,
  'recon-locked': false,
  'dummy-brigade-placed': false,
  'dummy-brigade-revealed': false,
  'brigade-revealed': false,
  'brigade-deployed': false,
  'strategic-order-issued': false,
  'messenger-arrived': false,
  'messenger-intercepted': false,
  'activation-started': true,
  'chip-drawn': false,
  'chip-passed': false,
  'general-moved': false,
  'general-attached': false,
  'order-tested': true,
  'order-rerolled': true,
  'spell-cast': true,
  'action-taken': false,
  'brigade-split': false,
  'demi-brigades-combined': false,
  'shot-fired': true,
  'breath-attack': true,
  'charge-declared': true,
  'melee-round': true,
  'engagement-ended': false,
  'morale-test-called': false,
  'morale-tested': true,
  'rally-attempted': true,
  'generals-fate-rolled': true,
  'brigade-left-table': false,
  'flee-collision': true,
  'baggage-captured': true,
  'end-phase': true,
  conceded: false,
  'vp-corrected': false,
  'regeneration-rolled': true,
  'harrier-withdrew': false,
  'terrain-garrisoned': false,
  'garrison-left': false,
  'flyer-moved': false,
  'compel-moved': true,
};

/** What came of the last step, in the event log's words, when the table must act on it; else none. */
export function lastOutcomeLines(battle: BattleDetail): readonly string[] {
  const row = battle.steps[battle.steps.length - 1];
  if (!row || !TELLS_THE_TABLE[row.step.type]) return [];
  return row.outcome ?? [];
}
