import { readdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { meetsTarget, type BenchSuite, type Metric } from './suite';

/**
 * `npm run bench -- --out FILE [--only NAME]`: runs every suite in bench/suites, prints a table,
 * writes the metrics as JSON, and exits non-zero when any target is missed.
 */
function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function loadSuites(): Promise<BenchSuite[]> {
  const folder = join(dirname(fileURLToPath(import.meta.url)), 'suites');
  const files = (await readdir(folder)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).sort();
  const suites: BenchSuite[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(join(folder, file)).href)) as { suite?: BenchSuite };
    if (module.suite) suites.push(module.suite);
  }
  return suites;
}

function formatValue(value: number): string {
  return Math.abs(value) >= 1000 ? Math.round(value).toLocaleString('en-GB') : Number(value.toPrecision(4)).toString();
}

async function main(): Promise<void> {
  const out = argument('out');
  const only = argument('only');
  const results: { suite: string; metric: Metric; pass: boolean | null }[] = [];
  for (const suite of await loadSuites()) {
    if (only && suite.name !== only) continue;
    for (const metric of await suite.run()) results.push({ suite: suite.name, metric, pass: meetsTarget(metric) });
  }
  const rows = results.map(({ metric, pass }) => [
    metric.name,
    `${formatValue(metric.value)}${metric.unit ? ` ${metric.unit}` : ''}`,
    metric.target ? `${metric.target.op} ${formatValue(metric.target.value)}` : '—',
    pass === null ? '' : pass ? 'pass' : 'FAIL',
  ]);
  const header = ['metric', 'value', 'target', 'result'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const print = (cells: string[]) => console.log(cells.map((c, i) => c.padEnd(widths[i]!)).join('  '));
  print(header);
  print(widths.map((w) => '-'.repeat(w)));
  rows.forEach(print);
  if (out) {
    const json = { generatedAt: new Date().toISOString(), metrics: results.map(({ suite, metric, pass }) => ({ suite, ...metric, pass })) };
    await writeFile(out, `${JSON.stringify(json, null, 2)}\n`);
    console.log(`\nwrote ${out}`);
  }
  if (results.some((r) => r.pass === false)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
