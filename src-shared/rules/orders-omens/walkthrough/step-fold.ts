import type { RulingChoices } from '../../ruling';
import { casualties, type BattleSetup, type BattleState } from '../battle';
import { vpTotal } from '../scoring/vp';
import { outcomeText } from '../narrator';
import { regimentLosses, type StepOutcome, type TurnPoint } from './series';
import { applyStep, applyStepQuietly, startWalkthrough, type LoggedStep, type Walkthrough } from './walkthrough';

/** What folding an Orders & Omens battle needs from its record: fixed once the battle is set up. */
export interface BattleHeader {
  readonly setup: BattleSetup;
  readonly rulings: RulingChoices;
}

/** A battle folded step by step: the walkthrough, plus the chart points of every turn that has ended. */
export interface FoldedBattle {
  readonly walk: Walkthrough;
  readonly turnsEnded: readonly TurnPoint[];
}

export type FoldedStep = { readonly ok: true; readonly state: FoldedBattle; readonly outcome: StepOutcome } | { readonly ok: false; readonly reason: string };

export function startFold(setup: BattleSetup): FoldedBattle {
  return { walk: startWalkthrough(setup), turnsEnded: [] };
}

/** VP and cumulative casualties per side as the battle stands, labelled with `turn`. */
export function turnPoint(battle: BattleState, turn: number): TurnPoint {
  const tally = casualties(battle).bySide;
  return { turn, vp: { A: vpTotal(battle.vp, 'A'), B: vpTotal(battle.vp, 'B') }, casualties: { A: tally.A.casualties, B: tally.B.casualties } };
}

/**
 * One step folded: the next walkthrough, the step's outcome for the event log (its turn and
 * chronicle lines), and a chart point when it ends a turn. The same figures `stepOutcomes` and
 * `turnSeries` make by replaying the whole log, kept as the log grows instead.
 */
export function foldStep(folded: FoldedBattle, step: LoggedStep, rulings: RulingChoices): FoldedStep {
  const before = folded.walk.battle;
  const result = applyStep(folded.walk, step, rulings);
  if (!result.ok) return result;
  const after = result.walk.battle;
  const losses = regimentLosses(after, before.regiments);
  const outcome: StepOutcome = { turn: before.turn, outcome: [...result.outcomes.map((outcome) => outcomeText(outcome, after.roster)), ...(losses ? [losses] : [])] };
  return { ok: true, state: { walk: result.walk, turnsEnded: turnsEndedAfter(folded, step, after) }, outcome };
}

/**
 * As `foldStep` for a step whose chronicle lines nobody is reading yet (an old step of a battle
 * being opened): the same walkthrough, chart points and refusal, its turn, and no lines.
 */
export function foldStepQuietly(folded: FoldedBattle, step: LoggedStep, rulings: RulingChoices): FoldedStep {
  const result = applyStepQuietly(folded.walk, step, rulings);
  if (!result.ok) return result;
  return { ok: true, state: { walk: result.walk, turnsEnded: turnsEndedAfter(folded, step, result.walk.battle) }, outcome: { turn: folded.walk.battle.turn, outcome: [] } };
}

function turnsEndedAfter(folded: FoldedBattle, step: LoggedStep, after: BattleState): readonly TurnPoint[] {
  return step.type === 'end-phase' ? [...folded.turnsEnded, turnPoint(after, folded.walk.battle.turn)] : folded.turnsEnded;
}

/** The chart series: every ended turn, closed by the turn under way (or the last, with any later corrections). */
export function seriesOf(folded: FoldedBattle): TurnPoint[] {
  const points = [...folded.turnsEnded];
  const battle = folded.walk.battle;
  if (battle.turn > 0) {
    const now = turnPoint(battle, battle.turn);
    if (points.at(-1)?.turn === now.turn) points[points.length - 1] = now;
    else points.push(now);
  }
  return points;
}
