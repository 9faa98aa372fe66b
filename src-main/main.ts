import { app, BrowserWindow, dialog, ipcMain, session, shell } from 'electron';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase, type OpenedDatabase } from './db/open';
import { DatabaseFileError } from './db/database-file-error';
import { databaseFile, repoMigrationsFolder } from './paths';
import { createServiceContext } from './services/context';
import { registerIpc } from './ipc';
import { savePdf } from './save-pdf';
import { isSafeExternalUrl, isTrustedRendererUrl, mainWindowOptions } from './window-options';

const rendererIndex = join(__dirname, '..', 'renderer', 'index.html');
const devServerUrl = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL;
let store: OpenedDatabase | null = null;

/** From a dev checkout, better-sqlite3's own build is for Node; `npm start` builds an Electron one beside it. */
function devNativeBinding(): string | undefined {
  if (app.isPackaged) return undefined;
  const candidate = join(app.getAppPath(), '.electron-native', process.versions.electron, 'better_sqlite3.node');
  return existsSync(candidate) ? candidate : undefined;
}

function openStore(): OpenedDatabase {
  return openDatabase({
    file: databaseFile(app.getPath('userData')),
    migrationsFolder: app.isPackaged ? join(process.resourcesPath, 'migrations') : repoMigrationsFolder(__dirname),
    nativeBinding: devNativeBinding(),
  });
}

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

void app.whenReady().then(() => {
  try {
    store = openStore();
  } catch (error) {
    const message = error instanceof DatabaseFileError ? error.message : String(error);
    dialog.showErrorBox('Warchronicle cannot open its data', message);
    app.exit(1);
    return;
  }
  lockDownSession();
  const indexUrl = pathToFileURL(rendererIndex).href;
  registerIpc(
    ipcMain,
    createServiceContext(store, 'electron', app.getVersion()),
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

app.on('will-quit', () => store?.close());
