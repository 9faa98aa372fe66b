import type { ParsedInput } from '../../src-shared/contract';
import { isOrdersOmensBattle, type AnyBattleListItem } from '../../src-shared/contract/battles';
import type { BattleListRow, BattleRowPlayer } from '../../src-shared/contract/battle-list';
import type { BattleOutcomeOut } from '../../src-shared/contract/system-battles';
import { ORDERS_OMENS_ID, systemById } from '../../src-shared/systems/registry';
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { armies, battles, campaigns } from '../db/schema/index';
import { armyPlayers, ordersOmensListItem } from './orders-omens/battles';
import { systemListItem } from './system-battles';
import type { ServiceContext } from './context';
import { notFound } from './service-error';

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
  const playerOf = armyPlayers(ctx, campaignId);
  // A force's battles are found in the rows' sides, so its list is cut after they are read.
  const items = listedRows(ctx, campaignId, forceId === undefined ? first : undefined).map((row) => (row.system === ORDERS_OMENS_ID ? ordersOmensListItem(row, playerOf) : systemListItem(row)));
  const fought = forceId === undefined ? items : items.filter((item) => item.players.some((player) => player.forces.some((force) => force.armyId === forceId))).slice(0, first);
  return fought.map(rowOf);
}

/**
 * A campaign's battle rows in the order the battles page shows them (those in progress, then the
 * finished, each newest first), without what no list shows: the setup (kilobytes a battle, most of
 * the table) is read only for an Orders & Omens battle stored without its sides, which names them from it.
 */
function listedRows(ctx: ServiceContext, campaignId: string, first: number | undefined): (typeof battles.$inferSelect)[] {
  const sidesMissing = sql`(json_extract(${battles.sidesJson}, '$.A') IS NULL OR json_extract(${battles.sidesJson}, '$.B') IS NULL)`;
  const query = ctx.db
    .select({
      ...getTableColumns(battles),
      setupJson: sql<string>`CASE WHEN ${battles.system} = ${ORDERS_OMENS_ID} AND ${sidesMissing} THEN ${battles.setupJson} ELSE '' END`,
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

/** "Tactical Victory for Bo · VP: Ann 3, Bo 4", or "A draw · …". */
export function outcomeLine(outcome: BattleOutcomeOut): string {
  const victory = outcome.victoryName.charAt(0).toUpperCase() + outcome.victoryName.slice(1);
  const who = outcome.draw ? 'A draw' : `${victory} for ${outcome.winners.join(' and ')}`;
  const scores = outcome.scores.map((score) => `${score.playerName} ${score.total}`).join(', ');
  return scores ? `${who} · ${outcome.scoreTerm}: ${scores}` : who;
}

/** Where a battle stands, with the score so far once the first turn has begun: "Turn 2 · Activation · VP: Ann 1, Bo 0". */
function progressLine(item: AnyBattleListItem): string {
  if (item.status === 'over') return item.progress;
  const { turn, bySide } = isOrdersOmensBattle(item) ? { turn: item.summary.turn, bySide: item.summary.vp } : { turn: item.summary?.turn ?? 0, bySide: item.summary?.scores ?? null };
  const term = systemById(item.system)?.terms.score;
  // A system this version does not know says so in its progress, and its scores mean nothing here.
  if (!turn || !bySide || !term) return item.progress;
  const scores = item.players.map((player) => `${player.playerName} ${(bySide as Readonly<Record<string, number>>)[player.side] ?? 0}`).join(', ');
  return `${item.progress} · ${term}: ${scores}`;
}
