import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { networkInterfaces } from 'node:os';
import { join, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { version } from '../package.json';
import { openDatabase } from './db/open';
import { DatabaseFileError } from './db/database-file-error';
import { databaseFile, defaultDataDir, repoMigrationsFolder } from './paths';
import { createServiceContext, type ServiceContext } from './services/context';
import { createHostServer } from './host/server';
import { parseHostArgs } from './host/args';
import { startRealmSender } from './services/realm/sender';
import { stopChronicleIndexing } from './services/chronicle/battle-chronicle';
import { upgradeStoredSummaries } from './services/summary-upgrade';
import { firstPageRenderer, type RenderCampaignsPage } from './host/first-page';

function main(): void {
  let args;
  try {
    args = parseHostArgs(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  const dataDir = resolve(args.dataDir ?? defaultDataDir());
  let store;
  try {
    store = openDatabase({ file: databaseFile(dataDir), migrationsFolder: repoMigrationsFolder(__dirname) });
  } catch (error) {
    if (error instanceof DatabaseFileError) {
      console.error(`Warchronicle cannot open its data: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  if (store.backup) console.log(`Upgraded the data file; the previous version is kept at ${store.backup}`);

  const token = args.lan ? randomBytes(24).toString('base64url') : undefined;
  const ctx = createServiceContext(store, 'browser', version);
  upgradeStoredSummaries(ctx);
  // Publishes queued battles to a Shared Realm in the background; idle for a campaign with no realm.
  startRealmSender(ctx);
  const rendererDir = join(__dirname, '..', 'renderer');
  const server = createHostServer({
    ctx,
    rendererDir,
    token,
    loopbackOnly: !args.lan,
    // In LAN mode the list is only for those with the token, so the page goes out empty.
    firstPage: token ? undefined : firstPageOf(ctx, rendererDir),
  });
  server.listen(args.port, args.lan ? '0.0.0.0' : '127.0.0.1', () => {
    const { port } = server.address() as AddressInfo;
    console.log(`Warchronicle is running at http://127.0.0.1:${port}/`);
    console.log(`Data: ${store.file}`);
    if (token) {
      for (const address of lanAddresses()) console.log(`On your network: http://${address}:${port}/?token=${token}`);
      console.log(`Access token (needed for every API request): ${token}`);
    }
  });
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(error.code === 'EADDRINUSE' ? `Port ${args.port} is in use; try --port with another number.` : error.message);
    store.close();
    process.exit(1);
  });

  const shutdown = (): void => {
    server.close();
    // Indexer threads end with the process; a batch they were writing rolls back whole.
    stopChronicleIndexing(ctx);
    store.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

/**
 * The campaigns page's renderer, built beside this file from src-renderer/server-render (see
 * electron.vite.config.ts): the renderer's own components, compiled for Node.
 */
function firstPageOf(ctx: ServiceContext, rendererDir: string): (() => Promise<string | null>) | undefined {
  try {
    const { renderCampaignsPage } = createRequire(__filename)(join(__dirname, 'campaigns-page.js')) as { renderCampaignsPage: RenderCampaignsPage };
    return firstPageRenderer(ctx, rendererDir, renderCampaignsPage);
  } catch (error) {
    console.error('[warchronicle] the campaigns page will be drawn by the app alone:', (error as Error).message);
    return undefined;
  }
}

function lanAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((info) => info && info.family === 'IPv4' && !info.internal)
    .map((info) => info!.address);
}

main();
