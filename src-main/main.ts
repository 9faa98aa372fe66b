import { app, BrowserWindow, dialog, ipcMain, session, shell, utilityProcess, type UtilityProcess } from 'electron';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { databaseFile, repoMigrationsFolder } from './paths';
import { registerIpc } from './ipc';
import { PROGRESS_CHANNEL } from '../src-shared/long-work';
import { createServiceClient, type ServiceClient } from './worker/service-client';
import type { FromWorker, ToWorker } from './worker/protocol';
import { savePdf } from './save-pdf';
import { isSafeExternalUrl, isTrustedRendererUrl, mainWindowOptions } from './window-options';

const rendererIndex = join(__dirname, '..', 'renderer', 'index.html');
const devServerUrl = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL;
let services: UtilityProcess | null = null;

/** From a dev checkout, better-sqlite3's own build is for Node; `npm start` builds an Electron one beside it. */
function devNativeBinding(): string | undefined {
  if (app.isPackaged) return undefined;
  const candidate = join(app.getAppPath(), '.electron-native', process.versions.electron, 'better_sqlite3.node');
  return existsSync(candidate) ? candidate : undefined;
}

/**
 * The services (SQLite and every contract call) run in a utility process, so a long import or a
 * search rebuild never freezes the window; the contract and its envelopes are unchanged.
 */
function startServices(): ServiceClient {
  services = utilityProcess.fork(join(__dirname, 'services-worker.js'), [], { serviceName: 'Warchronicle data', stdio: 'inherit' });
  const child = services;
  const client = createServiceClient(
    { postMessage: (message: ToWorker) => child.postMessage(message), onMessage: (listener) => child.on('message', (message: FromWorker) => listener(message)) },
    {
      file: databaseFile(app.getPath('userData')),
      migrationsFolder: app.isPackaged ? join(process.resourcesPath, 'migrations') : repoMigrationsFolder(__dirname),
      nativeBinding: devNativeBinding(),
      appVersion: app.getVersion(),
    },
    // Long work (a large import, narrating many battles) shows its progress in every window.
    (progress) => {
      for (const window of BrowserWindow.getAllWindows()) window.webContents.send(PROGRESS_CHANNEL, progress);
    },
  );
  child.on('exit', (code) => {
    client.stopped('The Warchronicle data service stopped; restart Warchronicle. Nothing after your last saved change was lost.');
    if (!quitting && code !== 0) dialog.showErrorBox('Warchronicle stopped', `Its data service ended unexpectedly (code ${code}). Restart Warchronicle; every saved change is kept.`);
  });
  return client;
}

let quitting = false;

function createMainWindow(): BrowserWindow {
  const window = new BrowserWindow(mainWindowOptions(join(__dirname, '..', 'preload', 'preload.cjs')));
  window.webContents.setWindowOpenHandler(({ url }) => {
    // Reviewed: only http(s) URLs without credentials reach the system browser (isSafeExternalUrl).
    if (isSafeExternalUrl(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
  window.webContents.on('will-navigate', (event) => event.preventDefault());
  window.webContents.on('will-attach-webview', (event) => event.preventDefault());
  window.once('ready-to-show', () => window.show());
  if (devServerUrl) void window.loadURL(devServerUrl);
  else void window.loadFile(rendererIndex);
  return window;
}

function lockDownSession(): void {
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.defaultSession.setPermissionCheckHandler(() => false);
}

if (!app.requestSingleInstanceLock()) app.quit();

app.on('second-instance', () => {
  const [window] = BrowserWindow.getAllWindows();
  if (window) {
    if (window.isMinimized()) window.restore();
    window.focus();
  }
});

app.on('web-contents-created', (_event, contents) => {
  contents.on('will-navigate', (event) => event.preventDefault());
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
});

void app.whenReady().then(async () => {
  const client = startServices();
  try {
    await client.ready;
  } catch (error) {
    dialog.showErrorBox('Warchronicle cannot open its data', (error as Error).message);
    quitting = true;
    services?.kill();
    app.exit(1);
    return;
  }
  lockDownSession();
  const indexUrl = pathToFileURL(rendererIndex).href;
  registerIpc(
    ipcMain,
    (name, input) => client.call(name, input),
    (event) => isTrustedRendererUrl(event.senderFrame?.url ?? '', indexUrl, devServerUrl),
    { 'app.savePdf': savePdf },
  );
  createMainWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createMainWindow();
  });
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});

app.on('will-quit', () => {
  quitting = true;
  // The services process closes the store on exit; SQLite's WAL keeps every committed change either way.
  services?.kill();
});
