import type { Experience, ExperienceProfile } from '../types';

/**
 * Unit Experience: "Green CV: 4 CD: 3 / Experienced CV: 3 CD: 4 / Elite CV: 2 CD: 5". The section
 * calls CV "Combat Value" once; everywhere else it is the Control Value, which is what it does.
 */
export const EXPERIENCE_PROFILES = {
  green: { controlValue: 4, combatDice: 3 },
  experienced: { controlValue: 3, combatDice: 4 },
  elite: { controlValue: 2, combatDice: 5 },
} as const satisfies Readonly<Record<Experience, ExperienceProfile>>;

/** Display order, worst to best. */
export const EXPERIENCE_LEVELS = ['green', 'experienced', 'elite'] as const satisfies readonly Experience[];

export const EXPERIENCE_NAMES = {
  green: 'Green',
  experienced: 'Experienced',
  elite: 'Elite',
} as const satisfies Readonly<Record<Experience, string>>;
