import type { AnyGameSystem, JudgedStep, SideKey } from './game-system';
import type { RulingChoices } from '../rules/ruling';

/**
 * A battle's odds read through its system's `narrator.odds`: the win-probability line after every
 * step that moved it, its largest swings as turning points, and every roll whose exact odds the
 * engine knows rated against them. Works for any system on the seam; never names one.
 */

export interface OddsPoint {
  /** The step after which this holds; null before the first. */
  readonly seq: number | null;
  readonly turn: number;
  readonly chances: Readonly<Record<SideKey, number>>;
  /** The battle is over: the result, not the model, gives the chances. */
  readonly settled: boolean;
}

export interface RatedRoll {
  readonly seq: number;
  readonly turn: number;
  readonly side: SideKey;
  readonly text: string;
  /** The rank the roll could be expected to get (Σ rank·p) and the one it got. */
  readonly expected: number;
  readonly got: number;
  /** 100 × (P(worse) + P(same) / 2): 50 is exactly as lucky as expected. */
  readonly percentile: number;
  /** P(a result at least this good) and P(at most this good). */
  readonly atLeast: number;
  readonly atMost: number;
}

export interface TurningPoint {
  readonly seq: number;
  readonly turn: number;
  /** The side whose chance rose most, and by how much. */
  readonly side: SideKey;
  readonly from: number;
  readonly to: number;
  /** The turning point told in the account's words. */
  readonly text: string;
}

export interface OddsMoment {
  readonly turn: number;
  readonly when: string;
  readonly text: string;
  readonly chance: number;
  readonly percentile: number;
}

export interface SideLuckReading {
  readonly side: SideKey;
  readonly name: string;
  readonly rolls: number;
  readonly mean: number | null;
  readonly luckiest: OddsMoment | null;
  readonly unluckiest: OddsMoment | null;
}

export interface SystemOdds {
  readonly method: string;
  readonly sides: readonly { readonly side: SideKey; readonly name: string }[];
  readonly line: readonly OddsPoint[];
  readonly turningPoints: readonly TurningPoint[];
  readonly luck: {
    readonly sides: readonly SideLuckReading[];
    /** Each side's mean percentile over its rated rolls up to the end of each turn (null before its first). */
    readonly byTurn: readonly { readonly turn: number; readonly means: Readonly<Record<SideKey, number | null>> }[];
    readonly rolls: readonly RatedRoll[];
  };
}

const TURNING_POINTS = 3;

const when = (turn: number) => (turn <= 0 ? 'before the first turn' : `in turn ${turn}`);
const pct = (p: number, digits = 0) => `${Number((p * 100).toFixed(digits))}%`;

/** Both ends of a swing, with as many decimals (up to two) as it takes for them not to read the same: never "from 100% to 100%". */
export function pctPair(from: number, to: number): [string, string] {
  let digits = 0;
  while (digits < 2 && pct(from, digits) === pct(to, digits)) digits++;
  return [pct(from, digits), pct(to, digits)];
}

