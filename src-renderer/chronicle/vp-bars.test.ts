import { describe, expect, it } from 'vitest';
import { vpBars, VP_BAR_LABELS } from './vp-bars';

const battle = (name: string, sides: [string, number][]) => ({ battleId: name, name, system: 'orders-omens', countsFallen: true, sides: sides.map(([army, vp]) => ({ army, armyKey: army, vp, soldiersLost: 0 })) });

describe('the VP chart’s bars: the side ahead and the side behind, each named by its army', () => {
  it('puts the side with more VP first whichever side it was at setup', () => {
    expect(vpBars([battle('Ford', [['Crown Host', 3], ['Red Maw', 7]]), battle('Hill', [['Crown Host', 9], ['Red Maw', 2]])])).toEqual([
      { ahead: { army: 'Red Maw', vp: 7 }, behind: { army: 'Crown Host', vp: 3 } },
      { ahead: { army: 'Crown Host', vp: 9 }, behind: { army: 'Red Maw', vp: 2 } },
    ]);
  });

  it('keeps setup order on equal VP, and names no side by a letter or its place at setup', () => {
    expect(vpBars([battle('Draw', [['Crown Host', 4], ['Red Maw', 4]])])).toEqual([{ ahead: { army: 'Crown Host', vp: 4 }, behind: { army: 'Red Maw', vp: 4 } }]);
    for (const label of Object.values(VP_BAR_LABELS)) expect(label).not.toMatch(/\b[AB]\b|first|second|named/i);
  });
});
