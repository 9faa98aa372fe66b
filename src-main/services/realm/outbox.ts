import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, min, ne } from 'drizzle-orm';
import { battles, realmOutbox } from '../../db/schema/index';
import type { RealmBattleStatus, RealmStatus } from '../../../src-shared/contract/realm';
import { systemById } from '../../../src-shared/systems/registry';
import type { ServiceContext } from '../context';
import { ServiceError } from '../service-error';
import { linkRow, linkView, requireLink, type RealmLinkRow } from './link';
import { buildPayload, payloadHash } from './payload';

export type OutboxRow = typeof realmOutbox.$inferSelect;

/** The latest outbox row of each battle of the campaign (queued or done), by battle id. */
function latestRows(ctx: ServiceContext, campaignId: string): Map<string, OutboxRow> {
  const rows = ctx.db.select().from(realmOutbox).where(and(eq(realmOutbox.campaignId, campaignId), ne(realmOutbox.state, 'superseded'))).orderBy(asc(realmOutbox.queuedAt)).all();
  const latest = new Map<string, OutboxRow>();
  for (const row of rows) latest.set(row.battleId, row);
  return latest;
}

/** The last publication the realm committed for the battle, if any. */
function lastPublished(ctx: ServiceContext, battleId: string): OutboxRow | undefined {
  return ctx.db
    .select()
    .from(realmOutbox)
    .where(and(eq(realmOutbox.battleId, battleId), eq(realmOutbox.kind, 'publish'), eq(realmOutbox.state, 'published')))
    .orderBy(desc(realmOutbox.queuedAt))
    .limit(1)
    .get();
}

/**
 * Queues one battle as it stands now, frozen, under a new publication id; an earlier queued
 * publication of it is superseded. A battle whose content is what was last queued or published
 * is left as it is. Answers whether a publication was queued.
 */
export function queueBattle(ctx: ServiceContext, link: RealmLinkRow, battleId: string): boolean {
  const payload = buildPayload(ctx, link, battleId);
  const hash = payloadHash(payload);
  const latest = latestRows(ctx, link.campaignId).get(battleId);
  if (latest && latest.kind === 'publish' && latest.contentHash === hash && latest.state !== 'refused') return false;
  const now = ctx.now();
  ctx.db
    .update(realmOutbox)
    .set({ state: 'superseded', doneAt: now })
    .where(and(eq(realmOutbox.battleId, battleId), eq(realmOutbox.state, 'queued')))
    .run();
  ctx.db
    .insert(realmOutbox)
    .values({
      id: `pub-${randomUUID()}`,
      campaignId: link.campaignId,
      battleId,
      kind: 'publish',
      payloadJson: JSON.stringify(payload),
      contentHash: hash,
      totalEvents: payload.events.length,
      state: 'queued',
      nextAttemptAt: now,
      queuedAt: now,
    })
    .run();
  return true;
}

export function publishBattles(ctx: ServiceContext, input: { campaignId: string; battleIds?: readonly string[]; allFinished?: true }): { queued: number; unchanged: number } {
  return ctx.store.sqlite.transaction(() => {
    const link = requireLink(ctx, input.campaignId);
    let ids: string[];
    if (input.allFinished) {
      ids = ctx.db.select({ id: battles.id }).from(battles).where(and(eq(battles.campaignId, input.campaignId), eq(battles.status, 'over'))).orderBy(asc(battles.createdAt)).all().map((row) => row.id);
    } else {
      ids = [...new Set(input.battleIds ?? [])];
      const found = new Set(ctx.db.select({ id: battles.id }).from(battles).where(and(eq(battles.campaignId, input.campaignId), inArray(battles.id, ids))).all().map((row) => row.id));
      const missing = ids.findIndex((id) => !found.has(id));
      if (missing >= 0) throw new ServiceError('not_found', 'One of the chosen battles is not in this campaign (it may have been deleted)', `battleIds.${missing}`);
    }
    let queued = 0;
    for (const id of ids) if (queueBattle(ctx, link, id)) queued += 1;
    return { queued, unchanged: ids.length - queued };
  })();
}