/** Replays the judged steps once more with the states either side, and reads the odds from them; null when the system has no odds model. */
export function readSystemOdds(
  system: AnyGameSystem,
  input: { readonly setup: unknown; readonly rulings: RulingChoices; readonly steps: readonly JudgedStep<unknown, unknown>[] },
): SystemOdds | null {
  const model = system.narrator.odds;
  if (!model) return null;
  const { setup, rulings } = input;
  const sideKeys = system.battle.sideKeys(setup);
  const context = { setup, rulings };
  let state = system.battle.initialState(setup, rulings);
  const turnEnds: unknown[] = [state];
  let chances = model.winChances(state, { ...context, turnEnds });
  const line: OddsPoint[] = [{ seq: null, turn: 0, chances, settled: false }];
  const causes = new Map<number, JudgedStep<unknown, unknown>>();
  const rolls: RatedRoll[] = [];
  for (const step of input.steps) {
    const applied = system.battle.apply(state, step.event, rulings);
    if (!applied.ok) break;
    const before = state;
    state = applied.state;
    // A roll whose result was certain tells nothing about luck.
    for (const roll of model.rollsIn({ step, before, after: state }, context)) if (!roll.results.some((r) => r.p > 1 - 1e-12)) rolls.push(rate(roll, step));
    const turnBefore = system.battle.summary(before, rulings).turn;
    const summary = system.battle.summary(state, rulings);
    if (summary.turn > turnBefore && turnBefore > 0) turnEnds.push(before);
    const next = model.winChances(state, { ...context, turnEnds });
    if (sideKeys.some((side) => Math.abs((next[side] ?? 0) - (chances[side] ?? 0)) > 1e-9)) {
      line.push({ seq: step.seq, turn: step.turn, chances: next, settled: summary.status === 'over' });
      // Only a step that scored, cost a side something or ended the battle can be a turning point; the line also moves as turns pass.
      const previous = system.battle.summary(before, rulings);
      if (summary.status === 'over' || JSON.stringify([summary.scores, summary.losses]) !== JSON.stringify([previous.scores, previous.losses])) causes.set(step.seq, step);
    }
    chances = next;
  }
  const name = (side: SideKey) => model.sideName(setup, side);
  // "held the field" only for the step that ended the battle: a side near-certain to win may still have a turn to play.
  const ending = new Set(line.filter((point) => point.settled).map((point) => point.seq));
  const names = [...sideKeys.map(name), ...(model.properNames?.(setup) ?? [])];
  const turningPoints = largestSwings(line, sideKeys, TURNING_POINTS, (seq) => causes.has(seq)).map((swing) => ({ ...swing, text: tell(system, setup, causes.get(swing.seq)!, swing, name, ending.has(swing.seq), names) }));
  const lastTurn = Math.max(0, ...input.steps.map((s) => s.turn));
  return {
    method: typeof model.method === 'function' ? model.method(setup) : model.method,
    sides: sideKeys.map((side) => ({ side, name: name(side) })),
    line,
    turningPoints,
    luck: {
      sides: sideKeys.map((side) => sideLuck(side, name(side), rolls)),
      byTurn: Array.from({ length: lastTurn }, (_, i) => ({ turn: i + 1, means: Object.fromEntries(sideKeys.map((side) => [side, meanOf(rolls.filter((r) => r.side === side && r.turn <= i + 1))])) })),
      rolls,
    },
  };
}

function rate(roll: { readonly side: SideKey; readonly text: string; readonly results: readonly { rank: number; p: number }[]; readonly got: number }, step: JudgedStep<unknown, unknown>): RatedRoll {
  const sum = (test: (rank: number) => boolean) => roll.results.filter((r) => test(r.rank)).reduce((total, r) => total + r.p, 0);
  return {
    seq: step.seq,
    turn: step.turn,
    side: roll.side,
    text: roll.text,
    expected: roll.results.reduce((total, r) => total + r.rank * r.p, 0),
    got: roll.got,
    percentile: 100 * (sum((rank) => rank < roll.got) + sum((rank) => rank === roll.got) / 2),
    atLeast: sum((rank) => rank >= roll.got),
    atMost: sum((rank) => rank <= roll.got),
  };
}

function meanOf(rolls: readonly RatedRoll[]): number | null {
  return rolls.length === 0 ? null : rolls.reduce((sum, r) => sum + r.percentile, 0) / rolls.length;
}

