import type { Side } from '../battle/roster';

/**
 * The chance each side takes the Tactical Victory ("the player with the most points",
 * 002_cff186ffe79098a6.txt:755), read from the score after every turn by a VP-margin model:
 *
 * - the margin still to come is a sum of one change per remaining turn (the agreed turn limit,
 *   else the rulebook's example of 10 turns, 002_cff186ffe79098a6.txt:750);
 * - each turn's change is taken as normal with mean 0 (the model does not guess momentum) and a
 *   spread learnt from this battle's own turns so far, shrunk toward a prior of
 *   `PRIOR_SPREAD_VP` per turn worth `PRIOR_WEIGHT_TURNS` turns, so one quiet turn does not make
 *   the rest look certain;
 * - a level finish counts half (the final margin is whole VP: a continuity correction of ½).
 *
 * Limits: it reads only the score, so Brigades broken, the armies' break points, Strategic
 * Victory and concessions change it only once they move the score or end the battle; it treats
 * turns as independent. It is computed after each turn from that turn and the ones before only.
 */
export const PRIOR_SPREAD_VP = 3;
export const PRIOR_WEIGHT_TURNS = 2;
export const DEFAULT_TURN_LIMIT = 10;

/** The score after a turn (turn 0: before the battle). */
export interface TurnScore {
  readonly turn: number;
  readonly vp: Readonly<Record<Side, number>>;
}

/** One point of the line: the chance side A (B's is 1 − pA) takes the Tactical Victory after `turn`. */
export interface WinPoint extends TurnScore {
  readonly pA: number;
  /** True for the last point of a finished battle, where the result, not the model, gives pA. */
  readonly settled: boolean;
}

export interface Swing {
  readonly turn: number;
  readonly from: number;
  readonly to: number;
}

/** Standard normal CDF (Abramowitz & Stegun 7.1.26, absolute error below 1.5e-7). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return x >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

/** The spread of one turn's change of margin: √((w·σ₀² + Σd²) / (w + n)). */
export function turnSpread(changes: readonly number[]): number {
  const sumSquares = changes.reduce((sum, d) => sum + d * d, 0);
  return Math.sqrt((PRIOR_WEIGHT_TURNS * PRIOR_SPREAD_VP ** 2 + sumSquares) / (PRIOR_WEIGHT_TURNS + changes.length));
}

/** P(the leader by `margin` is still ahead after `remaining` turns) + ½ P(level), under the model. */
export function chanceOfVictory(margin: number, remaining: number, spread: number): number {
  if (remaining <= 0 || spread <= 0) return margin > 0 ? 1 : margin < 0 ? 0 : 0.5;
  const s = spread * Math.sqrt(remaining);
  return 0.5 * (normalCdf((margin - 0.5) / s) + normalCdf((margin + 0.5) / s));
}

/**
 * The line from the scores after each turn: a point before the battle (even) and one per turn.
 * When the battle is over, its last point is the result itself (1, 0 or ½ for a level finish).
 */
export function winProbabilityLine(scores: readonly TurnScore[], turnLimit: number | undefined, result: { readonly turn: number; readonly winner: Side | null; readonly vp: Readonly<Record<Side, number>> } | null): WinPoint[] {
  const limit = turnLimit ?? DEFAULT_TURN_LIMIT;
  const points: WinPoint[] = [{ turn: 0, vp: { A: 0, B: 0 }, pA: 0.5, settled: false }];
  const changes: number[] = [];
  let margin = 0;
  for (const score of scores) {
    if (result && score.turn >= result.turn) break;
    const next = score.vp.A - score.vp.B;
    changes.push(next - margin);
    margin = next;
    points.push({ turn: score.turn, vp: score.vp, pA: chanceOfVictory(margin, limit - score.turn, turnSpread(changes)), settled: false });
  }
  if (result) points.push({ turn: result.turn, vp: result.vp, pA: result.winner === 'A' ? 1 : result.winner === 'B' ? 0 : 0.5, settled: true });
  return points;
}

/** The `count` largest moves of the line, largest first (earliest first on ties, to a billionth). */
export function largestSwings(line: readonly WinPoint[], count = 3): Swing[] {
  const swings = line.slice(1).map((point, i) => ({ turn: point.turn, from: line[i]!.pA, to: point.pA }));
  return swings
    .map((swing, index) => ({ swing, index, size: Math.round(Math.abs(swing.to - swing.from) * 1e9) / 1e9 }))
    .filter((s) => s.size > 0)
    .sort((a, b) => b.size - a.size || a.index - b.index)
    .slice(0, count)
    .map((s) => s.swing);
}
