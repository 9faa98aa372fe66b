import { dispatch } from '../../src-main/dispatch';
import { openTempStore, type TempStore } from '../../src-main/testing/temp-store';

/**
 * Puts the real services on `window.warchronicle`, exactly where Electron's preload puts its
 * bridge, over a real SQLite file: renderer tests exercise stores against the real contract.
 */
export function installRealBridge(): TempStore {
  const temp = openTempStore();
  window.warchronicle = {
    invoke: async (call, input) => structuredClone(dispatch(temp.ctx, call, structuredClone(input))),
  };
  return temp;
}

export function removeBridge(temp: TempStore): void {
  delete window.warchronicle;
  temp.dispose();
}
