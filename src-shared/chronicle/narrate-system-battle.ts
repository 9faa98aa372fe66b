import type { AnyGameSystem, BattleSummary, NarratedLine, SideKey, UnitRecord } from '../systems/game-system';
import type { RulingChoices } from '../rules/ruling';
import type { Replayed } from '../systems/replay';
import { readSystemOdds, type SystemOdds } from '../systems/battle-odds';

/** The numbers service records read from a battle of a system other than Orders & Omens. */
export interface SystemBattleStats {
  readonly system: string;
  readonly summary: BattleSummary;
  readonly units: readonly UnitRecord[];
  readonly sideCounters: Readonly<Record<SideKey, Readonly<Record<string, number>>>>;
  /** Where the stored log stopped replaying, if it did (the account ends there). */
  readonly brokenAt: { readonly seq: number; readonly reason: string } | null;
  /** The win-probability line, its turning points and the rated rolls, where the system has an odds model (`narrator.odds`). */
  readonly odds?: SystemOdds | null;
}

export interface SystemChronicle {
  readonly lines: readonly NarratedLine[];
  readonly stats: SystemBattleStats;
}

/**
 * A battle's account in its own system's words: the narrator turns the judged steps' typed
 * outcomes (from the event-log store, or `replaySystemLog`) into lines. Deterministic for a given log.
 */
export function narrateSystemBattle(
  system: AnyGameSystem,
  input: { readonly battleId: string; readonly name: string; readonly setup: unknown; readonly rulings: RulingChoices; readonly replayed: Replayed },
): SystemChronicle {
  const { replayed } = input;
  const narrated = system.narrator.narrate({ battleId: input.battleId, name: input.name, setup: input.setup, steps: replayed.steps, state: replayed.state, rulings: input.rulings });
  const odds = readSystemOdds(system, { setup: input.setup, rulings: input.rulings, steps: replayed.steps });
  // The line's largest swings, told at length in the reckoning in the order they happened (the page lists them as turning points).
  const turningLines: NarratedLine[] = [...(odds?.turningPoints ?? [])].sort((a, b) => a.seq - b.seq).map((point) => ({ key: `turning-point-${point.seq}`, seq: null, lastSeq: null, turn: point.turn, kind: 'turning-points', turningPoint: true, text: point.text }));
  // Told just before the narrator's close (its trailing lines that name no step: the result, the toll).
  let close = narrated.lines.length;
  while (close > 0 && narrated.lines[close - 1]!.seq === null && narrated.lines[close - 1]!.kind !== 'opening') close -= 1;
  return {
    lines: [...narrated.lines.slice(0, close), ...turningLines, ...narrated.lines.slice(close)],
    stats: { system: system.id, summary: system.battle.summary(replayed.state, input.rulings), units: narrated.units, sideCounters: narrated.sideCounters, brokenAt: replayed.brokenAt, odds },
  };
}
