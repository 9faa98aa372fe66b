import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from 'better-sqlite3';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedBridgeCampaign } from '../../src-shared/chronicle/testing/seed-campaign';
import { createServiceContext } from '../services/context';
import { drizzleStyleRebuild, foldersWithExtraMigration, rowCounts } from '../testing/migration-folders';
import { loadMigrations } from './migrations';
import { openDatabase } from './open';
import { typedCaller } from '../testing/typed-caller';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A real file at the shipped schema holding a played battle (events, chronicle, diary, armies). */
async function seededFile(migrationsFolder: string, dir: string): Promise<string> {
  const file = join(dir, 'warchronicle.db');
  const store = openDatabase({ file, migrationsFolder });
  const ctx = createServiceContext(store, 'browser', 'test');
  const call = typedCaller(ctx);
  await seedBridgeCampaign(call);
  store.close();
  return file;
}

/** Triggers, views and indexes: a rebuild must put back every one (the search index depends on its triggers). */
function schemaObjects(sqlite: Database): unknown[] {
  return sqlite.prepare("SELECT type, name, tbl_name, sql FROM sqlite_master WHERE type IN ('trigger', 'view', 'index') AND sql IS NOT NULL ORDER BY type, name").all();
}

function shippedStore(dir: string): Promise<{ file: string; rebuild: (table: string) => string; counts: Record<string, number>; schema: unknown[] }> {
  return seededFile(join(__dirname, '..', '..', 'migrations'), dir).then((file) => {
    const probe = openDatabase({ file, migrationsFolder: join(__dirname, '..', '..', 'migrations') });
    const result = { file, rebuild: (table: string) => drizzleStyleRebuild(probe.sqlite, table), counts: rowCounts(probe.sqlite), schema: schemaObjects(probe.sqlite) };
    const rebuilds = { battles: result.rebuild('battles'), campaigns: result.rebuild('campaigns') };
    probe.close();
    return { ...result, rebuild: (table: string) => rebuilds[table as keyof typeof rebuilds] };
  });
}

describe('an upgrade that rebuilds a parent table (drizzle-kit table rebuild)', () => {
  for (const table of ['battles', 'campaigns']) {
    it(`keeps every child row when "${table}" is rebuilt`, async () => {
      const dir = mkdtempSync(join(tmpdir(), 'warchronicle-migrate-'));
      dirs.push(dir);
      const seeded = await shippedStore(join(dir, 'seed'));
      expect(seeded.counts.battle_events).toBeGreaterThan(10);
      const { base, upgraded } = foldersWithExtraMigration(dir, seeded.rebuild(table));
      const file = await seededFile(base, dir);

      const store = openDatabase({ file, migrationsFolder: upgraded });
      expect(store.backup).not.toBeNull();
      expect(store.sqlite.pragma('user_version', { simple: true })).toBe(loadMigrations(upgraded).length);
      expect(rowCounts(store.sqlite)).toEqual(seeded.counts);
      expect(schemaObjects(store.sqlite)).toEqual(seeded.schema);
      expect(store.sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
      expect(store.sqlite.pragma('foreign_key_check')).toEqual([]);
      store.close();
    });
  }

  it('refuses an upgrade that leaves a dangling reference, and restores the file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'warchronicle-migrate-'));
    dirs.push(dir);
    // With foreign keys off for the upgrade, nothing stops this statement; the check before commit must.
    const orphan = "INSERT INTO battle_events (battle_id, seq, type, payload_json, recorded_at) VALUES ('no-such-battle', 1, 'x', '{}', 1);";
    const { base, upgraded } = foldersWithExtraMigration(dir, orphan);
    const file = await seededFile(base, dir);
    const before = openDatabase({ file, migrationsFolder: base });
    const counts = rowCounts(before.sqlite);
    before.close();

    expect(() => openDatabase({ file, migrationsFolder: upgraded })).toThrow(/battle_events refers to a missing battles row.*restored from the backup/s);
    expect(readdirSync(dir).some((name) => name.includes('.backup-'))).toBe(true);
    const after = openDatabase({ file, migrationsFolder: base });
    expect(after.sqlite.pragma('user_version', { simple: true })).toBe(loadMigrations(base).length);
    expect(rowCounts(after.sqlite)).toEqual(counts);
    after.close();
  });
});
