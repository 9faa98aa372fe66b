import type { RulingChoices } from '../../ruling';
import { SCENARIOS } from '../scenarios';
import { ReportChecks } from './checks';
import { checkClassified, withClassified } from './classified';
import { scoringRounds } from './rounds';
import type { GameEnding, PerSide, RetreatTurn, ScoreLine, ScoringResult, Side } from './types';

export interface ArmoryReport {
  readonly scenario: 'the-armory';
  readonly ending: GameEnding;
  /** Retreat! only: whose Active Turn the game ended at the end of. */
  readonly retreatTurn?: RetreatTurn;
  /**
   * Who Dominated the Armory at the end of each Game Round (null: nobody). When Retreat! ends
   * the game, the last entry is the state at the end of the game.
   */
  readonly armoryDominatedBy: readonly (Side | null)[];
  /** Weapons each side acquired from the Panoplies. */
  readonly panopliesWeapons: PerSide<number>;
  readonly classifiedAchieved: PerSide<number>;
}

export function scoreArmory(report: ArmoryReport, choices?: RulingChoices): ScoringResult {
  const scenario = SCENARIOS['the-armory'];
  const checks = new ReportChecks();
  if (checks.rounds('armoryDominatedBy', report.armoryDominatedBy, report.ending, scenario.lastGameRound)) {
    report.armoryDominatedBy.forEach((side, index) => checks.side(`armoryDominatedBy.${index}`, side, true));
  }
  checks.perSide('panopliesWeapons', report.panopliesWeapons, 0, 99, 'Weapons acquired from the Panoplies');
  checks.retreatTurn(report.ending, report.retreatTurn);
  checkClassified(checks, scenario, report.classifiedAchieved);
  if (checks.problems.length > 0) return { ok: false, problems: checks.problems };

  const rounds = scoringRounds(report.armoryDominatedBy, report.ending, report.retreatTurn, choices);
  const atEnd = report.armoryDominatedBy.at(-1) ?? null;
  const main = (side: Side): ScoreLine[] => {
    const enemy: Side = side === 'A' ? 'B' : 'A';
    const roundLines = rounds.map((holder, index) => ({
      source: `round-${index + 1}-armory`,
      label: `Dominating the Armory in Game Round ${index + 1}`,
      points: holder === side ? 1 : 0,
      detail: holder === side ? 'Dominated.' : holder === null ? 'Nobody Dominated it.' : `Side ${holder} Dominated it.`,
    }));
    const weapons = report.panopliesWeapons;
    return [
      ...roundLines,
      {
        source: 'armory-at-end',
        label: 'Dominating the Armory at the end of the game',
        points: atEnd === side ? 3 : 0,
        detail: atEnd === side ? 'Dominated.' : atEnd === null ? 'Nobody Dominated it.' : `Side ${atEnd} Dominated it.`,
      },
      {
        source: 'panoplies',
        label: 'More weapons from the Panoplies',
        points: weapons[side] > weapons[enemy] ? 2 : 0,
        detail: `${weapons[side]} against ${weapons[enemy]}.`,
      },
    ];
  };
  return { ok: true, score: { scenario: scenario.id, sides: withClassified(scenario, { A: main('A'), B: main('B') }, report.classifiedAchieved) } };
}