function sideLuck(side: SideKey, name: string, all: readonly RatedRoll[]): SideLuckReading {
  const mine = all.filter((r) => r.side === side);
  // Luck is a roll that went better than expected, ill luck worse; the earliest keeps a tie, so the same log always quotes the same moment.
  const pick = (chance: (r: RatedRoll) => number, side: (r: RatedRoll) => boolean) => mine.filter(side).reduce<RatedRoll | null>((best, r) => (best === null || chance(r) < chance(best) ? r : best), null);
  const moment = (roll: RatedRoll | null, chance: (r: RatedRoll) => number): OddsMoment | null =>
    roll ? { turn: roll.turn, when: when(roll.turn), text: roll.text, chance: chance(roll), percentile: roll.percentile } : null;
  return { side, name, rolls: mine.length, mean: meanOf(mine), luckiest: moment(pick((r) => r.atLeast, (r) => r.percentile > 50), (r) => r.atLeast), unluckiest: moment(pick((r) => r.atMost, (r) => r.percentile < 50), (r) => r.atMost) };
}

/** The `count` largest moves of the line (the largest change of any side's chance) at `eligible` steps, largest first, earliest first on ties. */
export function largestSwings(line: readonly OddsPoint[], sides: readonly SideKey[], count = TURNING_POINTS, eligible: (seq: number) => boolean = () => true): Omit<TurningPoint, 'text'>[] {
  return line
    .slice(1)
    .map((point, index) => {
      const before = line[index]!.chances;
      const gains = sides.map((side) => ({ side, from: before[side] ?? 0, to: point.chances[side] ?? 0 }));
      const top = gains.reduce((best, g) => (g.to - g.from > best.to - best.from ? g : best));
      const size = Math.max(...gains.map((g) => Math.abs(g.to - g.from)));
      return { index, size: Math.round(size * 1e9) / 1e9, swing: { seq: point.seq!, turn: point.turn, side: top.side, from: top.from, to: top.to } };
    })
    .filter((s) => s.size > 0 && eligible(s.swing.seq))
    .sort((a, b) => b.size - a.size || a.index - b.index)
    .slice(0, count)
    .map((s) => s.swing);
}

/**
 * A clause inside a sentence begins lower-case ("the Ice Rangers counted…", "soldier 1 of…"),
 * unless it opens with one of `names` (a player, a unit, a model: "Luke failed to resist…") or
 * with a word that is not a plain capitalised one ("MEN roll", "D6").
 */
export function midSentence(clause: string, names: readonly string[]): string {
  const opensWithName = names.some((name) => name.length > 0 && clause.startsWith(name) && !/^[\p{L}\p{N}]/u.test(clause.slice(name.length)));
  if (opensWithName || !/^\p{Lu}\p{Ll}*(?![\p{L}\p{N}])/u.test(clause)) return clause;
  return clause.charAt(0).toLowerCase() + clause.slice(1);
}

/** "In turn 2 the battle turned: …. Ann's chance of victory rose from 38% to 81%." */
function tell(system: AnyGameSystem, setup: unknown, step: JudgedStep<unknown, unknown>, swing: Omit<TurningPoint, 'text'>, name: (side: SideKey) => string, ended: boolean, names: readonly string[]): string {
  const quoted = system.narrator.odds?.quotes;
  const what = step.outcomes
    .filter((outcome) => quoted?.(outcome) ?? true)
    .map((outcome) => system.narrator.describeOutcome(outcome, setup).trim().replace(/[.;]+$/, ''))
    .filter((text) => text.length > 0)
    // Joined into one sentence after "the battle turned:": no clause there is a sentence's start.
    .map((text) => midSentence(text, names))
    .slice(0, 3)
    .join('; ');
  const told = what.length > 0 ? what : midSentence(system.narrator.describeEvent(step.event, setup).trim().replace(/[.;]+$/, ''), names);
  const settled = ended && swing.to >= 0.999 ? `, and ${name(swing.side)} held the field` : '';
  const [from, to] = pctPair(swing.from, swing.to);
  return `${when(swing.turn).replace(/^./, (c) => c.toUpperCase())} the battle turned: ${told}. ${name(swing.side)}'s chance of victory rose from ${from} to ${to}${settled}.`;
}
