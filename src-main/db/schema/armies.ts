import { sqliteTable, text, integer, index } from 'drizzle-orm/sqlite-core';
import { campaigns } from './campaigns';
import { factions, players } from './players';

/**
 * A force of any game system (`system`; Orders & Omens armies are `orders-omens`): the roster as
 * versioned JSON (`roster_version` says how to read it), plus the columns lists need without
 * parsing it. `points`, `valid`, `problem_count`, `soldiers` (the force's size in its system's
 * terms) and `description` are recomputed by the engine on every write under the house rules.
 */
export const armies = sqliteTable(
  'armies',
  {
    id: text('id').primaryKey(),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    playerId: text('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    factionId: text('faction_id').references(() => factions.id, { onDelete: 'set null' }),
    /** The game system whose roster this is (`GameSystem.id`). */
    system: text('system').notNull().default('orders-omens'),
    name: text('name').notNull(),
    /** Army list id: playtest | human | elven | orc | dwarven */
    list: text('list').notNull(),
    pointsLimit: integer('points_limit'),
    randomised: integer('randomised', { mode: 'boolean' }).notNull(),
    rosterVersion: integer('roster_version').notNull(),
    roster: text('roster').notNull(),
    /** The randomiser's roll log (JSON), for randomised armies. */
    randomiserRolls: text('randomiser_rolls'),
    points: integer('points').notNull(),
    valid: integer('valid', { mode: 'boolean' }).notNull(),
    problemCount: integer('problem_count').notNull(),
    soldiers: integer('soldiers').notNull(),
    /** The engine's one line for lists (`RosterAssessment.description`); empty for Orders & Omens armies, whose lists build their own. */
    description: text('description').notNull().default(''),
    /** Battle-ready though not valid (a randomised army, or a system's uneven-by-design force). */
    battleReady: integer('battle_ready', { mode: 'boolean' }).notNull().default(false),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (table) => [index('armies_campaign_idx').on(table.campaignId), index('armies_player_idx').on(table.playerId), index('armies_campaign_system_idx').on(table.campaignId, table.system)],
);
