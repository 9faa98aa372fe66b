import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The realm's PostgreSQL schema (PGlite or a PostgreSQL server: the same migrations on both).
 *
 * A realm holds groups; a group publishes battles. Each publication of a battle is sent in
 * batches of events keyed by (publication, seq) into `staged_events`; when the last one arrives
 * the server replays the whole log and, in one transaction, turns it into a new revision of the
 * battle with its events in `battle_events`. A half-sent publication is never visible.
 */

export const realms = pgTable('realms', {
  id: text('id').primaryKey(),
  /** The realm's address in URLs: lower-case letters, digits and dashes. */
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const groups = pgTable(
  'groups',
  {
    id: text('id').primaryKey(),
    realmId: text('realm_id')
      .notNull()
      .references(() => realms.id, { onDelete: 'cascade' }),
    /** How the realm names the group, as the operator invited it. */
    name: text('name').notNull(),
    /** SHA-256 of the group's key; the key itself is shown once, at the invitation. */
    keyHash: text('key_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('groups_realm_name_idx').on(table.realmId, table.name)],
);

/** A battle as the realm knows it: whose it is and which revision is the latest. */
export const realmBattles = pgTable(
  'realm_battles',
  {
    id: text('id').primaryKey(),
    realmId: text('realm_id')
      .notNull()
      .references(() => realms.id, { onDelete: 'cascade' }),
    groupId: text('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    /** The group's own opaque reference for the battle (its laptop's battle id); never shown. */
    sourceRef: text('source_ref').notNull(),
    system: text('system').notNull(),
    latestRevision: integer('latest_revision').notNull().default(0),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('realm_battles_source_idx').on(table.groupId, table.sourceRef), index('realm_battles_realm_idx').on(table.realmId, table.updatedAt)],
);

/** One published version of a battle: its setup, rulings, names and the result the server's replay gave. */
export const battleRevisions = pgTable(
  'battle_revisions',
  {
    id: text('id').primaryKey(),
    battleId: text('battle_id')
      .notNull()
      .references(() => realmBattles.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    publicationId: text('publication_id').notNull().unique(),
    name: text('name').notNull(),
    system: text('system').notNull(),
    setup: jsonb('setup').notNull(),
    rulings: jsonb('rulings').notNull(),
    /** Each side with its player's display name and forces, as the group chose to name them. */
    sides: jsonb('sides').notNull(),
    /** Scenario notes and diary entries, present only when the group ticked them. */
    notes: text('notes'),
    diary: jsonb('diary'),
    /** The system's summary after the server's replay (status, scores, result). */
    summary: jsonb('summary').notNull(),
    eventCount: integer('event_count').notNull(),
    /** SHA-256 of the published content, so re-publishing an unchanged battle adds no revision. */
    contentHash: text('content_hash').notNull(),
    playedAt: bigint('played_at', { mode: 'number' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('battle_revisions_battle_idx').on(table.battleId, table.revision)],
);

/** The steps of a revision: the large table (groups × battles × steps). */
export const battleEvents = pgTable(
  'battle_events',
  {
    revisionId: text('revision_id')
      .notNull()
      .references(() => battleRevisions.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    event: jsonb('event').notNull(),
    recordedAt: bigint('recorded_at', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.revisionId, table.seq] })],
);

/** A publication in flight: its header, and how many events the complete log has. */
export const publications = pgTable('publications', {
  id: text('id').primaryKey(),
  groupId: text('group_id')
    .notNull()
    .references(() => groups.id, { onDelete: 'cascade' }),
  sourceRef: text('source_ref').notNull(),
  header: jsonb('header').notNull(),
  totalEvents: integer('total_events').notNull(),
  /** Set in the transaction that made the revision: a re-sent batch then answers with it. */
  revisionId: text('revision_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Events of publications not yet complete, keyed by event id (publication, seq). */
export const stagedEvents = pgTable(
  'staged_events',
  {
    publicationId: text('publication_id')
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    event: jsonb('event').notNull(),
    recordedAt: bigint('recorded_at', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.publicationId, table.seq] })],
);
