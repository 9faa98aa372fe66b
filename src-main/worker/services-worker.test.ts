import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bundleForNode, REPO_NODE_MODULES } from '../testing/bundle-for-node';
import { MIGRATIONS_FOLDER, openTempStore } from '../testing/temp-store';
import { dispatch } from '../dispatch';
import { UPLOAD_CHUNK_CHARS } from '../../src-shared/contract/exchange';
import type { LongWorkProgress } from '../../src-shared/long-work';
import type { CampaignFile } from '../services/exchange/file-format';
import type { FromWorker, ToWorker } from './protocol';
import { createServiceClient, WorkerRefusal, type ServiceClient } from './service-client';

// The desktop app runs this entry as an Electron utilityProcess; here it is a Node child process
// with an IPC channel, which the entry also speaks, so the real process boundary is crossed.
const dir = mkdtempSync(join(tmpdir(), 'warchronicle-worker-'));
let entry: string;
const children: ChildProcess[] = [];
beforeAll(() => {
  entry = bundleForNode(join(__dirname, '..', 'services-worker.ts'), join(dir, 'services-worker.cjs'));
});
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Heard {
  readonly at: number;
  readonly progress: LongWorkProgress | null;
}

function startWorker(file: string, heard: Heard[] = []): { client: ServiceClient; child: ChildProcess } {
  // Progress from the first millisecond, every few: how long an import takes depends on the machine.
  const env = { ...process.env, NODE_PATH: REPO_NODE_MODULES, WARCHRONICLE_PROGRESS_AFTER_MS: '0', WARCHRONICLE_PROGRESS_EVERY_MS: '2' };
  const child = fork(entry, [], { env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  children.push(child);
  const client = createServiceClient(
    { postMessage: (message: ToWorker) => child.send(message), onMessage: (listener) => child.on('message', (message) => listener(message as FromWorker)) },
    { file, migrationsFolder: MIGRATIONS_FOLDER, appVersion: 'worker-test' },
    (progress) => heard.push({ at: performance.now(), progress }),
  );
  child.on('exit', () => client.stopped('The data service stopped'));
  return { client, child };
}

describe('the services process of the desktop app', () => {
  it('opens the store and answers calls through the same contract, each answer matched to its call', async () => {
    const { client } = startWorker(join(dir, 'answers.db'));
    await client.ready;
    const names = Array.from({ length: 25 }, (_, i) => `Campaign ${i}`);
    const created = await Promise.all(names.map((name) => client.call('campaigns.create', { name })));
    expect(created.map((result) => (result.ok ? (result.value as { name: string }).name : result.error.message))).toEqual(names);
    expect(await client.call('campaigns.create', { name: '' })).toMatchObject({ ok: false, error: { code: 'invalid_input', path: 'name' } });
    expect(await client.call('campaigns.explode', {})).toMatchObject({ ok: false, error: { code: 'unknown_call' } });
    const listed = await client.call('campaigns.list', {});
    expect(listed.ok && (listed.value as unknown[]).length).toBe(25);
  });

  it('reports a refused data file with its message instead of starting', async () => {
    const file = join(dir, 'notes.db');
    writeFileSync(file, 'Dear diary, not a database.\n'.repeat(20));
    const { client } = startWorker(file);
    const refusal = await client.ready.then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(WorkerRefusal);
    expect((refusal as WorkerRefusal).problem).toBe('not-sqlite');
    expect((refusal as WorkerRefusal).message).toMatch(/is not an SQLite database/);
  });

  it('answers calls still waiting with an error when the process dies, and later calls at once', async () => {
    const { client, child } = startWorker(join(dir, 'dies.db'));
    await client.ready;
    const pending = client.call('campaigns.list', {});
    child.kill('SIGKILL');
    const answer = await pending;
    // Either it answered before dying, or it was answered with the stop.
    if (!answer.ok) expect(answer.error.message).toBe('The data service stopped');
    if (child.exitCode === null && child.signalCode === null) await new Promise((resolve) => child.once('exit', resolve));
    expect(await client.call('campaigns.list', {})).toEqual({ ok: false, error: { code: 'internal', message: 'The data service stopped' } });
  });

  it('reports the progress of a long import while it runs, then answers with the usual envelope', async () => {
    const content = largeCampaignFile(40_000);
    const heard: Heard[] = [];
    const { client } = startWorker(join(dir, 'progress.db'), heard);
    await client.ready;
    const pieces = Math.ceil(content.length / UPLOAD_CHUNK_CHARS);
    for (let index = 0; index < pieces; index++) {
      const chunk = content.slice(index * UPLOAD_CHUNK_CHARS, (index + 1) * UPLOAD_CHUNK_CHARS);
      expect(await client.call('exchange.upload', { uploadId: 'large-file', index, total: pieces, chunk })).toMatchObject({ ok: true });
    }
    expect(await client.call('exchange.check', { uploadId: 'large-file' })).toMatchObject({ ok: true, value: { counts: { diary_entries: 40_000 } } });
    heard.length = 0;
    const imported = await client.call('exchange.import', { uploadId: 'large-file', mode: 'as-is' });
    const answeredAt = performance.now();
    expect(imported).toEqual({ ok: true, value: { campaignId: 'big-campaign', campaignName: 'Forty thousand days', counts: expect.objectContaining({ diary_entries: 40_000 }) } });
    const rows = Object.values((imported as { value: { counts: Record<string, number> } }).value.counts).reduce((sum, count) => sum + count, 0);
    const reports = heard.filter((entry) => entry.progress !== null).map((entry) => entry.progress!);
    expect(reports.length).toBeGreaterThan(1);
    expect(reports.every((progress) => progress.task === 'Importing the campaign file' && progress.total === rows)).toBe(true);
    expect(reports.map((progress) => progress.done)).toEqual([...reports.map((progress) => progress.done)].sort((a, b) => a - b));
    expect(reports.at(-1)!.done).toBe(rows);
    // Heard before the answer came; then told it is over.
    expect(heard[0]!.at).toBeLessThan(answeredAt);
    expect(heard.at(-1)!.progress).toBeNull();
    // A short call reports nothing.
    heard.length = 0;
    expect(await client.call('campaigns.list', {})).toMatchObject({ ok: true });
    expect(heard).toEqual([]);
  });
});

/** A real exported campaign with its one diary entry copied `entries` times (fresh ids, same text). */
function largeCampaignFile(entries: number): string {
  const temp = openTempStore();
  try {
    const run = (name: string, input: unknown) => {
      const result = dispatch(temp.ctx, name, input);
      if (!result.ok) throw new Error(`${name}: ${result.error.message}`);
      return result.value as Record<string, unknown>;
    };
    const campaignId = run('campaigns.create', { name: 'Forty thousand days' }).id as string;
    run('chronicle.diary.create', { campaignId, title: 'Muster', worldDay: 1, body: 'We gather at the ford, and wait.', links: [] });
    const file = JSON.parse(run('exchange.export', { campaignId }).content as string) as CampaignFile;
    const renamed = JSON.parse(JSON.stringify(file).split(campaignId).join('big-campaign')) as CampaignFile;
    const diary = renamed.tables.diary_entries!;
    const id = diary.columns.indexOf('id');
    const [entry] = diary.rows;
    const tables = Object.fromEntries(Object.entries(renamed.tables).filter(([name]) => !name.startsWith('diary_') || name === 'diary_entries'));
    tables.diary_entries = { ...diary, rows: Array.from({ length: entries }, (_, i) => entry!.map((value, c) => (c === id ? `entry-${i}` : value))) };
    return JSON.stringify({ ...renamed, tables });
  } finally {
    temp.dispose();
  }
}
