import { sqliteTable, text, integer, index } from 'drizzle-orm/sqlite-core';

export const campaigns = sqliteTable(
  'campaigns',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    setting: text('setting').notNull().default(''),
    description: text('description').notNull().default(''),
    /** Worlds of Battle: existing | own | shared-realm, or null when not chosen (the world's name is `setting`). */
    worldKind: text('world_kind'),
    /** In-world start date, free text in the world's own calendar. */
    startDate: text('start_date').notNull().default(''),
    /** House rules: ruling id → chosen option id (RulingChoices), JSON. */
    houseRules: text('house_rules').notNull().default('{}'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (table) => [index('campaigns_name_idx').on(table.name)],
);
