import { chosenOption, type RulingChoices } from '../ruling';
import { DODGE_TIES, FOURTH_STAT_ROLL, PSYCHIC_DIFFICULTY } from './rulings';

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
  return { total, hits: total >= 7 };
}

/** Psychic attack difficulty for a target filling `squares` squares. */
export function psychicDifficulty(squares: number, choices: RulingChoices = {}): number {
  return chosenOption(PSYCHIC_DIFFICULTY, choices) === 'flat-six' ? 6 : 6 + squares;
}

/** A Mystic's dodge (or resist) roll against the attack total: 2D6 + Dodge must beat it. */
export function dodges(attackTotal: number, dodgeRoll2d6: number, dodgeStat: number, choices: RulingChoices = {}): boolean {
  const total = dodgeRoll2d6 + dodgeStat;
  return chosenOption(DODGE_TIES, choices) === 'defender-wins-ties' ? total >= attackTotal : total > attackTotal;
}

/** "the target can be moved a number of squares equal to Ten minus the distance from the attacker". */
export function psychicPushSquares(distanceSquares: number): number {
  return Math.max(0, 10 - distanceSquares);
}
