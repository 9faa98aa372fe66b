import type { ServiceRecords } from '../../src-shared/contract/chronicle';

/**
 * `chronicle.records` once every battle is narrated. A records call narrates for at most
 * REFRESH_BUDGET_MS and leaves the rest to the background indexer, so on a loaded machine a
 * battle's narrated numbers can arrive a call later; a test that reads them waits for `pending` 0.
 */
export async function settledRecords(read: () => ServiceRecords, timeoutMs = 20_000): Promise<ServiceRecords> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const records = read();
    if (records.pending === 0) return records;
    if (Date.now() > deadline) throw new Error(`the records still had ${records.pending} battle(s) to narrate after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
