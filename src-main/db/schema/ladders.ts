import { sqliteTable, text, integer, index, primaryKey } from 'drizzle-orm/sqlite-core';
import { campaigns } from './campaigns';

/**
 * A Title Tournament ladder: its setup plus an append-only event log (players joining,
 * challenges, games, neglects, seasons). Its state is the replay of the log through the engine.
 */
export const ladders = sqliteTable(
  'ladders',
  {
    id: text('id').primaryKey(),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Free text: the game system the ladder is played in ("any game system"). */
    system: text('system').notNull(),
    /** House rules chosen when the ladder was created (ruling id → option id). */
    rulingsJson: text('rulings_json').notNull().default('{}'),
    eventCount: integer('event_count').notNull().default(0),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (table) => [index('ladders_campaign_idx').on(table.campaignId, table.createdAt)],
);

export const ladderEvents = sqliteTable(
  'ladder_events',
  {
    ladderId: text('ladder_id')
      .notNull()
      .references(() => ladders.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    type: text('type').notNull(),
    payloadJson: text('payload_json').notNull(),
    recordedAt: integer('recorded_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.ladderId, table.seq] })],
);
