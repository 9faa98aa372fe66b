import { and, eq } from 'drizzle-orm';
import { campaignLibraries, campaigns } from '../db/schema/index';
import type { CampaignLibrary } from '../../src-shared/contract/libraries';
import type { AnyGameSystem, Libraries, LibraryKind } from '../../src-shared/systems/game-system';
import type { DbOrTx } from './army-store';
import { notFound } from './service-error';

export type LibraryRow = typeof campaignLibraries.$inferSelect;

/**
 * The campaign's items of one library kind. The first read writes the system's starter items,
 * so the campaign keeps the examples it started with even if a later app version changes them.
 */
export function libraryRow(db: DbOrTx, campaignId: string, system: AnyGameSystem, kind: LibraryKind, now: () => number): LibraryRow {
  const where = and(eq(campaignLibraries.campaignId, campaignId), eq(campaignLibraries.system, system.id), eq(campaignLibraries.kind, kind.id));
  const stored = db.select().from(campaignLibraries).where(where).get();
  if (stored) return stored;
  const row: LibraryRow = { campaignId, system: system.id, kind: kind.id, itemsJson: JSON.stringify(kind.starterItems), updatedAt: now() };
  db.insert(campaignLibraries).values(row).run();
  return row;
}

export function toLibrary(row: LibraryRow, kind: LibraryKind): CampaignLibrary {
  const items = JSON.parse(row.itemsJson) as unknown[];
  return { campaignId: row.campaignId, system: row.system, kind: kind.id, label: kind.label, items, itemNames: items.map((item) => kind.nameOf(item)), updatedAt: row.updatedAt };
}

export function requireCampaign(db: DbOrTx, campaignId: string): void {
  if (!db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, campaignId)).get()) throw notFound('Campaign', campaignId);
}

/** Every library of `system` as the campaign holds it now, by kind id: what rosters and setups draw on. Call inside a transaction. */
export function campaignLibrariesOf(db: DbOrTx, campaignId: string, system: AnyGameSystem, now: () => number): Libraries {
  return Object.fromEntries(system.libraries.map((kind) => [kind.id, JSON.parse(libraryRow(db, campaignId, system, kind, now).itemsJson) as unknown[]]));
}
