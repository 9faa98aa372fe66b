import { describe, expect, it } from 'vitest';
import { army, Battle, die, roll, setupOf, sides, squad, unit } from '../../../../src-shared/rules/1999/testing/fixtures';
import { mountPanel1999 } from '../../../testing/panel-1999';

/**
 * The Move form's allowance is the engine's: Frenzy "Add 10 cm to the model's Movement allowance"
 * (seed 001 L643), on top of MOV for Moving and Shooting (L445), added before doubling for Moving
 * fast by default (`1999.frenzy-moving-fast`, L417).
 */
function frenzied(action: 'move-and-shoot' | 'move-fast'): Battle {
  const ann = army('Harrow line', [squad('rifles', 'Harrow Riflemen', 3, { dna: [{ attribute: 'bal', amount: 2 }] })]);
  const bob = army('Loner', [unit('runner', 'Scrap Runner')]);
  const b = new Battle(setupOf({ size: { kind: 'small' }, victory: { decidedBy: 'agreed', condition: 'surrender' }, terrain: [] }, sides({ player: 'Ann', roster: ann }, { player: 'Bob', roster: bob })));
  b.deployAll('p1').holdGround('p2/runner');
  b.step({ type: 'unit-nominated', unitId: 'p1/rifles' });
  // Instability 2: a 1 fails; 1 + 2 on the table is 3, Frenzy (L643)
  b.step({ type: 'instability-rolled', cardId: 'p1/rifles', roll: roll(1), table: die(1, 2) });
  b.step({ type: 'action-declared', action });
  return b;
}

describe('1999 Move form: the allowance it shows', () => {
  it('L643, L445: a frenzied Rifleman Moving and Shooting may move 20 cm, and the form says so', async () => {
    const w = mountPanel1999(frenzied('move-and-shoot'));
    expect(w.get('.allowance').text()).toBe('Harrow Riflemen: Moving and Shooting, each model up to 20 cm with Frenzy’s 10 cm.');
    await w.get('input[name="move-distance"]').setValue(20);
    expect(w.get('button.primary').attributes('disabled')).toBeUndefined();
    await w.get('input[name="move-distance"]').setValue(21);
    expect(w.get('.step-missing').text()).toContain('may move up to 20 cm');
  });

  it('L643, L417: Moving fast, Frenzy is added before doubling by default: 40 cm', () => {
    const w = mountPanel1999(frenzied('move-fast'));
    expect(w.get('.allowance').text()).toBe('Harrow Riflemen: Moving fast, each model up to 40 cm with Frenzy’s 10 cm.');
  });
});
