import { and, eq } from 'drizzle-orm';
import { openDatabase } from '../../src-main/db/open';
import { realmOutbox } from '../../src-main/db/schema/index';
import { createServiceContext } from '../../src-main/services/context';
import { sendAll } from '../../src-main/services/realm/sender';
import { MIGRATIONS_FOLDER } from '../../src-main/testing/temp-store';

/**
 * The publishing app, reduced to its sender, for the fault probe: opens a campaign file and
 * runs send rounds (small batches, no back-off wait) until nothing is queued, then exits 0.
 * The probe kills it with SIGKILL at random moments and starts it again.
 */
async function main(): Promise<void> {
  const [file, batchSize = '20'] = process.argv.slice(2);
  if (!file) throw new Error('usage: publisher-main <campaign file> [batch size]');
  const store = openDatabase({ file, migrationsFolder: MIGRATIONS_FOLDER });
  const ctx = createServiceContext(store, 'browser', 'fault-probe');
  console.log('publisher: sending');
  for (;;) {
    await sendAll(ctx, { batchSize: Number(batchSize), timeoutMs: 3000, chronicleMaxAge: Number.POSITIVE_INFINITY });
    const queued = ctx.db.select({ id: realmOutbox.id }).from(realmOutbox).where(eq(realmOutbox.state, 'queued')).all().length;
    if (queued === 0) break;
    ctx.db.update(realmOutbox).set({ nextAttemptAt: 0 }).where(and(eq(realmOutbox.state, 'queued'))).run();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  store.close();
  console.log('publisher: all delivered');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
