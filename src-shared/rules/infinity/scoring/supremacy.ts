import type { RulingChoices } from '../../ruling';
import { SCENARIOS, SUPREMACY_CONSOLES, SUPREMACY_QUADRANTS } from '../scenarios';
import { ReportChecks } from './checks';
import { checkClassified, withClassified } from './classified';
import { scoringRounds } from './rounds';
import type { GameEnding, PerSide, RetreatTurn, ScoreLine, ScoringResult, Side } from './types';

export interface SupremacyConsole {
  /** Sides that Hacked this Console during the game. */
  readonly hackedBy: readonly Side[];
  /**
   * Only for a Console hacked by both: the winner of the end-of-game Face to Face WIP Roll (or the
   * only side with surviving Specialist Troops); null when neither side has any.
   */
  readonly contestWinner?: Side | null;
}

export interface SupremacyReport {
  readonly scenario: 'supremacy';
  readonly ending: GameEnding;
  /** Retreat! only: whose Active Turn the game ended at the end of. */
  readonly retreatTurn?: RetreatTurn;
  /** Quadrants each side Dominated at the end of each Game Round (with Retreat!, the last is the game's end). */
  readonly quadrantsDominated: readonly PerSide<number>[];
  /** The four Consoles, in any fixed order. */
  readonly consoles: readonly SupremacyConsole[];
  readonly classifiedAchieved: PerSide<number>;
}

function checkConsoles(checks: ReportChecks, consoles: readonly SupremacyConsole[] | undefined): void {
  if (!Array.isArray(consoles) || consoles.length !== SUPREMACY_CONSOLES) {
    return checks.add('consoles', Array.isArray(consoles) ? `Report all ${SUPREMACY_CONSOLES} Consoles, not ${consoles.length}.` : `Report all ${SUPREMACY_CONSOLES} Consoles.`);
  }
  consoles.forEach((entry, index) => {
    const path = `consoles.${index}`;
    const sides: readonly unknown[] = Array.isArray(entry.hackedBy) ? entry.hackedBy : [];
    if (!sides.every((side, at) => checks.side(`${path}.hackedBy.${at}`, side, false))) return;
    if (new Set(sides).size !== sides.length) checks.add(`${path}.hackedBy`, 'A side is listed twice.');
    const contested = new Set(sides).size === 2;
    if (contested && entry.contestWinner === undefined) {
      checks.add(`${path}.contestWinner`, 'Hacked by both: give the Face to Face WIP Roll winner, or null if neither side has Specialist Troops left.');
    } else if (contested) {
      checks.side(`${path}.contestWinner`, entry.contestWinner, true);
    } else if (entry.contestWinner !== undefined) {
      checks.add(`${path}.contestWinner`, 'Only a Console hacked by both players is settled by a Face to Face Roll.');
    }
  });
}

/** Who holds the Console's Objective Point at the end of the game. */
function consoleHolder(entry: SupremacyConsole): Side | null {
  const sides = [...new Set(entry.hackedBy)];
  if (sides.length === 2) return entry.contestWinner ?? null;
  return sides[0] ?? null;
}

function quadrantLine(round: number, own: number, enemy: number): ScoreLine {
  const label = `Dominating Quadrants in Game Round ${round}`;
  const detail = `${own} ${own === 1 ? 'Quadrant' : 'Quadrants'} Dominated against ${enemy}.`;
  if (own > enemy) return { source: `round-${round}-quadrants`, label, points: 2, detail: `${detail} More than the adversary.` };
  if (own === enemy && own > 0) return { source: `round-${round}-quadrants`, label, points: 1, detail: `${detail} As many as the adversary.` };
  return { source: `round-${round}-quadrants`, label, points: 0, detail };
}

export function scoreSupremacy(report: SupremacyReport, choices?: RulingChoices): ScoringResult {
  const scenario = SCENARIOS.supremacy;
  const checks = new ReportChecks();
  if (checks.rounds('quadrantsDominated', report.quadrantsDominated, report.ending, scenario.lastGameRound)) {
    report.quadrantsDominated.forEach((round, index) =>
      checks.perSide(`quadrantsDominated.${index}`, round, 0, SUPREMACY_QUADRANTS, `Quadrants Dominated in round ${index + 1}`, SUPREMACY_QUADRANTS),
    );
  }
  checkConsoles(checks, report.consoles);
  checks.retreatTurn(report.ending, report.retreatTurn);
  checkClassified(checks, scenario, report.classifiedAchieved);
  if (checks.problems.length > 0) return { ok: false, problems: checks.problems };

  const rounds = scoringRounds(report.quadrantsDominated, report.ending, report.retreatTurn, choices);
  const holders = report.consoles.map(consoleHolder);
  const main = (side: Side): ScoreLine[] => {
    const enemy: Side = side === 'A' ? 'B' : 'A';
    const consoles = holders.filter((holder) => holder === side).length;
    return [
      ...rounds.map((round, index) => quadrantLine(index + 1, round[side], round[enemy])),
      { source: 'consoles', label: 'Hacking Consoles', points: consoles, detail: `${consoles} of ${SUPREMACY_CONSOLES} Consoles held at the end.` },
    ];
  };
  return { ok: true, score: { scenario: scenario.id, sides: withClassified(scenario, { A: main('A'), B: main('B') }, report.classifiedAchieved) } };
}
