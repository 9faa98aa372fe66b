import { describe, expect, it } from 'vitest';
import { terrainCountNote, terrainGapProblem, terrainPlacementOrder } from './terrain';

describe('Place Terrain (Orders & Omens, "Place Terrain")', () => {
  it('alternates placement beginning with the Defender', () => {
    expect(terrainPlacementOrder('Def', 'Att', 7)).toEqual(['Def', 'Att', 'Def', 'Att', 'Def', 'Att', 'Def']);
    expect(terrainPlacementOrder('Def', 'Att', 6).filter((p) => p === 'Att')).toHaveLength(3);
  });
  it('keeps terrain 5″ or more from other features (summary)', () => {
    expect(terrainGapProblem(5)).toBeNull();
    expect(terrainGapProblem(4.5)).toMatch('5″');
  });
  it('notes a terrain count outside the typical 6-8 without forbidding it', () => {
    expect(terrainCountNote(7)).toBeNull();
    expect(terrainCountNote(10)).toMatch('6-8');
  });
});
