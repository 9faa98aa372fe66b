import type { BattleRulings } from '../rulings-in-play';
import { judgedMargin, testTerms, type KindedAdjustment, type TestBenefit, type TestTerms } from './test-terms';

/**
 * standard: Morale & Disorder bands. collision: a fleeing friend ran into the Brigade ("If it
 * passes it will hold firm but becomes disordered, if it fails it will break"). rally: a fleeing
 * Brigade tries to stop.
 */
export type MoraleKind = 'standard' | 'collision' | 'rally';
export type MoraleOutcome = 'hold' | 'disordered' | 'break' | 'rallied' | 'still-fleeing';

export interface MoraleTestInput {
  readonly brigadeControlValue: number;
  readonly generalControlValue: number;
  /** Added to the roll; penalties are negative. Those with a `kind` are named in the log. */
  readonly modifiers: readonly KindedAdjustment[];
  /** Stubborn (1) and Death-seekers (3): "benefit from -N" (ruling oo.control-modifier-sense). */
  readonly benefit: number;
  /** Which rule the benefit comes from, for the log; Stubborn when not given. */
  readonly benefitKind?: TestBenefit['kind'];
  readonly kind: MoraleKind;
}

export interface MoraleResult {
  /** The number the modified roll was judged against (benefits included). */
  readonly target: number;
  readonly rollTotal: number;
  readonly modifiedRoll: number;
  readonly margin: number;
  readonly terms: TestTerms;
  readonly outcome: MoraleOutcome;
}

/** "Fail by 1-2: ... Disordered and is pushed back 2". Fail by 3 or more: the Brigade breaks". */
const STANDARD_FAILURE_BANDS: readonly { readonly worstMargin: number; readonly outcome: MoraleOutcome }[] = [
  { worstMargin: -2, outcome: 'disordered' },
  { worstMargin: -Infinity, outcome: 'break' },
];

function outcomeFor(kind: MoraleKind, margin: number): MoraleOutcome {
  if (kind === 'rally') return margin >= 0 ? 'rallied' : 'still-fleeing';
  if (kind === 'collision') return margin >= 0 ? 'disordered' : 'break';
  if (margin >= 0) return 'hold';
  return STANDARD_FAILURE_BANDS.find((band) => margin >= band.worstMargin)?.outcome ?? 'break';
}

/** The terms of a Morale Test before the dice: the odds panel and the reducer share them. */
export function moraleTerms(input: MoraleTestInput, sense: BattleRulings['controlModifierSense']): TestTerms {
  const benefits = [{ kind: input.benefitKind ?? 'stubborn', amount: input.benefit }];
  return testTerms(input.brigadeControlValue + input.generalControlValue, input.modifiers, benefits, sense, 'at-least');
}

/** Morale Test: 2D6 + modifiers must equal or beat Brigade CV + general CV. */
export function resolveMorale(rollTotal: number, input: MoraleTestInput, sense: BattleRulings['controlModifierSense']): MoraleResult {
  const terms = moraleTerms(input, sense);
  const margin = judgedMargin(terms, rollTotal);
  return { target: terms.target, rollTotal, modifiedRoll: rollTotal + terms.rollModifier, margin, terms, outcome: outcomeFor(input.kind, margin) };
}
