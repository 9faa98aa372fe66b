import { pendingMoraleOdds, rallyOdds } from '../walkthrough/odds';
import type { RulingChoices } from '../../ruling';
import type { BattleEvent, BattleState, OrdersOmensOutcome, Side } from '../battle';
import { resolveOrderTest } from '../battle/mechanics/order-test';
import { TWO_D6_FACES } from '../battle/mechanics/two-dice-test';
import { isStubborn, testingGeneral } from '../battle/queries';
import { battleRulings } from '../battle/rulings-in-play';

/** One possible result of a roll: `rank` orders results by how good they are for the roller. */
export interface RankedOutcome {
  readonly rank: number;
  readonly p: number;
}

/**
 * A roll's luck as a percentile of its exact distribution, counting ties as half (the mid-rank
 * convention for discrete results): 100 × (P(worse) + P(same) / 2). A coin that came up right
 * is the 75th percentile; the single best of 36 two-dice results is the 98.6th.
 */
export function luckPercentile(outcomes: readonly RankedOutcome[], observed: number): number {
  const worse = outcomes.filter((o) => o.rank < observed).reduce((sum, o) => sum + o.p, 0);
  const same = outcomes.filter((o) => o.rank === observed).reduce((sum, o) => sum + o.p, 0);
  return 100 * (worse + same / 2);
}

/** The chance of a result at least this good (luck) or at most this good (ill luck). */
export function chanceAtLeast(outcomes: readonly RankedOutcome[], observed: number): number {
  return outcomes.filter((o) => o.rank >= observed).reduce((sum, o) => sum + o.p, 0);
}
export function chanceAtMost(outcomes: readonly RankedOutcome[], observed: number): number {
  return outcomes.filter((o) => o.rank <= observed).reduce((sum, o) => sum + o.p, 0);
}

export type LuckRollKind = 'order' | 'morale' | 'rally';

/** One roll of the battle rated against the odds it was made at. */
export interface LuckRoll {
  readonly seq: number;
  readonly turn: number;
  readonly side: Side;
  readonly brigadeId: string;
  readonly kind: LuckRollKind;
  /** What happened: actions won (order), 'break' | 'disordered' | 'hold' (morale), 'rallied' | 'still-fleeing' (rally). */
  readonly outcome: string;
  readonly percentile: number;
  /** P(a result at least this good) and P(at most this good). */
  readonly atLeast: number;
  readonly atMost: number;
}

const MORALE_RANK: Readonly<Record<string, number>> = { break: 0, disordered: 1, hold: 2, 'still-fleeing': 0, rallied: 1 };

/** The three figures of a roll, in one pass over its outcomes (each sum adds in the same order as the functions above). */
function ratings(outcomes: readonly RankedOutcome[], observed: number): Pick<LuckRoll, 'percentile' | 'atLeast' | 'atMost'> {
  let worse = 0;
  let same = 0;
  let atLeast = 0;
  let atMost = 0;
  for (const { rank, p } of outcomes) {
    if (rank < observed) worse += p;
    if (rank === observed) same += p;
    if (rank >= observed) atLeast += p;
    if (rank <= observed) atMost += p;
  }
  return { percentile: 100 * (worse + same / 2), atLeast, atMost };
}

function rated(base: Omit<LuckRoll, 'percentile' | 'atLeast' | 'atMost'>, outcomes: readonly RankedOutcome[], observed: number): LuckRoll {
  const { percentile, atLeast, atMost } = ratings(outcomes, observed);
  // Written out, in the order the stored ledger has always had, rather than spread.
  return { seq: base.seq, turn: base.turn, side: base.side, brigadeId: base.brigadeId, kind: base.kind, outcome: base.outcome, percentile, atLeast, atMost };
}

/**
 * An Order Test's ratings by what decides them (the two Control Values, stubbornness, the actions
 * won), per rulings object: a battle's narration rates hundreds of tests from a handful of these,
 * each otherwise 36 resolutions of the test.
 */
const orderRatings = new WeakMap<RulingChoices, Map<string, Pick<LuckRoll, 'percentile' | 'atLeast' | 'atMost'>> & { readonly rulings: ReturnType<typeof battleRulings> }>();

