import { battleChronicles } from '../db/schema/index';
import type { ServiceContext } from './context';

/** The latest campaign day used by any diary entry or dated battle: where a new battle goes. */
function latestWorldDay(ctx: ServiceContext, campaignId: string): number | null {
  const row = ctx.store.sqlite
    .prepare(
      `SELECT max(day) AS day FROM (
         SELECT world_day AS day FROM diary_entries WHERE campaign_id = ?
         UNION ALL SELECT bc.world_day FROM battle_chronicles bc JOIN battles b ON b.id = bc.battle_id WHERE b.campaign_id = ?)`,
    )
    .get(campaignId, campaignId) as { day: number | null };
  return row.day;
}

/**
 * A new battle's in-world date row, dated like the campaign's latest entry; written when the
 * battle is created (in its transaction), never when it is read or narrated. A battle without a
 * row (made by an older version and never dated) reads as undated until the players date it.
 */
export function giveNewBattleWorldDate(ctx: ServiceContext, battle: { readonly id: string; readonly campaignId: string }): void {
  ctx.db.insert(battleChronicles).values({ battleId: battle.id, worldDate: '', worldDay: latestWorldDay(ctx, battle.campaignId), updatedAt: ctx.now() }).onConflictDoNothing().run();
}
