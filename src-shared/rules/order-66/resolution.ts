import { chosenOption, type RulingChoices } from '../ruling';
import { MANIPULATION_TARGET, MODEL_SQUARES, REACH, SHOT_TARGET } from './mystics';
import { MANIPULATION_DIFFICULTY } from './rulings/abilities';
import { DODGE_AGAINST, DODGE_TIES, GRYMN_COMBAT, MELEE_TIES, MYSTIC_SHOTS, PSYCHIC_DIFFICULTY } from './rulings/combat';
import { FOURTH_STAT_ROLL } from './rulings/forces';

/**
 * The rolls of Order 66 as small pure functions, each reading the rulings that bend it. The
 * battle engine and the odds both call these, so a ruling changes the game and its odds alike.
 */

export type MysticStat = 'combat' | 'range' | 'dodge';
export type MysticStats = Readonly<Record<MysticStat, number>>;

/**
 * Mystic creation (Forces): four D3 rolls, three of them assigned to Combat, Range and Dodge.
 * `assignment` gives the index of the roll for each statistic; under `best-three` the lowest
 * roll must be the one left over. Returns the stats or the reason the assignment is refused.
 */
export function createMysticStats(
  rolls: readonly number[],
  assignment: Readonly<Record<MysticStat, number>>,
  choices: RulingChoices = {},
): { ok: true; stats: MysticStats } | { ok: false; reason: string } {
  if (rolls.length !== 4) return { ok: false, reason: `a Mystic is made from 4 D3 rolls, not ${rolls.length}` };
  if (rolls.some((roll) => !Number.isInteger(roll) || roll < 1 || roll > 3)) return { ok: false, reason: 'a D3 shows 1, 2 or 3' };
  const used = [assignment.combat, assignment.range, assignment.dodge];
  if (used.some((index) => !Number.isInteger(index) || index < 0 || index > 3) || new Set(used).size !== 3) {
    return { ok: false, reason: 'assign three different rolls, one to each of Combat, Range and Dodge' };
  }
  const leftOver = [0, 1, 2, 3].find((index) => !used.includes(index))!;
  if (chosenOption(FOURTH_STAT_ROLL, choices) === 'best-three' && rolls[leftOver]! > Math.min(...rolls)) {
    return { ok: false, reason: 'under this house rule the lowest roll is the one discarded' };
  }
  return { ok: true, stats: { combat: rolls[assignment.combat]!, range: rolls[assignment.range]!, dodge: rolls[assignment.dodge]! } };
}

/** Grymn Pulse Rifle: 2D6, +1 per friendly trooper within 4 squares, hits on 7 or more. */
export function grymnShotHits(roll2d6: number, friendlyTroopersWithin4: number): { total: number; hits: boolean } {
  const total = roll2d6 + friendlyTroopersWithin4;
  return { total, hits: total >= SHOT_TARGET };
}

/** A Mystic's shot (Mystic Lightning, Meg's return fire): what the Mystic adds to the 2D6 (o66.mystic-shots). */
export function mysticShotBonus(range: number, choices: RulingChoices = {}): number {
  return chosenOption(MYSTIC_SHOTS, choices) === 'plus-range' ? range : 0;
}

/** Psychic attack difficulty for a target filling `squares` squares. */
export function psychicDifficulty(squares: number, choices: RulingChoices = {}): number {
  return chosenOption(PSYCHIC_DIFFICULTY, choices) === 'flat-six' ? 6 : 6 + squares;
}

/** Mystic Manipulation's difficulty against a miniature (o66.manipulation-difficulty). */
export function manipulationDifficulty(choices: RulingChoices = {}): number {
  return chosenOption(MANIPULATION_DIFFICULTY, choices) === 'seven' ? MANIPULATION_TARGET : psychicDifficulty(MODEL_SQUARES, choices);
}

/** The number a dodge or resist roll must beat: the attack's total or its dice alone (o66.dodge-against). */
export function dodgeAgainst(attack: { readonly dice: number; readonly total: number }, choices: RulingChoices = {}): number {
  return chosenOption(DODGE_AGAINST, choices) === 'dice' ? attack.dice : attack.total;
}

/** A Mystic's dodge (or resist) roll against the attack total: 2D6 + Dodge must beat it. */
export function dodges(attackTotal: number, dodgeRoll2d6: number, dodgeStat: number, choices: RulingChoices = {}): boolean {
  const total = dodgeRoll2d6 + dodgeStat;
  return chosenOption(DODGE_TIES, choices) === 'defender-wins-ties' ? total >= attackTotal : total > attackTotal;
}

/** "the target can be moved a number of squares equal to Ten minus the distance from the attacker". */
export function psychicPushSquares(distanceSquares: number): number {
  return Math.max(0, REACH.pushBase - distanceSquares);
}

/** What a Grymn Trooper adds to its melee roll (o66.grymn-combat). */
export function grymnCombat(choices: RulingChoices = {}): number {
  return chosenOption(GRYMN_COMBAT, choices) === 'one' ? 1 : 0;
}

export type MeleeVerdict = 'hit' | 'avoided' | 'roll-again';

/** A melee attack against the target's roll to avoid it (o66.melee-ties settles a tie). */
export function meleeVerdict(attackTotal: number, defenceTotal: number, choices: RulingChoices = {}): MeleeVerdict {
  if (attackTotal > defenceTotal) return 'hit';
  if (attackTotal < defenceTotal) return 'avoided';
  const ties = chosenOption(MELEE_TIES, choices);
  return ties === 'ties-hit' ? 'hit' : ties === 'ties-avoid' ? 'avoided' : 'roll-again';
}
