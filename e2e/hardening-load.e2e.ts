import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { startHost, tempDataDir } from './support/host';

const data = tempDataDir();
afterAll(() => data.remove());

// 20 clients as the probe; `npm test` runs 10 rounds each, `npm run bench` soaks with HOST_LOAD_ROUNDS.
const CLIENTS = 20;
const ROUNDS = Number(process.env.HOST_LOAD_ROUNDS ?? 10);

async function post(url: string, name: string, input: unknown): Promise<{ status: number; body: { ok: boolean; value?: { id: string }; error?: { message: string } } }> {
  const response = await fetch(`${url}api/${name}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: new URL(url).origin }, body: JSON.stringify(input) });
  return { status: response.status, body: (await response.json()) as never };
}

describe('two processes on one data file, under load', () => {
  it(`loses nothing and refuses nothing when ${CLIENTS} clients write through two hosts sharing one file at once`, async () => {
    // Two hosts on one file: as the desktop app and the browser host share the user's data.
    const first = await startHost(data.dir);
    const second = await startHost(data.dir);
    const failures: string[] = [];
    const made: string[] = [];
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        const url = client % 2 === 0 ? first.url : second.url;
        for (let round = 0; round < ROUNDS; round++) {
          const name = `Client ${client} round ${round}`;
          const created = await post(url, 'campaigns.create', { name });
          if (created.status !== 200) {
            failures.push(`${name}: create ${created.status} ${created.body.error?.message}`);
            continue;
          }
          // Read-then-write: the kind SQLite refused at once when transactions began deferred.
          const renamed = await post(url, 'campaigns.update', { id: created.body.value!.id, name: `${name} (renamed)` });
          if (renamed.status !== 200) failures.push(`${name}: update ${renamed.status} ${renamed.body.error?.message}`);
          else made.push(`${name} (renamed)`);
        }
      }),
    );
    await first.stop();
    await second.stop();

    expect(failures).toEqual([]);
    const sqlite = new Database(join(data.dir, 'warchronicle.db'), { readonly: true });
    const stored = new Set(sqlite.prepare('SELECT name FROM campaigns').pluck().all() as string[]);
    expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
    sqlite.close();
    expect(made).toHaveLength(CLIENTS * ROUNDS);
    for (const name of made) expect(stored.has(name), name).toBe(true);
  });
});
