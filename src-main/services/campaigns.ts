import { eq } from 'drizzle-orm';
import { campaigns } from '../db/schema/index';
import type { ParsedInput } from '../../src-shared/contract';
import type { Campaign } from '../../src-shared/contract/campaigns';
import { withoutDefaults } from '../../src-shared/systems/house-rules';
import type { ServiceContext } from './context';
import { ServiceError, notFound } from './service-error';
import { campaignCalled } from './campaign-called';
import { SYSTEM_SERVICES } from './systems-registry';
import { reassessSystemForces } from './system-forces';
import { latestChangeOf, latestChanges } from './campaign-changed';

type CampaignRow = typeof campaigns.$inferSelect;

/** `updatedAt` answers the latest change to anything in the campaign (see `campaign-changed`), not only to its own row. */
function toCampaign(row: CampaignRow, changedAt?: number): Campaign {
  return { ...row, worldKind: row.worldKind as Campaign['worldKind'], houseRules: JSON.parse(row.houseRules) as Record<string, string>, updatedAt: Math.max(row.updatedAt, changedAt ?? 0) };
}

export function listCampaigns(ctx: ServiceContext): Campaign[] {
  const changes = latestChanges(ctx.store.sqlite);
  return ctx.db
    .select()
    .from(campaigns)
    .all()
    .map((row) => toCampaign(row, changes.get(row.id)))
    .sort((a, b) => b.updatedAt - a.updatedAt || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

export function getCampaign(ctx: ServiceContext, id: string): Campaign {
  const row = ctx.db.select().from(campaigns).where(eq(campaigns.id, id)).get();
  if (!row) throw notFound('Campaign', id);
  return toCampaign(row, latestChangeOf(ctx.store.sqlite, id));
}

/** The campaign list shows names only, so two campaigns a player could not tell apart by name are refused. */
function refuseTakenName(ctx: ServiceContext, name: string, exceptId?: string): void {
  const clash = campaignCalled(ctx.store.sqlite, name, exceptId);
  if (clash) throw new ServiceError('conflict', `There is already a campaign called “${clash.name}”. Choose another name.`, 'name');
}

type NewCampaign = Omit<ParsedInput<'campaigns.create'>, 'worldKind' | 'startDate' | 'houseRules'> & Partial<ParsedInput<'campaigns.create'>>;

export function createCampaign(ctx: ServiceContext, input: NewCampaign): Campaign {
  const now = ctx.now();
  const row: CampaignRow = {
    id: ctx.newId(),
    ...input,
    worldKind: input.worldKind ?? null,
    startDate: input.startDate ?? '',
    houseRules: JSON.stringify(withoutDefaults(input.houseRules ?? {})),
    createdAt: now,
    updatedAt: now,
  };
  ctx.db.transaction((tx) => {
    refuseTakenName(ctx, row.name);
    tx.insert(campaigns).values(row).run();
  });
  return toCampaign(row);
}

/** House rules change prices and legality, so every army's cached points and validity are redone with them. */
export function updateCampaign(ctx: ServiceContext, input: ParsedInput<'campaigns.update'>): Campaign {
  const { id, houseRules, ...changes } = input;
  return ctx.db.transaction((tx) => {
    const set = { ...changes, ...(houseRules ? { houseRules: JSON.stringify(withoutDefaults(houseRules)) } : {}), updatedAt: ctx.now() };
    const result = tx.update(campaigns).set(set).where(eq(campaigns.id, id)).run();
    if (result.changes === 0) throw notFound('Campaign', id);
    // Checked after the write so a missing campaign is reported as such; a refusal here rolls the write back.
    if (changes.name !== undefined) refuseTakenName(ctx, changes.name, id);
    if (houseRules) {
      for (const services of SYSTEM_SERVICES) services.houseRulesChanged?.(tx, id, houseRules);
      reassessSystemForces(tx, id, ctx.now);
    }
    return toCampaign(tx.select().from(campaigns).where(eq(campaigns.id, id)).get()!, latestChangeOf(ctx.store.sqlite, id));
  });
}

export function deleteCampaign(ctx: ServiceContext, id: string): { id: string } {
  const result = ctx.db.delete(campaigns).where(eq(campaigns.id, id)).run();
  if (result.changes === 0) throw notFound('Campaign', id);
  return { id };
}
