import { randomUUID } from 'node:crypto';
import type { Db, OpenedDatabase } from '../db/open';
import type { ProgressSink } from './progress';

/** What every service function gets: the store and the few impure things (clock, ids). */
export interface ServiceContext {
  readonly db: Db;
  readonly store: OpenedDatabase;
  readonly host: 'electron' | 'browser';
  readonly appVersion: string;
  readonly now: () => number;
  readonly newId: () => string;
  /** Where long work reports how far it has got (the desktop app's services process sets it). */
  readonly progress?: ProgressSink;
}

export function createServiceContext(
  store: OpenedDatabase,
  host: ServiceContext['host'],
  appVersion: string,
  overrides: Partial<Pick<ServiceContext, 'now' | 'newId' | 'progress'>> = {},
): ServiceContext {
  return {
    db: store.db,
    store,
    host,
    appVersion,
    now: overrides.now ?? (() => Date.now()),
    newId: overrides.newId ?? (() => randomUUID()),
    ...(overrides.progress ? { progress: overrides.progress } : {}),
  };
}
