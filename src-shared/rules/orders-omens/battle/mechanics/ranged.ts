import { ARTILLERY_ACCURACY, ARTILLERY_PROFILE, WEAPON_PROFILES } from '../../data/weapons';
import type { RangedProfile, Weapon } from '../../types';
import type { BattleRulings } from '../rulings-in-play';
import type { Modifier } from './modifiers';

export type RangeBand = 'effective' | 'long';

/** The ranged profile of a weapon, or null when it cannot shoot. */
export function rangedProfile(weapon: Weapon | 'artillery' | null): RangedProfile | null {
  if (weapon === null) return null;
  return weapon === 'artillery' ? ARTILLERY_PROFILE.ranged : WEAPON_PROFILES[weapon].ranged;
}

/** To-hit for a volley; artillery reads its accuracy step against the current target instead of a band. */
export function rangedHitOn(profile: RangedProfile, band: RangeBand, artilleryStep: number | null): number | null {
  if (artilleryStep !== null) return ARTILLERY_ACCURACY.hitOnSequence[Math.min(artilleryStep, ARTILLERY_ACCURACY.hitOnSequence.length - 1)]!;
  if (band === 'effective') return profile.effectiveRangeHitOn;
  return profile.longRangeHitOn;
}

export interface RangedSituation {
  readonly disordered: boolean;
  readonly throughFog: boolean;
}

export type RangedModifier = Modifier & { readonly kind: 'disordered' | 'veil-of-fog' | 'garrison' };

/** Disorder: "-1 to all Combat Dice rolls for ranged or melee attacks"; Veil of Fog: "-1 to hit". */
export function rangedModifiers(situation: RangedSituation): RangedModifier[] {
  const modifiers: RangedModifier[] = [];
  if (situation.disordered) modifiers.push({ kind: 'disordered', source: 'disordered', value: -1 });
  if (situation.throughFog) modifiers.push({ kind: 'veil-of-fog', source: 'veil of fog', value: -1 });
  return modifiers;
}

/** Artillery ranging at a volley: first shot at this target, still ranging, or reset because the target moved more than 1". */
export type ArtilleryRanging = 'new-target' | 'same-target' | 'target-moved';

/** The artillery accuracy step after a volley against the same target. */
export function nextArtilleryStep(step: number, hits: number, mode: BattleRulings['artilleryAccuracyStep']): number {
  const gained = mode === 'per-hit' ? hits : hits > 0 ? 1 : 0;
  return Math.min(step + gained, ARTILLERY_ACCURACY.hitOnSequence.length - 1);
}

/** Resolve Morale after shooting: "a negative modifier on the number of hits suffered ... no more than -3". */
export const RANGED_MORALE_CAP = 3;

/** "2 hits from shooting"; past the cap "5 hits from shooting, capped at −3" (no brackets: the screens put it in theirs). */
export function shotWords(hits: number): string {
  const said = `${hits} hit${hits === 1 ? '' : 's'} from shooting`;
  return hits > RANGED_MORALE_CAP ? `${said}, capped at −${RANGED_MORALE_CAP}` : said;
}

export function rangedMoraleModifier(hits: number): Modifier {
  return { source: shotWords(hits), value: -Math.min(hits, RANGED_MORALE_CAP) };
}
