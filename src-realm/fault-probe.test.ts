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
    const result = await runFaultProbe({ databaseUrl: url!, killsEach: 3, battles: 4, steps: 120, batchSize: 10 });
    console.log(`fault probe: ${JSON.stringify(result)}`);
    expect(result.serverKills + result.appKills).toBe(6);
    expect(result.midPublishKills).toBeGreaterThan(0);
    expect({ lost: result.lost, duplicated: result.duplicated, battlesInRealm: result.battlesInRealm }).toEqual({ lost: 0, duplicated: 0, battlesInRealm: 4 });
  }, 400_000);
});
