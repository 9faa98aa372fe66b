import { describe, expect, it } from 'vitest';
import { CHART_IDS, CLASSIFIED_CHARTS, chartEntry } from './charts';
import { CLASSIFIED_OBJECTIVES } from './objectives';

/**
 * Transcribed from the seed text (seed 003 L18 "CLASSIFIED CHART MODELS"), column by column, with
 * the names spelled as printed. The PDF pairs MK.1 with MK.3 (headings L22, L28; rows L30–L202, each
 * row "n MK.1-name n MK.3-name") and MK.2 with MK.4 (headings L204, L210; rows L212–L383).
 */
const SEED: Record<string, string[]> = {
  // CLASSIFIED CHART MK.1, D20 1..20
  MK1: ['Test Run', 'Experimental Drug', 'Data Scan', 'Extreme Prejudice', 'Sabotage', 'HVT: Espionage', 'Telemetry', 'HVT: Retroengineering', 'Extreme Prejudice', 'Sabotage', 'HVT: Inoculation', 'Experimental Drug', 'HVT: Designation', 'Data Scan', 'HVT: Espionage', 'HVT: Designation', 'Telemetry', 'HVT: Inoculation', 'Test Run', 'HVT: Retroengineering'],
  // CLASSIFIED CHART MK.2, D20 1..20
  MK2: ['HVT: Espionage', 'Test Run', 'HVT: Designation', 'Experimental Drug', 'HVT: Inoculation', 'Data Scan', 'HVT: Retroengineering', 'Extreme Prejudice', 'HVT: Designation', 'Telemetry', 'HVT: Inoculation', 'Telemetry', 'HVT: Espionage', 'Sabotage', 'Experimental Drug', 'Extreme Prejudice', 'Sabotage', 'HVT: Retroengineering', 'Data Scan', 'Test Run'],
  // CLASSIFIED CHART MK.3, D20 1..20
  MK3: ['Data Scan', 'HVT: Designation', 'Experimental Drug', 'Test Run', 'Data Scan', 'Telemetry', 'Extreme Prejudice', 'HVT: Inoculation', 'Telemetry', 'HVT: Retroengineering', 'Sabotage', 'HVT: Espionage', 'Test Run', 'HVT: Designation', 'Sabotage', 'HVT: Retroengineering', 'Extreme Prejudice', 'HVT: Espionage', 'Experimental Drug', 'HVT: Inoculation'],
  // CLASSIFIED CHART MK.4, D20 1..20
  MK4: ['HVT: Retroengineering', 'HVT: Espionage', 'Test Run', 'HVT: Designation', 'Extreme Prejudice', 'HVT: Espionage', 'HVT: Inoculation', 'Telemetry', 'Experimental Drug', 'HVT: Inoculation', 'Data Scan', 'Sabotage', 'Experimental Drug', 'HVT: Retroengineering', 'Extreme Prejudice', 'Test Run', 'Data Scan', 'HVT: Designation', 'Telemetry', 'Sabotage'],
};

const rows = CHART_IDS.flatMap((chart) => SEED[chart]!.map((name, index) => [chart, index + 1, name] as const));

describe('Classified Charts MK.1–MK.4 (seed 003 L18–L383, Classified Chart Models)', () => {
  it.each(rows)('%s, D20 result %i is %s', (chart, result, name) => {
    const entry = chartEntry(chart, result);
    expect(entry).toMatchObject({ min: result, max: result, name });
  });

  it('names the charts as printed: MK.1 to MK.4 (seed 003 L22, L28, L204, L210 "CLASSIFIED CHART MK.. 1")', () => {
    expect(CHART_IDS.map((chart) => [CLASSIFIED_CHARTS[chart].name, CLASSIFIED_CHARTS[chart].title])).toEqual([
      ['MK.1', 'Classified Chart MK.1'],
      ['MK.2', 'Classified Chart MK.2'],
      ['MK.3', 'Classified Chart MK.3'],
      ['MK.4', 'Classified Chart MK.4'],
    ]);
  });

  it('covers every D20 result exactly once on each chart, with no gaps or overlaps', () => {
    for (const chart of CHART_IDS) {
      for (let result = 1; result <= 20; result++) {
        expect(CLASSIFIED_CHARTS[chart].entries.filter((e) => result >= e.min && result <= e.max)).toHaveLength(1);
      }
      expect(chartEntry(chart, 0)).toBeNull();
      expect(chartEntry(chart, 21)).toBeNull();
    }
  });

  it('lists each of the ten objectives exactly twice per chart (a check on reading the interleaved columns)', () => {
    for (const chart of CHART_IDS) {
      for (const objective of CLASSIFIED_OBJECTIVES) {
        expect(CLASSIFIED_CHARTS[chart].entries.filter((e) => e.objective === objective.id)).toHaveLength(2);
      }
    }
  });
});
