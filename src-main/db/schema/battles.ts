import { sqliteTable, text, integer, index, primaryKey } from 'drizzle-orm/sqlite-core';
import { campaigns } from './campaigns';

/**
 * A battle is its setup (armies as they stood when it began, table, limits, objectives) plus an
 * append-only event log; its state is the fold of the log. The summary columns are a cache of
 * that fold for lists and standings, rewritten in the same transaction as each event.
 */
export const battles = sqliteTable(
  'battles',
  {
    id: text('id').primaryKey(),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    system: text('system').notNull().default('orders-omens'),
    setupJson: text('setup_json').notNull(),
    rulingsJson: text('rulings_json').notNull().default('{}'),
    notes: text('notes').notNull().default(''),
    /** Who fought each side when the battle was set up: { A: { armyId, armyName, playerName, colour }, B: … }. */
    sidesJson: text('sides_json').notNull().default('{}'),
    /** What the players agreed each table third is: { left, centre, right } descriptions. */
    thirdsJson: text('thirds_json').notNull().default('{}'),
    status: text('status', { enum: ['in-progress', 'over'] }).notNull().default('in-progress'),
    eventCount: integer('event_count').notNull().default(0),
    summaryJson: text('summary_json').notNull().default('{}'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (table) => [index('battles_campaign_idx').on(table.campaignId, table.createdAt)],
);

export const battleEvents = sqliteTable(
  'battle_events',
  {
    battleId: text('battle_id')
      .notNull()
      .references(() => battles.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    type: text('type').notNull(),
    payloadJson: text('payload_json').notNull(),
    recordedAt: integer('recorded_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.battleId, table.seq] })],
);
