import { describe, expect, it } from 'vitest';
import { armyChoiceLabel } from './labels';

describe('an army in the battle set-up picker', () => {
  it('prints its points with the thousands separator the rosters use', () => {
    expect(armyChoiceLabel({ name: 'Greenwood Wardens', points: 1008, randomised: true })).toBe('Greenwood Wardens (1,008 pts, randomised)');
    expect(armyChoiceLabel({ name: 'The Crown Host', points: 300, randomised: false })).toBe('The Crown Host (300 pts)');
  });
});
