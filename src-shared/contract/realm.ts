import { z } from 'zod';
import { defineCall } from './define';
import { entityId } from './fields';
import { RealmChronicle } from './realm-wire';

/**
 * The campaign's side of the Shared Realm: its link to a realm (address, group key, what it
 * may publish), the outbox of battles to publish, and the realm's chronicle as last read. Every
 * call works offline: publishing queues, and a sender in the background delivers.
 */

const realmUrl = z
  .string({ error: 'The realm address must be text' })
  .trim()
  .max(500)
  .refine((text) => {
    try {
      const url = new URL(text);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === '';
    } catch {
      return false;
    }
  }, { error: 'Give the realm’s address as its operator wrote it, starting with https:// (or http:// on your own network)' });

export const RealmLinkView = z.object({
  campaignId: z.string(),
  url: z.string(),
  /** Filled in once the realm has answered; null before. */
  realmName: z.string().nullable(),
  realmSlug: z.string().nullable(),
  groupName: z.string().nullable(),
  publishNotes: z.boolean(),
  publishDiary: z.boolean(),
  lastError: z.string().nullable(),
});
export type RealmLinkView = z.infer<typeof RealmLinkView>;

export const RealmBattleStatus = z.object({
  battleId: z.string(),
  name: z.string(),
  systemName: z.string(),
  finished: z.boolean(),
  /** not-published · queued · sending · published · changed (published, edited since) · refused · withdrawn */
  state: z.enum(['not-published', 'queued', 'sending', 'published', 'changed', 'refused', 'withdrawn']),
  revision: z.number().int().nullable(),
  /** Why the realm refused it, or why the last attempt failed. */
  message: z.string().nullable(),
  sentEvents: z.number().int(),
  totalEvents: z.number().int(),
});
export type RealmBattleStatus = z.infer<typeof RealmBattleStatus>;

export const RealmStatus = z.object({
  link: RealmLinkView.nullable(),
  battles: z.array(RealmBattleStatus),
  /** Publications and withdrawals still to deliver. */
  pending: z.number().int(),
  nextAttemptAt: z.number().nullable(),
});
export type RealmStatus = z.infer<typeof RealmStatus>;

const campaignOnly = z.strictObject({ campaignId: entityId });

export const realmCalls = {
  'realm.link.get': defineCall({ summary: "The campaign's link to a Shared Realm, or null", input: campaignOnly, output: RealmLinkView.nullable() }),
  'realm.link.set': defineCall({
    summary: 'Joins (or changes) the realm this campaign publishes to, with the key its operator gave the group',
    input: z.strictObject({
      campaignId: entityId,
      url: realmUrl,
      key: z.string({ error: 'The group key must be text' }).trim().min(8, { error: 'Paste the whole group key the realm’s operator gave you' }).max(200),
      publishNotes: z.boolean().default(false),
      publishDiary: z.boolean().default(false),
    }),
    output: RealmLinkView,
  }),
  'realm.link.remove': defineCall({ summary: 'Leaves the realm: nothing more is sent (what was published stays there)', input: campaignOnly, output: z.object({ campaignId: z.string() }) }),
  'realm.publish': defineCall({
    summary: 'Queues battles to publish: the ones named, or every finished battle',
    input: z.union([
      z.strictObject({ campaignId: entityId, battleIds: z.array(entityId).min(1, { error: 'Choose at least one battle' }).max(1000) }),
      z.strictObject({ campaignId: entityId, allFinished: z.literal(true) }),
    ]),
    output: z.object({ queued: z.number().int(), unchanged: z.number().int() }),
  }),
  'realm.withdraw': defineCall({ summary: "Withdraws a published battle from the realm's chronicle", input: z.strictObject({ campaignId: entityId, battleId: entityId }), output: z.object({ queued: z.boolean() }) }),
  'realm.status': defineCall({ summary: "Each battle's place in the outbox and the realm", input: campaignOnly, output: RealmStatus }),
  'realm.sendNow': defineCall({ summary: 'Tries the outbox again now instead of after its back-off', input: campaignOnly, output: z.object({ pending: z.number().int() }) }),
  'realm.chronicle': defineCall({
    summary: "The realm's chronicle as last read (kept for reading offline)",
    input: campaignOnly,
    output: z.object({ chronicle: RealmChronicle.nullable(), readAt: z.number().nullable(), url: z.string().nullable() }),
  }),
};
