import { sqliteTable, text, integer, index } from 'drizzle-orm/sqlite-core';
import { campaigns } from './campaigns';

/** A person at the table, in one campaign. */
export const players = sqliteTable(
  'players',
  {
    id: text('id').primaryKey(),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** `#rrggbb`, shown beside the player's name, armies and (later) battle markers. */
    colour: text('colour').notNull(),
    notes: text('notes').notNull().default(''),
    /** Order on the campaign page. */
    position: integer('position').notNull(),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (table) => [index('players_campaign_idx').on(table.campaignId, table.position)],
);

/** A side or faction a player leads, e.g. "The Iron Hold" (Dwarf). */
export const factions = sqliteTable(
  'factions',
  {
    id: text('id').primaryKey(),
    playerId: text('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** human | elf | dwarf | orc | playtest */
    race: text('race').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [index('factions_player_idx').on(table.playerId, table.position)],
);
