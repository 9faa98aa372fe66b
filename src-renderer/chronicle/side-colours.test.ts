import { describe, expect, it } from 'vitest';
import { sideColours } from './side-colours';

const PALETTE = ['#8e2a22', '#1f5f8b', '#2e7d32'];

describe("a battle chart's colour for each side", () => {
  it("draws each side in its player's colour, whatever the palette's first colour is", () => {
    // Alice (blue) fought as side A: her line is blue, not the palette's first red.
    expect(sideColours({ A: '#2f5d8a', B: '#8e2a22' }, PALETTE)).toEqual({ A: '#2f5d8a', B: '#8e2a22' });
  });

  it('falls back to the palette when a side has no colour, or both players chose the same one', () => {
    expect(sideColours({ A: null, B: '#8e2a22' }, PALETTE)).toEqual({ A: '#8e2a22', B: '#1f5f8b' });
    expect(sideColours({ A: '#2F5D8A', B: '#2f5d8a' }, PALETTE)).toEqual({ A: '#8e2a22', B: '#1f5f8b' });
  });
});
