import type { RangeBand } from '../data/ranged';
import { DEVIATION_CHART_DICE, DEVIATION_PROSE, SIEGE_DAMAGE_REDUCTION, TOWARD_SHOOTER_FACE } from '../data/siege';
import type { Od6Rulings } from '../rulings-in-play';

/** Dice rolled for the distance a siege shot deviates at this range (`od6.siege-deviation-distance`). */
export function deviationDiceCount(range: RangeBand, rulings: Pick<Od6Rulings, 'siegeDeviationDistance'>): number {
  return rulings.siegeDeviationDistance === 'chart' ? DEVIATION_CHART_DICE[range] : DEVIATION_PROSE[range].dice;
}

/** Inches deviated (seed 004 L310–L315): prose half / whole / double one die, or the chart's 1D / 2D / 3D. */
export function deviationInches(range: RangeBand, faces: readonly number[], rulings: Pick<Od6Rulings, 'siegeDeviationDistance'>): number {
  const sum = faces.reduce((total, face) => total + face, 0);
  if (rulings.siegeDeviationDistance === 'chart') return sum;
  const prose = DEVIATION_PROSE[range];
  return (prose.halveRoundUp ? Math.ceil(sum / 2) : sum) * prose.multiplier;
}

/** "if you rolled a 4, the projectile would have deviated toward the soldier who shot it" (L309). */
export function deviatesTowardShooter(directionFace: number): boolean {
  return directionFace === TOWARD_SHOOTER_FACE;
}

export interface SiegeExposure {
  readonly placement: 'under' | 'touching';
  readonly prone: boolean;
  /** A high wall between him and the impact: with a door or window, or solid (L323). */
  readonly wall: 'none' | 'opening' | 'solid';
}

/** The Damage Strength a soldier under or touching the template faces, or null when the wall shields him (L322–L323, `od6.siege-wall-shielding`). */
export function siegeDamageStrength(damage: number, exposure: SiegeExposure, rulings: Pick<Od6Rulings, 'siegeWallShielding'>): number | null {
  if (exposure.wall === 'solid' && rulings.siegeWallShielding === 'unaffected') return null;
  const r = SIEGE_DAMAGE_REDUCTION;
  return (
    damage -
    (exposure.placement === 'touching' ? r.touching : 0) -
    (exposure.prone ? r.prone : 0) -
    (exposure.wall === 'opening' || exposure.wall === 'solid' ? r.behindOpening : 0)
  );
}

/** Whether a siege weapon may fire again this turn under its Fire Rate (L303). */
export function mayFireSiege(fireRate: { readonly shots: number; readonly turns: number }, turn: number, lastFiredTurn: number | null, shotsThisTurn: number): boolean {
  if (fireRate.turns <= 1) return shotsThisTurn < fireRate.shots;
  return shotsThisTurn === 0 && (lastFiredTurn === null || turn - lastFiredTurn >= fireRate.turns);
}
