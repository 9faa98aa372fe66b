import { describe, expect, it } from 'vitest';
import type { Army, BrigadeRegiment } from '../types';
import { entryPointDistance, entryPointProblem } from './entry-points';
import { reconMarkerCount, reconMarkersLock, reconMoveProblem } from './recon-markers';

const cav: BrigadeRegiment = { type: 'cavalry', experience: 'green', weapon: 'hand-weapons', armoured: true };
const inf: BrigadeRegiment = { type: 'infantry', experience: 'green', weapon: 'hand-weapons', armoured: false };
const armyWithCavalry = (count: number): Army => ({
  list: 'human',
  randomised: false,
  marshal: { experience: 'elite', magicalAdvisor: false },
  divisions: [
    {
      general: { experience: 'green', magicalAdvisor: false },
      brigades: [{ regiments: [inf, inf, ...Array.from({ length: count }, () => cav)] }],
      attached: [{ type: 'monster', monster: 'griffon' }],
    },
  ],
});

describe('Recon Phase (Orders & Omens, "Recon Phase")', () => {
  it('gives 6 markers on a 6\' wide table, as the text\'s example', () => {
    expect(reconMarkerCount(armyWithCavalry(0), 6).total).toBe(6);
  });
  it('adds 1 per Cavalry Regiment (armoured included, monsters not), at most +3', () => {
    expect(reconMarkerCount(armyWithCavalry(2), 6)).toMatchObject({ total: 8, fromCavalry: 2 });
    expect(reconMarkerCount(armyWithCavalry(5), 4)).toMatchObject({ total: 7, fromWidth: 4, fromCavalry: 3, cavalryRegiments: 5 });
  });
  it('counts part feet by ruling oo.recon-table-width', () => {
    expect(reconMarkerCount(armyWithCavalry(0), 4.5).fromWidth).toBe(4);
    expect(reconMarkerCount(armyWithCavalry(0), 4.5, { 'oo.recon-table-width': 'round-nearest' }).fromWidth).toBe(5);
    expect(reconMarkerCount(armyWithCavalry(0), 4.1, { 'oo.recon-table-width': 'round-up' }).fromWidth).toBe(5);
  });
  it('moves markers up to 12″, tethered within 12″ of a friend or an edge, and locks them within 12″ of an enemy', () => {
    const ok = { distanceInches: 12, nearestFriendlyMarkerInches: 11, nearestTableEdgeInches: 20, alreadyLocked: false };
    expect(reconMoveProblem(ok)).toBeNull();
    expect(reconMoveProblem({ ...ok, distanceInches: 13 })).toMatch('up to 12″');
    expect(reconMoveProblem({ ...ok, nearestFriendlyMarkerInches: 13 })).toMatch('within 12″');
    expect(reconMoveProblem({ ...ok, nearestFriendlyMarkerInches: null, nearestTableEdgeInches: 12 })).toBeNull();
    expect(reconMoveProblem({ ...ok, alreadyLocked: true })).toMatch('locked');
    expect(reconMarkersLock(12)).toBe(true);
    expect(reconMarkersLock(12.5)).toBe(false);
  });
});

describe('Entry points 25″ apart (Orders & Omens, "Recon Phase")', () => {
  const table = { widthInches: 72, depthInches: 48 };
  it('straight-line (default) measures across the table', () => {
    expect(entryPointDistance({ edge: 'bottom', offsetInches: 10 }, { edge: 'top', offsetInches: 10 }, table)).toBe(48);
    expect(entryPointProblem({ edge: 'bottom', offsetInches: 30 }, [{ edge: 'bottom', offsetInches: 10 }], table)).toMatch('at least 25″');
    expect(entryPointProblem({ edge: 'bottom', offsetInches: 35 }, [{ edge: 'bottom', offsetInches: 10 }], table)).toBeNull();
  });
  it('along-table-edge measures around the corner', () => {
    const nearCorner = [{ edge: 'bottom' as const, offsetInches: 62 }];
    const candidate = { edge: 'right' as const, offsetInches: 12 };
    expect(entryPointDistance(candidate, nearCorner[0]!, table)).toBeCloseTo(Math.hypot(10, 12));
    expect(entryPointProblem(candidate, nearCorner, table)).not.toBeNull();
    const choices = { 'oo.entry-point-distance': 'along-table-edge' };
    expect(entryPointDistance(candidate, nearCorner[0]!, table, choices)).toBe(22);
    expect(entryPointProblem({ edge: 'right', offsetInches: 15 }, nearCorner, table, choices)).toBeNull();
  });
  it('keeps the point on its edge', () => {
    expect(entryPointProblem({ edge: 'left', offsetInches: 50 }, [], table)).toMatch('left edge');
  });
});
