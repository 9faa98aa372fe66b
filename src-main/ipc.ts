import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import { CALL_NAMES, fail } from '../src-shared/contract';
import { dispatch } from './dispatch';
import type { ServiceContext } from './services/context';

export const channelFor = (call: string): string => `warchronicle:${call}`;

/** Binds each contract call to its own IPC channel; messages from any other frame are refused. */
export function registerIpc(ipcMain: IpcMain, ctx: ServiceContext, isTrustedSender: (event: IpcMainInvokeEvent) => boolean): void {
  for (const name of CALL_NAMES) {
    ipcMain.handle(channelFor(name), (event, input: unknown) =>
      isTrustedSender(event) ? dispatch(ctx, name, input) : fail('unauthorized', 'This window is not allowed to call Warchronicle'),
    );
  }
}
