import { objectiveName, type ClassifiedObjectiveId } from './objectives';

/** One line of a Classified Chart: the D20 results it covers (inclusive) and the objective. */
export interface ChartEntry {
  readonly min: number;
  readonly max: number;
  readonly objective: ClassifiedObjectiveId;
  /** As printed on the chart. */
  readonly name: string;
}

export type ChartId = 'MK1' | 'MK2' | 'MK3' | 'MK4';

export interface ClassifiedChart {
  readonly id: ChartId;
  /** The model as players say it: "MK.1" (printed "CLASSIFIED CHART MK.. 1", seed 003 L22). */
  readonly name: string;
  /** As printed: "CLASSIFIED CHART MK.1". */
  readonly title: string;
  readonly entries: readonly ChartEntry[];
}

/** Each chart lists D20 results 1 to 20 in order, one objective per result. */
function chart(id: ChartId, name: string, byResult: readonly ClassifiedObjectiveId[]): ClassifiedChart {
  return {
    id,
    name,
    title: `Classified Chart ${name}`,
    entries: byResult.map((objective, index) => ({ min: index + 1, max: index + 1, objective, name: objectiveName(objective) })),
  };
}

// Infinity N3, Scenarios: "CLASSIFIED CHART MODELS". The PDF sets MK.1 beside MK.3 and MK.2
// beside MK.4, so the extracted text alternates between the two columns line by line.
export const CLASSIFIED_CHARTS: Readonly<Record<ChartId, ClassifiedChart>> = {
  MK1: chart('MK1', 'MK.1', [
    'test-run', 'experimental-drug', 'data-scan', 'extreme-prejudice', 'sabotage',
    'hvt-espionage', 'telemetry', 'hvt-retroengineering', 'extreme-prejudice', 'sabotage',
    'hvt-inoculation', 'experimental-drug', 'hvt-designation', 'data-scan', 'hvt-espionage',
    'hvt-designation', 'telemetry', 'hvt-inoculation', 'test-run', 'hvt-retroengineering',
  ]),
  MK2: chart('MK2', 'MK.2', [
    'hvt-espionage', 'test-run', 'hvt-designation', 'experimental-drug', 'hvt-inoculation',
    'data-scan', 'hvt-retroengineering', 'extreme-prejudice', 'hvt-designation', 'telemetry',
    'hvt-inoculation', 'telemetry', 'hvt-espionage', 'sabotage', 'experimental-drug',
    'extreme-prejudice', 'sabotage', 'hvt-retroengineering', 'data-scan', 'test-run',
  ]),
  MK3: chart('MK3', 'MK.3', [
    'data-scan', 'hvt-designation', 'experimental-drug', 'test-run', 'data-scan',
    'telemetry', 'extreme-prejudice', 'hvt-inoculation', 'telemetry', 'hvt-retroengineering',
    'sabotage', 'hvt-espionage', 'test-run', 'hvt-designation', 'sabotage',
    'hvt-retroengineering', 'extreme-prejudice', 'hvt-espionage', 'experimental-drug', 'hvt-inoculation',
  ]),
  MK4: chart('MK4', 'MK.4', [
    'hvt-retroengineering', 'hvt-espionage', 'test-run', 'hvt-designation', 'extreme-prejudice',
    'hvt-espionage', 'hvt-inoculation', 'telemetry', 'experimental-drug', 'hvt-inoculation',
    'data-scan', 'sabotage', 'experimental-drug', 'hvt-retroengineering', 'extreme-prejudice',
    'test-run', 'data-scan', 'hvt-designation', 'telemetry', 'sabotage',
  ]),
};

export const CHART_IDS: readonly ChartId[] = ['MK1', 'MK2', 'MK3', 'MK4'];

/** The entry covering a D20 result, or null outside 1..20. */
export function chartEntry(chartId: ChartId, result: number): ChartEntry | null {
  return CLASSIFIED_CHARTS[chartId].entries.find((entry) => result >= entry.min && result <= entry.max) ?? null;
}
