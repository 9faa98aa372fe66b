import { resolve } from 'node:path';
import { openRealmDb, type OpenedRealmDb } from './db/open';
import { createRealmServer } from './server';
import { createRealm, inviteGroup } from './services/operator';
import { RealmRefusal } from './services/realm-error';

/**
 * `npm run realm [-- <command>]`:
 *   serve [--port 5480] [--host 127.0.0.1] [--data realm-data]   the realm server (default)
 *   create-realm <slug> "<name>"                                    an operator makes a realm
 *   invite <realm-slug> "<group name>"                              invites a group, prints its key once
 * With DATABASE_URL set it uses that PostgreSQL server; otherwise embedded PostgreSQL (PGlite)
 * in the data folder. PGlite is one process at a time: stop the server to run an operator command.
 */
function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  if (index < 0) return undefined;
  const value = args[index + 1];
  args.splice(index, 2);
  return value;
}

async function operatorCommand(db: OpenedRealmDb['db'], command: string, rest: string[]): Promise<void> {
  if (command === 'create-realm') {
    const [slug, name] = rest;
    if (!slug || !name) throw new Error('Usage: npm run realm -- create-realm <slug> "<name>"');
    const realm = await createRealm(db, { slug, name });
    console.log(`Realm "${realm.name}" created; its chronicle is at /r/${realm.slug}`);
    return;
  }
  if (command === 'invite') {
    const [realm, name] = rest;
    if (!realm || !name) throw new Error('Usage: npm run realm -- invite <realm-slug> "<group name>"');
    const invited = await inviteGroup(db, { realm, name });
    console.log(`Group "${invited.name}" invited. Its key (shown once, give it to the group):\n${invited.key}`);
    return;
  }
  throw new Error(`Unknown command ${command}: use serve, create-realm or invite`);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const dataDir = resolve(option(args, 'data') ?? process.env.REALM_DATA ?? 'realm-data');
  const port = Number(option(args, 'port') ?? process.env.REALM_PORT ?? 5480);
  const host = option(args, 'host') ?? process.env.REALM_HOST ?? '127.0.0.1';
  const [command = 'serve', ...rest] = args;
  const opened = await openRealmDb({ databaseUrl: process.env.DATABASE_URL, dataDir });
  if (command !== 'serve') {
    try {
      await operatorCommand(opened.db, command, rest);
    } finally {
      await opened.close();
    }
    return;
  }
  const server = createRealmServer({
    db: opened.db,
    publicOrigin: process.env.REALM_PUBLIC_ORIGIN,
    rate: process.env.REALM_RATE ? { perSecond: Number(process.env.REALM_RATE), burst: Number(process.env.REALM_RATE) * 3 } : undefined,
  });
  server.listen(port, host, () => {
    const address = server.address();
    const actual = typeof address === 'object' && address ? address.port : port;
    console.log(`realm listening on http://${host}:${actual} (${opened.description})`);
  });
  const stop = () => {
    server.close(() => void opened.close().then(() => process.exit(0)));
    server.closeAllConnections();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main()
  .then(() => undefined)
  .catch((error: unknown) => {
    console.error(error instanceof RealmRefusal || error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
