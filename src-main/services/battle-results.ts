import { desc, eq } from 'drizzle-orm';
import { armies, battles } from '../db/schema/index';
import type { BattleResult, BattleSummary as SeamSummary, SideKey, SystemTerms } from '../../src-shared/systems/game-system';
import { ORDERS_OMENS_ID, requireSystem, systemById } from '../../src-shared/systems/registry';
import { ordersOmensResult } from '../../src-shared/rules/orders-omens/system-result';
import type { BattlePlayerOut } from '../../src-shared/contract/system-battles';
import type { BattleSummary as OrdersOmensSummary } from './orders-omens/battle-log';
import type { DbOrTx } from './army-store';
import { storedResult } from '../../src-shared/rules/orders-omens/scoring/stored-result';

/**
 * Every battle of a campaign in one shape, whatever its system, read from the summaries kept
 * beside each log (no replay): who sat where, each seat's score and losses, and the seam's
 * `BattleResult`. Standings, the overview and the charts read battles through this.
 */
export interface SeatResult {
  readonly side: SideKey;
  readonly playerId: string | null;
  readonly playerName: string;
  readonly colour: string | null;
  readonly forces: readonly { readonly armyId: string | null; readonly name: string }[];
  readonly score: number;
  readonly losses: number;
}

export interface BattleResultRow {
  readonly id: string;
  readonly name: string;
  readonly system: string;
  readonly systemName: string;
  readonly terms: SystemTerms;
  readonly status: 'in-progress' | 'over';
  readonly createdAt: number;
  readonly seats: readonly SeatResult[];
  readonly result: BattleResult | null;
}

type BattleRow = typeof battles.$inferSelect;
type StoredSide = { armyId?: string | null; armyName?: string; playerName?: string; colour?: string };

function ordersOmensRow(row: BattleRow, playerOf: ReadonlyMap<string, string>): BattleResultRow {
  const sides = JSON.parse(row.sidesJson) as Partial<Record<'A' | 'B', StoredSide>>;
  const summary = JSON.parse(row.summaryJson) as Partial<OrdersOmensSummary>;
  const seats = (['A', 'B'] as const).map((side): SeatResult => {
    const stored = sides[side] ?? {};
    const armyId = stored.armyId ?? null;
    return {
      side,
      playerId: armyId ? (playerOf.get(armyId) ?? null) : null,
      playerName: stored.playerName || stored.armyName || `Army ${side}`,
      colour: stored.colour ?? null,
      forces: [{ armyId, name: stored.armyName ?? `Army ${side}` }],
      score: summary.vp?.[side] ?? 0,
      losses: summary.casualties?.[side] ?? 0,
    };
  });
  const casualties = { A: summary.casualties?.A ?? 0, B: summary.casualties?.B ?? 0 };
  return {
    id: row.id,
    name: row.name,
    system: ORDERS_OMENS_ID,
    systemName: requireSystem(ORDERS_OMENS_ID).name,
    terms: requireSystem(ORDERS_OMENS_ID).terms,
    status: row.status,
    createdAt: row.createdAt,
    seats,
    result: summary.result ? ordersOmensResult(storedResult(summary.result), casualties) : null,
  };
}

type StoredSeat = BattlePlayerOut & { playerId?: string | null };

function systemRow(row: BattleRow): BattleResultRow | null {
  const system = systemById(row.system);
  if (!system) return null; // a battle of a system this version does not know: left out, never guessed at
  const summary = JSON.parse(row.summaryJson) as SeamSummary;
  const stored = JSON.parse(row.sidesJson) as unknown;
  const seats = (Array.isArray(stored) ? (stored as StoredSeat[]) : []).map(
    (seat): SeatResult => ({
      side: seat.side,
      playerId: seat.playerId ?? null,
      playerName: seat.playerName,
      colour: seat.colour,
      forces: seat.forces,
      score: summary.scores?.[seat.side] ?? 0,
      losses: summary.losses?.[seat.side] ?? 0,
    }),
  );
  return { id: row.id, name: row.name, system: system.id, systemName: system.name, terms: system.terms, status: row.status, createdAt: row.createdAt, seats, result: summary.result ?? null };
}

/** One battle read like `campaignBattleResults` reads each (null for a system this version does not know). */
export function readBattleResult(db: DbOrTx, row: BattleRow): BattleResultRow | null {
  if (row.system !== ORDERS_OMENS_ID) return systemRow(row);
  const playerOf = new Map(db.select({ id: armies.id, playerId: armies.playerId }).from(armies).where(eq(armies.campaignId, row.campaignId)).all().map((a) => [a.id, a.playerId]));
  return ordersOmensRow(row, playerOf);
}

/** The campaign's battles of every system, newest first. */
export function campaignBattleResults(db: DbOrTx, campaignId: string): BattleResultRow[] {
  const playerOf = new Map(db.select({ id: armies.id, playerId: armies.playerId }).from(armies).where(eq(armies.campaignId, campaignId)).all().map((a) => [a.id, a.playerId]));
  return db
    .select()
    .from(battles)
    .where(eq(battles.campaignId, campaignId))
    .orderBy(desc(battles.createdAt))
    .all()
    .flatMap((row) => {
      const read = row.system === ORDERS_OMENS_ID ? ordersOmensRow(row, playerOf) : systemRow(row);
      return read ? [read] : [];
    });
}

/** How a finished battle went for one seat. */
export function seatOutcome(battle: BattleResultRow, side: SideKey): 'won' | 'drawn' | 'lost' | null {
  if (battle.status !== 'over' || !battle.result) return null;
  if (battle.result.winner === null) return 'drawn';
  return battle.result.winner === side ? 'won' : 'lost';
}

/** One line for the timeline and exports: "Ann 39 · Bob 0 · Cy 28 Army Points left — Ann won". */
export function resultLine(battle: BattleResultRow): string {
  const scores = `${battle.seats.map((seat) => `${seat.playerName} ${seat.score.toLocaleString('en-GB')}`).join(' · ')} ${battle.terms.score}`;
  if (battle.status !== 'over' || !battle.result) return scores;
  const winner = battle.seats.find((seat) => seat.side === battle.result!.winner);
  return `${scores} — ${winner ? `${winner.playerName} won` : 'a draw'}`;
}
