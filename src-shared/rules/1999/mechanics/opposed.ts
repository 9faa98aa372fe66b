import { validateDice, type DiceRoll } from '../../dice';

/** One player's (or model's) die in one round of an Opposed roll. */
export interface OpposedEntry<Key extends string = string> {
  readonly who: Key;
  readonly dice: DiceRoll;
}

export interface OpposedRoundTotal<Key extends string = string> {
  readonly who: Key;
  readonly face: number;
  readonly total: number;
}

export type OpposedResult<Key extends string = string> =
  /** `winner` null: a tie that is not re-rolled (`tiesRerolled: false`). */
  | { readonly ok: true; readonly winner: Key | null; readonly rounds: readonly (readonly OpposedRoundTotal<Key>[])[] }
  | { readonly ok: false; readonly reason: string };

/**
 * An Opposed roll (seed 001 L141–L143): each rolls a D6, adds its modifier, highest wins, ties
 * re-rolled. `rounds[0]` holds every participant; each later round holds exactly those tied for the
 * top in the round before. With `tiesRerolled: false` there is one round and a tie has no winner.
 */
export function resolveOpposed<Key extends string>(
  participants: readonly Key[],
  rounds: readonly (readonly OpposedEntry<Key>[])[],
  modifier: (who: Key) => number,
  label: (who: Key) => string,
  tiesRerolled = true,
): OpposedResult<Key> {
  if (participants.length === 0) return { ok: false, reason: 'nobody takes this Opposed roll' };
  if (participants.length === 1) {
    if (rounds.length > 0) return { ok: false, reason: `${label(participants[0]!)} has nobody to roll against` };
    return { ok: true, winner: participants[0]!, rounds: [] };
  }
  let expected: readonly Key[] = participants;
  const totals: OpposedRoundTotal<Key>[][] = [];
  for (let r = 0; r < rounds.length; r++) {
    const round = rounds[r]!;
    const who = round.map((entry) => entry.who);
    const missing = expected.filter((key) => !who.includes(key));
    const extra = who.filter((key) => !expected.includes(key));
    if (missing.length > 0) return { ok: false, reason: `${r === 0 ? 'the Opposed roll' : `re-roll ${r}`} needs a die for ${missing.map(label).join(', ')}` };
    if (extra.length > 0 || new Set(who).size !== who.length) {
      return { ok: false, reason: `${r === 0 ? 'the Opposed roll' : `re-roll ${r}`} is only for ${expected.map(label).join(', ')}` };
    }
    const roundTotals: OpposedRoundTotal<Key>[] = [];
    for (const entry of round) {
      const problem = entry.dice.sides === 6 ? validateDice(entry.dice, 1) : { message: 'an Opposed roll is a D6' };
      if (problem) return { ok: false, reason: `${label(entry.who)}’s Opposed roll: ${problem.message}` };
      const face = entry.dice.faces[0]!;
      roundTotals.push({ who: entry.who, face, total: face + modifier(entry.who) });
    }
    totals.push(roundTotals);
    const best = Math.max(...roundTotals.map((t) => t.total));
    const top = roundTotals.filter((t) => t.total === best).map((t) => t.who);
    if (top.length > 1 && !tiesRerolled) {
      if (r !== rounds.length - 1) return { ok: false, reason: 'a tie is not re-rolled here; drop the re-rolls' };
      return { ok: true, winner: null, rounds: totals };
    }
    if (top.length === 1) {
      if (r !== rounds.length - 1) return { ok: false, reason: `${label(top[0]!)} already won; drop the later re-rolls` };
      return { ok: true, winner: top[0]!, rounds: totals };
    }
    expected = top;
  }
  return { ok: false, reason: `${expected.map(label).join(' and ')} tied: re-roll the tie` };
}

/** Who is tied at the top of the last round, when an Opposed roll is still undecided. */
export function tiedAfter<Key extends string>(rounds: readonly (readonly OpposedRoundTotal<Key>[])[]): readonly Key[] {
  const last = rounds[rounds.length - 1];
  if (!last) return [];
  const best = Math.max(...last.map((t) => t.total));
  return last.filter((t) => t.total === best).map((t) => t.who);
}

/**
 * "If the Opposed roll involved more than two players, all other players follow the winner in
 * clockwise direction around the table." (L143) `seats` is the clockwise order.
 */
export function clockwiseFrom<Key>(seats: readonly Key[], first: Key): Key[] {
  const start = seats.indexOf(first);
  if (start < 0) return [...seats];
  return [...seats.slice(start), ...seats.slice(0, start)];
}
