import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { OpenedRealmDb } from '../db/open';
import { createRealmServer, type RealmServerOptions } from '../server';
import { createRealm, inviteGroup } from '../services/operator';

/** A realm server on a free loopback port over an opened database, with a realm and helpers to call it. */
export interface RunningRealm {
  readonly url: string;
  readonly slug: string;
  readonly opened: OpenedRealmDb;
  invite(name: string): Promise<string>;
  /** POST /api/<call> as the app sends it (its Origin, JSON), with the group's key. */
  post(call: string, body: unknown, key: string | null, headers?: Record<string, string>): Promise<{ status: number; body: RealmAnswer }>;
  get(path: string): Promise<{ status: number; body: RealmAnswer }>;
  close(): Promise<void>;
}

export interface RealmAnswer {
  readonly ok: boolean;
  readonly value?: unknown;
  readonly error?: { readonly code: string; readonly message: string; readonly path?: string; readonly step?: number };
}

export async function startRealm(opened: OpenedRealmDb, options: Omit<RealmServerOptions, 'db'> = {}, realm = { slug: 'the-realm', name: 'The Shared Realm' }): Promise<RunningRealm> {
  await createRealm(opened.db, realm);
  const server: Server = createRealmServer({ db: opened.db, ...options });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    slug: realm.slug,
    opened,
    invite: async (name) => (await inviteGroup(opened.db, { realm: realm.slug, name })).key,
    async post(call, body, key, headers = {}) {
      const response = await fetch(`${url}/api/${call}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: url, ...(key ? { Authorization: `Bearer ${key}` } : {}), ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as RealmAnswer };
    },
    async get(path) {
      const response = await fetch(`${url}${path}`);
      return { status: response.status, body: (await response.json()) as RealmAnswer };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await opened.close();
    },
  };
}
