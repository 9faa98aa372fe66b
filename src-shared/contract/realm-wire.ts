import { z } from 'zod';
import { isSystemId, registeredSystems } from '../systems/registry';
import { BattleOutcomeOut } from './system-battles';
import { longText, nameField } from './fields';

/**
 * What passes between a campaign and a realm server (`src-realm`). Both ends parse with these
 * schemas: the app before it sends, the server before anything touches its database. A
 * battle's events are checked again by the system's own `eventSchema` when the server replays it.
 */

/** Publication and reference ids: the sender's own, opaque, URL-safe. */
const opaqueId = (what: string) =>
  z
    .string({ error: `${what} must be text` })
    .min(8, { error: `${what} must be 8 to 64 characters` })
    .max(64, { error: `${what} must be 8 to 64 characters` })
    .regex(/^[A-Za-z0-9_-]+$/, { error: `${what} may hold letters, digits, dashes and underscores only` });

export const PublicationId = opaqueId('publicationId');
export const BattleRef = opaqueId('battleRef');

export const RealmSystemId = z
  .string({ error: 'Game system must be text' })
  .max(64)
  .refine((id) => isSystemId(id), { error: (issue) => `There is no game system ${JSON.stringify(issue.input)}; the realm knows ${registeredSystems().map((s) => s.id).join(', ')}` });

/** A seat as the group names it to the realm: display names only, never the laptop's ids. */
export const PublishedSide = z.strictObject({
  side: z.string().min(1).max(8),
  playerName: nameField('Player name'),
  forces: z.array(z.strictObject({ name: nameField('Force name') })).max(12),
});
export type PublishedSide = z.infer<typeof PublishedSide>;

export const PublishedDiaryEntry = z.strictObject({ title: nameField('Diary title'), body: longText('Diary entry'), worldDate: z.string().max(200).nullable() });
export type PublishedDiaryEntry = z.infer<typeof PublishedDiaryEntry>;

/** A battle's header: everything but its steps. Sent with every batch, so any batch may arrive first. */
export const PublishedBattle = z.strictObject({
  system: RealmSystemId,
  name: nameField('Battle name'),
  /** When the battle was set up (ms since 1970), for the realm's timeline. */
  playedAt: z.number().int().nonnegative().nullable(),
  setup: z.unknown().refine((setup) => setup !== undefined && setup !== null, { error: 'A battle needs its setup' }),
  rulings: z.record(z.string().max(100), z.string().max(100)),
  sides: z.array(PublishedSide).min(1).max(10),
  /** Present only when the group ticked "publish notes". */
  notes: longText('Notes').nullable(),
  /** Present only when the group ticked "publish diary entries". */
  diary: z.array(PublishedDiaryEntry).max(200).nullable(),
});
export type PublishedBattle = z.infer<typeof PublishedBattle>;

export const PublishedEvent = z.strictObject({
  seq: z.number().int().min(1).max(1_000_000),
  event: z.unknown(),
  recordedAt: z.number().int().nonnegative(),
});
export type PublishedEvent = z.infer<typeof PublishedEvent>;

/** Most events one batch may carry; a longer battle goes in several. */
export const MAX_EVENTS_PER_BATCH = 500;
/** Most steps a published battle may have. */
export const MAX_EVENTS_PER_BATTLE = 100_000;

export const PublishBatch = z
  .strictObject({
    publicationId: PublicationId,
    battleRef: BattleRef,
    battle: PublishedBattle,
    totalEvents: z.number().int().min(0).max(MAX_EVENTS_PER_BATTLE),
    events: z.array(PublishedEvent).max(MAX_EVENTS_PER_BATCH, { error: `A batch carries at most ${MAX_EVENTS_PER_BATCH} events` }),
  })
  .superRefine((batch, ctx) => {
    for (const [index, event] of batch.events.entries()) {
      if (event.seq > batch.totalEvents) ctx.addIssue({ code: 'custom', message: `Event ${event.seq} is past the battle's ${batch.totalEvents} events`, path: ['events', index, 'seq'], input: event.seq });
    }
  });
export type PublishBatch = z.infer<typeof PublishBatch>;

/** The server's answer: the batch is kept (more to come), or the battle is committed as a revision. */
export const PublishAnswer = z.discriminatedUnion('state', [
  z.object({ state: z.literal('staged'), received: z.number().int(), total: z.number().int() }),
  z.object({ state: z.literal('committed'), battleId: z.string(), revision: z.number().int(), unchanged: z.boolean() }),
]);
export type PublishAnswer = z.infer<typeof PublishAnswer>;

export const WithdrawRequest = z.strictObject({ battleId: z.string().min(1).max(64) });
export const WithdrawAnswer = z.object({ battleId: z.string(), withdrawn: z.literal(true) });

/** Who a key belongs to. */
export const RealmWhoAmI = z.object({ realm: z.string(), realmName: z.string(), group: z.string() });
export type RealmWhoAmI = z.infer<typeof RealmWhoAmI>;

/** A refusal from the realm: the app's error shape, plus the step a log stopped replaying at. */
export const RealmError = z.object({
  ok: z.literal(false),
  error: z.object({ code: z.string(), message: z.string(), path: z.string().optional(), step: z.number().int().optional() }),
});
export type RealmError = z.infer<typeof RealmError>;

/** One battle in the realm's timeline. */
export const RealmBattleItem = z.object({
  id: z.string(),
  group: z.string(),
  system: z.string(),
  systemName: z.string(),
  name: z.string(),
  revision: z.number().int(),
  players: z.array(z.object({ side: z.string(), playerName: z.string(), forces: z.array(z.string()) })),
  progress: z.string(),
  outcome: BattleOutcomeOut.nullable(),
  eventCount: z.number().int(),
  playedAt: z.number().nullable(),
  publishedAt: z.string(),
});
export type RealmBattleItem = z.infer<typeof RealmBattleItem>;

/** Per army (a side's forces, by name) of a group in one system: battles, wins, draws, losses and what it lost, in the system's terms. */
export const RealmStanding = z.object({
  group: z.string(),
  system: z.string(),
  systemName: z.string(),
  army: z.string(),
  battles: z.number().int(),
  wins: z.number().int(),
  draws: z.number().int(),
  losses: z.number().int(),
  lossTerm: z.string(),
  casualties: z.number(),
});
export type RealmStanding = z.infer<typeof RealmStanding>;

export const RealmChronicle = z.object({
  realm: z.object({ slug: z.string(), name: z.string() }),
  groups: z.array(z.object({ name: z.string(), battles: z.number().int() })),
  battles: z.array(RealmBattleItem),
  standings: z.array(RealmStanding),
  query: z.string(),
});
export type RealmChronicle = z.infer<typeof RealmChronicle>;

export const RealmBattlePage = RealmBattleItem.extend({
  revisions: z.number().int(),
  account: z.array(z.object({ turn: z.number().int(), text: z.string(), turningPoint: z.boolean() })),
  notes: z.string().nullable(),
  diary: z.array(PublishedDiaryEntry).nullable(),
});
export type RealmBattlePage = z.infer<typeof RealmBattlePage>;
