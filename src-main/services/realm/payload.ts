import { createHash } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { battleChronicleNotes, battleEvents, battles, diaryEntries, diaryLinks } from '../../db/schema/index';
import type { PublishedBattle, PublishedEvent } from '../../../src-shared/contract/realm-wire';
import { listBattles } from '../battles';
import type { ServiceContext } from '../context';
import { notFound } from '../service-error';
import type { RealmLinkRow } from './link';

/**
 * What of a battle leaves the laptop: its setup, rulings and steps (the realm replays them), its
 * players and forces by display name, and — only when the group ticked them — its notes and the
 * diary entries linked to it. Players' and armies' ids, other battles, and every Classified
 * Objective session (hidden draws included) stay behind: nothing here reads them.
 */
export interface BattlePayload {
  readonly battleRef: string;
  readonly battle: PublishedBattle;
  readonly events: PublishedEvent[];
}

/** The realm sees a stable reference derived from the campaign and battle, never the laptop's own ids. */
export function battleRefOf(campaignId: string, battleId: string): string {
  return createHash('sha256').update(`${campaignId}/${battleId}`).digest('base64url').slice(0, 32);
}

export function buildPayload(ctx: ServiceContext, link: RealmLinkRow, battleId: string): BattlePayload {
  const row = ctx.db.select().from(battles).where(and(eq(battles.id, battleId), eq(battles.campaignId, link.campaignId))).get();
  if (!row) throw notFound('Battle', battleId);
  const listed = listBattles(ctx, link.campaignId).find((item) => item.id === battleId);
  const players = listed?.players ?? [];
  const events = ctx.db
    .select({ seq: battleEvents.seq, payloadJson: battleEvents.payloadJson, recordedAt: battleEvents.recordedAt })
    .from(battleEvents)
    .where(eq(battleEvents.battleId, battleId))
    .orderBy(asc(battleEvents.seq))
    .all()
    .map((event) => ({ seq: event.seq, event: JSON.parse(event.payloadJson) as unknown, recordedAt: event.recordedAt }));
  return {
    battleRef: battleRefOf(link.campaignId, battleId),
    battle: {
      system: row.system,
      name: row.name,
      playedAt: row.createdAt,
      setup: JSON.parse(row.setupJson) as object,
      rulings: JSON.parse(row.rulingsJson) as Record<string, string>,
      sides: players.map((player) => ({
        side: player.side,
        playerName: player.playerName || 'A player',
        forces: player.forces.filter((force) => force.name.trim() !== '').map((force) => ({ name: force.name })),
      })),
      notes: link.publishNotes ? notesOf(ctx, row.notes, battleId) : null,
      diary: link.publishDiary ? diaryOf(ctx, battleId) : null,
    },
    events,
  };
}

function notesOf(ctx: ServiceContext, scenarioNotes: string, battleId: string): string | null {
  const notes = ctx.db.select({ body: battleChronicleNotes.body }).from(battleChronicleNotes).where(eq(battleChronicleNotes.battleId, battleId)).orderBy(asc(battleChronicleNotes.createdAt)).all();
  const text = [scenarioNotes, ...notes.map((note) => note.body)].map((part) => part.trim()).filter(Boolean).join('\n\n');
  return text ? text.slice(0, 20_000) : null;
}

function diaryOf(ctx: ServiceContext, battleId: string) {
  const entryIds = ctx.db.select({ entryId: diaryLinks.entryId }).from(diaryLinks).where(eq(diaryLinks.battleId, battleId)).all().map((link) => link.entryId);
  if (entryIds.length === 0) return [];
  return ctx.db
    .select({ title: diaryEntries.title, body: diaryEntries.body, worldDate: diaryEntries.worldDate })
    .from(diaryEntries)
    .where(inArray(diaryEntries.id, [...new Set(entryIds)]))
    .orderBy(asc(diaryEntries.createdAt))
    .all()
    .slice(0, 200)
    .map((entry) => ({ title: entry.title, body: entry.body.slice(0, 20_000), worldDate: entry.worldDate || null }));
}

/** Hash of what would be published, to tell an unchanged battle from one changed since. */
export function payloadHash(payload: BattlePayload): string {
  return createHash('sha256').update(JSON.stringify(payload)).digest('hex');
}
