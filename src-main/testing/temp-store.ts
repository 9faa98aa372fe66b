import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type OpenedDatabase } from '../db/open';
import { createServiceContext, type ServiceContext } from '../services/context';

/** The real migrations, as shipped. Tests never hand-build a schema. */
export const MIGRATIONS_FOLDER = join(__dirname, '..', '..', 'migrations');

export interface TempStore {
  readonly dir: string;
  readonly file: string;
  readonly store: OpenedDatabase;
  readonly ctx: ServiceContext;
  dispose(): void;
}

/** A real SQLite file in a fresh temp folder, opened through the app's own opener. */
export function openTempStore(): TempStore {
  const dir = mkdtempSync(join(tmpdir(), 'warchronicle-test-'));
  const file = join(dir, 'warchronicle.db');
  const store = openDatabase({ file, migrationsFolder: MIGRATIONS_FOLDER });
  let clock = 1_700_000_000_000;
  let ids = 0;
  const ctx = createServiceContext(store, 'browser', 'test', {
    now: () => (clock += 1000),
    newId: () => `id-${++ids}`,
  });
  return {
    dir,
    file,
    store,
    ctx,
    dispose() {
      store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
