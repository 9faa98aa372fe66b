import type { Database } from 'better-sqlite3';
import type { ServiceContext } from './context';

/**
 * When anything in a campaign last changed: the campaign itself, its players, armies and forces,
 * battles (a step recorded moves the battle's `updated_at`), their chronicle dates and notes,
 * ladders, objective draws and card texts, the diary, the campaign map and the libraries. A
 * player reads "Changed …" on the campaign as this, not as the last edit of its name. Deletions
 * and hidden chronicle lines, which leave no time to read, are written on the campaign row
 * (`stampCampaignChanged`).
 */
const LATEST_CHANGE_SQL = `
SELECT campaign_id AS campaignId, max(at) AS changedAt FROM (
  SELECT id AS campaign_id, updated_at AS at FROM campaigns
  UNION ALL SELECT campaign_id, updated_at FROM players
  UNION ALL SELECT campaign_id, updated_at FROM armies
  UNION ALL SELECT campaign_id, updated_at FROM battles
  UNION ALL SELECT b.campaign_id, bc.updated_at FROM battle_chronicles bc JOIN battles b ON b.id = bc.battle_id
  UNION ALL SELECT b.campaign_id, n.updated_at FROM battle_chronicle_notes n JOIN battles b ON b.id = n.battle_id
  UNION ALL SELECT campaign_id, updated_at FROM ladders
  UNION ALL SELECT campaign_id, updated_at FROM objective_sessions
  UNION ALL SELECT campaign_id, updated_at FROM objective_card_texts
  UNION ALL SELECT campaign_id, updated_at FROM diary_entries
  UNION ALL SELECT campaign_id, updated_at FROM campaign_maps
  UNION ALL SELECT campaign_id, updated_at FROM campaign_libraries
) GROUP BY campaign_id`;

/** Each campaign's latest change, by campaign id. */
export function latestChanges(sqlite: Database): Map<string, number> {
  const rows = sqlite.prepare(LATEST_CHANGE_SQL).all() as { campaignId: string; changedAt: number }[];
  return new Map(rows.map((row) => [row.campaignId, row.changedAt]));
}

/** The same for one campaign, each table read through its campaign index. */
const ONE_CAMPAIGN_SQL = `
SELECT max(at) FROM (
  SELECT updated_at AS at FROM campaigns WHERE id = @id
  UNION ALL SELECT max(updated_at) FROM players WHERE campaign_id = @id
  UNION ALL SELECT max(updated_at) FROM armies WHERE campaign_id = @id
  UNION ALL SELECT max(updated_at) FROM battles WHERE campaign_id = @id
  UNION ALL SELECT max(bc.updated_at) FROM battle_chronicles bc JOIN battles b ON b.id = bc.battle_id WHERE b.campaign_id = @id
  UNION ALL SELECT max(n.updated_at) FROM battle_chronicle_notes n JOIN battles b ON b.id = n.battle_id WHERE b.campaign_id = @id
  UNION ALL SELECT max(updated_at) FROM ladders WHERE campaign_id = @id
  UNION ALL SELECT max(updated_at) FROM objective_sessions WHERE campaign_id = @id
  UNION ALL SELECT max(updated_at) FROM objective_card_texts WHERE campaign_id = @id
  UNION ALL SELECT max(updated_at) FROM diary_entries WHERE campaign_id = @id
  UNION ALL SELECT max(updated_at) FROM campaign_maps WHERE campaign_id = @id
  UNION ALL SELECT max(updated_at) FROM campaign_libraries WHERE campaign_id = @id
)`;

/** One campaign's latest change (its own `updated_at` when nothing in it is newer). */
export function latestChangeOf(sqlite: Database, campaignId: string): number | undefined {
  return (sqlite.prepare(ONE_CAMPAIGN_SQL).pluck().get({ id: campaignId }) as number | null) ?? undefined;
}

/**
 * A deletion leaves no row to read its time from, and a hidden chronicle line keeps none, so the
 * change is written on the campaign's own row (never moving it back), in the changing transaction:
 * deleting a battle or hiding a line of its chronicle is a change to the campaign like any edit.
 */
export function stampCampaignChanged(ctx: ServiceContext, campaignId: string): void {
  ctx.store.sqlite.prepare('UPDATE campaigns SET updated_at = max(updated_at, ?) WHERE id = ?').run(ctx.now(), campaignId);
}
