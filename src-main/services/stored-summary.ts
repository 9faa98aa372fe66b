import type { AnyGameSystem, BattleSummary } from '../../src-shared/systems/game-system';

/** The version of its summary a system writes now (`BattleRules.summaryVersion`, default 1). */
export const summaryVersionOf = (system: AnyGameSystem): number => system.battle.summaryVersion ?? 1;

/** A battle's summary as stored beside it: stamped with the version that wrote it, so a later version knows to redo it. */
export function storedSummaryJson(system: AnyGameSystem, summary: BattleSummary): string {
  return JSON.stringify({ ...summary, summaryVersion: summaryVersionOf(system) });
}