/** Queues the withdrawal of a published battle; any publication of it still queued is dropped. */
export function withdrawBattle(ctx: ServiceContext, input: { campaignId: string; battleId: string }): { queued: boolean } {
  return ctx.store.sqlite.transaction(() => {
    const link = requireLink(ctx, input.campaignId);
    const published = lastPublished(ctx, input.battleId);
    if (!published || published.campaignId !== link.campaignId) throw new ServiceError('rejected', 'This battle has not been published to the realm, so there is nothing to withdraw', 'battleId');
    const latest = latestRows(ctx, link.campaignId).get(input.battleId);
    if (latest?.kind === 'withdraw') return { queued: false };
    const now = ctx.now();
    ctx.db.update(realmOutbox).set({ state: 'superseded', doneAt: now }).where(and(eq(realmOutbox.battleId, input.battleId), eq(realmOutbox.state, 'queued'))).run();
    ctx.db
      .insert(realmOutbox)
      .values({ id: `wd-${randomUUID()}`, campaignId: link.campaignId, battleId: input.battleId, kind: 'withdraw', payloadJson: '{}', contentHash: '', totalEvents: 0, state: 'queued', nextAttemptAt: now, realmBattleId: published.realmBattleId, queuedAt: now })
      .run();
    return { queued: true };
  })();
}

/**
 * Queues a new revision of every published battle changed since (an undo, a correction), so the
 * realm shows the battle as it now stands. Run by the sender before each round.
 */
export function queueChangedBattles(ctx: ServiceContext, campaignId: string): number {
  return ctx.store.sqlite.transaction(() => {
    const link = linkRow(ctx, campaignId);
    if (!link) return 0;
    let queued = 0;
    for (const [battleId, latest] of latestRows(ctx, campaignId)) {
      if (latest.kind !== 'publish' || latest.state !== 'published') continue;
      const updated = ctx.db.select({ updatedAt: battles.updatedAt }).from(battles).where(eq(battles.id, battleId)).get();
      if (!updated || updated.updatedAt <= latest.queuedAt) continue;
      if (queueBattle(ctx, link, battleId)) queued += 1;
    }
    return queued;
  })();
}

export function realmStatus(ctx: ServiceContext, campaignId: string): RealmStatus {
  const link = linkRow(ctx, campaignId);
  const latest = latestRows(ctx, campaignId);
  const rows = ctx.db.select({ id: battles.id, name: battles.name, system: battles.system, status: battles.status, updatedAt: battles.updatedAt }).from(battles).where(eq(battles.campaignId, campaignId)).orderBy(desc(battles.createdAt)).all();
  const statuses = rows.map((battle): RealmBattleStatus => {
    const row = latest.get(battle.id);
    const published = row ? lastPublished(ctx, battle.id) : undefined;
    const base = { battleId: battle.id, name: battle.name, systemName: systemById(battle.system)?.name ?? battle.system, finished: battle.status === 'over', revision: published?.revision ?? null, message: null, sentEvents: 0, totalEvents: 0 };
    if (!row) return { ...base, state: 'not-published' };
    if (row.kind === 'withdraw') return { ...base, state: row.state === 'published' ? 'withdrawn' : 'queued', message: row.state === 'queued' ? row.lastError : null };
    if (row.state === 'queued') return { ...base, state: row.sentEvents > 0 ? 'sending' : 'queued', message: row.lastError, sentEvents: row.sentEvents, totalEvents: row.totalEvents };
    if (row.state === 'refused') return { ...base, state: 'refused', message: row.lastError, totalEvents: row.totalEvents };
    return { ...base, state: battle.updatedAt > row.queuedAt ? 'changed' : 'published', sentEvents: row.totalEvents, totalEvents: row.totalEvents };
  });
  const due = ctx.db.select({ next: min(realmOutbox.nextAttemptAt) }).from(realmOutbox).where(and(eq(realmOutbox.campaignId, campaignId), eq(realmOutbox.state, 'queued'))).get();
  return { link: link ? linkView(link) : null, battles: statuses, pending: statuses.filter((s) => s.state === 'queued' || s.state === 'sending').length, nextAttemptAt: due?.next ?? null };
}

/** Makes every queued item due now (the "Send now" button). */
export function sendNow(ctx: ServiceContext, campaignId: string): { pending: number } {
  requireLink(ctx, campaignId);
  const result = ctx.db.update(realmOutbox).set({ nextAttemptAt: ctx.now() }).where(and(eq(realmOutbox.campaignId, campaignId), eq(realmOutbox.state, 'queued'))).run();
  return { pending: result.changes };
}
