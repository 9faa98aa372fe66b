import type { OrdersOmensOutcome } from '../battle/outcomes';
import type { BattleRoster } from '../battle/roster';
import type { BattleSetup, PendingModifier } from '../battle/state';
import type { VpEntry } from '../scoring/vp';
import { describeOutcome } from './describe-outcome';
import { OutcomeNames, rosterOf } from './outcome-names';
import { vpEntryText } from './vp-about';
import { pendingModifierWords } from './pending-modifier';

export { describeOutcome, ENDED_BY_WORDS, STRATEGIC_REASON_WORDS } from './describe-outcome';
export { OutcomeNames, rosterOf } from './outcome-names';
export { vpEntryText } from './vp-about';
export { pendingModifierWords } from './pending-modifier';
export { regimentLosses } from './regiment-losses';
export { captureMissText } from './capture-miss';
export { judgedText, rollModifiersText, targetText, toHitText, volleyText, TEST_MODIFIER_WORDS } from './test-words';

/** An outcome in the event log's words, naming units from the battle's roster. */
export function outcomeText(outcome: OrdersOmensOutcome, roster: BattleRoster): string {
  return describeOutcome(outcome, new OutcomeNames(roster));
}

/** An outcome in words from the stored setup alone (the seam's narrator is given only that). */
export function outcomeTextFromSetup(outcome: OrdersOmensOutcome, setup: BattleSetup): string {
  return outcomeText(outcome, rosterOf(setup));
}

/** A Victory Point's reason in words ("Vanguard held objective 2"). */
export function vpText(entry: Pick<VpEntry, 'source' | 'about'>, state: { readonly roster: BattleRoster; readonly setup: Pick<BattleSetup, 'baggage'> }): string {
  return vpEntryText(entry, new OutcomeNames(state.roster), state.setup);
}

/** Why a pending Morale Test is modified ("lost the melee by 2"). */
export function pendingModifierText(modifier: PendingModifier, roster: BattleRoster): string {
  return pendingModifierWords(modifier, new OutcomeNames(roster));
}
