import { describe, expect, it } from 'vitest';
import { registeredSystems } from '../../../src-shared/systems/registry';
import { scoreTermFor } from './score-term';

describe('a score term for its count', () => {
  it('is singular for one, in each system’s own words', () => {
    expect(scoreTermFor(1, 'wounds dealt')).toBe('wound dealt');
    expect(scoreTermFor(1, 'Army Points left')).toBe('Army Point left');
    expect(scoreTermFor(1, 'SGPs destroyed')).toBe('SGP destroyed');
    expect(scoreTermFor(1, 'Objective Points')).toBe('Objective Point');
    expect(scoreTermFor(1, 'VP')).toBe('VP');
  });

  it('stays plural for none and for many', () => {
    expect(scoreTermFor(0, 'wounds dealt')).toBe('wounds dealt');
    expect(scoreTermFor(3, 'Army Points left')).toBe('Army Points left');
  });

  it('changes one word of every shipped system’s term, or none for VP', () => {
    for (const system of registeredSystems()) {
      const one = scoreTermFor(1, system.terms.score);
      const changed = one.split(' ').filter((word, i) => word !== system.terms.score.split(' ')[i]).length;
      expect(changed, system.id).toBe(system.terms.score === 'VP' ? 0 : 1);
    }
  });
});
