/**
 * Battle names as a chart's axis labels: numbered in order and cut short, so a narrow chart can
 * show every few of them rather than skip all but the first behind one long name.
 */
export function battleAxisLabels(names: readonly string[]): string[] {
  return names.map((name, i) => (name.length > 22 ? `${i + 1}. ${name.slice(0, 20)}…` : `${i + 1}. ${name}`));
}
