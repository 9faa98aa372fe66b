// Electronegativity over the built app. Its CLI exits 0 even when it finds problems, so it is
// run from code here and any finding fails the check.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const run = require('@doyensec/electronegativity/dist/runner.js');
const input = join(process.cwd(), 'out');
if (!existsSync(join(input, 'main', 'main.js'))) {
  console.error('lint:electron needs a build: run `npm run build` first.');
  process.exit(2);
}
const { version } = require('electron/package.json');
const result = await run({ input, electronVersionOverride: version, isRelative: true, output: undefined }, false);
const findings = result.issues;
if (findings.length > 0) {
  for (const issue of findings) {
    console.error(`${issue.id} ${issue.file}:${issue.location?.line ?? '?'} [${issue.severity?.name ?? ''}] ${issue.description}`);
  }
  console.error(`lint:electron: ${findings.length} finding(s).`);
  process.exit(1);
}
console.log(`lint:electron: no findings (${result.globalChecks + result.atomicChecks} checks over out/).`);
