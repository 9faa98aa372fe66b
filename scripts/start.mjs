// npm start: build if needed, then open the Electron window. Where the Electron binary cannot be
// obtained (it downloads on first run), say so in one line and start the browser host instead.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { buildIfNeeded } from './build-if-needed.mjs';
import { ensureElectronSqlite } from './electron-sqlite.mjs';
import { serve } from './serve.mjs';

const require = createRequire(import.meta.url);
const args = process.argv.slice(2);

function electronBinary() {
  // Requiring 'electron' downloads its binary on first use (Electron 45+); do it in a child so a
  // failed download is an exit code, not a crash here.
  const probe = spawnSync(process.execPath, ['-e', "process.stdout.write(require('electron'))"], { encoding: 'utf8', timeout: 10 * 60_000 });
  if (probe.status === 0 && probe.stdout) return { path: probe.stdout };
  const reason = (probe.stderr || probe.error?.message || '').split('\n').find((line) => /Error|error/.test(line)) ?? 'download failed';
  return { reason: reason.trim() };
}

function fallBackToBrowser(why) {
  console.log(`Electron is not available here (${why}); starting the browser host instead.`);
  serve(args);
}

buildIfNeeded();
if (args.includes('--browser')) {
  serve(args.filter((arg) => arg !== '--browser'));
} else {
  const electron = electronBinary();
  if (!electron.path) {
    fallBackToBrowser(electron.reason);
  } else {
    try {
      ensureElectronSqlite(require('electron/package.json').version);
      const child = spawn(electron.path, ['.', ...args], { stdio: 'inherit' });
      child.on('exit', (code) => process.exit(code ?? 0));
    } catch (error) {
      fallBackToBrowser(error.message);
    }
  }
}
