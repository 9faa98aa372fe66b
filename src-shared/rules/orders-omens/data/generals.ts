import type { Experience, PriceByExperience } from '../types';

/** Army Creation, Divisional Generals: "(Green) Divisional General.....30 points" etc. */
export const DIVISIONAL_GENERAL_POINTS = {
  green: 30,
  experienced: 40,
  elite: 50,
} as const satisfies PriceByExperience;

/** "Magical Advisor.....10 points", open to each Divisional General and the Marshal. */
export const MAGICAL_ADVISOR_POINTS = 10;

/** "Each player starts with a Marshal (Marshals are always Elite)". */
export const MARSHAL_EXPERIENCE = 'elite' as const satisfies Experience;
