import { desc, eq } from 'drizzle-orm';
import { campaigns } from '../db/schema/index';
import type { ParsedInput } from '../../src-shared/contract';
import type { Campaign } from '../../src-shared/contract/campaigns';
import type { ServiceContext } from './context';
import { notFound } from './service-error';

export function listCampaigns(ctx: ServiceContext): Campaign[] {
  return ctx.db.select().from(campaigns).orderBy(desc(campaigns.updatedAt)).all();
}

export function getCampaign(ctx: ServiceContext, id: string): Campaign {
  const row = ctx.db.select().from(campaigns).where(eq(campaigns.id, id)).get();
  if (!row) throw notFound('Campaign', id);
  return row;
}

export function createCampaign(ctx: ServiceContext, input: ParsedInput<'campaigns.create'>): Campaign {
  const now = ctx.now();
  const row: Campaign = { id: ctx.newId(), ...input, createdAt: now, updatedAt: now };
  ctx.db.insert(campaigns).values(row).run();
  return row;
}

export function updateCampaign(ctx: ServiceContext, input: ParsedInput<'campaigns.update'>): Campaign {
  const { id, ...changes } = input;
  return ctx.db.transaction((tx) => {
    const result = tx.update(campaigns).set({ ...changes, updatedAt: ctx.now() }).where(eq(campaigns.id, id)).run();
    if (result.changes === 0) throw notFound('Campaign', id);
    return tx.select().from(campaigns).where(eq(campaigns.id, id)).get()!;
  });
}

export function deleteCampaign(ctx: ServiceContext, id: string): { id: string } {
  const result = ctx.db.delete(campaigns).where(eq(campaigns.id, id)).run();
  if (result.changes === 0) throw notFound('Campaign', id);
  return { id };
}
