import type { BenchSuite, Metric } from '../suite';
import { runFaultProbe } from '../../src-realm/testing/fault-probe';

/**
 * The long fault probe (issue 23): 50 SIGKILLs of the realm server and 50 of the publishing app
 * while battles are being published, against the PostgreSQL server on loopback
 * (REALM_BENCH_DATABASE_URL or REALM_TEST_DATABASE_URL; REALM_PROBE_KILLS changes the 50).
 * Targets: 0 battles lost, 0 duplicated.
 */
export const suite: BenchSuite = {
  name: 'realm-faults',
  async run(): Promise<Metric[]> {
    const url = process.env.REALM_BENCH_DATABASE_URL ?? process.env.REALM_TEST_DATABASE_URL;
    if (!url) {
      console.warn('realm-faults: skipped, no PostgreSQL server (set REALM_TEST_DATABASE_URL)');
      return [];
    }
    const kills = Number(process.env.REALM_PROBE_KILLS ?? 50);
    const result = await runFaultProbe({ databaseUrl: url, killsEach: kills, battles: 40, steps: 300, batchSize: 25 });
    const note = `${result.serverKills} server kills, ${result.appKills} app kills (${result.midPublishKills} mid-publish), ${result.seconds.toFixed(0)} s`;
    return [
      { name: 'realm faults: battles lost', value: result.lost, target: { op: '<=', value: 0 }, note },
      { name: 'realm faults: battles duplicated', value: result.duplicated, target: { op: '<=', value: 0 }, note },
      { name: 'realm faults: kills that landed mid-publish', value: result.midPublishKills, note },
    ];
  },
};
