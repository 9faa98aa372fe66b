import type { Dashboard } from '../../src-shared/contract/chronicle';

/** One army's line in the "soldiers lost, per army" chart. */
export interface ArmyLine {
  readonly name: string;
  readonly colour: string;
  /** Chart.js `borderDash`; none for a solid line. */
  readonly dash: readonly number[] | undefined;
}

const DASHES: readonly (readonly number[])[] = [[8, 5], [2, 4], [12, 4, 2, 4]];

/**
 * Each army in the series, in the order it first fought, in its player's colour (else the palette's
 * next). A player's armies share that colour, so the second and later lines of one colour are drawn
 * dashed, each differently (Chart.js draws the legend's sample with the same dash).
 */
export function armyLines(series: Dashboard['series'], colourOf: ReadonlyMap<string, string | null | undefined>, palette: (index: number) => string): Map<string, ArmyLine> {
  const lines = new Map<string, ArmyLine>();
  const seen = new Map<string, number>();
  for (const battle of series) {
    for (const side of battle.sides) {
      if (lines.has(side.armyKey)) continue;
      const colour = colourOf.get(side.armyKey) ?? palette(lines.size);
      const before = seen.get(colour) ?? 0;
      seen.set(colour, before + 1);
      lines.set(side.armyKey, { name: side.army, colour, dash: before === 0 ? undefined : DASHES[(before - 1) % DASHES.length] });
    }
  }
  return lines;
}
