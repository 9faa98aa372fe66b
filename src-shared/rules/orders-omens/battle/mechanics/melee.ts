import { ARTILLERY_PROFILE, MELEE_HIT_ON, WEAPON_PROFILES } from '../../data/weapons';
import type { Weapon } from '../../types';
import type { BattleRulings } from '../rulings-in-play';
import type { HitRule } from './hits';
import type { Modifier } from './modifiers';

export type Facing = 'front' | 'flank' | 'rear';

export interface MeleeRegimentSituation {
  /** null for monsters, which carry no weapon profile. */
  readonly weapon: Weapon | 'artillery' | null;
  readonly firstRound: boolean;
  readonly charging: boolean;
  readonly higherGround: boolean;
  /** The face of the enemy this regiment strikes. */
  readonly strikes: Facing;
  /** Where the enemy it fights stands relative to this regiment (polearms care). */
  readonly engagedFrom: Facing;
  readonly disordered: boolean;
  /** Griffon, Shock & Awe: "+1 to hit in the first round of melee". */
  readonly shockAndAwe: boolean;
}

/** The melee modifier list (Melee Combat), stackable, as typed data. */
const MELEE_MODIFIER_TABLE: readonly {
  readonly source: string;
  readonly applies: (s: MeleeRegimentSituation, chargeBonus: BattleRulings['chargeBonus']) => boolean;
  readonly value: (s: MeleeRegimentSituation) => number;
}[] = [
  { source: 'charging (first round)', applies: (s, bonus) => s.charging && s.firstRound && bonus === 'plus-one-to-hit', value: () => 1 },
  { source: 'higher ground', applies: (s) => s.higherGround, value: () => 1 },
  { source: 'weapon', applies: (s) => s.weapon !== null, value: weaponModifier },
  { source: 'attacking flank or rear', applies: (s) => s.strikes !== 'front', value: () => 1 },
  { source: 'disordered', applies: (s) => s.disordered, value: () => -1 },
  { source: 'Shock & Awe (first round)', applies: (s) => s.shockAndAwe && s.firstRound, value: () => 1 },
];

/** Polearms +2 to the front and -2 when fought in flank or rear; shooters -1 either way. */
function weaponModifier(s: MeleeRegimentSituation): number {
  if (s.weapon === null) return 0;
  const profile = s.weapon === 'artillery' ? ARTILLERY_PROFILE : WEAPON_PROFILES[s.weapon];
  return s.engagedFrom === 'front' ? profile.meleeFront : profile.meleeFlankOrRear;
}

export function meleeModifiers(s: MeleeRegimentSituation, chargeBonus: BattleRulings['chargeBonus']): Modifier[] {
  return MELEE_MODIFIER_TABLE.filter((row) => row.applies(s, chargeBonus))
    .map((row) => ({ source: row.source, value: row.value(s) }))
    .filter((modifier) => modifier.value !== 0);
}

export function meleeHitRule(modifier: number, stomp: boolean, stompSix: BattleRulings['stompSix'] = 'natural-six'): HitRule {
  return { hitOn: MELEE_HIT_ON, modifier, naturalSixIsTwoHits: stomp, naturalSixOnly: false, ...(stomp && stompSix === 'modified-six' ? { modifiedSixIsTwoHits: true } : {}) };
}

export interface MeleeDiceSituation {
  readonly baseDice: number;
  /** Orc Bloodlust: "In melee Orc regiments gain +1 Combat Dice". */
  readonly bloodlust: boolean;
  /** Generals in base contact who still grant their die (not wounded). */
  readonly generals: number;
  /** Charging in the first round under `oo.charge-bonus` = plus-one-die. */
  readonly chargeDie: boolean;
  /** Fanatics, Frenzy: "+1 combat dice in the first round". */
  readonly frenzy: boolean;
  /** Treeman, Forest Guardian. */
  readonly forestGuardian: boolean;
  /** Troll Mob, Regeneration this turn. */
  readonly regenerated: boolean;
  /** Regeneration dice kept for good (`oo.regeneration-duration` = cumulative), in place of `regenerated`. */
  readonly regeneratedDice?: number;
  /** Curse of Weakness: "one less Combat Dice in melee". */
  readonly cursed: boolean;
  /** Heroic Stand: "a further +1 Combat Dice to the Brigade in the next melee". */
  readonly heroicStand: boolean;
}

const MELEE_DICE_TABLE: readonly { readonly source: string; readonly dice: (s: MeleeDiceSituation) => number }[] = [
  { source: 'Bloodlust', dice: (s) => (s.bloodlust ? 1 : 0) },
  { source: 'General in contact', dice: (s) => s.generals },
  { source: 'charging (first round)', dice: (s) => (s.chargeDie ? 1 : 0) },
  { source: 'Frenzy (first round)', dice: (s) => (s.frenzy ? 1 : 0) },
  { source: 'Forest Guardian', dice: (s) => (s.forestGuardian ? 1 : 0) },
  { source: 'Regeneration', dice: (s) => s.regeneratedDice ?? (s.regenerated ? 1 : 0) },
  { source: 'Curse of Weakness', dice: (s) => (s.cursed ? -1 : 0) },
  { source: 'Heroic Stand', dice: (s) => (s.heroicStand ? 1 : 0) },
];

export function meleeDiceCount(s: MeleeDiceSituation): { count: number; breakdown: Modifier[] } {
  const breakdown = MELEE_DICE_TABLE.map((row) => ({ source: row.source, value: row.dice(s) })).filter((m) => m.value !== 0);
  const count = Math.max(0, s.baseDice + breakdown.reduce((sum, m) => sum + m.value, 0));
  return { count, breakdown };
}

export type MeleeSideKey = 'attacker' | 'defender';

/** Determine Winner: "The side that takes the most hits is the loser"; equal hits tie. */
export function meleeOutcome(hitsOnAttacker: number, hitsOnDefender: number): { loser: MeleeSideKey | null; margin: number } {
  if (hitsOnAttacker === hitsOnDefender) return { loser: null, margin: 0 };
  return hitsOnAttacker > hitsOnDefender
    ? { loser: 'attacker', margin: hitsOnAttacker - hitsOnDefender }
    : { loser: 'defender', margin: hitsOnDefender - hitsOnAttacker };
}
