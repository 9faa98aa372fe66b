import { describe, expect, it } from 'vitest';
import { postgresBackend } from './testing/backends';
import { runFaultProbe } from './testing/fault-probe';

/**
 * The bounded fault probe of `npm test`: the realm server and the publishing app, each killed
 * with SIGKILL at random moments while battles are being published, on the PostgreSQL server
 * (loopback). `npm run bench` runs the long form (50 kills of each).
 */
const backend = await postgresBackend();
const url = process.env.REALM_TEST_DATABASE_URL;

describe.skipIf(backend.skipped !== null)(`publishing through kills${backend.skipped ? ` — skipped: ${backend.skipped}` : ''}`, () => {
  it('loses no battle and duplicates none when the realm server and the app are killed mid-publish', async () => {
    const result = await runFaultProbe({ databaseUrl: url!, killsEach: 3, battles: 6, steps: 200, batchSize: 10 });
    console.log(`fault probe: ${JSON.stringify(result)}`);
    // A fast machine may deliver everything before the sixth kill; what matters is that both
    // processes died mid-publish at least once and nothing was lost or doubled.
    expect(result.serverKills).toBeGreaterThanOrEqual(1);
    expect(result.appKills).toBeGreaterThanOrEqual(1);
    expect(result.midPublishKills).toBeGreaterThan(0);
    expect({ lost: result.lost, duplicated: result.duplicated, battlesInRealm: result.battlesInRealm }).toEqual({ lost: 0, duplicated: 0, battlesInRealm: 6 });
  }, 400_000);
});
