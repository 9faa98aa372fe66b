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

/** The campaign's in-world start date (free text, may be empty): what its Day 1 is called. */
function startDateOf(ctx: ServiceContext, campaignId: string): string {
  return (ctx.store.sqlite.prepare('SELECT start_date FROM campaigns WHERE id = ?').pluck().get(campaignId) as string | undefined) ?? '';
}

/**
 * A new battle's in-world date row, dated like the campaign's latest entry; written when the
 * battle is created (in its transaction), never when it is read or narrated. With nothing dated
 * yet, the battle is on Day 1, the campaign's start, named by its start date when it has one
 * (the start date is free text, so later days cannot be worked out from it). A battle without a
 * row (made by an older version and never dated) reads as undated until the players date it.
 */
export function giveNewBattleWorldDate(ctx: ServiceContext, battle: { readonly id: string; readonly campaignId: string }): void {
  const latest = latestWorldDay(ctx, battle.campaignId);
  const worldDay = latest ?? 1;
  const worldDate = worldDay === 1 ? startDateOf(ctx, battle.campaignId) : '';
  ctx.db.insert(battleChronicles).values({ battleId: battle.id, worldDate, worldDay, updatedAt: ctx.now() }).onConflictDoNothing().run();
}
