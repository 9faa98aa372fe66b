import { describe, expect, it } from 'vitest';
import { army, Battle, setupOf, sides, squad } from '../../../../src-shared/rules/1999/testing/fixtures';
import { mountPanel1999 } from '../../../testing/panel-1999';
import { describeOutcome, namesFor } from '../../../../src-shared/rules/1999';

/**
 * A step's preview is what the log will say once confirmed: before Declare is pressed it is
 * marked as not yet in the log; after, the form for the next step takes its place. The Unit
 * declares one Action after Instability (seed 001 L375–L413); Moving and Shooting is L445.
 */
describe('1999 step preview: told as what will happen until confirmed', () => {
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
    expect(w.get('[aria-label="What will be recorded"]').text()).toBe('Ann’s Harrow Riflemen will declare Moving and Shooting.');
    await w.findAll('button').find((b) => b.text() === 'Declare')!.trigger('click');
    expect(w.findAll('button').some((b) => b.text() === 'Declare')).toBe(false);
    expect(w.text()).not.toContain('Pressing “Declare” will add');
  });

  it('L445: the move that follows is told ahead too, and the log keeps the past once it is recorded', async () => {
    const b = nominated();
    b.step({ type: 'action-declared', action: 'move-and-shoot' });
    const w = mountPanel1999(b);
    await w.get('input[name="move-distance"]').setValue(7);
    expect(w.get('[aria-label="What will be recorded"]').text()).toBe('Harrow Riflemen will move 7 cm (of 10 cm).');
    const recorded = b.step({ type: 'model-moved', cardId: 'p1/rifles', distanceCm: 7 });
    expect(recorded.map((o) => describeOutcome(o, namesFor(b.setup)))).toEqual(['Harrow Riflemen moved 7 cm (of 10 cm).']);
  });
});

/** "If a situation that is not covered by the rules occurs … and you cannot come to an agreement, you take an Opposed roll. The winner decides." (seed 001 L315–L317) */
describe('1999 table talk: the disagreement roll is named for what it is', () => {
  it('L315–L317: the form says when to use it, and the log line names the question', async () => {
    const b = new Battle(setupOf({ size: { kind: 'small' }, victory: { decidedBy: 'agreed', condition: 'surrender' }, terrain: [] }, sides({ player: 'Ann', roster: army('A', [squad('rifles', 'Harrow Riflemen', 3)]) }, { player: 'Bob', roster: army('B', [squad('rifles', 'Harrow Riflemen', 3)]) })));
    b.deployAll('p1');
    const w = mountPanel1999(b);
    const talk = w.findAll('fieldset.talk').find((f) => f.find('legend').text() === 'A rule you cannot agree on');
    expect(talk?.text()).toContain('A situation the rules do not cover, or that you read differently: take an Opposed roll, and the winner decides.');
    expect(w.text()).not.toContain('Who is right');
  });
});

