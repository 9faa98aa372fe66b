import type { ParsedInput } from '../../src-shared/contract';
import { isSystemBattle, type AnyBattleListItem } from '../../src-shared/contract/battles';
import type { BattleListRow, BattleRowPlayer } from '../../src-shared/contract/battle-list';
import { outcomeLine } from '../../src-shared/systems/outcome';
import { systemById } from '../../src-shared/systems/registry';
import { and, desc, eq, getTableColumns, or, sql, type SQL } from 'drizzle-orm';
import { armies, battles, campaigns } from '../db/schema/index';
import { systemListItem } from './system-battles';
import type { ServiceContext } from './context';
import { notFound } from './service-error';
import type { BattleRow, ScoreSoFar } from './system-services';
import { SYSTEM_SERVICES, servicesFor } from './systems-registry';

/**
 * `battles.list`: a slim row per battle, only what the battles list's cards and the battle pickers
 * show (a 1,000-battle campaign answers in a fraction of the whole items' size and checking time).
 */
export function listBattleRows(ctx: ServiceContext, input: ParsedInput<'battles.list'>): BattleListRow[] {
  const { campaignId, forceId, first } = input;
  if (!ctx.db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, campaignId)).get()) throw notFound('Campaign', campaignId);
  if (forceId !== undefined && !ctx.db.select({ id: armies.id }).from(armies).where(and(eq(armies.id, forceId), eq(armies.campaignId, campaignId))).get()) {
    throw notFound('Force', forceId);
  }
  const itemOf = listItemReader(ctx, campaignId);
  // A force's battles are found in the rows' sides, so its list is cut after they are read.
  const items = listedRows(ctx, campaignId, forceId === undefined ? first : undefined).map(itemOf);
  const fought = forceId === undefined ? items : items.filter((item) => item.players.some((player) => player.forces.some((force) => force.armyId === forceId))).slice(0, first);
  return fought.map(rowOf);
}

/**
 * Reads each row into its list item, by its system's `list.itemReader` or the generic way; a
 * system's reader is made at its first battle, so a list without such battles reads nothing for it.
 */
export function listItemReader(ctx: ServiceContext, campaignId: string): (row: BattleRow) => AnyBattleListItem {
  const readers = new Map<string, (row: BattleRow) => AnyBattleListItem>();
  return (row) => {
    let read = readers.get(row.system);
    if (!read) {
      read = servicesFor(row.system).list?.itemReader(ctx, campaignId) ?? systemListItem;
      readers.set(row.system, read);
    }
    return read(row);
  };
}

/** When a row's setup is read: where its system's list item needs it (to name the sides of a battle stored without them, say). */
function setupNeeded(): SQL | undefined {
  return or(...SYSTEM_SERVICES.flatMap(({ systemId, list }) => (list?.setupNeeded ? [sql`(${battles.system} = ${systemId} AND ${list.setupNeeded})`] : [])));
}

/**
 * A campaign's battle rows in the order the battles page shows them (those in progress, then the
 * finished, each newest first), without what no list shows: the setup (kilobytes a battle, most of
 * the table) is read only where a system's list item needs it.
 */
function listedRows(ctx: ServiceContext, campaignId: string, first: number | undefined): BattleRow[] {
  const needed = setupNeeded();
  const query = ctx.db
    .select({
      ...getTableColumns(battles),
      setupJson: needed ? sql<string>`CASE WHEN ${needed} THEN ${battles.setupJson} ELSE '' END` : sql<string>`''`,
      rulingsJson: sql<string>`''`,
      thirdsJson: sql<string>`''`,
    })
    .from(battles)
    .where(eq(battles.campaignId, campaignId))
    .orderBy(sql`${battles.status} = 'over'`, desc(battles.createdAt))
    .$dynamic();
  return (first === undefined ? query : query.limit(first)).all();
}

export function rowOf(item: AnyBattleListItem): BattleListRow {
  // A side with no player name goes by its army's: it is not named twice.
  const players: BattleRowPlayer[] = item.players.map((player) => ({ side: player.side, playerName: player.playerName, colour: player.colour, forces: player.forces.map((force) => force.name).filter((name) => name !== player.playerName) }));
  return {
    id: item.id,
    system: item.system,
    systemName: item.systemName,
    name: item.name,
    status: item.status,
    eventCount: item.eventCount,
    players,
    progress: progressLine(item),
    outcome: item.outcome ? { winners: item.outcome.winners, draw: item.outcome.draw, line: outcomeLine(item.outcome) } : null,
    updatedAt: item.updatedAt,
  };
}

/** Where a battle stands, with the score so far once the first turn has begun: "Turn 2 · Activation · VP: Ann 1, Bo 0". */
function progressLine(item: AnyBattleListItem): string {
  if (item.status === 'over') return item.progress;
  const { turn, bySide } = servicesFor(item.system).list?.scoreSoFar(item) ?? genericScoreSoFar(item);
  const term = systemById(item.system)?.terms.score;
  // A system this version does not know says so in its progress, and its scores mean nothing here.
  if (!turn || !bySide || !term) return item.progress;
  const scores = item.players.map((player) => `${player.playerName} ${bySide[player.side] ?? 0}`).join(', ');
  return `${item.progress} · ${term}: ${scores}`;
}

/** The seam's summary (absent from a battle of a system this version does not know). */
function genericScoreSoFar(item: AnyBattleListItem): ScoreSoFar {
  return isSystemBattle(item) ? { turn: item.summary?.turn ?? 0, bySide: item.summary?.scores ?? null } : { turn: 0, bySide: null };
}
