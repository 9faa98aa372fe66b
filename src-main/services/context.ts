import { randomUUID } from 'node:crypto';
import type { Db, OpenedDatabase } from '../db/open';

/** What every service function gets: the store and the few impure things (clock, ids). */
export interface ServiceContext {
  readonly db: Db;
  readonly store: OpenedDatabase;
  readonly host: 'electron' | 'browser';
  readonly appVersion: string;
  readonly now: () => number;
  readonly newId: () => string;
}

export function createServiceContext(
  store: OpenedDatabase,
  host: ServiceContext['host'],
  appVersion: string,
  overrides: Partial<Pick<ServiceContext, 'now' | 'newId'>> = {},
): ServiceContext {
  return {
    db: store.db,
    store,
    host,
    appVersion,
    now: overrides.now ?? (() => Date.now()),
    newId: overrides.newId ?? (() => randomUUID()),
  };
}
