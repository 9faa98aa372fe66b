import type { RulingChoices } from '../ruling';
import { REACH, SHOT_TARGET } from './mystics';
import { dodgeAgainst, dodges, meleeVerdict, psychicPushSquares } from './resolution';

/**
 * Exact odds for every Order 66 roll, by counting the 36 (or 1,296) equally likely faces of the
 * dice, never by sampling. Each figure is a reduced fraction with its decimal value. The rulings
 * that bend a roll are read through the same functions the engine uses.
 */

export interface Chance {
  readonly numerator: number;
  readonly denominator: number;
  readonly value: number;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

export function chance(numerator: number, denominator: number): Chance {
  if (numerator === 0) return { numerator: 0, denominator: 1, value: 0 };
  const divisor = gcd(numerator, denominator);
  return { numerator: numerator / divisor, denominator: denominator / divisor, value: numerator / denominator };
}

/** Ways to roll each total on 2D6 (index = total), out of 36. */
const TWO_D6: readonly number[] = [0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1];
const TOTALS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

function ways(predicate: (dice: number) => boolean): number {
  return TOTALS.filter(predicate).reduce((sum, dice) => sum + TWO_D6[dice]!, 0);
}

/** P(2D6 + modifier ≥ target). */
export function twoDiceAtLeast(target: number, modifier = 0): Chance {
  return chance(ways((dice) => dice + modifier >= target), 36);
}

/** A dodge or resist roll (2D6 + Dodge, Luke's +1 included in `dodge`) against a known attack. */
export function dodgeChance(attack: { readonly dice: number; readonly total: number }, dodge: number, choices: RulingChoices = {}): Chance {
  const against = dodgeAgainst(attack, choices);
  return chance(ways((dice) => dodges(against, dice, dodge, choices)), 36);
}

export interface ShotOdds {
  /** The shot hits: 2D6 + bonus ≥ 7. */
  readonly hit: Chance;
  /** It wounds (or chokes): it hits and, against a Mystic, the dodge fails. */
  readonly lands: Chance;
}

/**
 * A shot (pulse rifle, lightning, return fire, a choke shot): `bonus` is the trooper support or the
 * Mystic's Range where o66.mystic-shots adds it; `targetDodge` is null for a Grymn target.
 */
export function shotOdds(bonus: number, targetDodge: number | null, choices: RulingChoices = {}): ShotOdds {
  const hit = ways((dice) => dice + bonus >= SHOT_TARGET);
  if (targetDodge === null) return { hit: chance(hit, 36), lands: chance(hit, 36) };
  let lands = 0;
  for (const dice of TOTALS) {
    if (dice + bonus < SHOT_TARGET) continue;
    const attack = { dice, total: dice + bonus };
    lands += TWO_D6[dice]! * (36 - ways((dodgeDice) => dodges(dodgeAgainst(attack, choices), dodgeDice, targetDodge, choices)));
  }
  return { hit: chance(hit, 36), lands: chance(lands, 1296) };
}

export interface PowerOdds {
  /** 2D6 + Range meets the difficulty. */
  readonly success: Chance;
  /** It succeeds and, against a Mystic, is not resisted. */
  readonly lands: Chance;
}

/** A psychic attack, a psychic choke or a manipulation: 2D6 + Range against `difficulty`, resisted by 2D6 + `targetDodge`. */
export function powerOdds(range: number, difficulty: number, targetDodge: number | null, choices: RulingChoices = {}): PowerOdds {
  const success = ways((dice) => dice + range >= difficulty);
  if (targetDodge === null) return { success: chance(success, 36), lands: chance(success, 36) };
  let lands = 0;
  for (const dice of TOTALS) {
    if (dice + range < difficulty) continue;
    const attack = { dice, total: dice + range };
    lands += TWO_D6[dice]! * (36 - ways((resistDice) => dodges(dodgeAgainst(attack, choices), resistDice, targetDodge, choices)));
  }
  return { success: chance(success, 36), lands: chance(lands, 1296) };
}

/** The push a psychic attack at `distance` squares allows, and the odds it happens. */
export function pushOdds(range: number, difficulty: number, distance: number, targetDodge: number | null, choices: RulingChoices = {}): PowerOdds & { readonly squares: number } {
  return { ...powerOdds(range, difficulty, targetDodge, choices), squares: psychicPushSquares(Math.min(distance, REACH.pushBase)) };
}

export interface MeleeOdds {
  readonly hit: Chance;
  readonly avoided: Chance;
  /** Under o66.melee-ties: reroll, the chance of a tie on this roll (then both roll again). */
  readonly rollAgain: Chance;
  /** The chance the blow lands in the end, re-rolls included. */
  readonly eventuallyHits: Chance;
}

/** A melee blow: 2D6 + `combat` against the target's 2D6 + `defence` (Dodge for Mystics, 0 for Grymn). */
export function meleeOdds(combat: number, defence: number, choices: RulingChoices = {}): MeleeOdds {
  let hit = 0;
  let avoided = 0;
  let again = 0;
  for (const attack of TOTALS) {
    for (const guard of TOTALS) {
      const weight = TWO_D6[attack]! * TWO_D6[guard]!;
      const verdict = meleeVerdict(attack + combat, guard + defence, choices);
      if (verdict === 'hit') hit += weight;
      else if (verdict === 'avoided') avoided += weight;
      else again += weight;
    }
  }
  return { hit: chance(hit, 1296), avoided: chance(avoided, 1296), rollAgain: chance(again, 1296), eventuallyHits: chance(hit, hit + avoided) };
}

/**
 * A blow whose attack total is known: the chance the target's 2D6 + `defence` fails to avoid it.
 * `combat` is the attacker's bonus, needed when a tie means both roll again.
 */
export function meleeDefenceOdds(attackTotal: number, combat: number, defence: number, choices: RulingChoices = {}): MeleeOdds {
  const hit = ways((dice) => meleeVerdict(attackTotal, dice + defence, choices) === 'hit');
  const avoided = ways((dice) => meleeVerdict(attackTotal, dice + defence, choices) === 'avoided');
  const again = 36 - hit - avoided;
  const fresh = meleeOdds(combat, defence, choices);
  const freshHits = fresh.hit.value === 0 ? 0 : fresh.eventuallyHits;
  const eventually =
    freshHits === 0
      ? chance(hit, 36)
      : chance(hit * freshHits.denominator + again * freshHits.numerator, 36 * freshHits.denominator);
  return { hit: chance(hit, 36), avoided: chance(avoided, 36), rollAgain: chance(again, 36), eventuallyHits: eventually };
}

/** The roll-off: the chance each of `players` D6 rollers is the single highest on this roll. */
export function rollOffWinChance(players: number): Chance {
  let wins = 0;
  for (let face = 1; face <= 6; face++) wins += (face - 1) ** (players - 1);
  return chance(wins, 6 ** players);
}
