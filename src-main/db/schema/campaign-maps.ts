import { sqliteTable, text, integer, blob, primaryKey, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { campaigns } from './campaigns';

/**
 * A campaign's map: its picture (an image the group loaded, checked by its first bytes and
 * capped in size, or none for a generated hex grid), its drawing area, the ownership rule the
 * group chose, and the append-only log of map edits (regions drawn and changed, owners set by
 * hand, battles placed). Who holds what on a date is never stored: it is replayed from this log
 * and the battles' results, so undoing a result moves the borders back.
 */
export const campaignMaps = sqliteTable(
  'campaign_maps',
  {
    id: text('id').primaryKey(),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The drawing area in map units (the image's pixel size, or the generated grid's). */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** `image/png`, `image/jpeg` or `image/webp` as sniffed from the bytes; null with no image. */
    imageType: text('image_type'),
    image: blob('image', { mode: 'buffer' }),
    /** The ownership rule (JSON, `CampaignMapRule` in src-shared/campaign-map). */
    ruleJson: text('rule_json').notNull(),
    eventCount: integer('event_count').notNull().default(0),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (table) => [uniqueIndex('campaign_maps_campaign_idx').on(table.campaignId)],
);

export const campaignMapEvents = sqliteTable(
  'campaign_map_events',
  {
    mapId: text('map_id')
      .notNull()
      .references(() => campaignMaps.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    type: text('type').notNull(),
    payloadJson: text('payload_json').notNull(),
    recordedAt: integer('recorded_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.mapId, table.seq] })],
);
