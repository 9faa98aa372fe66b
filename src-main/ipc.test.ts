import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { IpcMain, IpcMainInvokeEvent, WebContents } from 'electron';
import { CALL_NAMES } from '../src-shared/contract';
import { channelFor, registerIpc } from './ipc';
import { dispatch } from './dispatch';
import { openTempStore, type TempStore } from './testing/temp-store';

// Electron cannot run on these machines, so the binding is driven through the one method it uses
// (`handle`), with the real contract and real services on a real SQLite file behind it.
type Listener = (event: IpcMainInvokeEvent, input: unknown) => Promise<unknown>;
function recordingIpcMain(): { ipcMain: IpcMain; invoke: (call: string, input: unknown, frameUrl?: string) => Promise<unknown> } {
  const listeners = new Map<string, Listener>();
  const ipcMain = { handle: (channel: string, listener: Listener) => listeners.set(channel, listener) } as unknown as IpcMain;
  const sender = { id: 1 } as unknown as WebContents;
  return {
    ipcMain,
    invoke: (call, input, frameUrl = 'file:///app/out/renderer/index.html') =>
      listeners.get(channelFor(call))!({ sender, senderFrame: { url: frameUrl } } as unknown as IpcMainInvokeEvent, input),
  };
}

let temp: TempStore;
beforeEach(() => {
  temp = openTempStore();
});
afterEach(() => temp.dispose());

describe('Electron IPC binding', () => {
  const trusted = (event: IpcMainInvokeEvent) => event.senderFrame?.url.startsWith('file:///app/out/renderer/') ?? false;

  it('binds exactly the contract calls and answers them from the services', async () => {
    const { ipcMain, invoke } = recordingIpcMain();
    const handled: string[] = [];
    const original = ipcMain.handle.bind(ipcMain);
    ipcMain.handle = ((channel: string, listener: Listener) => {
      handled.push(channel);
      original(channel, listener);
    }) as IpcMain['handle'];
    registerIpc(ipcMain, (name, input) => dispatch(temp.ctx, name, input), trusted);
    expect(handled).toEqual(CALL_NAMES.map(channelFor));
    expect(await invoke('campaigns.create', { name: 'Over IPC' })).toMatchObject({ ok: true, value: { name: 'Over IPC' } });
  });

  it('refuses a frame that is not the app page, and writes nothing', async () => {
    const { ipcMain, invoke } = recordingIpcMain();
    registerIpc(ipcMain, (name, input) => dispatch(temp.ctx, name, input), trusted);
    expect(await invoke('campaigns.create', { name: 'Injected' }, 'https://evil.example/')).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
    expect(temp.store.sqlite.prepare('SELECT count(*) FROM campaigns').pluck().get()).toBe(0);
  });

  it('checks a desktop-only call against the contract before its handler runs', async () => {
    const { ipcMain, invoke } = recordingIpcMain();
    const asked: unknown[] = [];
    registerIpc(ipcMain, (name, input) => dispatch(temp.ctx, name, input), trusted, {
      'app.savePdf': async (_sender, input: { suggestedName: string }) => {
        asked.push(input);
        return { saved: true, path: `/docs/${input.suggestedName}.pdf` };
      },
    });
    expect(await invoke('app.savePdf', { suggestedName: '' })).toMatchObject({ ok: false, error: { code: 'invalid_input', path: 'suggestedName' } });
    expect(asked).toEqual([]);
    expect(await invoke('app.savePdf', { suggestedName: '  Roster ' })).toEqual({ ok: true, value: { saved: true, path: '/docs/Roster.pdf' } });
    expect(asked).toEqual([{ suggestedName: 'Roster' }]);
  });

  it('turns a failing desktop handler into an error result', async () => {
    const { ipcMain, invoke } = recordingIpcMain();
    registerIpc(ipcMain, (name, input) => dispatch(temp.ctx, name, input), trusted, {
      'app.savePdf': async () => {
        throw new Error('disk full');
      },
    });
    expect(await invoke('app.savePdf', { suggestedName: 'Roster' })).toEqual({ ok: false, error: { code: 'internal', message: 'Something went wrong in app.savePdf: disk full' } });
  });
});
