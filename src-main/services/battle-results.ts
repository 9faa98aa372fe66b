import { and, desc, eq, ne } from 'drizzle-orm';
import { battles } from '../db/schema/index';
import type { BattleResult, BattleSummary, SideKey, SystemTerms } from '../../src-shared/systems/game-system';
import { systemById } from '../../src-shared/systems/registry';
import type { BattlePlayerOut } from '../../src-shared/contract/system-battles';
import type { DbOrTx } from './army-store';
import type { BattleRow } from './system-services';
import { servicesFor } from './systems-registry';

/**
 * Every battle of a campaign in one shape, whatever its system, read from the summaries kept
 * beside each log (no replay): who sat where, each seat's score and losses, and the seam's
 * `BattleResult`. Standings, the overview and the charts read battles through this; a system that
 * keeps its own summary reads its battles through its `resultReader` (systems-registry.ts).
 */
export interface SeatResult {
  readonly side: SideKey;
  readonly playerId: string | null;
  readonly playerName: string;
  readonly colour: string | null;
  readonly forces: readonly { readonly armyId: string | null; readonly name: string }[];
  readonly score: number;
  readonly losses: number;
  /** Bodies the seat lost (the summary's `fallen`), counted alike in every system that follows them. */
  readonly fallen: number;
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
  /** Whether the system follows single bodies, so its seats' `fallen` count towards the campaign's fallen. */
  readonly countsFallen: boolean;
}

type StoredSeat = BattlePlayerOut & { playerId?: string | null };

function systemRow(row: BattleRow): BattleResultRow | null {
  const system = systemById(row.system);
  if (!system) return null; // a battle of a system this version does not know: left out, never guessed at
  const summary = JSON.parse(row.summaryJson) as BattleSummary;
  // A summary stored before `fallen` was kept: its losses are bodies only where the system counts them in soldiers.
  const fallen = summary.fallen ?? (system.terms.losses === 'soldiers' ? summary.losses : undefined);
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
      fallen: fallen?.[seat.side] ?? 0,
    }),
  );
  return { id: row.id, name: row.name, system: system.id, systemName: system.name, terms: system.terms, status: row.status, createdAt: row.createdAt, seats, result: summary.result ?? null, countsFallen: fallen !== undefined };
}

type ResultReader = (row: BattleRow) => BattleResultRow | null;

/**
 * Reads the campaign's battles, each by its system's `resultReader` or the generic way; a system's
 * reader is made at its first battle, so a campaign without such battles reads nothing for it.
 */
function campaignReader(db: DbOrTx, campaignId: string): ResultReader {
  const readers = new Map<string, ResultReader>();
  return (row) => {
    let read = readers.get(row.system);
    if (!read) {
      read = servicesFor(row.system).resultReader?.(db, campaignId) ?? systemRow;
      readers.set(row.system, read);
    }
    return read(row);
  };
}

/** One battle read like `campaignBattleResults` reads each (null for a system this version does not know). */
export function readBattleResult(db: DbOrTx, row: BattleRow): BattleResultRow | null {
  return campaignReader(db, row.campaignId)(row);
}

/** The campaign's battles of every system (or every system but `exceptSystem`, whose battles are not even read), newest first. */
export function campaignBattleResults(db: DbOrTx, campaignId: string, exceptSystem?: string): BattleResultRow[] {
  const read = campaignReader(db, campaignId);
  return db
    .select()
    .from(battles)
    .where(exceptSystem === undefined ? eq(battles.campaignId, campaignId) : and(eq(battles.campaignId, campaignId), ne(battles.system, exceptSystem)))
    .orderBy(desc(battles.createdAt))
    .all()
    .flatMap((row) => {
      const result = read(row);
      return result ? [result] : [];
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
