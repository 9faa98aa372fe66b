import { describe, expect, it } from 'vitest';
import { FRONT } from '../../../../src-shared/rules/orders-omens/walkthrough/melee-positions';
import { positionSummary } from './position-summary';

describe("the one line for a side's positions in melee", () => {
  it('says once that every regiment strikes the front when none is placed otherwise', () => {
    expect(positionSummary([{ name: 'Levy 1', position: FRONT }, { name: 'Levy 2', position: FRONT }])).toBe("Every regiment strikes the enemy's front");
    expect(positionSummary([{ name: 'Old Oak', position: FRONT }])).toBe("Old Oak strikes the enemy's front");
  });

  it('names each regiment placed otherwise (flank +1, engaged from, higher ground, forest), then the others', () => {
    const levy = [
      { name: 'Levy 1', position: { ...FRONT, strikes: 'flank' as const, higherGround: true } },
      { name: 'Levy 2', position: FRONT },
      { name: 'Levy 3', position: { ...FRONT, engagedFrom: 'rear' as const, inForest: true } },
    ];
    expect(positionSummary(levy)).toBe('Levy 1: strikes the flank (+1), higher ground; Levy 3: engaged from the rear, in forest; the other strikes the front');
    expect(positionSummary(levy.filter((r) => r.name !== 'Levy 2'))).toBe('Levy 1: strikes the flank (+1), higher ground; Levy 3: engaged from the rear, in forest');
  });
});
