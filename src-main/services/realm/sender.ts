import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import { realmLinks, realmOutbox } from '../../db/schema/index';
import { MAX_EVENTS_PER_BATCH, PublishAnswer, RealmChronicle, RealmError, RealmWhoAmI } from '../../../src-shared/contract/realm-wire';
import type { ServiceContext } from '../context';
import type { RealmLinkRow } from './link';
import { queueChangedBattles, type OutboxRow } from './outbox';
import type { BattlePayload } from './payload';

/**
 * Delivers the outbox. For each campaign linked to a realm: learn who the key belongs to, queue
 * new revisions of battles changed since they were published, then send every due item in
 * batches; each batch the realm acknowledges is recorded, and an item is marked published only
 * when the realm answers that it committed it. A network failure, a server error or a rate limit
 * leaves the item queued with a back-off; a refusal (the log does not replay, say) marks it
 * refused with the realm's reason. Killing the app at any point loses nothing: the next round
 * re-sends the same batches under the same ids, which the realm takes once.
 */

export type Fetch = typeof fetch;

export interface SendOptions {
  readonly fetch?: Fetch;
  readonly batchSize?: number;
  /** Re-read the realm's chronicle when it is older than this (ms). */
  readonly chronicleMaxAge?: number;
  readonly timeoutMs?: number;
}

const BACKOFF_MS = [1_000, 2_000, 5_000, 10_000, 30_000, 60_000];

export function backoff(attempts: number): number {
  return BACKOFF_MS[Math.min(attempts, BACKOFF_MS.length) - 1] ?? 1_000;
}

