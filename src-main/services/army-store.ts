import { eq } from 'drizzle-orm';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import type { RunResult } from 'better-sqlite3';
import type * as schema from '../db/schema/index';
import { campaigns, type armies } from '../db/schema/index';
import type { RulingChoices } from '../../src-shared/rules/ruling';
import { notFound } from './service-error';

/** The database or a transaction on it: army writes happen inside campaign and player writes too. */
export type DbOrTx = BaseSQLiteDatabase<'sync', RunResult, typeof schema>;

/** A row of the `armies` table, which holds every system's forces (Orders & Omens' own columns: orders-omens/army-store.ts). */
export type ArmyRow = typeof armies.$inferSelect;

export function houseRulesOf(db: DbOrTx, campaignId: string): RulingChoices {
  const row = db.select({ houseRules: campaigns.houseRules }).from(campaigns).where(eq(campaigns.id, campaignId)).get();
  if (!row) throw notFound('Campaign', campaignId);
  return JSON.parse(row.houseRules) as RulingChoices;
}
