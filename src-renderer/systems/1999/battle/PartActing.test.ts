import { describe, expect, it } from 'vitest';
import { army, Battle, setupOf, sides, squad, unit } from '../../../../src-shared/rules/1999/testing/fixtures';
import { mountPanel1999 } from '../../../testing/panel-1999';

/**
 * A Unit whose Leader has a later Activation number (Sergeant Ilse Vane, 2/5) acts at 2, then only
 * her card stays face up (seed 001 L59, L389). "If parts of the Unit have their Rules Card face-up,
 * you may nominate and perform Actions with these models only" (L365): the choice at Phase 5 says so.
 */
describe('1999 nomination: a Unit of which only part acts', () => {
  it('at Phase 5 the Riflemen are offered as “only Sergeant Ilse Vane acts”, not as 4 models', () => {
    const vane = { key: 'vane', card: 'Sergeant Ilse Vane', type: 'leader' as const, position: 0, dna: [] };
    const ann = army('Harrow line', [squad('rifles', 'Harrow Riflemen', 3, { attached: [vane] })]);
    const bob = army('Loner', [unit('runner', 'Scrap Runner')]);
    const b = new Battle(setupOf({ size: { kind: 'small' }, victory: { decidedBy: 'agreed', condition: 'surrender' }, terrain: [] }, sides({ player: 'Ann', roster: ann }, { player: 'Bob', roster: bob })));
    b.deployAll('p1').holdGround('p2/runner');
    const atTwo = mountPanel1999(b);
    expect(atTwo.text()).toContain('Harrow Riflemen Activation 2 · 4 models');
    b.holdGround('p1/rifles');
    expect(b.state.phase).toBe(5);
    const atFive = mountPanel1999(b);
    expect(atFive.text()).toContain('Harrow Riflemen Activation 5 · only Sergeant Ilse Vane acts');
    expect(atFive.text()).not.toContain('4 models');
  });
});
