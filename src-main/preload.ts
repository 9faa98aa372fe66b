import { contextBridge, ipcRenderer } from 'electron';
import { isCallName } from '../src-shared/contract/names';

// The page gets exactly one function, and it only reaches the contract's own channels.
contextBridge.exposeInMainWorld('warchronicle', {
  invoke(call: unknown, input: unknown): Promise<unknown> {
    if (!isCallName(call)) {
      return Promise.resolve({ ok: false, error: { code: 'unknown_call', message: `There is no call named ${JSON.stringify(call)}` } });
    }
    return ipcRenderer.invoke(`warchronicle:${call}`, input);
  },
});
