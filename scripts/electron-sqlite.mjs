// better-sqlite3 is built for Node by `npm install` (tests and the browser host use it). Electron
// needs a binary for its own ABI; it lives in .electron-native/<electron version>/ and the app
// passes it to better-sqlite3 as `nativeBinding`, so neither build ever overwrites the other.
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

const require = createRequire(import.meta.url);

export function electronSqlitePath(electronVersion) {
  return resolve('.electron-native', electronVersion, 'better_sqlite3.node');
}

/** Returns the path of an Electron-ABI better_sqlite3.node, fetching or building it once. */
export function ensureElectronSqlite(electronVersion) {
  const target = electronSqlitePath(electronVersion);
  if (existsSync(target)) return target;
  console.log(`Preparing SQLite for Electron ${electronVersion} (once)…`);
  const work = resolve('.electron-native', `work-${electronVersion}`);
  rmSync(work, { recursive: true, force: true });
  const source = join(require.resolve('better-sqlite3/package.json'), '..');
  cpSync(source, work, { recursive: true, filter: (path) => !path.startsWith(join(source, 'build')) });

  const bin = (name) => resolve('node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);
  const attempts = [
    [bin('prebuild-install'), ['--runtime=electron', `--target=${electronVersion}`, `--arch=${process.arch}`]],
    [bin('node-gyp'), ['rebuild', '--release', '--runtime=electron', `--target=${electronVersion}`, '--dist-url=https://electronjs.org/headers']],
  ];
  for (const [command, args] of attempts) {
    const result = spawnSync(command, args, { cwd: work, stdio: 'inherit', shell: process.platform === 'win32' });
    const built = join(work, 'build', 'Release', 'better_sqlite3.node');
    if (result.status === 0 && existsSync(built)) {
      mkdirSync(join(target, '..'), { recursive: true });
      copyFileSync(built, target);
      rmSync(work, { recursive: true, force: true });
      return target;
    }
  }
  rmSync(work, { recursive: true, force: true });
  throw new Error('could not download or build better-sqlite3 for Electron (no network, or no C++ toolchain)');
}
