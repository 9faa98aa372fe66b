import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { openDatabase } from '../src-main/db/open';
import { createServiceContext } from '../src-main/services/context';
import { createHostServer } from '../src-main/host/server';
import { MIGRATIONS_FOLDER } from '../src-main/testing/temp-store';

/**
 * The browser host in a process of its own, for benches that measure it from outside (its memory
 * read from /proc while it works): `node --import tsx bench/host-child.ts <database file>`.
 * Prints `{"port": N}` once listening; ends when its parent disconnects.
 */
const store = openDatabase({ file: process.argv[2]!, migrationsFolder: MIGRATIONS_FOLDER });
const ctx = createServiceContext(store, 'browser', 'bench');
const server = createHostServer({ ctx, rendererDir: mkdtempSync(join(tmpdir(), 'warchronicle-bench-renderer-')), loopbackOnly: true });
server.listen(0, '127.0.0.1', () => {
  console.log(JSON.stringify({ port: (server.address() as AddressInfo).port }));
});
const stop = () => {
  server.close();
  store.close();
  process.exit(0);
};
process.on('disconnect', stop);
process.on('SIGTERM', stop);
