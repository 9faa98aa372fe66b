import { describe, expect, it } from 'vitest';
import { breakdownLines } from './melee-breakdown';

describe('the melee breakdown line', () => {
  it('names each to-hit modifier and each extra die in the rulebook order', () => {
    expect(
      breakdownLines(
        [
          { source: 'charging (first round)', value: 1 },
          { source: 'weapon', value: 2 },
          { source: 'attacking flank or rear', value: 1 },
        ],
        [{ source: 'General in contact', value: 1 }],
      ),
    ).toEqual(['+1 charging (first round)', '+2 polearms to the front', '+1 attacking flank or rear', '+1 die: General in contact']);
  });

  it('says which weapon line applies and signs penalties with a minus', () => {
    expect(breakdownLines([{ source: 'weapon', value: -2 }], [{ source: 'General in contact', value: 2 }, { source: 'Curse of Weakness', value: -1 }])).toEqual([
      '−2 polearms fought in flank or rear',
      '+2 dice: General in contact',
      '−1 die: Curse of Weakness',
    ]);
    expect(breakdownLines([{ source: 'weapon', value: -1 }], [])).toEqual(['−1 ranged weapon in melee']);
  });
});
