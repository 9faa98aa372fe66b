import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { openDatabase } from '../../src-main/db/open';
import { createServiceContext } from '../../src-main/services/context';
import { MIGRATIONS_FOLDER } from '../../src-main/testing/temp-store';
import { caller } from '../../src-main/testing/system-fixtures';
import { LONG_SETUP_INPUT, longBattle1999 } from '../../src-main/testing/long-system-battle';
import { createRealm, inviteGroup } from '../services/operator';
import { ANN, BOB } from './battles';
import { freshDatabase } from './backends';

/**
 * The fault probe: a campaign file with `battles` queued battles of `steps` steps each, a realm
 * server and a publishing app as separate processes, and `kills` rounds in which one of them is
 * killed with SIGKILL at a random moment and started again, until the publisher has delivered
 * everything. Then the realm is counted: every battle there once, with every step, no revision
 * beyond the first (an unchanged battle re-sent is no new revision) and no step twice.
 */
export interface ProbeOptions {
  readonly databaseUrl: string;
  readonly killsEach: number;
  readonly battles: number;
  readonly steps: number;
  readonly batchSize?: number;
  readonly random?: () => number;
}

export interface ProbeResult {
  readonly serverKills: number;
  readonly appKills: number;
  readonly lost: number;
  readonly duplicated: number;
  readonly battlesInRealm: number;
  /** Kills that landed while some of the battles were published and some not yet. */
  readonly midPublishKills: number;
  readonly seconds: number;
}

const ROOT = join(__dirname, '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function tsx(file: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', join(ROOT, file), ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
}

function waitFor(child: ChildProcess, pattern: RegExp, ms: number): Promise<void> {
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "${pattern}" within ${ms} ms:\n${output}`)), ms);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (pattern.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (pattern.test(output)) resolve();
      else reject(new Error(`exited with ${code} before "${pattern}":\n${output}`));
    });
  });
}

const exited = (child: ChildProcess) => (child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve())));

async function kill(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGKILL');
  await exited(child);
}

export async function runFaultProbe(options: ProbeOptions): Promise<ProbeResult> {
  const started = Date.now();
  const random = options.random ?? Math.random;
  const realmDb = await freshDatabase(options.databaseUrl, 2);
  const dir = mkdtempSync(join(tmpdir(), 'realm-probe-'));
  let server: ChildProcess | null = null;
  let app: ChildProcess | null = null;
  try {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    await createRealm(realmDb.db, { slug: 'probe', name: 'Probe realm' });
    const { key } = await inviteGroup(realmDb.db, { realm: 'probe', name: 'Probe group' });
    const databaseUrl = realmDb.url;

    // The campaign: battles queued for publishing, in a real campaign file.
    const file = join(dir, 'warchronicle.db');
    const store = openDatabase({ file, migrationsFolder: MIGRATIONS_FOLDER });
    const ctx = createServiceContext(store, 'browser', 'probe');
    const api = caller(ctx);
    const campaignId = api.call<{ id: string }>('campaigns.create', { name: 'Probe campaign' }).id;
    const players = ['Ann', 'Bob'].map((name, i) => api.call<{ id: string }>('players.create', { campaignId, name, colour: ['#1f5f8b', '#8e2a22'][i] }).id);
    const forces = [ANN, BOB].map((roster, i) => api.call<{ id: string }>('forces.create', { campaignId, playerId: players[i], system: '1999', roster }).id);
    const events = longBattle1999(options.steps);
    const battleIds: string[] = [];
    for (let b = 0; b < options.battles; b++) {
      const battle = api.call<{ id: string }>('battles.create', { system: '1999', campaignId, name: `Probe battle ${b + 1}`, sides: players.map((playerId, i) => ({ playerId, armyIds: [forces[i]] })), setup: LONG_SETUP_INPUT });
      events.forEach((event, count) => api.call('battles.append', { battleId: battle.id, system: '1999', event, expectedCount: count }));
      battleIds.push(battle.id);
    }
    api.call('realm.link.set', { campaignId, url, key, publishNotes: false, publishDiary: false });
    api.call('realm.publish', { campaignId, battleIds });
    store.close();

    const startServer = async () => {
      server = tsx('src-realm/main.ts', ['serve', '--port', String(port)], { DATABASE_URL: databaseUrl, REALM_RATE: '100000' });
      await waitFor(server, /realm listening/, 120_000);
    };
    let done = false;
    let appReady: Promise<void> = Promise.resolve();
    let appDone: Promise<void> = Promise.resolve();
    const startApp = () => {
      const child = tsx('src-realm/testing/publisher-main.ts', [file, String(options.batchSize ?? 20)], {});
      app = child;
      appReady = waitFor(child, /publisher: sending/, 60_000).catch(() => undefined);
      appDone = waitFor(child, /all delivered/, 600_000).then(() => {
        done = true;
      });
      appDone.catch(() => undefined);
    };
    /** How far publishing has got, read from the campaign file beside the running app. */
    const progress = () => {
      const reader = new Database(file, { readonly: true });
      try {
        return reader.prepare("SELECT sum(state = 'published') AS published, sum(sent_events) AS sent FROM realm_outbox WHERE kind = 'publish' AND state != 'superseded'").get() as { published: number; sent: number };
      } finally {
        reader.close();
      }
    };
    await startServer();
    startApp();
    let serverKills = 0;
    let appKills = 0;
    let midPublishKills = 0;
    while (!done && (serverKills < options.killsEach || appKills < options.killsEach)) {
      await appReady;
      // Kill once the app is sending, at a random moment of its publishing.
      await new Promise((resolve) => setTimeout(resolve, 20 + random() * 400));
      if (done) break;
      // Alternate, server first, so even a run that finishes early has killed each process.
      const killServer = serverKills < options.killsEach && (appKills >= options.killsEach || serverKills <= appKills);
      if (killServer) await kill(server);
      else await kill(app);
      const { published, sent } = progress();
      if (!done && (published > 0 || sent > 0) && published < options.battles) midPublishKills += 1;
      if (killServer) {
        serverKills += 1;
        await startServer();
      } else {
        appKills += 1;
        startApp();
      }
    }
    await appDone;
    await kill(server);

    // Count what the realm holds.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const battlesRow = await client.query<{ n: string }>('SELECT count(*) AS n FROM realm_battles');
    const revisions = await client.query<{ n: string }>('SELECT count(*) AS n FROM battle_revisions');
    const complete = await client.query<{ n: string }>(
      'SELECT count(*) AS n FROM realm_battles b JOIN battle_revisions r ON r.battle_id = b.id AND r.revision = b.latest_revision WHERE r.event_count = $1 AND (SELECT count(*) FROM battle_events e WHERE e.revision_id = r.id) = $1',
      [options.steps],
    );
    const eventRows = await client.query<{ n: string }>('SELECT count(*) AS n FROM battle_events');
    await client.end();
    const inRealm = Number(battlesRow.rows[0]!.n);
    const lost = options.battles - Number(complete.rows[0]!.n);
    const duplicated = Number(revisions.rows[0]!.n) - inRealm + Math.max(0, inRealm - options.battles) + Math.max(0, Number(eventRows.rows[0]!.n) - options.battles * options.steps);
    return { serverKills, appKills, lost, duplicated, battlesInRealm: inRealm, midPublishKills, seconds: (Date.now() - started) / 1000 };
  } finally {
    await kill(server);
    await kill(app);
    await realmDb.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
