import { sqliteTable, text, integer, index, primaryKey } from 'drizzle-orm/sqlite-core';
import { campaigns } from './campaigns';

/**
 * A Classified Objectives session: one Infinity game's scenario, its two players, and the
 * append-only log of secret draws, reveals, re-draws and achievements.
 */
export const objectiveSessions = sqliteTable(
  'objective_sessions',
  {
    id: text('id').primaryKey(),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scenario: text('scenario').notNull(),
    playerA: text('player_a').notNull(),
    playerB: text('player_b').notNull(),
    rulingsJson: text('rulings_json').notNull().default('{}'),
    /** The players' end-of-game report (JSON), once entered; scored on every read. */
    reportJson: text('report_json'),
    eventCount: integer('event_count').notNull().default(0),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (table) => [index('objective_sessions_campaign_idx').on(table.campaignId, table.createdAt)],
);

export const objectiveEvents = sqliteTable(
  'objective_events',
  {
    sessionId: text('session_id')
      .notNull()
      .references(() => objectiveSessions.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    type: text('type').notNull(),
    payloadJson: text('payload_json').notNull(),
    recordedAt: integer('recorded_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.seq] })],
);

/** The wording of a Classified Objective card as the group types it in from their own cards. */
export const objectiveCardTexts = sqliteTable(
  'objective_card_texts',
  {
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    objectiveId: text('objective_id').notNull(),
    text: text('text').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.campaignId, table.objectiveId] })],
);

/**
 * A player's PIN for one session's private screen: only a scrypt hash and its random salt
 * (hex); the PIN itself is never stored.
 */
export const objectivePins = sqliteTable(
  'objective_pins',
  {
    sessionId: text('session_id')
      .notNull()
      .references(() => objectiveSessions.id, { onDelete: 'cascade' }),
    player: text('player').notNull(),
    salt: text('salt').notNull(),
    hash: text('hash').notNull(),
    setAt: integer('set_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.player] })],
);
