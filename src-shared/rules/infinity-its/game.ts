import { chosenOption, type RulingChoices } from '../ruling';
import type { Applied, BattleResult, BattleSummary, TypedOutcome } from '../../systems/game-system';
import { SCENARIOS } from '../infinity/scenarios';
import { withAssumedRetreatTurn } from '../infinity/scoring/assumed-retreat';
import { scoreScenario, type ScenarioReport } from '../infinity/scoring/score';
import type { RetreatTurn, ScenarioScore } from '../infinity/scoring/types';
import type { ItsEvent, ItsReport } from './events';
import { namedSides } from '../infinity/named-sides';
import { ITS_TOURNAMENT_POINTS } from './rulings';
import { ITS_SIDES, type ItsSetup, type ItsSide } from './setup';

/** One side's standing at the end: what ITS ranks players by, in that order. */
export interface ItsSideResult {
  readonly tournamentPoints: number;
  readonly objectivePoints: number;
  /** Surviving Army Points: ITS's Victory Points. */
  readonly survivingArmyPoints: number;
}

export interface ItsFinal {
  /** Null: equal Objective Points, a tie. */
  readonly winner: ItsSide | null;
  readonly score: ScenarioScore;
  readonly sides: Readonly<Record<ItsSide, ItsSideResult>>;
  /** The Game Round the game ended in. */
  readonly rounds: number;
  readonly ending: 'third-round' | 'retreat';
  /** Retreat! only: whose Active Turn the game ended at the end of. */
  readonly retreatTurn?: RetreatTurn;
  /** The report was saved before the app asked whose Turn it was; `retreatTurn` is the assumed answer. */
  readonly retreatTurnAssumed?: true;
}

export interface ItsState {
  readonly setup: ItsSetup;
  readonly final: ItsFinal | null;
}

export type ItsOutcome = ({ readonly code: 'game-scored' } & ItsFinal) & TypedOutcome;

export const ITS_STAGES = [
  { id: 'playing', label: 'The game' },
  { id: 'over', label: 'Result' },
] as const;

export function initialItsState(setup: ItsSetup): ItsState {
  return { setup, final: null };
}

const TOURNAMENT_POINTS = { 'its-4-2-0': { win: 4, tie: 2, loss: 0 }, 'league-3-1-0': { win: 3, tie: 1, loss: 0 } } as const;

/** The report in the scoring's own shape; a doubly-hacked Console's `neither` is the scoring's null. */
function scenarioReport(setup: ItsSetup, event: ItsEvent, report: ItsReport): ScenarioReport {
  const classifiedAchieved = event.classifiedAchieved;
  switch (report.scenario) {
    case 'nimbus-zone': {
      const { ending: _ending, endedInRound: _round, ...counts } = report;
      return { ...counts, classifiedAchieved };
    }
    case 'annihilation':
      return { ...report, forcePoints: setup.armyPoints, survivingArmyPoints: event.survivingArmyPoints, classifiedAchieved };
    case 'supremacy':
      return {
        ...report,
        consoles: report.consoles.map((entry) =>
          entry.contestWinner === undefined ? { hackedBy: entry.hackedBy } : { hackedBy: entry.hackedBy, contestWinner: entry.contestWinner === 'neither' ? null : entry.contestWinner },
        ),
        classifiedAchieved,
      };
    default:
      return { ...report, classifiedAchieved };
  }
}

function roundsOf(report: ItsReport, lastRound: number): number {
  if (report.scenario === 'nimbus-zone') return report.ending === 'retreat' ? (report.endedInRound ?? lastRound) : lastRound;
  if (report.scenario === 'supremacy') return report.ending === 'retreat' ? report.quadrantsDominated.length : lastRound;
  if (report.scenario === 'the-armory') return report.ending === 'retreat' ? report.armoryDominatedBy.length : lastRound;
  return lastRound;
}

/**
 * Nimbus Zone's Game Round is said exactly when Retreat! ended the game (seed 003 L1108–L1110); a
 * game over in the first Game Round has no Data Packs: they "cannot be downloaded until the second
 * Game Round" (L1046).
 */
function nimbusRoundProblem(report: ItsReport): string | null {
  if (report.scenario !== 'nimbus-zone') return null;
  if (report.ending === 'retreat' && report.endedInRound === undefined) return 'Say in which Game Round Retreat! ended the game.';
  if (report.ending !== 'retreat' && report.endedInRound !== undefined) return 'Only a game ended by Retreat! ends before the third Game Round.';
  if (report.endedInRound === 1 && report.dataPacksDownloaded.A + report.dataPacksDownloaded.B > 0) {
    return 'The game ended in Game Round 1, and Data Packs cannot be downloaded until the second Game Round.';
  }
  return null;
}

