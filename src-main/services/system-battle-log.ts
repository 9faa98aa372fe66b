import { and, desc, eq } from 'drizzle-orm';
import { battleEvents } from '../db/schema/index';
import type { DbOrTx } from './army-store';

/**
 * The stored step log of a battle of a generic system, in `battle_events` (numbered from 1 like
 * every log). All reads and writes of the log go through here, so the shared event-log store
 * can take its place in one file.
 */
export interface StoredStep {
  readonly seq: number;
  readonly event: unknown;
  readonly recordedAt: number;
}

export function readSteps(db: DbOrTx, battleId: string): StoredStep[] {
  return db
    .select({ seq: battleEvents.seq, payloadJson: battleEvents.payloadJson, recordedAt: battleEvents.recordedAt })
    .from(battleEvents)
    .where(eq(battleEvents.battleId, battleId))
    .orderBy(battleEvents.seq)
    .all()
    .map((row) => ({ seq: row.seq, event: JSON.parse(row.payloadJson) as unknown, recordedAt: row.recordedAt }));
}

export function insertStep(db: DbOrTx, battleId: string, step: StoredStep & { readonly type: string }): void {
  db.insert(battleEvents).values({ battleId, seq: step.seq, type: step.type, payloadJson: JSON.stringify(step.event), recordedAt: step.recordedAt }).run();
}

/** Deletes the last step; false when there was none. */
export function deleteLastStep(db: DbOrTx, battleId: string): boolean {
  const last = db.select({ seq: battleEvents.seq }).from(battleEvents).where(eq(battleEvents.battleId, battleId)).orderBy(desc(battleEvents.seq)).limit(1).get();
  if (!last) return false;
  db.delete(battleEvents).where(and(eq(battleEvents.battleId, battleId), eq(battleEvents.seq, last.seq))).run();
  return true;
}