class Unreachable extends Error {}
class Refused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function call(link: RealmLinkRow, path: string, init: { method: 'GET' | 'POST'; body?: unknown }, options: SendOptions): Promise<unknown> {
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(`${link.url}${path}`, {
      method: init.method,
      headers: {
        Authorization: `Bearer ${link.groupKey}`,
        Origin: new URL(link.url).origin,
        ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
  } catch (error) {
    throw new Unreachable(`The realm at ${link.url} cannot be reached (${(error as Error).message}); it will be tried again`);
  }
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  if (response.ok) return (body as { value?: unknown })?.value;
  const refusal = RealmError.safeParse(body);
  const message = refusal.success ? refusal.data.error.message : `The realm answered ${response.status}`;
  // Busy, rate-limited or down: try again later. Anything else is the realm saying no.
  if (response.status >= 500 || response.status === 429 || response.status === 408 || !refusal.success) throw new Unreachable(message);
  throw new Refused(response.status, message);
}

function setLinkFields(ctx: ServiceContext, campaignId: string, values: Partial<typeof realmLinks.$inferInsert>): void {
  ctx.db.update(realmLinks).set(values).where(eq(realmLinks.campaignId, campaignId)).run();
}

/** One item: every remaining batch of a publication, or a withdrawal. */
async function deliver(ctx: ServiceContext, link: RealmLinkRow, item: OutboxRow, options: SendOptions): Promise<void> {
  if (item.kind === 'withdraw') {
    await call(link, '/api/withdraw', { method: 'POST', body: { battleId: item.realmBattleId } }, options);
    ctx.db.update(realmOutbox).set({ state: 'published', doneAt: ctx.now(), lastError: null }).where(eq(realmOutbox.id, item.id)).run();
    return;
  }
  const payload = JSON.parse(item.payloadJson) as BattlePayload;
  const size = options.batchSize ?? MAX_EVENTS_PER_BATCH;
  const total = item.totalEvents;
  let start = item.sentEvents;
  // Every batch once, plus one more: the last batch is re-sent when the realm already has every
  // event (its answer was lost), and it answers with the commit; a realm missing events gets all again.
  for (let round = 0; round <= 2 * Math.ceil(total / size) + 1; round++) {
    const from = start >= total ? Math.max(0, total - size) : start;
    const events = payload.events.slice(from, from + size);
    const answer = PublishAnswer.parse(await call(link, '/api/publish', { method: 'POST', body: { publicationId: item.id, battleRef: payload.battleRef, battle: payload.battle, totalEvents: total, events } }, options));
    if (answer.state === 'committed') {
      ctx.db
        .update(realmOutbox)
        .set({ state: 'published', sentEvents: total, realmBattleId: answer.battleId, revision: answer.revision, doneAt: ctx.now(), lastError: null })
        .where(and(eq(realmOutbox.id, item.id), eq(realmOutbox.state, 'queued')))
        .run();
      return;
    }
    start = from + events.length >= total && answer.received < total && start >= total ? 0 : from + events.length;
    ctx.db.update(realmOutbox).set({ sentEvents: Math.min(start, total) }).where(eq(realmOutbox.id, item.id)).run();
  }
  throw new Unreachable('The realm has not taken every event of this battle yet; it will be tried again');
}

/** One round for one campaign. Answers how many items were delivered. */
export async function sendCampaign(ctx: ServiceContext, campaignId: string, options: SendOptions = {}): Promise<number> {
  let link = ctx.db.select().from(realmLinks).where(eq(realmLinks.campaignId, campaignId)).get();
  if (!link) return 0;
  try {
    if (!link.realmSlug) {
      const who = RealmWhoAmI.parse(await call(link, '/api/me', { method: 'GET' }, options));
      setLinkFields(ctx, campaignId, { realmSlug: who.realm, realmName: who.realmName, groupName: who.group, lastError: null });
      link = { ...link, realmSlug: who.realm, realmName: who.realmName, groupName: who.group };
    }
  } catch (error) {
    setLinkFields(ctx, campaignId, { lastError: (error as Error).message });
    return 0;
  }
  queueChangedBattles(ctx, campaignId);
  const due = ctx.db
    .select()
    .from(realmOutbox)
    .where(and(eq(realmOutbox.campaignId, campaignId), eq(realmOutbox.state, 'queued'), lte(realmOutbox.nextAttemptAt, ctx.now())))
    .orderBy(asc(realmOutbox.queuedAt))
    .all();
  let delivered = 0;
  for (const item of due) {
    try {
      await deliver(ctx, link, item, options);
      delivered += 1;
    } catch (error) {
      const message = (error as Error).message;
      if (error instanceof Refused && error.status !== 401) {
        ctx.db.update(realmOutbox).set({ state: 'refused', lastError: message, doneAt: ctx.now() }).where(and(eq(realmOutbox.id, item.id), eq(realmOutbox.state, 'queued'))).run();
        continue;
      }
      const attempts = item.attempts + 1;
      ctx.db.update(realmOutbox).set({ attempts, nextAttemptAt: ctx.now() + backoff(attempts), lastError: message }).where(eq(realmOutbox.id, item.id)).run();
      setLinkFields(ctx, campaignId, { lastError: message });
      // The realm is away or refuses the key: the rest waits for the next round.
      break;
    }
  }
  if (delivered > 0 || !link.chronicleAt || ctx.now() - link.chronicleAt > (options.chronicleMaxAge ?? 60_000)) await refreshChronicle(ctx, link, options);
  return delivered;
}

/** Reads the realm's chronicle into the campaign, for reading offline. */
export async function refreshChronicle(ctx: ServiceContext, link: RealmLinkRow, options: SendOptions = {}): Promise<void> {
  if (!link.realmSlug) return;
  try {
    const chronicle = RealmChronicle.parse(await call(link, `/api/realms/${encodeURIComponent(link.realmSlug)}/chronicle`, { method: 'GET' }, options));
    setLinkFields(ctx, link.campaignId, { chronicleJson: JSON.stringify(chronicle), chronicleAt: ctx.now(), lastError: null });
  } catch (error) {
    setLinkFields(ctx, link.campaignId, { lastError: (error as Error).message });
  }
}

/** One round for every linked campaign. */
export async function sendAll(ctx: ServiceContext, options: SendOptions = {}): Promise<number> {
  const linked = ctx.db.select({ campaignId: realmLinks.campaignId }).from(realmLinks).where(isNotNull(realmLinks.url)).all();
  let delivered = 0;
  for (const { campaignId } of linked) delivered += await sendCampaign(ctx, campaignId, options);
  return delivered;
}

/**
 * Runs rounds in the background every `intervalMs` (never two at once); a campaign with no
 * realm costs one small query a round. Returns a stop function.
 */
export function startRealmSender(ctx: ServiceContext, intervalMs = 2_000, options: SendOptions = {}): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sendAll(ctx, options)
      .catch((error: unknown) => console.error('[warchronicle] realm sender:', error))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
