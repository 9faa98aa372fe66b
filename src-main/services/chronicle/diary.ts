import { and, desc, eq } from 'drizzle-orm';
import type { DiaryEntry, DiaryLink } from '../../../src-shared/contract/chronicle';
import type { ParsedInput } from '../../../src-shared/contract';
import { battles, campaigns, diaryEntries, diaryLinks, diaryRevisions, players } from '../../db/schema/index';
import type { ServiceContext } from '../context';
import { stampCampaignChanged } from '../campaign-changed';
import { notFound, ServiceError } from '../service-error';

type LinkInput = ParsedInput<'chronicle.diary.create'>['links'][number];
type EntryRow = typeof diaryEntries.$inferSelect;
type LinkRow = { battleId: string | null; playerId: string | null; place: string | null };

function linkRows(input: readonly LinkInput[]): LinkRow[] {
  return input.map((link) => ({
    battleId: 'battleId' in link ? link.battleId : null,
    playerId: 'playerId' in link ? link.playerId : null,
    place: 'place' in link ? link.place : null,
  }));
}

/** A link must point into the same campaign; the message names the link by its position. */
function checkLinks(ctx: ServiceContext, campaignId: string, links: readonly LinkRow[]): void {
  links.forEach((link, index) => {
    if (link.battleId !== null) {
      const battle = ctx.db.select({ campaignId: battles.campaignId }).from(battles).where(eq(battles.id, link.battleId)).get();
      if (!battle || battle.campaignId !== campaignId) throw new ServiceError('invalid_input', `Battle ${link.battleId} is not a battle of this campaign`, `links.${index}.battleId`);
    }
    if (link.playerId !== null) {
      const player = ctx.db.select({ campaignId: players.campaignId }).from(players).where(eq(players.id, link.playerId)).get();
      if (!player || player.campaignId !== campaignId) throw new ServiceError('invalid_input', `Player ${link.playerId} is not a player in this campaign`, `links.${index}.playerId`);
    }
  });
}

function linksOf(ctx: ServiceContext, entryId: string): DiaryLink[] {
  const rows = ctx.store.sqlite
    .prepare(
      `SELECT l.battle_id AS battleId, l.player_id AS playerId, l.place, coalesce(b.name, p.name, l.place, '') AS label
       FROM diary_links l LEFT JOIN battles b ON b.id = l.battle_id LEFT JOIN players p ON p.id = l.player_id
       WHERE l.entry_id = ? ORDER BY l.position`,
    )
    .all(entryId) as DiaryLink[];
  return rows;
}

function toEntry(ctx: ServiceContext, row: EntryRow): DiaryEntry {
  return { ...row, links: linksOf(ctx, row.id) };
}

function writeLinksAndRevision(ctx: ServiceContext, row: EntryRow, links: readonly LinkRow[]): void {
  ctx.db.delete(diaryLinks).where(eq(diaryLinks.entryId, row.id)).run();
  links.forEach((link, position) => ctx.db.insert(diaryLinks).values({ entryId: row.id, position, ...link }).run());
  ctx.db
    .insert(diaryRevisions)
    .values({ entryId: row.id, revision: row.revision, title: row.title, worldDate: row.worldDate, worldDay: row.worldDay, body: row.body, linksJson: JSON.stringify(links), savedAt: row.updatedAt })
    .run();
}

export function createDiaryEntry(ctx: ServiceContext, input: ParsedInput<'chronicle.diary.create'>): DiaryEntry {
  return ctx.store.sqlite.transaction(() => {
    if (!ctx.db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, input.campaignId)).get()) throw notFound('Campaign', input.campaignId);
    const links = linkRows(input.links);
    checkLinks(ctx, input.campaignId, links);
    const now = ctx.now();
    const row: EntryRow = { id: ctx.newId(), campaignId: input.campaignId, title: input.title, worldDate: input.worldDate, worldDay: input.worldDay, body: input.body, revision: 1, createdAt: now, updatedAt: now };
    ctx.db.insert(diaryEntries).values(row).run();
    writeLinksAndRevision(ctx, row, links);
    return toEntry(ctx, row);
  })();
}

/** Every save is a new revision; the ones before it stay readable in the history. */
export function updateDiaryEntry(ctx: ServiceContext, input: ParsedInput<'chronicle.diary.update'>): DiaryEntry {
  return ctx.store.sqlite.transaction(() => {
    const existing = ctx.db.select().from(diaryEntries).where(eq(diaryEntries.id, input.id)).get();
    if (!existing) throw notFound('Diary entry', input.id);
    if (existing.revision !== input.expectedRevision) {
      throw new ServiceError('conflict', `This entry was changed elsewhere (it is at revision ${existing.revision}, you edited revision ${input.expectedRevision}); reload it and make your change again`);
    }
    const links = linkRows(input.links);
    checkLinks(ctx, existing.campaignId, links);
    const row: EntryRow = { ...existing, title: input.title, worldDate: input.worldDate, worldDay: input.worldDay, body: input.body, revision: existing.revision + 1, updatedAt: ctx.now() };
    ctx.db.update(diaryEntries).set(row).where(eq(diaryEntries.id, input.id)).run();
    writeLinksAndRevision(ctx, row, links);
    return toEntry(ctx, row);
  })();
}

export function getDiaryEntry(ctx: ServiceContext, id: string) {
  const row = ctx.db.select().from(diaryEntries).where(eq(diaryEntries.id, id)).get();
  if (!row) throw notFound('Diary entry', id);
  const revisions = ctx.db
    .select({ revision: diaryRevisions.revision, title: diaryRevisions.title, worldDate: diaryRevisions.worldDate, worldDay: diaryRevisions.worldDay, body: diaryRevisions.body, savedAt: diaryRevisions.savedAt })
    .from(diaryRevisions)
    .where(and(eq(diaryRevisions.entryId, id)))
    .orderBy(desc(diaryRevisions.revision))
    .all();
  return { entry: toEntry(ctx, row), revisions };
}

export function deleteDiaryEntry(ctx: ServiceContext, id: string): { id: string } {
  return ctx.store.sqlite.transaction(() => {
    const gone = ctx.db.delete(diaryEntries).where(eq(diaryEntries.id, id)).returning({ campaignId: diaryEntries.campaignId }).get();
    if (!gone) throw notFound('Diary entry', id);
    stampCampaignChanged(ctx, gone.campaignId);
    return { id };
  })();
}
