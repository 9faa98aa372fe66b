import { and, eq } from 'drizzle-orm';
import { campaigns, realmLinks, realmOutbox } from '../../db/schema/index';
import type { RealmLinkView } from '../../../src-shared/contract/realm';
import type { ServiceContext } from '../context';
import { notFound, ServiceError } from '../service-error';

export type RealmLinkRow = typeof realmLinks.$inferSelect;

export function linkView(row: RealmLinkRow): RealmLinkView {
  return {
    campaignId: row.campaignId,
    url: row.url,
    realmName: row.realmName,
    realmSlug: row.realmSlug,
    groupName: row.groupName,
    publishNotes: row.publishNotes,
    publishDiary: row.publishDiary,
    lastError: row.lastError,
  };
}

export function linkRow(ctx: ServiceContext, campaignId: string): RealmLinkRow | undefined {
  return ctx.db.select().from(realmLinks).where(eq(realmLinks.campaignId, campaignId)).get();
}

export function requireLink(ctx: ServiceContext, campaignId: string): RealmLinkRow {
  const row = linkRow(ctx, campaignId);
  if (!row) throw new ServiceError('rejected', 'This campaign has not joined a realm yet: add the realm’s address and your group’s key in Realm settings');
  return row;
}

export function getLink(ctx: ServiceContext, campaignId: string): RealmLinkView | null {
  const row = linkRow(ctx, campaignId);
  return row ? linkView(row) : null;
}

/** Joins a realm, or changes the link; a new address or key is checked by the sender on its next round. */
export function setLink(ctx: ServiceContext, input: { campaignId: string; url: string; key: string; publishNotes: boolean; publishDiary: boolean }): RealmLinkView {
  return ctx.store.sqlite.transaction(() => {
    if (!ctx.db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, input.campaignId)).get()) throw notFound('Campaign', input.campaignId);
    const url = input.url.replace(/\/+$/, '');
    const existing = linkRow(ctx, input.campaignId);
    const sameRealm = existing && existing.url === url && existing.groupKey === input.key;
    const values = {
      url,
      groupKey: input.key,
      publishNotes: input.publishNotes,
      publishDiary: input.publishDiary,
      ...(sameRealm ? {} : { realmSlug: null, realmName: null, groupName: null, lastError: null, chronicleJson: null, chronicleAt: null }),
    };
    if (existing) ctx.db.update(realmLinks).set(values).where(eq(realmLinks.campaignId, input.campaignId)).run();
    else ctx.db.insert(realmLinks).values({ campaignId: input.campaignId, createdAt: ctx.now(), ...values }).run();
    return linkView(linkRow(ctx, input.campaignId)!);
  })();
}

/** Leaves the realm: the link and whatever was still queued go; what was published stays in the realm. */
export function removeLink(ctx: ServiceContext, campaignId: string): { campaignId: string } {
  ctx.store.sqlite.transaction(() => {
    ctx.db.delete(realmOutbox).where(and(eq(realmOutbox.campaignId, campaignId), eq(realmOutbox.state, 'queued'))).run();
    ctx.db.delete(realmLinks).where(eq(realmLinks.campaignId, campaignId)).run();
  })();
  return { campaignId };
}
