import type { RankedResult, SideKey } from './game-system';

/**
 * The arithmetic the systems' win-probability models and luck ratings share. Each system says
 * what it feeds in (which score decides its battles, what a side has left to lose) in its own
 * folder; nothing here knows a rulebook.
 */

/** Standard normal CDF (Abramowitz & Stegun 7.1.26, absolute error below 1.5e-7). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return x >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

/** An even split over `sides` (a draw, or nothing known yet). */
export function evenChances(sides: readonly SideKey[]): Record<SideKey, number> {
  return Object.fromEntries(sides.map((side) => [side, 1 / sides.length]));
}

/** The settled line of a finished battle: the winners share it, a draw splits it over every side. */
export function settledChances(sides: readonly SideKey[], winners: readonly SideKey[]): Record<SideKey, number> {
  if (winners.length === 0) return evenChances(sides);
  return Object.fromEntries(sides.map((side) => [side, winners.includes(side) ? 1 / winners.length : 0]));
}

/**
 * The per-turn spread of a score, learnt from the battle's own turns and shrunk toward a prior:
 * √((w·σ₀² + Σd²) / (w + n)), where d are the changes of each side's score over each finished turn.
 */
export function learntSpread(changes: readonly number[], prior: number, priorWeight: number): number {
  const sumSquares = changes.reduce((sum, d) => sum + d * d, 0);
  return Math.sqrt((priorWeight * prior ** 2 + sumSquares) / (priorWeight + changes.length));
}

/** Each side's change of score over each finished turn, from the scores at each turn's end (turn 0 first). */
export function turnChanges(scoresAtTurnEnds: readonly Readonly<Record<SideKey, number>>[]): number[] {
  const changes: number[] = [];
  for (let i = 1; i < scoresAtTurnEnds.length; i++) {
    for (const [side, score] of Object.entries(scoresAtTurnEnds[i]!)) changes.push(score - (scoresAtTurnEnds[i - 1]![side] ?? 0));
  }
  return changes;
}

const GRID = 241;

/**
 * The chance each side ends with the highest score when each side's final score is its score now
 * plus a normal change of mean 0 and standard deviation `spread` (the same for every side): the
 * integral of φ_i(x) Π_{j≠i} Φ_j(x) over a grid of ±6 spreads. A level finish is not told apart
 * from a narrow one. With no spread left (the last turn done) the leaders share it.
 */
export function chanceOfHighest(scores: Readonly<Record<SideKey, number>>, spread: number): Record<SideKey, number> {
  const sides = Object.keys(scores);
  const values = sides.map((side) => scores[side]!);
  if (spread <= 0 || sides.length < 2) {
    const best = Math.max(...values);
    return settledChances(
      sides,
      sides.filter((side) => scores[side] === best),
    );
  }
  const low = Math.min(...values) - 6 * spread;
  const high = Math.max(...values) + 6 * spread;
  const step = (high - low) / (GRID - 1);
  const raw = values.map((mine, i) => {
    let total = 0;
    for (let g = 0; g < GRID; g++) {
      const x = low + g * step;
      const density = Math.exp(-0.5 * ((x - mine) / spread) ** 2);
      let others = 1;
      values.forEach((theirs, j) => {
        if (j !== i) others *= normalCdf((x - theirs) / spread);
      });
      total += density * others;
    }
    return total;
  });
  const sum = raw.reduce((a, b) => a + b, 0);
  return Object.fromEntries(sides.map((side, i) => [side, sum > 0 ? raw[i]! / sum : 1 / sides.length]));
}

/**
 * An attrition race: each side has `lives` left (what must be lost before it is out) and `fire`
 * (what it deals out). Each loss falls on one side still in, chosen in proportion to the fire of the
 * other sides still in, until one side is left: its chance of being that side. Exact by recursion
 * over every combination of lives (memoised); lives are scaled down to keep that under `MAX_STATES`.
 */
export function attritionRace(lives: Readonly<Record<SideKey, number>>, fire: Readonly<Record<SideKey, number>>): Record<SideKey, number> {
  const sides = Object.keys(lives);
  const start = scaledLives(sides.map((side) => Math.max(0, Math.ceil(lives[side]!))));
  const firing = sides.map((side) => Math.max(0, fire[side] ?? 0));
  const memo = new Map<string, number[]>();
  const solve = (state: number[]): number[] => {
    const alive = state.map((l, i) => (l > 0 ? i : -1)).filter((i) => i >= 0);
    if (alive.length <= 1) return state.map((_, i) => (alive.length === 0 ? 1 / state.length : alive[0] === i ? 1 : 0));
    const key = state.join(',');
    const known = memo.get(key);
    if (known) return known;
    const weights = alive.map((i) => alive.reduce((sum, j) => (j === i ? sum : sum + firing[j]!), 0));
    const totalWeight = weights.reduce((a, b) => a + b, 0);
    const result = state.map(() => 0);
    alive.forEach((i, k) => {
      // With no fire anywhere, every side still in is as likely to be struck.
      const p = totalWeight > 0 ? weights[k]! / totalWeight : 1 / alive.length;
      if (p === 0) return;
      const next = [...state];
      next[i] = next[i]! - 1;
      solve(next).forEach((chance, s) => (result[s] = result[s]! + p * chance));
    });
    memo.set(key, result);
    return result;
  };
  const chances = solve(start);
  return Object.fromEntries(sides.map((side, i) => [side, chances[i]!]));
}

export const MAX_STATES = 20_000;

function scaledLives(lives: number[]): number[] {
  const states = (ls: number[]) => ls.reduce((product, l) => product * (l + 1), 1);
  if (states(lives) <= MAX_STATES) return lives;
  let factor = 1;
  let scaled = lives;
  while (states(scaled) > MAX_STATES) {
    factor *= 0.8;
    scaled = lives.map((l) => (l === 0 ? 0 : Math.max(1, Math.round(l * factor))));
  }
  return scaled;
}

/** The distribution of the total of `count` dice of `sides` faces, as results ranked by total. */
export function diceTotalResults(count: number, sides: number): RankedResult[] {
  let dist = new Map<number, number>([[0, 1]]);
  for (let d = 0; d < count; d++) {
    const next = new Map<number, number>();
    for (const [totalSoFar, p] of dist) for (let face = 1; face <= sides; face++) next.set(totalSoFar + face, (next.get(totalSoFar + face) ?? 0) + p / sides);
    dist = next;
  }
  return [...dist.entries()].sort((a, b) => a[0] - b[0]).map(([rank, p]) => ({ rank, p }));
}

/** A pass/fail roll: 2D6 + `modifier` meeting `needed` (`atLeast`) or beating it (`beat`); rank 1 is a pass. */
export function twoDiceTest(modifier: number, needed: number, mode: 'at-least' | 'beat'): RankedResult[] {
  const pass = diceTotalResults(2, 6)
    .filter((r) => (mode === 'at-least' ? r.rank + modifier >= needed : r.rank + modifier > needed))
    .reduce((sum, r) => sum + r.p, 0);
  return [
    { rank: 0, p: 1 - pass },
    { rank: 1, p: pass },
  ];
}
