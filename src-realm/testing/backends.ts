import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openRealmDb, type OpenedRealmDb } from '../db/open';

/**
 * The databases realm tests run on: embedded PostgreSQL (PGlite) always, and a PostgreSQL server
 * when REALM_TEST_DATABASE_URL names one that answers (`.ci/run` starts Debian's). On the server
 * each opening gets a database of its own (the role needs CREATEDB), dropped when closed.
 */
export interface RealmBackend {
  readonly name: string;
  /** Why this backend is skipped, or null when it runs. */
  readonly skipped: string | null;
  open(): Promise<OpenedRealmDb>;
}

export const PGLITE: RealmBackend = { name: 'embedded PostgreSQL (PGlite)', skipped: null, open: () => openRealmDb({ dataDir: null }) };

export async function postgresBackend(): Promise<RealmBackend> {
  const url = process.env.REALM_TEST_DATABASE_URL;
  const name = 'PostgreSQL server';
  if (!url) return { name, skipped: 'REALM_TEST_DATABASE_URL is not set', open: () => Promise.reject(new Error('skipped')) };
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
    await admin.query('SELECT 1');
  } catch (error) {
    return { name, skipped: `REALM_TEST_DATABASE_URL (${new URL(url).host}) does not answer: ${(error as Error).message}`, open: () => Promise.reject(new Error('skipped')) };
  } finally {
    await admin.end().catch(() => undefined);
  }
  return { name, skipped: null, open: () => freshDatabase(url) };
}

/** A new database on the server for one test file, dropped (with any connection left) on close. */
export async function freshDatabase(url: string, poolSize?: number): Promise<OpenedRealmDb & { readonly url: string }> {
  const database = `realm_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${database}`;
  const opened = await openRealmDb({ databaseUrl: target.toString(), poolSize });
  return {
    ...opened,
    url: target.toString(),
    close: async () => {
      await opened.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
