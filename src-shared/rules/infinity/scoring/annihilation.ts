import { chosenOption, type RulingChoices } from '../../ruling';
import { ANNIHILATION_BANDS } from '../rulings';
import { SCENARIOS } from '../scenarios';
import { ReportChecks } from './checks';
import { checkClassified, withClassified } from './classified';
import type { PerSide, ScoreLine, ScoringResult, Side } from './types';
import { SIDES } from './types';

export interface AnnihilationReport {
  readonly scenario: 'annihilation';
  /** The agreed force per side; the scenario prints 300. */
  readonly forcePoints?: number;
  /** Enemy Army Points each side killed (troopers never deployed count as killed). */
  readonly enemyArmyPointsKilled: PerSide<number>;
  /** Each side's own Army Points still alive at the end. */
  readonly survivingArmyPoints: PerSide<number>;
  readonly classifiedAchieved: PerSide<number>;
}

const PRINTED_FORCE = 300;

/** Lowest Army Points scoring 1, 2 and 3 OP. */
export function annihilationBands(forcePoints: number, choices?: RulingChoices): readonly [number, number, number] {
  if (chosenOption(ANNIHILATION_BANDS, choices) === 'inclusive-300') return [75, 151, 251];
  return [Math.ceil(forcePoints / 4), Math.floor(forcePoints / 2) + 1, Math.floor((forcePoints * 5) / 6) + 1];
}

function bandLine(source: string, label: string, armyPoints: number, bands: readonly [number, number, number]): ScoreLine {
  const points = bands.filter((lowest) => armyPoints >= lowest).length;
  const [one, two, three] = bands;
  const band = ['below ' + one, `${one}–${two - 1}`, `${two}–${three - 1}`, `more than ${three - 1}`][points]!;
  return { source, label, points, detail: `${armyPoints} Army Points: ${band}.` };
}

export function scoreAnnihilation(report: AnnihilationReport, choices?: RulingChoices): ScoringResult {
  const scenario = SCENARIOS.annihilation;
  const checks = new ReportChecks();
  const force = report.forcePoints ?? PRINTED_FORCE;
  if (checks.count('forcePoints', force, 1, 10_000, 'Force size')) {
    checks.perSide('enemyArmyPointsKilled', report.enemyArmyPointsKilled, 0, force, 'Enemy Army Points killed');
    checks.perSide('survivingArmyPoints', report.survivingArmyPoints, 0, force, 'Surviving Army Points');
  }
  checkClassified(checks, scenario, report.classifiedAchieved);
  if (checks.problems.length === 0) {
    for (const side of SIDES) {
      const enemy: Side = side === 'A' ? 'B' : 'A';
      const accounted = report.survivingArmyPoints[side] + report.enemyArmyPointsKilled[enemy];
      if (accounted > force) {
        checks.add(
          `survivingArmyPoints.${side}`,
          `Side ${side} has ${report.survivingArmyPoints[side]} surviving and ${report.enemyArmyPointsKilled[enemy]} killed by Side ${enemy}: more than its ${force}-point force.`,
        );
      }
    }
  }
  if (checks.problems.length > 0) return { ok: false, problems: checks.problems };

  const bands = annihilationBands(force, choices);
  const main = (side: Side): ScoreLine[] => [
    bandLine('kills', 'Enemy Army Points killed', report.enemyArmyPointsKilled[side], bands),
    bandLine('survivors', 'Surviving Army Points', report.survivingArmyPoints[side], bands),
  ];
  return { ok: true, score: { scenario: scenario.id, sides: withClassified(scenario, { A: main('A'), B: main('B') }, report.classifiedAchieved) } };
}
