import { describe, expect, it } from 'vitest';
import type { AttackSpec } from '../../../../src-shared/rules/orders-omens/battle/attack';
import { attackWords, joinWords, sharedLines, sharedWords } from './attack-words';

const spec = (diceCount: number, hitOn: number, modifier: number, saveOn: number | null): AttackSpec => ({
  diceCount,
  hitRule: { hitOn, modifier, naturalSixIsTwoHits: false, naturalSixOnly: false },
  reroll: { kind: 'none' },
  saveRule: { saveOn, rerollSuccesses: false },
});

describe('a melee roll in words', () => {
  it('says the dice, what hits (with the modifier) and what the target saves', () => {
    expect(joinWords(attackWords(spec(3, 5, 1, 6), 'Swordsmen 1'))).toBe('3 dice, hits on 5+ (+1 to the roll); Swordsmen 1 saves on 6+');
    expect(joinWords(attackWords(spec(4, 5, 0, null), 'Levy 1'))).toBe('4 dice, hits on 5+; Levy 1 saves nothing');
  });

  it('says once what every regiment of the side shares, and for each only what differs', () => {
    const levy = [attackWords(spec(4, 5, 1, 6), 'Swordsmen 1'), attackWords(spec(3, 5, 1, 6), 'Swordsmen 1'), attackWords(spec(3, 5, 1, 6), 'Swordsmen 2')];
    expect(sharedWords(levy)).toEqual({ shared: 'hits on 5+ (+1 to the roll)', own: ['4 dice; Swordsmen 1 saves on 6+', '3 dice; Swordsmen 1 saves on 6+', '3 dice; Swordsmen 2 saves on 6+'] });
    const alike = [attackWords(spec(3, 5, 1, null), 'Swordsmen 1'), attackWords(spec(3, 5, 1, null), 'Swordsmen 1')];
    expect(sharedWords(alike)).toEqual({ shared: '3 dice, hits on 5+ (+1 to the roll); Swordsmen 1 saves nothing', own: ['', ''] });
  });

  it('shares nothing on a side of one regiment', () => {
    expect(sharedWords([attackWords(spec(4, 5, 0, 6), 'Levy 1')])).toEqual({ shared: '', own: ['4 dice, hits on 5+; Levy 1 saves on 6+'] });
  });
});

describe('modifiers said once for a side', () => {
  it('keeps the modifiers every regiment has for the side and leaves each regiment its own', () => {
    expect(sharedLines([['+1 charging (first round)', '+1 attacking flank or rear', '+1 die: General in contact'], ['+1 charging (first round)']])).toEqual({
      shared: ['+1 charging (first round)'],
      own: [['+1 attacking flank or rear', '+1 die: General in contact'], []],
    });
    expect(sharedLines([['+1 charging (first round)']])).toEqual({ shared: [], own: [['+1 charging (first round)']] });
  });
});
