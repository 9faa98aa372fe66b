import { describe, expect, it } from 'vitest';
import { army, Battle, setupOf, sides, squad } from '../../../../src-shared/rules/1999/testing/fixtures';
import { mountPanel1999 } from '../../../testing/panel-1999';

/**
 * A step's preview is what the log will say once confirmed: before Declare is pressed it is
 * marked as not yet in the log; after, the form for the next step takes its place. The Unit
 * declares one Action after Instability (seed 001 L375–L413); Moving and Shooting is L445.
 */
describe('1999 step preview: future until confirmed', () => {
  function nominated(): Battle {
    const ann = army('Harrow line', [squad('rifles', 'Harrow Riflemen', 3)]);
    const bob = army('Harrow too', [squad('rifles', 'Harrow Riflemen', 3)]);
    const b = new Battle(setupOf({ size: { kind: 'small' }, victory: { decidedBy: 'agreed', condition: 'surrender' }, terrain: [] }, sides({ player: 'Ann', roster: ann }, { player: 'Bob', roster: bob })));
    b.deployAll('p1');
    b.step({ type: 'unit-nominated', unitId: 'p1/rifles' });
    return b;
  }

  it('L445: before Declare the line is announced as what pressing Declare will add, not as done', async () => {
    const w = mountPanel1999(nominated());
    await w.get('select[name="action"]').setValue('move-and-shoot');
    expect(w.get('.step-preview-lead').text()).toBe('Not in the battle log yet. Pressing “Declare” will add:');
    expect(w.get('[aria-label="What will be recorded"]').text()).toContain('declared Moving and Shooting');
    await w.findAll('button').find((b) => b.text() === 'Declare')!.trigger('click');
    expect(w.findAll('button').some((b) => b.text() === 'Declare')).toBe(false);
    expect(w.text()).not.toContain('Pressing “Declare” will add');
  });
});
