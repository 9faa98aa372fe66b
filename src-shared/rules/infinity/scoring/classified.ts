import type { ScenarioDefinition } from '../scenarios';
import type { ReportChecks } from './checks';
import type { PerSide, ScoreLine, Side } from './types';
import { SIDES } from './types';

export function checkClassified(checks: ReportChecks, scenario: ScenarioDefinition, achieved: PerSide<number> | undefined): void {
  checks.perSide('classifiedAchieved', achieved, 0, scenario.classified.count, 'Classified Objectives achieved');
}

/** The classified line of one side, given the points it already has from main objectives. */
export function classifiedLine(scenario: ScenarioDefinition, achieved: number, mainPoints: number): ScoreLine {
  const { pointsEach, onlyBelow } = scenario.classified;
  const earned = achieved * pointsEach;
  const each = `${pointsEach} OP each`;
  if (onlyBelow !== null && mainPoints >= onlyBelow) {
    return {
      source: 'classified',
      label: 'Classified Objectives',
      points: 0,
      detail: `${achieved} achieved, but Classified Objectives count only below ${onlyBelow} OP and the player has ${mainPoints}.`,
    };
  }
  return { source: 'classified', label: 'Classified Objectives', points: earned, detail: `${achieved} achieved, ${each}.` };
}

/** Totals main lines, then appends the classified line for each side. */
export function withClassified(
  scenario: ScenarioDefinition,
  main: PerSide<readonly ScoreLine[]>,
  achieved: PerSide<number>,
): PerSide<{ total: number; breakdown: ScoreLine[] }> {
  const score = (side: Side) => {
    const mainPoints = main[side].reduce((sum, line) => sum + line.points, 0);
    const classified = classifiedLine(scenario, achieved[side], mainPoints);
    return { total: mainPoints + classified.points, breakdown: [...main[side], classified] };
  };
  return Object.fromEntries(SIDES.map((side) => [side, score(side)])) as PerSide<{ total: number; breakdown: ScoreLine[] }>;
}
