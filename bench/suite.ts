/** A benchmark metric, optionally with a target it must meet. */
export interface Metric {
  readonly name: string;
  readonly value: number;
  readonly unit?: string;
  readonly target?: { readonly op: '>=' | '<='; readonly value: number };
  readonly note?: string;
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
