import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { chanceAtLeast, chanceAtMost, luckLedger, luckPercentile, type LuckRoll } from '../../../src-shared/rules/orders-omens/narrator/luck';
import { resolveOrderTest } from '../../../src-shared/rules/orders-omens/battle/mechanics/order-test';
import { TWO_D6_FACES } from '../../../src-shared/rules/orders-omens/battle/mechanics/two-dice-test';
import { battleRulings } from '../../../src-shared/rules/orders-omens/battle/rulings-in-play';
import LuckSides from './LuckSides.vue';

/**
 * A failed Order Test rated as the chronicle rates it: all 36 faces through the engine (seed 002
 * L343: pass on 2D6 at or over General CV + Brigade CV; L345–L347: double 6 and double 1 still act).
 */
function failedOrder(side: 'A' | 'B', generalControlValue: number, brigadeControlValue: number): LuckRoll {
  const input = { generalControlValue, brigadeControlValue, stubborn: false };
  const outcomes = TWO_D6_FACES.map((faces) => ({ rank: resolveOrderTest(faces, input, battleRulings({})).actions, p: 1 / 36 }));
  return { seq: side === 'A' ? 1 : 2, turn: 1, side, brigadeId: `${side}/b1`, kind: 'order', outcome: '0', percentile: luckPercentile(outcomes, 0), atLeast: chanceAtLeast(outcomes, 0), atMost: chanceAtMost(outcomes, 0) };
}

describe('LuckSides: the unluckiest moment’s chance in words', () => {
  it('a failure at target 7 (14 of 36 faces) reads as the misfortune it was; one at target 9 (25 of 36) as the likely result', () => {
    const ledger = luckLedger([failedOrder('A', 3, 4), failedOrder('B', 4, 5)], 1, () => 'the 1st Brigade failed to answer its orders', () => 'at 10:00');
    const sides = (['A', 'B'] as const).map((s) => ({ name: s === 'A' ? 'Blue' : 'Red', ...ledger.sides[s] }));
    const lines = mount(LuckSides, { props: { sides } }).findAll('li').map((li) => li.text().replace(/\s+/g, ' '));
    expect(lines[0]).toContain('Unluckiest: at 10:00, the 1st Brigade failed to answer its orders (a 7 in 18 chance of going this badly or worse).');
    expect(lines[1]).toContain('Unluckiest: at 10:00, the 1st Brigade failed to answer its orders (a likely result: a 69% chance of going this badly or worse).');
  });
});