/** Scores the end-of-game report: Objective Points by the scenario, the winner, and Tournament Points by the group's ruling. */
export function applyIts(state: ItsState, event: ItsEvent, rulings: RulingChoices): Applied<ItsState, ItsOutcome> {
  if (state.final) return { ok: false, reason: 'This game is already scored; undo the report to correct it.' };
  if (event.report.scenario !== state.setup.scenario) {
    return { ok: false, reason: `This game is ${SCENARIOS[state.setup.scenario].name}; the report is for ${SCENARIOS[event.report.scenario].name}.` };
  }
  for (const side of ITS_SIDES) {
    if (event.survivingArmyPoints[side] > state.setup.armyPoints) {
      return { ok: false, reason: `${state.setup.players[side]} cannot have more Army Points surviving (${event.survivingArmyPoints[side]}) than the ${state.setup.armyPoints} they brought.` };
    }
  }
  const nimbusRound = nimbusRoundProblem(event.report);
  if (nimbusRound) return { ok: false, reason: nimbusRound };
  const { report, assumed } = withAssumedRetreatTurn(event.report);
  const scored = scoreScenario(scenarioReport(state.setup, event, report), rulings);
  if (!scored.ok) return { ok: false, reason: scored.problems.map((problem) => namedSides(problem.message, state.setup)).join(' ') };
  const op = { A: scored.score.sides.A.total, B: scored.score.sides.B.total };
  const winner: ItsSide | null = op.A === op.B ? null : op.A > op.B ? 'A' : 'B';
  const scale = TOURNAMENT_POINTS[chosenOption(ITS_TOURNAMENT_POINTS, rulings)];
  const tp = (side: ItsSide) => (winner === null ? scale.tie : winner === side ? scale.win : scale.loss);
  const sides = Object.fromEntries(
    ITS_SIDES.map((side) => [side, { tournamentPoints: tp(side), objectivePoints: op[side], survivingArmyPoints: event.survivingArmyPoints[side] }]),
  ) as Record<ItsSide, ItsSideResult>;
  const ending = report.scenario === 'annihilation' ? 'third-round' : (report.ending ?? 'third-round');
  const retreatTurn = report.scenario === 'supremacy' || report.scenario === 'the-armory' ? report.retreatTurn : undefined;
  const final: ItsFinal = { winner, score: scored.score, sides, rounds: roundsOf(report, SCENARIOS[state.setup.scenario].lastGameRound), ending, ...(retreatTurn ? { retreatTurn } : {}), ...(assumed ? { retreatTurnAssumed: true as const } : {}) };
  return { ok: true, state: { ...state, final }, outcomes: [{ code: 'game-scored', ...final }] };
}

function resultOf(state: ItsState): BattleResult | null {
  const final = state.final;
  if (!final) return null;
  return {
    winner: final.winner,
    endedBy: final.ending,
    decisive: null,
    turns: final.rounds,
    scores: ITS_SIDES.map((side) => ({
      side,
      total: final.sides[side].objectivePoints,
      breakdown: final.score.sides[side].breakdown.map((line) => ({ source: line.label, points: line.points })),
    })),
    // The scenarios count what was killed in Army Points (seed 003 L394–L408) and the report asks for
    // Army Points surviving, never how many troopers fell: the troopers lost are not counted.
    losses: ITS_SIDES.map((side) => ({ side, amount: state.setup.armyPoints - final.sides[side].survivingArmyPoints, unitsLost: null })),
    tablePoints: ITS_SIDES.map((side) => ({ side, points: final.sides[side].tournamentPoints })),
  };
}

export function itsSummary(state: ItsState): BattleSummary {
  const final = state.final;
  return {
    status: final ? 'over' : 'in-progress',
    turn: final?.rounds ?? 1,
    stage: final ? 'over' : 'playing',
    clock: null,
    scores: { A: final?.sides.A.objectivePoints ?? 0, B: final?.sides.B.objectivePoints ?? 0 },
    losses: { A: final ? state.setup.armyPoints - final.sides.A.survivingArmyPoints : 0, B: final ? state.setup.armyPoints - final.sides.B.survivingArmyPoints : 0 },
    result: resultOf(state),
  };
}
