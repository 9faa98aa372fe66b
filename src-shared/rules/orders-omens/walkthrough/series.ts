import type { RulingChoices } from '../../ruling';
import { casualties, type BattleSetup, type Side } from '../battle';
import { vpTotal } from '../scoring/vp';
import { outcomeText, regimentLosses } from '../narrator';
import { applyStep, startWalkthrough, type LoggedStep } from './walkthrough';

export interface TurnPoint {
  readonly turn: number;
  readonly vp: Readonly<Record<Side, number>>;
  readonly casualties: Readonly<Record<Side, number>>;
}

/**
 * VP and cumulative casualties per side as each turn ended (and where the battle stands now),
 * for the result charts. Replays the log once.
 */
export function turnSeries(setup: BattleSetup, steps: readonly LoggedStep[], rulings: RulingChoices = {}): TurnPoint[] {
  let walk = startWalkthrough(setup);
  const points: TurnPoint[] = [];
  const snapshot = (turn: number): TurnPoint => {
    const tally = casualties(walk.battle).bySide;
    return { turn, vp: { A: vpTotal(walk.battle.vp, 'A'), B: vpTotal(walk.battle.vp, 'B') }, casualties: { A: tally.A.casualties, B: tally.B.casualties } };
  };
  for (const step of steps) {
    const turn = walk.battle.turn;
    const result = applyStep(walk, step, rulings);
    if (!result.ok) break;
    walk = result.walk;
    if (step.type === 'end-phase') points.push(snapshot(turn));
  }
  if (walk.battle.turn > 0) {
    // The turn under way (or the last one, with any later corrections) closes the series.
    const now = snapshot(walk.battle.turn);
    const last = points[points.length - 1];
    if (last && last.turn === now.turn) points[points.length - 1] = now;
    else points.push(now);
  }
  return points;
}

export interface StepOutcome {
  /** The turn the step was played in (0 before the battle). */
  readonly turn: number;
  /** What the engine made of it, in the chronicle's words ("Archers obeyed … with 5 actions."). */
  readonly outcome: readonly string[];
}

/** For the event log: each step's turn and the chronicle lines it produced. Replays the log once. */
export function stepOutcomes(setup: BattleSetup, steps: readonly LoggedStep[], rulings: RulingChoices = {}): StepOutcome[] {
  let walk = startWalkthrough(setup);
  return steps.map((step) => {
    const turn = walk.battle.turn;
    const result = applyStep(walk, step, rulings);
    if (!result.ok) return { turn, outcome: [] };
    const hitsBefore = walk.battle.regiments;
    walk = result.walk;
    const losses = regimentLosses(walk.battle, hitsBefore);
    return { turn, outcome: [...result.outcomes.map((outcome) => outcomeText(outcome, walk.battle.roster)), ...(losses ? [losses] : [])] };
  });
}

export { regimentLosses };
