import type { BrowserWindowConstructorOptions } from 'electron';

/**
 * The main window's options. Kept free of the electron runtime so a unit test can hold every
 * security default in place: isolated, sandboxed, no Node in the page, no remote content.
 */
export function mainWindowOptions(preloadPath: string): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 820,
    minWidth: 960,
    minHeight: 600,
    title: 'Warchronicle',
    backgroundColor: '#1b1d23',
    show: false,
    autoHideMenuBar: true,
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: true,
      safeDialogs: true,
    },
  };
}

/** Only plain web links leave the app, and only to the system browser. */
export function isSafeExternalUrl(raw: string): boolean {
  try {
    const url = new URL(raw);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === '' && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Whether an IPC message comes from the app's own page (file:// build or the dev server). */
export function isTrustedRendererUrl(frameUrl: string, rendererIndexUrl: string, devServerUrl: string | undefined): boolean {
  try {
    const url = new URL(frameUrl);
    if (devServerUrl) return url.origin === new URL(devServerUrl).origin;
    return url.protocol === 'file:' && url.pathname === new URL(rendererIndexUrl).pathname;
  } catch {
    return false;
  }
}
