import type { Database } from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import * as schema from '../../db/schema/index';
import { createServiceContext } from '../context';
import type { CachedChronicle, NarratableBattle } from './chronicle-rows';
import { narrate, narrationVersionOf } from './chronicle-writer';

/**
 * How an indexer thread narrates a battle of any system, loaded only when a batch holds a battle
 * that is not Orders & Omens: the registry and the other systems' rules, and a service context
 * over the thread's own connection for their replay.
 */
export function anySystemNarrator(sqlite: Database, file: string): (battle: NarratableBattle) => { chronicle: CachedChronicle; version: number } {
  const ctx = createServiceContext({ file, sqlite, db: drizzle(sqlite, { schema }), backup: null, close: () => sqlite.close() }, 'browser', 'chronicle-indexer');
  return (battle) => ({ chronicle: narrate(ctx, battle), version: narrationVersionOf(battle.system) });
}
