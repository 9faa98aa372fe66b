import { narrateSystemBattle } from '../../../src-shared/chronicle';
import { narrationVersion } from '../../../src-shared/chronicle/narration-version';
import type { SystemBattleStats } from '../../../src-shared/chronicle';
import { SYSTEMS, systemById } from '../../../src-shared/systems/registry';
import type { RulingChoices } from '../../../src-shared/rules/ruling';
import type { ServiceContext } from '../context';
import { judgedSystemBattle } from '../system-battles';
import { hiddenLineKeys, readBattle, rowOf, writeRows, type CachedChronicle, type NarratableBattle, type NarratedRow } from './chronicle-rows';
import { bareNarratorFor } from './bare-narrators';

export { visibleText, type CachedChronicle, type NarratableBattle, type NarratedRow } from './chronicle-rows';

/** The battle row narration reads, or undefined when it is gone. */
export function storedBattle(ctx: ServiceContext, battleId: string): NarratableBattle | undefined {
  return readBattle(ctx.store.sqlite, battleId);
}

/** The version a system's accounts are written under now: the shared narration code's and its own narrator's (bare-narrators.ts, else its GameSystem's). */
export function narrationVersionOf(systemId: string): number {
  return narrationVersion(bareNarratorFor(systemId)?.version ?? systemById(systemId)?.narrator.version);
}

/** Every registered system's narration version, as a JSON object for SQL's json_each. */
export function narrationVersionsJson(): string {
  return JSON.stringify(Object.fromEntries(SYSTEMS.map((system) => [system.id, narrationVersionOf(system.id)])));
}

/** The generated account of a battle, by its own system's narrator. */
export function narrate(ctx: ServiceContext, battle: NarratableBattle): CachedChronicle {
  const bare = bareNarratorFor(battle.system);
  if (bare) return bare.narrate(ctx.store.sqlite, battle);
  const system = systemById(battle.system);
  if (!system) return { lines: [], stats: { system: battle.system, summary: JSON.parse(battle.summaryJson) as SystemBattleStats['summary'], units: [], sideCounters: {}, brokenAt: null } };
  return narrateSystemBattle(system, {
    battleId: battle.id,
    name: battle.name,
    setup: JSON.parse(battle.setupJson),
    rulings: JSON.parse(battle.rulingsJson) as RulingChoices,
    replayed: judgedSystemBattle(ctx, battle.id),
  });
}

export function hiddenKeys(ctx: ServiceContext, battleId: string): Set<string> {
  return hiddenLineKeys(ctx.store.sqlite, battleId);
}

/** Narrates a battle and renders the cache row for it (nothing written yet). */
export function narrateRow(ctx: ServiceContext, battle: NarratableBattle): { chronicle: CachedChronicle; row: NarratedRow } {
  const chronicle = narrate(ctx, battle);
  return { chronicle, row: rowOf(ctx.store.sqlite, battle, chronicle, narrationVersionOf(battle.system)) };
}

/**
 * Writes narrated rows to the cache (the search index follows by trigger). The caller holds the
 * transaction. Returns how many rows were written (a battle whose log moved since it was read, or
 * that was deleted, is skipped).
 */
export function writeNarratedRows(ctx: ServiceContext, rows: readonly NarratedRow[]): number {
  return writeRows(ctx.store.sqlite, rows);
}
