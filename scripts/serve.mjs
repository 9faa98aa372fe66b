// npm run serve -- [--port N] [--data DIR] [--lan]: the browser host, built first if needed.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfNeeded } from './build-if-needed.mjs';

export function serve(args) {
  const child = spawn(process.execPath, [join('out', 'main', 'host.js'), ...args], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  buildIfNeeded();
  serve(process.argv.slice(2));
}
