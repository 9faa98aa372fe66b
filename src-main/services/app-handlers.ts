import type { APP_CALL_NAMES } from '../../src-shared/contract/app.names';
import type { HandlersFor } from './handler-types';

export const appHandlers: HandlersFor<(typeof APP_CALL_NAMES)[number]> = {
  'app.info': (ctx) => ({
    version: ctx.appVersion,
    host: ctx.host,
    dataFile: ctx.store.file,
    schemaVersion: ctx.store.sqlite.pragma('user_version', { simple: true }) as number,
  }),
};
