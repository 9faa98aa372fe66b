import { describe, expect, it } from 'vitest';
import { validateArmy } from './validate-army';
import type { Army } from '../types';
import { problemOwner } from './problem-owner';

describe('which roster part a located problem belongs to (Orders & Omens, Creating an Army)', () => {
  it.each([
    [['divisions', 0, 'brigades', 1, 'regiments'], 'divisions.0.brigades.1'],
    [['divisions', 0, 'brigades'], 'divisions.0'],
    [['divisions', 1, 'brigades', 2, 'regiments', 3], 'divisions.1.brigades.2.regiments.3'],
    [['divisions', 0, 'attached', 0], 'divisions.0.attached.0'],
    [['marshal', 'experience'], 'marshal'],
    [['pointsLimit'], 'army'],
    [[], 'army'],
  ])('%j belongs to %s', (path, owner) => {
    expect(problemOwner(path)).toBe(owner);
  });

  it('puts the engine’s "has 5 Regiments" problem on the Brigade', () => {
    const regiment = { type: 'infantry', experience: 'green', weapon: 'hand-weapons', armoured: false } as const;
    const army: Army = {
      list: 'human',
      randomised: false,
      marshal: { experience: 'elite', magicalAdvisor: false },
      divisions: [
        {
          general: { experience: 'green', magicalAdvisor: false },
          brigades: [{ regiments: [regiment, regiment, regiment, regiment, regiment] }, { regiments: [regiment, regiment] }, { regiments: [regiment, regiment] }],
          attached: [],
        },
      ],
    };
    expect(validateArmy(army).map((problem) => problemOwner(problem.path))).toEqual(['divisions.0.brigades.0']);
  });
});
