import type { APP_CALL_NAMES } from '../../src-shared/contract/app.names';
import type { HandlersFor } from './handler-types';
import { ServiceError } from './service-error';

export const appHandlers: HandlersFor<(typeof APP_CALL_NAMES)[number]> = {
  'app.info': (ctx) => ({
    version: ctx.appVersion,
    host: ctx.host,
    dataFile: ctx.store.file,
    schemaVersion: ctx.store.sqlite.pragma('user_version', { simple: true }) as number,
  }),
  // The Electron binding answers this itself (it needs the calling window); anywhere else it is refused.
  'app.savePdf': () => {
    throw new ServiceError('rejected', 'Saving straight to a PDF needs the desktop app; in a browser, print and choose “Save as PDF”.');
  },
};
