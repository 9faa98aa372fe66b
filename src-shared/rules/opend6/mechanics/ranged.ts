import { MORALE_STATUS_EFFECTS, type MoraleStatus } from '../data/morale';
import { BASE_DIFFICULTY, COVER_MODIFIER, SHOOTER_MODIFIERS, TARGET_PRONE_MODIFIER, type Cover, type FireMode, type RangeBand } from '../data/ranged';

export type ShotFactorCode = 'range' | 'cover' | 'target-prone' | 'walking' | 'opportunity-fire' | 'defensive-fire' | 'separated' | 'shaken' | 'demoralized' | 'following-fire' | 'undermanned' | 'blind';

export interface ShotFactor {
  readonly factor: ShotFactorCode;
  readonly modifier: number;
}

export interface ShotSituation {
  readonly range: RangeBand;
  readonly cover: Cover;
  readonly targetProne: boolean;
  /** Any of the squad walked this turn (L235). */
  readonly walked: boolean;
  readonly mode: FireMode;
  /** Only the separated soldier suffers it (L234, L238). */
  readonly separated: boolean;
  readonly status: MoraleStatus;
  /** 0 for a soldier's first shot; 1, 2 … for following fire (L240). */
  readonly following: number;
  readonly undermanned?: boolean;
  readonly blind?: boolean;
}

/** Final difficulty of a shot: the Ranged Combat Chart plus the Modifiers Chart, all cumulative (seed 004 L203–L240, L300, L319). */
export function shotDifficulty(situation: ShotSituation): { readonly difficulty: number; readonly factors: readonly ShotFactor[] } {
  const status = situation.status;
  const factors: ShotFactor[] = [
    { factor: 'range', modifier: BASE_DIFFICULTY[situation.range] },
    { factor: 'cover', modifier: COVER_MODIFIER[situation.cover] },
    { factor: 'target-prone', modifier: situation.targetProne ? TARGET_PRONE_MODIFIER : 0 },
    { factor: 'walking', modifier: situation.walked ? SHOOTER_MODIFIERS.walking : 0 },
    { factor: 'opportunity-fire', modifier: situation.mode === 'opportunity' ? SHOOTER_MODIFIERS.opportunityFire : 0 },
    { factor: 'defensive-fire', modifier: situation.mode === 'defensive' ? SHOOTER_MODIFIERS.defensiveFire : 0 },
    { factor: 'separated', modifier: situation.separated ? SHOOTER_MODIFIERS.separated : 0 },
    { factor: status === 'shaken' ? 'shaken' : 'demoralized', modifier: MORALE_STATUS_EFFECTS[status].rangedDifficulty },
    { factor: 'following-fire', modifier: situation.following * SHOOTER_MODIFIERS.followingFire },
    { factor: 'undermanned', modifier: situation.undermanned ? SHOOTER_MODIFIERS.undermanned : 0 },
    { factor: 'blind', modifier: situation.blind ? SHOOTER_MODIFIERS.blind : 0 },
  ].filter((factor) => factor.modifier !== 0 || factor.factor === 'range') as ShotFactor[];
  return { difficulty: factors.reduce((sum, factor) => sum + factor.modifier, 0), factors };
}
