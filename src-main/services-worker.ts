// Entry of the services process: an Electron utilityProcess in the desktop app (process.parentPort),
// or a Node child process with an IPC channel in tests (process.send).
import type { FromWorker, MessagePortLike, ToWorker } from './worker/protocol';
import { serveCalls } from './worker/serve-calls';

interface ParentPort {
  on(event: 'message', listener: (event: { data: ToWorker }) => void): void;
  postMessage(message: FromWorker): void;
}

function parentPort(): MessagePortLike<ToWorker, FromWorker> {
  const electronPort = (process as unknown as { parentPort?: ParentPort }).parentPort;
  if (electronPort) return { postMessage: (m) => electronPort.postMessage(m), onMessage: (l) => electronPort.on('message', (event) => l(event.data)) };
  if (process.send) {
    process.on('disconnect', () => process.exit(0));
    return { postMessage: (m) => process.send!(m), onMessage: (l) => process.on('message', (m) => l(m as ToWorker)) };
  }
  throw new Error('The services process must be started by Warchronicle');
}

const served = serveCalls(parentPort());
process.on('exit', () => served.close());
// Electron ends the process with SIGTERM on quit: close the store (checkpointing its WAL) first.
process.on('SIGTERM', () => process.exit(0));
