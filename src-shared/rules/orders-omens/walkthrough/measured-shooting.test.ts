import { describe, expect, it } from 'vitest';
import { Table } from '../battle/testing/fixtures';
import { shootingAtDistance, shootingReachText } from './measured-shooting';

/** The shooting form's reading of a distance matches the engine's (seed 002, L289 bows, L297 crossbows). */
describe('shootingAtDistance', () => {
  const state = Table.activating().state;
  it('picks the band and lists what cannot reach, in the engine\'s words', () => {
    expect(shootingAtDistance(state, 'A/d1.b2', 6)).toEqual({ band: 'effective', outOfRange: [] });
    expect(shootingAtDistance(state, 'A/d1.b2', 10)).toEqual({ band: 'long', outOfRange: [] });
    expect(shootingAtDistance(state, 'A/d1.b2', 10.5).outOfRange).toEqual(['Bows reach 10″; this target is 10.5″ away']);
    expect(shootingAtDistance(state, 'B/d1.b2', 10.5)).toEqual({ band: 'long', outOfRange: [] });
  });
  it('shows the printed ranges as the hint', () => {
    expect(shootingReachText(state, 'A/d1.b2')).toBe('Bows reach 10″ (6″ or less is effective range)');
    expect(shootingReachText(state, 'A/d1.b1')).toBe('');
  });
});
