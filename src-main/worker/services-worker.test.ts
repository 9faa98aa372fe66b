import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bundleForNode, REPO_NODE_MODULES } from '../testing/bundle-for-node';
import { MIGRATIONS_FOLDER } from '../testing/temp-store';
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

function startWorker(file: string): { client: ServiceClient; child: ChildProcess } {
  const child = fork(entry, [], { env: { ...process.env, NODE_PATH: REPO_NODE_MODULES }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  children.push(child);
  const client = createServiceClient(
    { postMessage: (message: ToWorker) => child.send(message), onMessage: (listener) => child.on('message', (message) => listener(message as FromWorker)) },
    { file, migrationsFolder: MIGRATIONS_FOLDER, appVersion: 'worker-test' },
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
});
