import { readdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { meetsTarget, type BenchSuite, type Metric } from './suite';

/**
 * `npm run bench -- [--only NAME] [--out FILE] [--markdown]`: runs every suite in bench/suites,
 * prints a table, writes the metrics as JSON, and exits non-zero when any target is missed.
 * `--markdown` prints the table as Markdown (for the README) with the machine and date.
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

const withUnit = (value: number, unit: string | undefined) => `${formatValue(value)}${unit ? ` ${unit}` : ''}`;

/** The table's cells for one metric: figure, value, baseline, ratio, target, pass. */
function cells(metric: Metric, pass: boolean | null): string[] {
  const { versus } = metric;
  return [
    metric.name,
    versus ? withUnit(versus.measured, versus.unit) : withUnit(metric.value, metric.unit),
    versus ? `${withUnit(versus.baseline, versus.unit)} (${versus.baselineLabel})` : '—',
    versus ? `${formatValue(metric.value)}×` : '—',
    metric.target ? `${metric.target.op === '<=' ? '≤' : '≥'} ${formatValue(metric.target.value)}${versus ? '×' : metric.unit ? ` ${metric.unit}` : ''}` : '—',
    pass === null ? '' : pass ? 'pass' : 'FAIL',
  ];
}

const HEADER = ['figure', 'value', 'baseline', 'ratio', 'target', 'pass'];

function machine(): string {
  const cores = cpus();
  const load = loadavg().map((l) => l.toFixed(1)).join(' / ');
  return `${cores[0]?.model.trim() ?? 'unknown CPU'}, ${cores.length} cores, Node ${process.version}, ${process.platform}; load average at the end ${load} (1 / 5 / 15 min)`;
}

function printPlain(rows: string[][]): void {
  const widths = HEADER.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const print = (row: string[]) => console.log(row.map((c, i) => c.padEnd(widths[i]!)).join('  '));
  print(HEADER);
  print(widths.map((w) => '-'.repeat(w)));
  rows.forEach(print);
}

function printMarkdown(rows: string[][], started: Date): void {
  const escape = (cell: string) => cell.replace(/\|/g, '\\|');
  console.log(`Measured ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine()}.`);
  console.log('Each ratio divides the figure by its baseline measured in the same run.\n');
  console.log(`| ${HEADER.join(' | ')} |`);
  console.log(`| ${HEADER.map((_, i) => (i === 0 ? '---' : i === HEADER.length - 1 ? ':---:' : '---:')).join(' | ')} |`);
  for (const row of rows) console.log(`| ${row.map(escape).join(' | ')} |`);
}

async function main(): Promise<void> {
  const started = new Date();
  const out = argument('out');
  const only = argument('only');
  const results: { suite: string; metric: Metric; pass: boolean | null }[] = [];
  for (const suite of await loadSuites()) {
    if (only && suite.name !== only) continue;
    for (const metric of await suite.run()) results.push({ suite: suite.name, metric, pass: meetsTarget(metric) });
  }
  const rows = results.map(({ metric, pass }) => cells(metric, pass));
  if (process.argv.includes('--markdown')) printMarkdown(rows, started);
  else printPlain(rows);
  if (out) {
    const json = { generatedAt: started.toISOString(), machine: machine(), metrics: results.map(({ suite, metric, pass }) => ({ suite, ...metric, pass })) };
    await writeFile(out, `${JSON.stringify(json, null, 2)}\n`);
    console.log(`\nwrote ${out}`);
  }
  if (results.some((r) => r.pass === false)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
