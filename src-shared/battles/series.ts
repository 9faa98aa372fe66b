import type { RulingChoices } from '../rules/ruling';
import { casualties, type BattleSetup, type BattleState, type Side } from '../rules/orders-omens/battle';
import { CASUALTIES_PER_HIT } from '../rules/orders-omens/data/narrative';
import { vpTotal } from '../rules/orders-omens/scoring/vp';
import { outcomeText } from '../rules/orders-omens/narrator';
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

/**
 * "Hits landed on Swordsmen 1 (1 hit, 25 casualties) and Swordsmen 2 (2 hits, 50 casualties).":
 * the regiments a step's hits landed on, so the log shows where they went, not only the
 * Brigade's total. Null when no regiment took a hit.
 */
export function regimentLosses(after: BattleState, before: BattleState['regiments']): string | null {
  const parts = Object.entries(after.regiments)
    .map(([id, regiment]) => ({ id, hits: regiment.hitsTaken - (before[id]?.hitsTaken ?? 0) }))
    .filter((r) => r.hits > 0)
    .map((r) => `${after.roster.regiments[r.id]?.name ?? r.id} (${r.hits} hit${r.hits === 1 ? '' : 's'}, ${r.hits * CASUALTIES_PER_HIT} casualties)`);
  if (parts.length === 0) return null;
  const list = parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]!}`;
  return `Hits landed on ${list}.`;
}
