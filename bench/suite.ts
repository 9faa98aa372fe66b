/** A benchmark metric, optionally with a target it must meet. */
export interface Metric {
  readonly name: string;
  /** What the target applies to: the figure itself, or for a ratio the measured value over its baseline. */
  readonly value: number;
  readonly unit?: string;
  readonly target?: { readonly op: '>=' | '<='; readonly value: number };
  readonly note?: string;
  /** For a ratio: the measured figure and the baseline it is divided by, both from the same run. */
  readonly versus?: Versus;
}

export interface Versus {
  readonly measured: number;
  readonly baseline: number;
  readonly unit: string;
  /** What the baseline is, in a few words ("one replay", "raw multi-row inserts"). */
  readonly baselineLabel: string;
}

/** A pluggable suite: `bench/suites/<name>.ts` exports `suite`. */
export interface BenchSuite {
  readonly name: string;
  readonly run: () => Promise<readonly Metric[]> | readonly Metric[];
}

export function meetsTarget(metric: Metric): boolean | null {
  if (!metric.target) return null;
  return metric.target.op === '>=' ? metric.value >= metric.target.value : metric.value <= metric.target.value;
}

/** A ratio of two figures measured in the same run, with both kept for the table. */
export function ratioMetric(
  name: string,
  versus: Versus,
  target: Metric['target'],
  note?: string,
): Metric {
  return { name, value: versus.measured / versus.baseline, unit: '×', ...(target ? { target } : {}), versus, ...(note ? { note } : {}) };
}

/** The smallest of `runs` timings of `fn` in milliseconds, after one warm-up: the least disturbed run on a shared machine. */
export function minTime(fn: () => unknown, runs: number): number {
  fn();
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}
