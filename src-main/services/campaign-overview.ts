import { desc, eq } from 'drizzle-orm';
import { battles, campaigns } from '../db/schema/index';
import type { CampaignOverview } from '../../src-shared/contract/campaign-overview';
import type { ServiceContext } from './context';
import { notFound } from './service-error';

/** Soldiers lost in one battle, from the summary the battle log keeps (25 per hit, both sides). */
function soldiersLostIn(summaryJson: string): number {
  try {
    const summary = JSON.parse(summaryJson) as { casualties?: Record<string, unknown> };
    return Object.values(summary.casualties ?? {}).reduce<number>((sum, n) => sum + (typeof n === 'number' ? n : 0), 0);
  } catch {
    return 0;
  }
}

export function campaignOverview(ctx: ServiceContext, id: string): CampaignOverview {
  if (!ctx.db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, id)).get()) throw notFound('Campaign', id);
  const rows = ctx.db.select().from(battles).where(eq(battles.campaignId, id)).orderBy(desc(battles.createdAt)).all();
  return {
    campaignId: id,
    battles: rows.map((row) => ({ id: row.id, name: row.name, status: row.status, createdAt: row.createdAt })),
    soldiersLost: rows.reduce((sum, row) => sum + soldiersLostIn(row.summaryJson), 0),
  };
}
