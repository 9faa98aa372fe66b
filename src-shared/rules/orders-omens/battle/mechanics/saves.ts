import { ARMOUR_SAVE_ON } from '../../data/weapons';
import type { BattleRulings } from '../rulings-in-play';
import { D6_FACES } from './faces';

/** What a target regiment rolls against each hit from one source. */
export interface SaveRule {
  /** Saved on this or more; null: no save. */
  readonly saveOn: number | null;
  /** Venomous Bite: "Enemy must re-roll successful armour saves." */
  readonly rerollSuccesses: boolean;
}

export const NO_SAVE: SaveRule = { saveOn: null, rerollSuccesses: false };

export interface SaveSituation {
  readonly armoured: boolean;
  /** Armoured Colossus: "a 5+ armour save which cannot be negated". */
  readonly unnegatableSaveOn: number | null;
  /** Crossbows, firearms, artillery and breath attacks. */
  readonly sourceNegatesArmour: boolean;
  readonly warded: boolean;
  readonly venomousSource: boolean;
  readonly melee: boolean;
}

const WARDING_BONUS = 1;
/** Shield of Warding's save for an unarmoured Brigade under `grants-save`. */
const WARDING_GRANTED_SAVE_ON = 6;

export function saveRuleFor(situation: SaveSituation, rulings: Pick<BattleRulings, 'armourInMelee' | 'shieldOfWardingUnarmoured'>): SaveRule {
  if (situation.melee && rulings.armourInMelee === 'saves-ranged-only') return NO_SAVE;
  const armourSave = situation.armoured && !situation.sourceNegatesArmour ? ARMOUR_SAVE_ON : null;
  const candidates = [armourSave, situation.unnegatableSaveOn].filter((on): on is number => on !== null);
  let saveOn = candidates.length > 0 ? Math.min(...candidates) : null;
  if (situation.warded) {
    if (saveOn !== null) saveOn -= WARDING_BONUS;
    else if (rulings.shieldOfWardingUnarmoured === 'grants-save') saveOn = WARDING_GRANTED_SAVE_ON;
  }
  if (saveOn === null) return NO_SAVE;
  return { saveOn, rerollSuccesses: situation.venomousSource };
}

export function dieSaves(face: number, rule: SaveRule): boolean {
  return rule.saveOn !== null && face >= rule.saveOn;
}

/** Probability that one hit is saved (a re-rolled success must succeed twice). */
export function saveProbability(rule: SaveRule): number {
  const p = D6_FACES.filter((face) => dieSaves(face, rule)).length / 6;
  return rule.rerollSuccesses ? p * p : p;
}
