// Rebuilds out/ with electron-vite when any source is newer than the last build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['src-main', 'src-renderer', 'src-shared', 'electron.vite.config.ts', 'package.json'];
const BUILT = join('out', 'main', 'main.js');

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

export function buildIfNeeded() {
  const builtAt = existsSync(BUILT) && existsSync(join('out', 'renderer', 'index.html')) ? statSync(BUILT).mtimeMs : 0;
  const changedAt = Math.max(...SOURCES.filter((path) => existsSync(path)).map(newestMtime));
  if (builtAt >= changedAt) return;
  console.log('Building Warchronicle…');
  const result = spawnSync(process.execPath, [join('node_modules', 'electron-vite', 'bin', 'electron-vite.js'), 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
