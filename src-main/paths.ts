import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

export const APP_NAME = 'Warchronicle';
export const DATABASE_FILE_NAME = 'warchronicle.db';

/**
 * The per-user data folder, the same one Electron's `app.getPath('userData')` gives for an app
 * named Warchronicle, so the desktop app and the browser host open the same campaigns.
 */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): string {
  if (platform === 'win32') return join(env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'), APP_NAME);
  if (platform === 'darwin') return join(homedir(), 'Library', 'Application Support', APP_NAME);
  return join(env.XDG_CONFIG_HOME ?? join(homedir(), '.config'), APP_NAME);
}

export function databaseFile(dataDir: string): string {
  return join(dataDir, DATABASE_FILE_NAME);
}

/** The repo's migrations folder, from a source or a built file anywhere below the repo root. */
export function repoMigrationsFolder(fromDir: string): string {
  let dir = resolve(fromDir);
  for (let i = 0; i < 6; i++) {
    if (dir.endsWith('src-main') || dir.endsWith('out')) return join(dir, '..', 'migrations');
    if (dir.endsWith(join('out', 'main'))) return join(dir, '..', '..', 'migrations');
    dir = resolve(dir, '..');
  }
  return join(process.cwd(), 'migrations');
}
