import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { BenchSuite, Metric } from '../suite';
import { PGLITE, freshDatabase } from '../../src-realm/testing/backends';
import { startRealm } from '../../src-realm/testing/harness';
import { longBattle } from '../../src-realm/testing/battles';
import { replayPublished } from '../../src-realm/services/replay-check';
import type { OpenedRealmDb } from '../../src-realm/db/open';

/**
 * The realm under load (issue 23): `groups` simulated groups publish `battles` battles of `steps`
 * steps each, all groups at once, over HTTP to a realm server on the PostgreSQL server
 * (REALM_BENCH_DATABASE_URL or REALM_TEST_DATABASE_URL; PGlite otherwise, said in the notes).
 * Scaled down by default; REALM_BENCH_SCALE=full runs the issue's 200 × 20 × 300.
 *
 * Each figure is also given as a ratio against a raw batched PostgreSQL insert of the same rows
 * (one multi-row INSERT of a battle's steps into a bare jsonb table, as many connections as
 * groups) in the same run: events/s, p99 latency per battle, and the server's replay cost per
 * event against the raw insert cost per event.
 */
const FULL = process.env.REALM_BENCH_SCALE === 'full';
const GROUPS = FULL ? 200 : 20;
const BATTLES = FULL ? 20 : 3;
const STEPS = 300;

const p99 = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.99))]!;

async function openBench(): Promise<{ opened: OpenedRealmDb; where: string }> {
  const url = process.env.REALM_BENCH_DATABASE_URL ?? process.env.REALM_TEST_DATABASE_URL;
  if (url) {
    try {
      const opened = await freshDatabase(url, Math.min(GROUPS, 20));
      return { opened, where: 'PostgreSQL server (loopback)' };
    } catch (error) {
      console.warn(`realm bench: ${url} does not answer (${(error as Error).message}); using PGlite`);
    }
  }
  return { opened: await PGLITE.open(), where: 'embedded PostgreSQL (PGlite): no server reachable' };
}

async function rawInsert(opened: OpenedRealmDb, rows: readonly unknown[]): Promise<{ seconds: number; latencies: number[] }> {
  const table = sql.identifier(`raw_${randomUUID().replace(/-/g, '')}`);
  await opened.db.execute(sql`CREATE TABLE ${table} (revision_id text NOT NULL, seq integer NOT NULL, event jsonb NOT NULL, recorded_at bigint NOT NULL, PRIMARY KEY (revision_id, seq))`);
  const latencies: number[] = [];
  const started = performance.now();
  // The same pool the realm server uses, so both get the same connections.
  await Promise.all(
    Array.from({ length: GROUPS }, async () => {
      for (let b = 0; b < BATTLES; b++) {
        const revision = randomUUID();
        const tuples = rows.map((event, i) => sql`(${revision}, ${i + 1}, ${JSON.stringify(event)}::jsonb, ${1_700_000_000_000 + i})`);
        const sent = performance.now();
        await opened.db.execute(sql`INSERT INTO ${table} (revision_id, seq, event, recorded_at) VALUES ${sql.join(tuples, sql`, `)}`);
        latencies.push(performance.now() - sent);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await opened.db.execute(sql`DROP TABLE ${table}`);
  return { seconds, latencies };
}

export const suite: BenchSuite = {
  name: 'realm',
  async run(): Promise<Metric[]> {
    const { opened, where } = await openBench();
    const realm = await startRealm(opened, { rate: { perSecond: 100_000, burst: 100_000 } });
    try {
      const battle = longBattle(STEPS);
      const keys: string[] = [];
      for (let g = 0; g < GROUPS; g++) keys.push(await realm.invite(`Group ${g + 1}`));

      // Replay cost per event: the shared engine over the same log, as the server judges it.
      const replayRounds = 20;
      const replayStarted = performance.now();
      for (let i = 0; i < replayRounds; i++) replayPublished(battle.battle, battle.events);
      const replayMsPerEvent = (performance.now() - replayStarted) / (replayRounds * STEPS);

      // The raw batched insert of the same rows, first, then the realm.
      const raw = await rawInsert(opened, battle.events.map((event) => event.event));

      const latencies: number[] = [];
      const started = performance.now();
      await Promise.all(
        keys.map(async (key, g) => {
          for (let b = 0; b < BATTLES; b++) {
            const sent = performance.now();
            const answer = await realm.post('publish', { publicationId: `pub-${randomUUID()}`, battleRef: `g${g}-battle-${b}`, battle: battle.battle, totalEvents: STEPS, events: battle.events }, key);
            if (answer.status !== 200 || (answer.body.value as { state: string }).state !== 'committed') throw new Error(`publish refused: ${JSON.stringify(answer.body).slice(0, 300)}`);
            latencies.push(performance.now() - sent);
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      const events = GROUPS * BATTLES * STEPS;
      const realmRate = events / seconds;
      const rawRate = events / raw.seconds;
      const rawMsPerEvent = (raw.seconds * 1000) / events;
      const note = `${GROUPS} groups × ${BATTLES} battles × ${STEPS} steps on ${where}`;
      return [
        { name: 'realm: events committed per second', value: realmRate, unit: 'events/s', note },
        { name: 'realm: raw batched insert, events per second', value: rawRate, unit: 'events/s', note },
        { name: 'realm: events/s as a share of the raw insert', value: realmRate / rawRate, unit: '×', note },
        { name: 'realm: p99 publish latency (one battle)', value: p99(latencies), unit: 'ms', note },
        { name: 'realm: p99 latency as a multiple of the raw insert', value: p99(latencies) / p99(raw.latencies), unit: '×', note },
        { name: 'realm: server replay cost per event', value: replayMsPerEvent * 1000, unit: 'µs', note },
        { name: 'realm: replay cost per event as a multiple of the raw insert', value: replayMsPerEvent / rawMsPerEvent, unit: '×', note },
      ];
    } finally {
      await realm.close();
    }
  },
};