function orderTestRatings(choices: RulingChoices, input: Parameters<typeof resolveOrderTest>[1], faces: Parameters<typeof resolveOrderTest>[0]): { actions: number; rating: Pick<LuckRoll, 'percentile' | 'atLeast' | 'atMost'> } {
  let known = orderRatings.get(choices);
  if (!known) orderRatings.set(choices, (known = Object.assign(new Map(), { rulings: battleRulings(choices) })));
  const { rulings } = known;
  const actions = resolveOrderTest(faces, input, rulings).actions;
  const key = `${input.generalControlValue}|${input.brigadeControlValue}|${input.stubborn}|${actions}`;
  let rating = known.get(key);
  if (!rating) {
    const outcomes = TWO_D6_FACES.map((f) => ({ rank: resolveOrderTest(f, input, rulings).actions, p: 1 / 36 }));
    known.set(key, (rating = ratings(outcomes, actions)));
  }
  return { actions, rating };
}

/**
 * The luck of one applied event, when it is a roll whose exact odds the engine computes: an Order
 * Test (all 36 two-dice results through `resolveOrderTest`, ranked by actions won), a Morale Test
 * or a rally attempt (the odds previews the battle screen shows, with the commander and Fearsome
 * monster the players named).
 */
function situationOf(event: { readonly generalId?: string; readonly fearsome?: boolean }) {
  return { ...(event.generalId !== undefined ? { generalId: event.generalId } : {}), fearsome: event.fearsome ?? false };
}

export function rollLuck(
  prev: BattleState,
  next: BattleState,
  outcomes: readonly OrdersOmensOutcome[],
  event: BattleEvent,
  seq: number,
  choices: RulingChoices,
  codes: ReadonlySet<string> = new Set(outcomes.map((outcome) => outcome.code)),
): LuckRoll | null {
  if (event.type === 'order-tested') {
    const info = prev.roster.brigades[event.brigadeId];
    const general = info ? testingGeneral(prev, info, event.generalId, false) : null;
    if (!info || !general) return null;
    const input = { generalControlValue: general.controlValue, brigadeControlValue: info.controlValue, stubborn: isStubborn(prev, info, { choices }) };
    const { actions, rating } = orderTestRatings(choices, input, event.roll.faces);
    return { seq, turn: next.turn, side: info.side, brigadeId: info.id, kind: 'order', outcome: String(actions), percentile: rating.percentile, atLeast: rating.atLeast, atMost: rating.atMost };
  }
  if (event.type === 'morale-tested') {
    const test = prev.pending[0];
    if (!test || test.kind !== 'morale' || test.brigadeId !== event.brigadeId || prev.brigades[event.brigadeId]?.fleeing) return null;
    const odds = pendingMoraleOdds(prev, test, choices, situationOf(event));
    if (!odds) return null;
    const outcome = codes.has('morale-broke') || codes.has('broke') ? 'break' : codes.has('morale-faltered') ? 'disordered' : 'hold';
    const outcomes = (['break', 'disordered', 'hold'] as const).map((o) => ({ rank: MORALE_RANK[o]!, p: odds[o] }));
    return rated({ seq, turn: next.turn, side: prev.roster.brigades[event.brigadeId]!.side, brigadeId: event.brigadeId, kind: 'morale', outcome }, outcomes, MORALE_RANK[outcome]!);
  }
  if (event.type === 'rally-attempted') {
    const odds = rallyOdds(prev, event.brigadeId, choices, situationOf(event));
    if (!odds) return null;
    const outcome = codes.has('rallied') ? 'rallied' : 'still-fleeing';
    const outcomes = [
      { rank: 1, p: odds.rallied },
      { rank: 0, p: 1 - odds.rallied },
    ];
    return rated({ seq, turn: next.turn, side: prev.roster.brigades[event.brigadeId]!.side, brigadeId: event.brigadeId, kind: 'rally', outcome }, outcomes, MORALE_RANK[outcome]!);
  }
  return null;
}

export interface LuckSummary {
  readonly rolls: readonly LuckRoll[];
  /** Each side's mean percentile over its rated rolls (50 is exactly as lucky as expected); null with no rolls. */
  readonly bySide: Readonly<Record<Side, number | null>>;
  /** The roll least likely to have gone as well as it did, and the one least likely to have gone as badly. */
  readonly luckiest: LuckRoll | null;
  readonly unluckiest: LuckRoll | null;
}

