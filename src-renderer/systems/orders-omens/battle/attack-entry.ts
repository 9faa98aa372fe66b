import type { DiceRoll } from '../../../../src-shared/rules/dice';
import type { AttackSpec } from '../../../../src-shared/rules/orders-omens/battle/attack';
import type { MeleeRoll } from '../../../../src-shared/rules/orders-omens/battle';
import { attackProgress, type AttackProgress } from '../../../../src-shared/rules/orders-omens/walkthrough/attack-dice';

/**
 * One regiment's attack as entered: its Combat Dice, the dice it rolls again (Rooted Strength,
 * Multiple Heads), the target's saves and, against Venomous Bite, the saves rolled again.
 */
export interface AttackEntry {
  dice: DiceRoll | null;
  /** Multiple Heads: the dice the players chose to roll again. */
  chosen: number[];
  rerolls: DiceRoll | null;
  saves: DiceRoll | null;
  saveRerolls: DiceRoll | null;
}

export const EMPTY_ENTRY: AttackEntry = { dice: null, chosen: [], rerolls: null, saves: null, saveRerolls: null };

export function progressOf(spec: AttackSpec, entry: AttackEntry): AttackProgress {
  return attackProgress(spec, {
    faces: entry.dice?.faces ?? null,
    chosen: entry.chosen,
    rerollFaces: entry.rerolls?.faces ?? null,
    saveFaces: entry.saves?.faces ?? null,
    saveRerollFaces: entry.saveRerolls?.faces ?? null,
  });
}

/** What is still to be rolled for `label`, or null when the entry is complete. */
export function missingRoll(label: string, spec: AttackSpec, entry: AttackEntry): string | null {
  const progress = progressOf(spec, entry);
  if (!entry.dice) return `Enter or roll ${label}'s Combat Dice`;
  if (progress.hits === null) return `Enter or roll ${label}'s re-rolled dice`;
  if (progress.unsaved !== null) return null;
  if (progress.saveRerollCount > 0 && entry.saves) return `Enter or roll ${label}'s target's re-rolled saves (Venomous Bite)`;
  return `Enter or roll the saves against ${label}'s hits`;
}

/** The saves of a volley, breath attack or melee roll, with Venomous Bite's re-rolls. */
function savesField(entry: AttackEntry) {
  if (!entry.saves) return {};
  return { saves: { dice: entry.saves, ...(entry.saveRerolls ? { rerolls: entry.saveRerolls } : {}) } };
}

/** The fields of a volley or breath attack that come from an entry. */
export function attackFields(entry: AttackEntry) {
  return { dice: entry.dice!, ...savesField(entry) };
}

/** The fields of a melee roll that come from an entry: its re-rolls too. */
export function meleeFields(spec: AttackSpec, entry: AttackEntry): Pick<MeleeRoll, 'dice' | 'rerollIndices' | 'rerolls' | 'saves'> {
  const progress = progressOf(spec, entry);
  const rerolled = progress.rerollIndices.length > 0 && entry.rerolls;
  return {
    dice: entry.dice!,
    // Rooted Strength re-rolls every miss without indices; Multiple Heads names its dice.
    ...(rerolled && spec.reroll.kind === 'up-to' ? { rerollIndices: [...progress.rerollIndices] } : {}),
    ...(rerolled ? { rerolls: entry.rerolls! } : {}),
    ...savesField(entry),
  };
}
