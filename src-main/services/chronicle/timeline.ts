import type { TimelineItem } from '../../../src-shared/contract/chronicle';
import type { ServiceContext } from '../context';
import { battles } from '../../db/schema/index';
import { eq } from 'drizzle-orm';
import { readBattleResult, resultLine } from '../battle-results';
import { campaignLadderGames } from './ladder-history';

/** In-world order: by campaign day (undated last), then in the order things were recorded. */
export const TIMELINE_PAGE_SQL = `
WITH page AS (
  SELECT kind, id, world_day, created_at FROM (
    SELECT 'battle' AS kind, b.id AS id, bc.world_day AS world_day, b.created_at AS created_at
      FROM battles b LEFT JOIN battle_chronicles bc ON bc.battle_id = b.id WHERE b.campaign_id = @campaignId
    UNION ALL
    SELECT 'diary', d.id, d.world_day, d.created_at FROM diary_entries d WHERE d.campaign_id = @campaignId
  )
  ORDER BY world_day IS NULL, world_day, created_at, id LIMIT @limit OFFSET @offset
)
SELECT p.kind AS kind, p.id AS id, p.world_day AS worldDay, p.created_at AS createdAt,
  coalesce(b.name, d.title) AS title,
  coalesce(bc.world_date, d.world_date, '') AS worldDate,
  CASE WHEN p.kind = 'battle'
    THEN json_extract(b.setup_json, '$.armies.A.name') || ' ' || coalesce(json_extract(b.summary_json, '$.vp.A'), 0) || ' – '
         || coalesce(json_extract(b.summary_json, '$.vp.B'), 0) || ' ' || json_extract(b.setup_json, '$.armies.B.name')
    ELSE substr(d.body, 1, 240) END AS summary,
  b.status AS status
FROM page p
  LEFT JOIN battles b ON p.kind = 'battle' AND b.id = p.id
  LEFT JOIN battle_chronicles bc ON bc.battle_id = b.id
  LEFT JOIN diary_entries d ON p.kind = 'diary' AND d.id = p.id
ORDER BY p.world_day IS NULL, p.world_day, p.created_at, p.id`;

export const TIMELINE_COUNT_SQL = `
SELECT (SELECT count(*) FROM battles WHERE campaign_id = @campaignId) + (SELECT count(*) FROM diary_entries WHERE campaign_id = @campaignId) AS total`;

/** One page of the timeline; the renderer's virtual list asks for pages as they scroll into view. */
export function timelinePage(ctx: ServiceContext, input: { campaignId: string; offset: number; limit: number }): { total: number; offset: number; items: TimelineItem[] } {
  const { total } = ctx.store.sqlite.prepare(TIMELINE_COUNT_SQL).get({ campaignId: input.campaignId }) as { total: number };
  const ladderGames = ladderTimelineItems(ctx, input.campaignId);
  const finish = (items: TimelineItem[]) => items.map((item) => ({ ...item, summary: item.summary ?? otherSystemSummary(ctx, item) }));
  if (ladderGames.length === 0) {
    const items = ctx.store.sqlite.prepare(TIMELINE_PAGE_SQL).all({ campaignId: input.campaignId, limit: input.limit, offset: input.offset }) as TimelineItem[];
    return { total, offset: input.offset, items: finish(items) };
  }
  // Ladder games live in their ladders' logs, not in a table: the page is cut from the merged list.
  const stored = ctx.store.sqlite.prepare(TIMELINE_PAGE_SQL).all({ campaignId: input.campaignId, limit: -1, offset: 0 }) as TimelineItem[];
  const merged = [...stored, ...ladderGames].sort(inWorldOrder);
  const page = merged.slice(input.offset, input.limit < 0 ? undefined : input.offset + input.limit);
  return { total: total + ladderGames.length, offset: input.offset, items: finish(page) };
}

/** The SQL page's order: by campaign day (undated last), then when recorded, then id. */
function inWorldOrder(a: TimelineItem, b: TimelineItem): number {
  const undated = Number(a.worldDay === null) - Number(b.worldDay === null);
  return undated || (a.worldDay ?? 0) - (b.worldDay ?? 0) || a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** Every ladder game that counts, as a timeline entry at the time it was played. */
function ladderTimelineItems(ctx: ServiceContext, campaignId: string): TimelineItem[] {
  return campaignLadderGames(ctx, campaignId).map((game) => ({
    kind: 'ladder',
    id: game.ladderId,
    title: `${game.ladderName}: ${game.seats.map((seat) => seat.name).join(' v ')}`,
    worldDate: '',
    worldDay: null,
    createdAt: game.atMs,
    summary: game.text,
    status: 'over',
  }));
}

/** The SQL line reads Orders & Omens' setup; a battle of another system says who played and how it stands. */
function otherSystemSummary(ctx: ServiceContext, item: TimelineItem): string {
  if (item.kind !== 'battle') return '';
  const row = ctx.db.select().from(battles).where(eq(battles.id, item.id)).get();
  if (!row || row.system === 'orders-omens') return '';
  const read = readBattleResult(ctx.db, row);
  return read ? `${read.systemName}: ${resultLine(read)}` : '';
}

/** Every timeline item, in order (for the exports). */
export function wholeTimeline(ctx: ServiceContext, campaignId: string): TimelineItem[] {
  return timelinePage(ctx, { campaignId, offset: 0, limit: -1 }).items;
}
