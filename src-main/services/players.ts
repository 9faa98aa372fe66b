import { and, asc, eq, inArray, max, notInArray } from 'drizzle-orm';
import { campaigns, factions, players } from '../db/schema/index';
import type { ParsedInput } from '../../src-shared/contract';
import type { Faction, Player } from '../../src-shared/contract/players';
import type { ServiceContext } from './context';
import { stampCampaignChanged } from './campaign-changed';
import type { DbOrTx } from './army-store';
import { notFound, ServiceError } from './service-error';
import { nameKey } from '../../src-shared/name-key';

type PlayerRow = typeof players.$inferSelect;
type FactionInput = NonNullable<ParsedInput<'players.update'>['factions']>[number];

function factionsOf(db: DbOrTx, playerIds: readonly string[]): Map<string, Faction[]> {
  const byPlayer = new Map<string, Faction[]>(playerIds.map((id) => [id, []]));
  if (playerIds.length === 0) return byPlayer;
  const rows = db.select().from(factions).where(inArray(factions.playerId, [...playerIds])).orderBy(asc(factions.position)).all();
  for (const row of rows) byPlayer.get(row.playerId)?.push({ id: row.id, name: row.name, race: row.race as Faction['race'] });
  return byPlayer;
}

function toPlayers(db: DbOrTx, rows: readonly PlayerRow[]): Player[] {
  const byPlayer = factionsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map(({ position: _position, ...row }) => ({ ...row, factions: byPlayer.get(row.id) ?? [] }));
}

function loadPlayer(db: DbOrTx, id: string): PlayerRow {
  const row = db.select().from(players).where(eq(players.id, id)).get();
  if (!row) throw notFound('Player', id);
  return row;
}

function requireCampaign(db: DbOrTx, campaignId: string): void {
  if (!db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, campaignId)).get()) throw notFound('Campaign', campaignId);
}

/** Keeps the factions sent with an id, adds those without, removes the rest (their armies keep going, unaligned). */
function replaceFactions(ctx: ServiceContext, db: DbOrTx, playerId: string, wanted: readonly FactionInput[]): void {
  const existing = new Set(db.select({ id: factions.id }).from(factions).where(eq(factions.playerId, playerId)).all().map((row) => row.id));
  wanted.forEach((faction, i) => {
    if (faction.id !== undefined && !existing.has(faction.id)) {
      throw new ServiceError('not_found', `Faction ${faction.id} is not one this player leads`, `factions.${i}.id`);
    }
  });
  const kept = wanted.flatMap((faction) => (faction.id ? [faction.id] : []));
  db.delete(factions).where(kept.length > 0 ? and(eq(factions.playerId, playerId), notInArray(factions.id, kept)) : eq(factions.playerId, playerId)).run();
  wanted.forEach((faction, position) => {
    if (faction.id) db.update(factions).set({ name: faction.name, race: faction.race, position }).where(eq(factions.id, faction.id)).run();
    else db.insert(factions).values({ id: ctx.newId(), playerId, name: faction.name, race: faction.race, position }).run();
  });
}

/**
 * Every screen names a player by name alone (the roll-off's "Dana's roll", the battle pickers, the
 * standings), so two players of one campaign a table could not tell apart by name are refused.
 */
function refuseTakenName(db: DbOrTx, campaignId: string, name: string, exceptId?: string): void {
  const wanted = nameKey(name);
  const clash = db.select({ id: players.id, name: players.name }).from(players).where(eq(players.campaignId, campaignId)).all().find((row) => row.id !== exceptId && nameKey(row.name) === wanted);
  if (clash) throw new ServiceError('conflict', `There is already a player called “${clash.name}” in this campaign. Choose another name.`, 'name');
}

export function listPlayers(ctx: ServiceContext, campaignId: string): Player[] {
  requireCampaign(ctx.db, campaignId);
  return toPlayers(ctx.db, ctx.db.select().from(players).where(eq(players.campaignId, campaignId)).orderBy(asc(players.position)).all());
}

export function createPlayer(ctx: ServiceContext, input: ParsedInput<'players.create'>): Player {
  return ctx.db.transaction((tx) => {
    requireCampaign(tx, input.campaignId);
    refuseTakenName(tx, input.campaignId, input.name);
    const last = tx.select({ position: max(players.position) }).from(players).where(eq(players.campaignId, input.campaignId)).get();
    const now = ctx.now();
    const row: PlayerRow = {
      id: ctx.newId(),
      campaignId: input.campaignId,
      name: input.name,
      colour: input.colour,
      notes: input.notes,
      position: (last?.position ?? -1) + 1,
      createdAt: now,
      updatedAt: now,
    };
    tx.insert(players).values(row).run();
    replaceFactions(ctx, tx, row.id, input.factions);
    return toPlayers(tx, [row])[0]!;
  });
}

export function updatePlayer(ctx: ServiceContext, input: ParsedInput<'players.update'>): Player {
  const { id, factions: wanted, ...changes } = input;
  return ctx.db.transaction((tx) => {
    const current = loadPlayer(tx, id);
    if (changes.name !== undefined) refuseTakenName(tx, current.campaignId, changes.name, id);
    tx.update(players).set({ ...changes, updatedAt: ctx.now() }).where(eq(players.id, id)).run();
    if (wanted) replaceFactions(ctx, tx, id, wanted);
    return toPlayers(tx, [loadPlayer(tx, id)])[0]!;
  });
}

export function deletePlayer(ctx: ServiceContext, id: string): { id: string } {
  return ctx.store.sqlite.transaction(() => {
    const gone = ctx.db.delete(players).where(eq(players.id, id)).returning({ campaignId: players.campaignId }).get();
    if (!gone) throw notFound('Player', id);
    stampCampaignChanged(ctx, gone.campaignId);
    return { id };
  })();
}

export function reorderPlayers(ctx: ServiceContext, input: ParsedInput<'players.reorder'>): Player[] {
  return ctx.db.transaction((tx) => {
    requireCampaign(tx, input.campaignId);
    const current = tx.select({ id: players.id }).from(players).where(eq(players.campaignId, input.campaignId)).all().map((row) => row.id);
    const sent = new Set(input.playerIds);
    if (sent.size !== input.playerIds.length || sent.size !== current.length || current.some((id) => !sent.has(id))) {
      throw new ServiceError('rejected', "The new order must list each of the campaign's players exactly once", 'playerIds');
    }
    input.playerIds.forEach((id, position) => tx.update(players).set({ position }).where(eq(players.id, id)).run());
    return listPlayers(ctx, input.campaignId);
  });
}
