import { eq } from 'drizzle-orm';
import { battleChronicles, battles } from '../../db/schema/index';
import type { CampaignMapView } from '../../../src-shared/contract/campaign-map';
import type { ServiceContext } from '../context';
import { campaignBattleResults, type BattleResultRow } from '../battle-results';

type MapBattleOut = CampaignMapView['battles'][number];

function seatOf(battle: BattleResultRow, side: string | null | undefined) {
  const seat = side ? battle.seats.find((s) => s.side === side) : undefined;
  return seat ? { playerId: seat.playerId, playerName: seat.playerName } : null;
}

/**
 * The campaign's battles of every system as the map reads them: through the one result shape
 * (battle-results.ts) and the chronicle's in-world date. A battle taken back to before its end
 * has no result, so its region goes back to how it stood.
 */
export function mapBattles(ctx: ServiceContext, campaignId: string): MapBattleOut[] {
  const dates = new Map(
    ctx.db
      .select({ battleId: battleChronicles.battleId, worldDate: battleChronicles.worldDate, worldDay: battleChronicles.worldDay })
      .from(battleChronicles)
      .innerJoin(battles, eq(battles.id, battleChronicles.battleId))
      .where(eq(battles.campaignId, campaignId))
      .all()
      .map((row) => [row.battleId, row]),
  );
  return campaignBattleResults(ctx.db, campaignId)
    .map((battle): MapBattleOut => {
      const date = dates.get(battle.id);
      const over = battle.status === 'over' && battle.result !== null;
      return {
        id: battle.id,
        name: battle.name,
        systemName: battle.systemName,
        worldDay: date?.worldDay ?? null,
        worldDate: date?.worldDate ?? '',
        createdAt: battle.createdAt,
        status: battle.status,
        result: over
          ? { winner: seatOf(battle, battle.result!.winner), decisive: seatOf(battle, battle.result!.decisive?.side), decisiveName: battle.terms.decisiveVictory ?? null }
          : null,
      };
    })
    .sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
}
