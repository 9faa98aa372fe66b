import type { RulingChoices } from '../../ruling';
import { chosenOption } from '../../ruling';
import { EXPERIENCE_LEVELS } from '../data/experience';
import { BRIGADE_MIXED_EXPERIENCE } from '../rulings/army-building';
import type { Brigade, Experience } from '../types';

/**
 * The Brigade's single overall experience rating ("each Brigade is given a single overall rating
 * for ease of play"): its declared rating when mixed Brigades are allowed, else the lowest
 * experience among its regiments (which, in a legal uniform Brigade, is the only one).
 */
export function brigadeRating(brigade: Brigade, choices?: RulingChoices): Experience {
  const lowest = EXPERIENCE_LEVELS.find((level) => brigade.regiments.some((regiment) => regiment.experience === level));
  if (chosenOption(BRIGADE_MIXED_EXPERIENCE, choices) === 'mixed-with-rating' && brigade.rating) return brigade.rating;
  return lowest ?? brigade.rating ?? 'green';
}
