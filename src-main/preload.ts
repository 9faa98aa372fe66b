import { contextBridge, ipcRenderer } from 'electron';
import { isCallName } from '../src-shared/contract/names';
import { PROGRESS_CHANNEL, type LongWorkProgress } from '../src-shared/long-work';

// The page gets two functions: `invoke` reaches only the contract's own channels, and
// `onProgress` hears only the progress of long calls (never the IPC event itself).
contextBridge.exposeInMainWorld('warchronicle', {
  onProgress(listener: (progress: LongWorkProgress | null) => void): void {
    if (typeof listener !== 'function') return;
    ipcRenderer.on(PROGRESS_CHANNEL, (_event, progress: LongWorkProgress | null) => listener(progress));
  },
  invoke(call: unknown, input: unknown): Promise<unknown> {
    if (!isCallName(call)) {
      return Promise.resolve({ ok: false, error: { code: 'unknown_call', message: `There is no call named ${JSON.stringify(call)}` } });
    }
    return ipcRenderer.invoke(`warchronicle:${call}`, input);
  },
});
