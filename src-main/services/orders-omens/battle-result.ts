import { eq } from 'drizzle-orm';
import { armies } from '../../db/schema/index';
import { ORDERS_OMENS_ID, requireSystem } from '../../../src-shared/systems/registry';
import { ordersOmensResult } from '../../../src-shared/rules/orders-omens/system-result';
import { storedResult } from '../../../src-shared/rules/orders-omens/scoring/stored-result';
import type { DbOrTx } from '../army-store';
import type { BattleResultRow, SeatResult } from '../battle-results';
import type { BattleRow } from '../system-services';
import type { BattleSummary } from './battle-log';
import { seatOfSide, unnamedArmyName } from '../../../src-shared/unnamed-army';

type StoredSide = { armyId?: string | null; armyName?: string; playerName?: string; colour?: string };

/**
 * Reads Orders & Omens battles into the seam's result from the summaries its own log keeps (VP,
 * casualties, the stored result), not the generic log's; the player of each side follows from its
 * army, so the campaign's armies are read once per reader.
 */
export function ordersOmensResultReader(db: DbOrTx, campaignId: string): (row: BattleRow) => BattleResultRow {
  const playerOf = new Map(db.select({ id: armies.id, playerId: armies.playerId }).from(armies).where(eq(armies.campaignId, campaignId)).all().map((a) => [a.id, a.playerId]));
  return (row) => ordersOmensRow(row, playerOf);
}

function ordersOmensRow(row: BattleRow, playerOf: ReadonlyMap<string, string>): BattleResultRow {
  const sides = JSON.parse(row.sidesJson) as Partial<Record<'A' | 'B', StoredSide>>;
  const summary = JSON.parse(row.summaryJson) as Partial<BattleSummary>;
  const seats = (['A', 'B'] as const).map((side): SeatResult => {
    const stored = sides[side] ?? {};
    const armyId = stored.armyId ?? null;
    return {
      side,
      playerId: armyId ? (playerOf.get(armyId) ?? null) : null,
      playerName: stored.playerName || stored.armyName || unnamedArmyName(seatOfSide(side)),
      colour: stored.colour ?? null,
      forces: [{ armyId, name: stored.armyName ?? unnamedArmyName(seatOfSide(side)) }],
      score: summary.vp?.[side] ?? 0,
      losses: summary.casualties?.[side] ?? 0,
      fallen: summary.casualties?.[side] ?? 0,
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
    countsFallen: true,
  };
}
