import { sqliteTable, text, integer, index, primaryKey, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { campaigns } from './campaigns';
import { battles } from './battles';
import { players } from './players';

/**
 * The chronicle. What players write (diary entries with their revisions and links, notes on a
 * battle's chronicle, hidden generated lines, a battle's in-world date) is stored here; the
 * generated draft is never stored as the truth: `battle_chronicle_cache` holds the latest
 * narration of each battle's log for search and records, and is rebuilt whenever the log moves.
 * Full-text search (FTS5 over `search_docs`) and the triggers that keep it in step are in the
 * custom migration `*_chronicle_search.sql`.
 */

export const diaryEntries = sqliteTable(
  'diary_entries',
  {
    id: text('id').primaryKey(),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** In-world date as the group writes it in their world's calendar ("3rd of Frostmoon, 1204"). */
    worldDate: text('world_date').notNull().default(''),
    /** Campaign day, for putting entries and battles in in-world order; null when undated. */
    worldDay: integer('world_day'),
    body: text('body').notNull(),
    revision: integer('revision').notNull(),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (table) => [index('diary_entries_timeline_idx').on(table.campaignId, table.worldDay, table.createdAt)],
);

/** What an entry links to: a battle, a player, or a place (free text). */
export const diaryLinks = sqliteTable(
  'diary_links',
  {
    entryId: text('entry_id')
      .notNull()
      .references(() => diaryEntries.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    battleId: text('battle_id').references(() => battles.id, { onDelete: 'cascade' }),
    playerId: text('player_id').references(() => players.id, { onDelete: 'cascade' }),
    place: text('place'),
  },
  (table) => [primaryKey({ columns: [table.entryId, table.position] }), index('diary_links_battle_idx').on(table.battleId)],
);

/** Every saved version of an entry (revision 1 is the first save); the edit history. */
export const diaryRevisions = sqliteTable(
  'diary_revisions',
  {
    entryId: text('entry_id')
      .notNull()
      .references(() => diaryEntries.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    title: text('title').notNull(),
    worldDate: text('world_date').notNull(),
    worldDay: integer('world_day'),
    body: text('body').notNull(),
    linksJson: text('links_json').notNull(),
    savedAt: integer('saved_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.entryId, table.revision] })],
);

/** A battle's place in the campaign's in-world time. */
export const battleChronicles = sqliteTable('battle_chronicles', {
  battleId: text('battle_id')
    .primaryKey()
    .references(() => battles.id, { onDelete: 'cascade' }),
  worldDate: text('world_date').notNull().default(''),
  worldDay: integer('world_day'),
  updatedAt: integer('updated_at').notNull(),
});

/** Players' own text on a battle, after the generated line of event `after_seq` (null: at the end). */
export const battleChronicleNotes = sqliteTable(
  'battle_chronicle_notes',
  {
    id: text('id').primaryKey(),
    battleId: text('battle_id')
      .notNull()
      .references(() => battles.id, { onDelete: 'cascade' }),
    afterSeq: integer('after_seq'),
    body: text('body').notNull(),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (table) => [index('battle_chronicle_notes_battle_idx').on(table.battleId, table.afterSeq)],
);

/** Generated lines the players chose to hide, by line key (stable across regeneration). */
export const battleChronicleHidden = sqliteTable(
  'battle_chronicle_hidden',
  {
    battleId: text('battle_id')
      .notNull()
      .references(() => battles.id, { onDelete: 'cascade' }),
    lineKey: text('line_key').notNull(),
  },
  (table) => [primaryKey({ columns: [table.battleId, table.lineKey] })],
);

/** Derived: the latest narration of a battle's log, rebuilt when `battles.updated_at` moves. Never exported. */
export const battleChronicleCache = sqliteTable('battle_chronicle_cache', {
  battleId: text('battle_id')
    .primaryKey()
    .references(() => battles.id, { onDelete: 'cascade' }),
  sourceUpdatedAt: integer('source_updated_at').notNull(),
  eventCount: integer('event_count').notNull(),
  linesJson: text('lines_json').notNull(),
  statsJson: text('stats_json').notNull(),
  /** The visible generated text, one line each, for full-text search. */
  text: text('text').notNull(),
  /** The version of its system's narrator that wrote the row (0: before rows kept it); an older one is narrated again. */
  narrationVersion: integer('narration_version').notNull().default(0),
});

/** Derived: one searchable document per diary entry, battle note and battle chronicle, kept by triggers. */
export const searchDocs = sqliteTable(
  'search_docs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    campaignId: text('campaign_id').notNull(),
    kind: text('kind', { enum: ['diary', 'note', 'battle'] }).notNull(),
    refId: text('ref_id').notNull(),
    battleId: text('battle_id'),
    title: text('title').notNull(),
    body: text('body').notNull(),
  },
  (table) => [uniqueIndex('search_docs_ref_idx').on(table.kind, table.refId), index('search_docs_battle_idx').on(table.battleId)],
);
