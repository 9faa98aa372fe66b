import { sqliteTable, text, integer, index } from 'drizzle-orm/sqlite-core';
import { campaigns } from './campaigns';
import { battles } from './battles';

/**
 * A campaign's link to a Shared Realm and its outbox. Nothing here exists for a campaign that
 * never joins a realm. The outbox holds each publication frozen as it was queued (so every
 * re-send of it carries the same events under the same ids) and is marked published only when
 * the realm answered that it committed the battle.
 */
export const realmLinks = sqliteTable('realm_links', {
  campaignId: text('campaign_id')
    .primaryKey()
    .references(() => campaigns.id, { onDelete: 'cascade' }),
  /** The realm server's address, e.g. https://realm.example. */
  url: text('url').notNull(),
  /** The group's key, as the realm's operator gave it (the realm keeps only its hash). */
  groupKey: text('group_key').notNull(),
  /** Filled in once the realm has answered who the key belongs to. */
  realmSlug: text('realm_slug'),
  realmName: text('realm_name'),
  groupName: text('group_name'),
  publishNotes: integer('publish_notes', { mode: 'boolean' }).notNull().default(false),
  publishDiary: integer('publish_diary', { mode: 'boolean' }).notNull().default(false),
  /** The last error talking to the realm (offline, refused key), shown on the settings screen. */
  lastError: text('last_error'),
  /** The realm's chronicle as last read, for reading offline. */
  chronicleJson: text('chronicle_json'),
  chronicleAt: integer('chronicle_at'),
  createdAt: integer('created_at').notNull(),
});

export const realmOutbox = sqliteTable(
  'realm_outbox',
  {
    /** The publication id the realm keys its events by. */
    id: text('id').primaryKey(),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    battleId: text('battle_id')
      .notNull()
      .references(() => battles.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['publish', 'withdraw'] }).notNull(),
    /** The battle header and events as queued (JSON), for a publication. */
    payloadJson: text('payload_json').notNull(),
    /** Hash of the published content, so an unchanged battle is not queued again. */
    contentHash: text('content_hash').notNull(),
    totalEvents: integer('total_events').notNull(),
    /** Events the realm has acknowledged, batch by batch. */
    sentEvents: integer('sent_events').notNull().default(0),
    state: text('state', { enum: ['queued', 'published', 'refused', 'superseded'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at').notNull(),
    lastError: text('last_error'),
    realmBattleId: text('realm_battle_id'),
    revision: integer('revision'),
    queuedAt: integer('queued_at').notNull(),
    doneAt: integer('done_at'),
  },
  (table) => [index('realm_outbox_due_idx').on(table.state, table.nextAttemptAt), index('realm_outbox_battle_idx').on(table.battleId, table.queuedAt)],
);
