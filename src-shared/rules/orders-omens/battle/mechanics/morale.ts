import type { BattleRulings } from '../rulings-in-play';
import { sumModifiers, type RollAdjustment } from './modifiers';
import { testMargin } from './two-dice-test';

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
  /** Added to the roll; penalties are negative. */
  readonly modifiers: readonly RollAdjustment[];
  /** Stubborn (1) and Death-seekers (3): "benefit from -N" (ruling oo.control-modifier-sense). */
  readonly benefit: number;
  readonly kind: MoraleKind;
}

export interface MoraleResult {
  readonly target: number;
  readonly rollTotal: number;
  readonly modifiedRoll: number;
  readonly margin: number;
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

/** Morale Test: 2D6 + modifiers must equal or beat Brigade CV + general CV. */
export function resolveMorale(rollTotal: number, input: MoraleTestInput, sense: BattleRulings['controlModifierSense']): MoraleResult {
  const target = input.brigadeControlValue + input.generalControlValue;
  const benefitModifier = sense === 'modifier-on-roll' ? -input.benefit : 0;
  const rollModifier = sumModifiers(input.modifiers) + benefitModifier;
  const benefit = sense === 'modifier-helps' ? input.benefit : 0;
  const margin = testMargin(rollTotal, rollModifier, target, benefit, 'at-least');
  return { target, rollTotal, modifiedRoll: rollTotal + rollModifier, margin, outcome: outcomeFor(input.kind, margin) };
}
