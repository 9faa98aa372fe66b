import type { PendingModifier } from '../state';
import type { TestRoll } from '../outcomes';
import type { TestDirection } from './two-dice-test';

/** Why a 2D6 test's roll or target moved, by code; the narrator and the odds panel word it. */
export type TestModifierKind = 'stubborn' | 'death-seekers' | 'fearsome' | 'witnessed-general-loss' | PendingModifier['kind'];

/** One modifier as it was applied: added to the roll, or moving the target (signed, as applied). */
export interface TestModifier {
  readonly kind: TestModifierKind;
  readonly value: number;
  readonly on: 'roll' | 'target';
}

/** A roll adjustment that may say why (the morale queue's and the form's modifiers do). */
export interface KindedAdjustment {
  readonly kind?: TestModifierKind;
  readonly value: number;
}

/** A benefit ("benefit from a -1 modifier"), applied as ruling oo.control-modifier-sense says. */
export interface TestBenefit {
  readonly kind: 'stubborn' | 'death-seekers';
  readonly amount: number;
}

/** Everything a 2D6 test is judged by before the dice: the printed target, the target after benefits, the roll modifier. */
export interface TestTerms {
  /** General CV + Brigade CV, as printed. */
  readonly baseTarget: number;
  /** The number the modified roll is compared with. */
  readonly target: number;
  readonly rollModifier: number;
  readonly direction: TestDirection;
  readonly modifiers: readonly TestModifier[];
}

/**
 * The terms of one test. Under 'modifier-helps' a benefit moves the target in the tester's
 * favour; under 'modifier-on-roll' it is subtracted from the roll.
 */
export function testTerms(
  baseTarget: number,
  adjustments: readonly KindedAdjustment[],
  benefits: readonly TestBenefit[],
  sense: 'modifier-helps' | 'modifier-on-roll',
  direction: TestDirection,
): TestTerms {
  const modifiers: TestModifier[] = [];
  for (const a of adjustments) if (a.value !== 0 && a.kind) modifiers.push({ kind: a.kind, value: a.value, on: 'roll' });
  let rollModifier = adjustments.reduce((sum, a) => sum + a.value, 0);
  let target = baseTarget;
  for (const b of benefits) {
    if (b.amount === 0) continue;
    if (sense === 'modifier-on-roll') {
      rollModifier -= b.amount;
      modifiers.push({ kind: b.kind, value: -b.amount, on: 'roll' });
    } else {
      const shift = direction === 'at-least' ? -b.amount : b.amount;
      target += shift;
      modifiers.push({ kind: b.kind, value: shift, on: 'target' });
    }
  }
  return { baseTarget, target, rollModifier, direction, modifiers };
}

/** The margin of a roll under these terms: 0 or more passes, negative fails by that much. */
export function judgedMargin(terms: TestTerms, rollTotal: number): number {
  const modified = rollTotal + terms.rollModifier;
  return terms.direction === 'at-least' ? modified - terms.target : terms.target - modified;
}

/** The numbers a logged test quotes, from its terms and dice. */
export function judgedRoll(terms: TestTerms, rollTotal: number): TestRoll {
  return {
    roll: rollTotal,
    modified: rollTotal + terms.rollModifier,
    target: terms.target,
    baseTarget: terms.baseTarget,
    modifiers: terms.modifiers,
    margin: judgedMargin(terms, rollTotal),
  };
}
