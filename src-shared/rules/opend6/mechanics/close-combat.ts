import { CLOSE_COMBAT_MODIFIERS, PARTING_SWING_BONUS } from '../data/close-combat';
import { MORALE_STATUS_EFFECTS, type MoraleStatus } from '../data/morale';
import type { Od6Rulings } from '../rulings-in-play';

export type CloseCombatFactorCode = 'charging' | 'defending-barrier' | 'braced' | 'outnumbering' | 'melee-weapon' | 'magic-weapon' | 'natural-weapon' | 'side-or-rear' | 'prone' | 'separated' | 'shaken' | 'demoralized' | 'parting-swing';

export interface CloseCombatFactor {
  readonly factor: CloseCombatFactorCode;
  readonly modifier: number;
}

export interface FighterSituation {
  readonly weapon: 'none' | 'standard' | 'magical' | 'natural';
  /** His squad charged into this fight this turn (L383). */
  readonly chargingFirstTurn: boolean;
  /** The squad he charged braced for it (`od6.brace-for-charge`). */
  readonly enemyBraced: boolean;
  readonly defendingBarrier: boolean;
  /** His squad braced for this charge and it is the first turn (`od6.brace-for-charge`). */
  readonly braced: boolean;
  /** How many more soldiers than his one enemy are fighting that enemy with him (L385). */
  readonly outnumberingBy: number;
  readonly sideOrRear: boolean;
  readonly prone: boolean;
  readonly separated: boolean;
  readonly status: MoraleStatus;
  /** The parting swing: he is taking it, or suffering it (L411). */
  readonly partingSwing: 'attacker' | 'defender' | null;
}

/** Close Combat Modifiers Chart (seed 004 L370–L392) for one soldier, with the rulings that touch it. */
export function closeCombatModifier(situation: FighterSituation, rulings: Pick<Od6Rulings, 'magicWeaponModifier' | 'braceForCharge' | 'partingSwing'>): { readonly total: number; readonly factors: readonly CloseCombatFactor[] } {
  const m = CLOSE_COMBAT_MODIFIERS;
  const weapon: CloseCombatFactor[] =
    situation.weapon === 'standard'
      ? [{ factor: 'melee-weapon', modifier: m.standardMeleeWeapon }]
      : situation.weapon === 'magical'
        ? [...(rulings.magicWeaponModifier === 'cumulative' ? [{ factor: 'melee-weapon' as const, modifier: m.standardMeleeWeapon }] : []), { factor: 'magic-weapon', modifier: m.magicMeleeWeapon }]
        : situation.weapon === 'natural'
          ? [{ factor: 'natural-weapon', modifier: m.naturalWeapon }]
          : [];
  const parting = situation.partingSwing;
  const factors: CloseCombatFactor[] = [
    { factor: 'charging' as const, modifier: situation.chargingFirstTurn && !(situation.enemyBraced && rulings.braceForCharge === 'cancels-charge-bonus') ? m.chargingFirstTurn : 0 },
    { factor: 'defending-barrier' as const, modifier: situation.defendingBarrier ? m.defendingBarrier : 0 },
    { factor: 'braced' as const, modifier: situation.braced && rulings.braceForCharge === 'defender-plus-one' ? 1 : 0 },
    { factor: 'outnumbering' as const, modifier: situation.outnumberingBy * m.outnumberingPerSoldier },
    ...weapon,
    { factor: 'side-or-rear' as const, modifier: situation.sideOrRear ? m.sideOrRear : 0 },
    { factor: 'prone' as const, modifier: situation.prone ? m.prone : 0 },
    { factor: 'separated' as const, modifier: situation.separated ? m.separated : 0 },
    { factor: situation.status === 'shaken' ? ('shaken' as const) : ('demoralized' as const), modifier: MORALE_STATUS_EFFECTS[situation.status].closeCombat },
    {
      factor: 'parting-swing' as const,
      modifier:
        parting === 'attacker' && rulings.partingSwing !== 'defender-minus-two'
          ? PARTING_SWING_BONUS
          : parting === 'defender' && rulings.partingSwing !== 'attacker-plus-two'
            ? m.sideOrRear
            : 0,
    },
  ].filter((factor) => factor.modifier !== 0);
  return { total: factors.reduce((sum, factor) => sum + factor.modifier, 0), factors };
}
