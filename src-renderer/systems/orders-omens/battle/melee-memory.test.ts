import { describe, expect, it } from 'vitest';
import { reactive } from 'vue';
import { emptyMeleeSetup } from '../../../../src-shared/rules/orders-omens/walkthrough/melee-positions';
import { recallMelee, rememberMelee } from './melee-memory';

describe('a melee remembered between rounds', () => {
  it('keeps Generals and positions per battle and melee, not the Multiple Heads choice, from a reactive form state', () => {
    const setup = reactive(emptyMeleeSetup());
    setup.attacker.generals = { 'A/marshal': 'A/d1.b1.r1' };
    setup.attacker.positions = { 'A/d1.b1.r1': { strikes: 'flank', engagedFrom: 'front', higherGround: false, inForest: false } };
    setup.attacker.multipleHeads = true;
    rememberMelee('battle-1', 'melee-1', setup);
    const recalled = recallMelee('battle-1', 'melee-1')!;
    expect(recalled.attacker.generals).toEqual({ 'A/marshal': 'A/d1.b1.r1' });
    expect(recalled.attacker.positions['A/d1.b1.r1']!.strikes).toBe('flank');
    expect(recalled.attacker.multipleHeads).toBeUndefined();
    expect(recallMelee('battle-1', 'melee-2')).toBeNull();
    expect(recallMelee('battle-2', 'melee-1')).toBeNull();
  });
});
