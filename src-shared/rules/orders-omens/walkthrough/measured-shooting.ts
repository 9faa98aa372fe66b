import { rangeBandAt, inchesText } from '../battle/mechanics/distance';
import type { RangeBand } from '../battle/mechanics/ranged';
import { rangedProfile } from '../battle/mechanics/ranged';
import type { BattleState } from '../battle';
import { ARTILLERY_PROFILE, WEAPON_PROFILES } from '../data/weapons';

export interface ShootingAtDistance {
  /** The band the Brigade's bows or crossbows fire at (artillery is always long). */
  readonly band: RangeBand;
  /** The engine's refusal for each regiment that cannot reach, worded with the rule. */
  readonly outOfRange: readonly string[];
}

/** What a measured distance means for a Brigade's shooting, as the engine will judge it. */
export function shootingAtDistance(state: BattleState, shooterId: string, inches: number): ShootingAtDistance {
  let band: RangeBand | null = null;
  const outOfRange: string[] = [];
  for (const regimentId of state.roster.brigades[shooterId]?.regimentIds ?? []) {
    const weapon = state.roster.regiments[regimentId]!.weapon;
    if (weapon === null || !rangedProfile(weapon)) continue;
    const verdict = rangeBandAt(weapon, inches);
    if (!verdict.ok) outOfRange.push(verdict.reason);
    else if (weapon !== 'artillery') band ??= verdict.value;
  }
  return { band: band ?? 'long', outOfRange: [...new Set(outOfRange)] };
}

/** The Brigade's ranges as printed, for the distance field's hint: `Bows reach 10" (6" or less is effective range)`. */
export function shootingReachText(state: BattleState, shooterId: string): string {
  const texts = new Set<string>();
  for (const regimentId of state.roster.brigades[shooterId]?.regimentIds ?? []) {
    const weapon = state.roster.regiments[regimentId]!.weapon;
    if (weapon === null) continue;
    const profile = rangedProfile(weapon);
    if (!profile) continue;
    const name = weapon === 'artillery' ? ARTILLERY_PROFILE.name : WEAPON_PROFILES[weapon].name;
    const effective = profile.effectiveRangeInches === null ? '' : ` (${inchesText(profile.effectiveRangeInches)} or less is effective range)`;
    texts.add(`${name} reach ${inchesText(profile.maxRangeInches)}${effective}`);
  }
  return [...texts].join('; ');
}