export function summariseLuck(rolls: readonly LuckRoll[]): LuckSummary {
  const mean = (side: Side) => {
    const mine = rolls.filter((r) => r.side === side);
    return mine.length === 0 ? null : mine.reduce((sum, r) => sum + r.percentile, 0) / mine.length;
  };
  // Earliest wins ties, so the same log always quotes the same moment.
  const pick = (better: (a: LuckRoll, b: LuckRoll) => boolean) => rolls.reduce<LuckRoll | null>((best, r) => (best === null || better(r, best) ? r : best), null);
  return {
    rolls,
    bySide: { A: mean('A'), B: mean('B') },
    luckiest: pick((a, b) => a.atLeast < b.atLeast),
    unluckiest: pick((a, b) => a.atMost < b.atMost),
  };
}

/** A roll worth quoting, in words, with the chance of a result at least as good (luck) or as bad (ill luck). */
export interface LuckMoment {
  readonly turn: number;
  /** "at 09:30" or "in turn 3". */
  readonly when: string;
  /** "the Tusk Riders failed to answer their orders". */
  readonly text: string;
  readonly chance: number;
  readonly percentile: number;
}

export interface SideLuck {
  readonly rolls: number;
  /** Mean percentile of the side's rated rolls; null with none. */
  readonly mean: number | null;
  readonly luckiest: LuckMoment | null;
  readonly unluckiest: LuckMoment | null;
}

/** The luck ledger a battle keeps for charts and the campaign's ledger: each side's luck, and how it ran turn by turn. */
export interface BattleLuckLedger {
  readonly sides: Readonly<Record<Side, SideLuck>>;
  /** Each side's mean percentile over its rolls up to the end of each turn (null before its first). */
  readonly byTurn: readonly { readonly turn: number; readonly A: number | null; readonly B: number | null }[];
  /** Every rated roll in order: what it was, in words, and its percentile. */
  readonly rolls: readonly { readonly turn: number; readonly when: string; readonly side: Side; readonly text: string; readonly percentile: number }[];
}

export function luckLedger(rolls: readonly LuckRoll[], lastTurn: number, words: (roll: LuckRoll) => string, when: (turn: number) => string): BattleLuckLedger {
  const moment = (roll: LuckRoll | null, chance: (roll: LuckRoll) => number): LuckMoment | null =>
    roll ? { turn: roll.turn, when: when(roll.turn), text: words(roll), chance: chance(roll), percentile: roll.percentile } : null;
  const side = (s: Side): SideLuck => {
    const mine = rolls.filter((r) => r.side === s);
    const summary = summariseLuck(mine);
    // Luck is a roll that went better than expected, ill luck one that went worse (as the other systems' ledgers read it):
    // a side whose every roll went well has no unluckiest moment, rather than its top roll quoted at a 100% chance.
    const luckiest = summariseLuck(mine.filter((r) => r.percentile > 50)).luckiest;
    const unluckiest = summariseLuck(mine.filter((r) => r.percentile < 50)).unluckiest;
    return { rolls: summary.rolls.length, mean: summary.bySide[s], luckiest: moment(luckiest, (r) => r.atLeast), unluckiest: moment(unluckiest, (r) => r.atMost) };
  };
  return { sides: { A: side('A'), B: side('B') }, byTurn: meansByTurn(rolls, lastTurn), rolls: rolls.map((r) => ({ turn: r.turn, when: when(r.turn), side: r.side, text: words(r), percentile: r.percentile })) };
}

/**
 * Each side's mean percentile over its rolls up to the end of each turn: running sums over the
 * rolls in log order (the same additions, in the same order, as summing each turn's rolls afresh).
 */
function meansByTurn(rolls: readonly LuckRoll[], lastTurn: number): BattleLuckLedger['byTurn'] {
  const inTurnOrder = rolls.every((roll, i) => i === 0 || rolls[i - 1]!.turn <= roll.turn);
  const sum = { A: 0, B: 0 };
  const count = { A: 0, B: 0 };
  let next = 0;
  return Array.from({ length: Math.max(0, lastTurn) }, (_, i) => {
    const turn = i + 1;
    if (!inTurnOrder) {
      const { bySide } = summariseLuck(rolls.filter((r) => r.turn <= turn));
      return { turn, A: bySide.A, B: bySide.B };
    }
    for (; next < rolls.length && rolls[next]!.turn <= turn; next++) {
      const roll = rolls[next]!;
      sum[roll.side] += roll.percentile;
      count[roll.side] += 1;
    }
    return { turn, A: count.A === 0 ? null : sum.A / count.A, B: count.B === 0 ? null : sum.B / count.B };
  });
}
