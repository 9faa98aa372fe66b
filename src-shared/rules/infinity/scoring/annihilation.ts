import { chosenOption, type RulingChoices } from '../../ruling';
import { ANNIHILATION_BANDS } from '../rulings';
import { SCENARIOS } from '../scenarios';
import { ReportChecks } from './checks';
import { checkClassified, withClassified } from './classified';
import type { PerSide, ScoreLine, ScoringResult, Side } from './types';
import { SIDES } from './types';

/** A trooper left off the table until the end: "considered as Killed by the adversary". */
export interface NeverDeployedTrooper {
  readonly name: string;
  readonly armyPoints: number;
}

export interface AnnihilationReport {
  readonly scenario: 'annihilation';
  /** The agreed force per side; the scenario prints 300. */
  readonly forcePoints?: number;
  /** Enemy Army Points each side killed on the table. */
  readonly enemyArmyPointsKilled: PerSide<number>;
  /** Each side's own troopers never deployed; they count as killed by the adversary. */
  readonly neverDeployed?: PerSide<readonly NeverDeployedTrooper[]>;
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

const pointsOf = (troopers: readonly NeverDeployedTrooper[]): number => troopers.reduce((sum, trooper) => sum + trooper.armyPoints, 0);

function checkNeverDeployed(checks: ReportChecks, neverDeployed: PerSide<readonly NeverDeployedTrooper[]>, force: number): void {
  for (const side of SIDES) {
    const troopers: readonly unknown[] = Array.isArray(neverDeployed[side]) ? neverDeployed[side] : [];
    troopers.forEach((entry, index) => {
      const trooper = entry as Partial<NeverDeployedTrooper>;
      const path = `neverDeployed.${side}.${index}`;
      if (typeof trooper.name !== 'string' || trooper.name.trim() === '') checks.add(`${path}.name`, `Name trooper ${index + 1} of Side ${side} that was never deployed.`);
      checks.count(`${path}.armyPoints`, trooper.armyPoints, 1, force, `Army Points of trooper ${index + 1} of Side ${side} never deployed`);
    });
  }
}

/** Killed on the table plus the enemy troopers never deployed ("considered as Killed by the adversary"). */
function killsLine(onTable: number, enemyNeverDeployed: readonly NeverDeployedTrooper[], bands: readonly [number, number, number]): ScoreLine {
  const absent = pointsOf(enemyNeverDeployed);
  const line = bandLine('kills', 'Killing enemy Army Points', onTable + absent, bands);
  if (absent === 0) return line;
  const names = enemyNeverDeployed.map((trooper) => `${trooper.name} (${trooper.armyPoints})`).join(', ');
  return { ...line, detail: `${line.detail} ${onTable} killed on the table and ${absent} never deployed: ${names}.` };
}

export function scoreAnnihilation(report: AnnihilationReport, choices?: RulingChoices): ScoringResult {
  const scenario = SCENARIOS.annihilation;
  const checks = new ReportChecks();
  const force = report.forcePoints ?? PRINTED_FORCE;
  if (checks.count('forcePoints', force, 1, 10_000, 'Force size')) {
    checks.perSide('enemyArmyPointsKilled', report.enemyArmyPointsKilled, 0, force, 'Enemy Army Points killed');
    checks.perSide('survivingArmyPoints', report.survivingArmyPoints, 0, force, 'Surviving Army Points');
  }
  const neverDeployed = report.neverDeployed ?? { A: [], B: [] };
  checkNeverDeployed(checks, neverDeployed, force);
  checkClassified(checks, scenario, report.classifiedAchieved);
  if (checks.problems.length === 0) {
    for (const side of SIDES) {
      const enemy: Side = side === 'A' ? 'B' : 'A';
      const absent = pointsOf(neverDeployed[side]);
      const accounted = report.survivingArmyPoints[side] + report.enemyArmyPointsKilled[enemy] + absent;
      if (accounted > force) {
        checks.add(
          `survivingArmyPoints.${side}`,
          `Side ${side} has ${report.survivingArmyPoints[side]} surviving${absent > 0 ? `, ${absent} never deployed` : ''} and ${report.enemyArmyPointsKilled[enemy]} killed by Side ${enemy}: more than its ${force}-point force.`,
        );
      }
    }
  }
  if (checks.problems.length > 0) return { ok: false, problems: checks.problems };

  const bands = annihilationBands(force, choices);
  const main = (side: Side): ScoreLine[] => [
    killsLine(report.enemyArmyPointsKilled[side], neverDeployed[side === 'A' ? 'B' : 'A'], bands),
    bandLine('survivors', 'Keeping Army Points alive', report.survivingArmyPoints[side], bands),
  ];
  return { ok: true, score: { scenario: scenario.id, sides: withClassified(scenario, { A: main('A'), B: main('B') }, report.classifiedAchieved) } };
}
