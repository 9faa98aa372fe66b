import type { AnyGameSystem, BattleResult } from '../../../src-shared/systems/game-system';
import type { ShellSide } from './model';
import { sideLabel, sidePlayer } from './side-names';

export interface ResultRow {
  readonly player: string;
  readonly forces: string;
  readonly score: number;
  readonly breakdown: readonly string[];
  readonly losses: number;
  /** null: the system does not count the units a side lost. */
  readonly unitsLost: number | null;
  readonly winner: boolean;
}

export interface ResultView {
  /** "Victory for Alice with the Ice Rangers", "A draw". */
  readonly headline: string;
  /** "Ended in turn 6, when the agreed turns ran out." */
  readonly ending: string;
  readonly decisive: string | null;
  readonly scoreTerm: string;
  readonly lossTerm: string;
  readonly unitTerm: string;
  /** False where no side fields a force (Infinity's end-of-game report): no Forces column then. */
  readonly fieldsForces: boolean;
  /** False where no side's lost units were counted (Infinity's end-of-game report): no column of made-up zeros then. */
  readonly countsUnitsLost: boolean;
  readonly rows: readonly ResultRow[];
}

/** A system without rosters whose sides brought none (Infinity's end-of-game report) fields no forces, so a Forces column or "no force" would mislead. */
export function fieldsForces(system: AnyGameSystem, sides: readonly ShellSide[]): boolean {
  return system.rosters !== null || sides.some((side) => side.forces.length > 0);
}

/**
 * The turn it ended in, "in turn 2" (true of a battle decided mid-turn as of one whose turns ran
 * out); in a system that counts rounds by name, "in Game Round 2", or nothing where the ending
 * already names the round ("at the end of the third Game Round"); "before the first turn" for one
 * conceded before any began.
 */
function battleLength(terms: AnyGameSystem['terms'], turns: number, ending: string | undefined): string | null {
  // Conceded during deployment: there is no turn 0 to name.
  if (turns <= 0) return `before the first ${terms.turn ?? 'turn'}`;
  if (!terms.turn) return `in turn ${turns}`;
  return ending?.includes(terms.turn) ? null : `in ${terms.turn} ${turns}`;
}

/** "Ended in turn 2, by concession." — no second stop after an ending that has its own ("…in Retreat!"). */
function endingSentence(length: string | null, ending: string | undefined): string {
  const sentence = `Ended ${[length, ending].filter(Boolean).join(', ')}`;
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

/** The parts of a score worth a line under it: a lone part that is the whole score ("12 / Army Points left on the Battlefield: 12") says nothing new. */
function breakdownOf(score: BattleResult['scores'][number] | undefined): string[] {
  const parts = (score?.breakdown ?? []).filter((part) => part.points !== 0);
  if (parts.length === 1 && parts[0]!.points === score!.total) return [];
  return parts.map((part) => `${part.source}: ${part.points}`);
}

/** A finished battle in the system's own terms; never a side key or an ending code. */
export function describeResult(system: AnyGameSystem, result: BattleResult, sides: readonly ShellSide[]): ResultView {
  const terms = system.terms;
  const headline = result.winner === null ? 'A draw' : `${terms.victory.charAt(0).toUpperCase()}${terms.victory.slice(1)} for ${sideLabel(sides, result.winner)}`;
  const ending = terms.endings[result.endedBy];
  const length = battleLength(terms, result.turns, ending);
  const decisive = result.decisive
    ? `${terms.decisiveVictory ?? 'Decisive victory'} for ${sidePlayer(sides, result.decisive.side)}${result.decisive.reasons.length ? `: ${result.decisive.reasons.join('; ')}` : ''}`
    : null;
  const rows = sides.map((side): ResultRow => {
    const score = result.scores.find((candidate) => candidate.side === side.side);
    const losses = result.losses.find((candidate) => candidate.side === side.side);
    return {
      player: sidePlayer(sides, side.side),
      forces: side.forces.map((force) => force.name).join(', '),
      score: score?.total ?? 0,
      breakdown: breakdownOf(score),
      losses: losses?.amount ?? 0,
      unitsLost: losses?.unitsLost ?? null,
      winner: result.winner === side.side,
    };
  });
  return {
    headline,
    ending: endingSentence(length, ending),
    decisive,
    scoreTerm: terms.score,
    lossTerm: terms.losses,
    unitTerm: terms.unit,
    fieldsForces: fieldsForces(system, sides),
    countsUnitsLost: rows.some((row) => row.unitsLost !== null),
    rows,
  };
}
