import { sqliteTable, text, integer, primaryKey } from 'drizzle-orm/sqlite-core';
import { campaigns } from './campaigns';

/**
 * A campaign's library of one kind for one game system (1999's Rules Cards, OpenD6's
 * Equipment): the items as JSON, each valid under the kind's `itemSchema`. Written with the
 * system's starter items the first time the campaign reads it.
 */
export const campaignLibraries = sqliteTable(
  'campaign_libraries',
  {
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    system: text('system').notNull(),
    kind: text('kind').notNull(),
    itemsJson: text('items_json').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.campaignId, table.system, table.kind] })],
);
