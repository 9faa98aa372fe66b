import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type RealmDb = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenedRealmDb {
  readonly db: RealmDb;
  /** "embedded PostgreSQL (PGlite) in <folder>" or "PostgreSQL at <host>/<db>", for the log line. */
  readonly description: string;
  readonly kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const REALM_MIGRATIONS = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'migrations-realm');

/**
 * Opens the realm's database and brings it to the latest migration: a PostgreSQL server when
 * `databaseUrl` is given, otherwise PGlite (PostgreSQL compiled to WebAssembly, in-process) in
 * `dataDir`, or in memory when `dataDir` is null. The same migrations and queries run on both.
 */
export async function openRealmDb(options: { readonly databaseUrl?: string; readonly dataDir?: string | null; readonly poolSize?: number }): Promise<OpenedRealmDb> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // A dropped connection must not take the server down; the next query gets a fresh one.
    pool.on('error', (error) => console.error('[realm] database connection lost:', error.message));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder: REALM_MIGRATIONS });
    const url = new URL(options.databaseUrl);
    return { db: db as unknown as RealmDb, kind: 'postgres', description: `PostgreSQL at ${url.host}${url.pathname}`, close: () => pool.end() };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: REALM_MIGRATIONS });
  return {
    db: db as unknown as RealmDb,
    kind: 'pglite',
    description: options.dataDir ? `embedded PostgreSQL (PGlite) in ${options.dataDir}` : 'embedded PostgreSQL (PGlite) in memory',
    close: () => client.close(),
  };
}
