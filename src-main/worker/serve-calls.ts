import { openDatabase, type OpenedDatabase } from '../db/open';
import { DatabaseFileError } from '../db/database-file-error';
import { dispatch } from '../dispatch';
import { createServiceContext, type ServiceContext } from '../services/context';
import type { FromWorker, MessagePortLike, ToWorker } from './protocol';
import { startRealmSender } from '../services/realm/sender';
import { stopChronicleIndexing } from '../services/chronicle/battle-chronicle';
import { configureIndexerThreads } from '../services/chronicle/indexer-pool';
import { upgradeStoredSummaries } from '../services/summary-upgrade';

/**
 * The services process: opens the store when told to start, then answers each call with the
 * same `dispatch` the browser host uses. Calls run one at a time in arrival order, off the
 * window's thread, so a long import or a search rebuild never freezes the desktop app.
 */
export function serveCalls(port: MessagePortLike<ToWorker, FromWorker>): { close(): void } {
  let store: OpenedDatabase | null = null;
  let ctx: ServiceContext | null = null;
  // Calls run one at a time, so progress always belongs to the call being answered.
  let answering = 0;
  let stopRealmSender: (() => void) | null = null;
  port.onMessage((message) => {
    if (message.type === 'start') {
      try {
        store = openDatabase(message.start);
        // Chronicle indexer threads open the same file with the same build of better-sqlite3.
        configureIndexerThreads({ nativeBinding: message.start.nativeBinding });
        ctx = createServiceContext(store, 'electron', message.start.appVersion, {
          progress: (progress) => port.postMessage({ type: 'progress', id: answering, progress }),
        });
        upgradeStoredSummaries(ctx);
        // Publishes queued battles to a Shared Realm in the background; idle for a campaign with no realm.
        stopRealmSender = startRealmSender(ctx);
        port.postMessage({ type: 'ready', backup: store.backup });
      } catch (error) {
        const problem = error instanceof DatabaseFileError ? error.problem : 'unexpected';
        port.postMessage({ type: 'refused', problem, message: (error as Error).message });
      }
      return;
    }
    answering = message.id;
    const result = ctx ? dispatch(ctx, message.name, message.input) : ({ ok: false, error: { code: 'internal', message: 'The data file is not open yet' } } as const);
    port.postMessage({ type: 'result', id: message.id, result });
  });
  return {
    close: () => {
      stopRealmSender?.();
      if (ctx) stopChronicleIndexing(ctx);
      store?.close();
    },
  };
}
