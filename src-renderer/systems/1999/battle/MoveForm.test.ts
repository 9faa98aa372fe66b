import { describe, expect, it } from 'vitest';
import { army, Battle, die, roll, setupOf, sides, squad, unit } from '../../../../src-shared/rules/1999/testing/fixtures';
import { mountPanel1999 } from '../../../testing/panel-1999';
import { raiders, raidersCharge, VICTIM } from '../../../../src-shared/rules/1999/testing/combat';
import type { State1999 } from '../../../../src-shared/rules/1999';

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
    expect(w.get('button.primary').attributes('aria-disabled')).toBeUndefined();
    await w.get('input[name="move-distance"]').setValue(21);
    expect(w.get('.step-missing').text()).toContain('may move up to 20 cm');
  });

  it('L643, L417: Moving fast, Frenzy is added before doubling by default: 40 cm', () => {
    const w = mountPanel1999(frenzied('move-fast'));
    expect(w.get('.allowance').text()).toBe('Harrow Riflemen: Moving fast, each model up to 40 cm with Frenzy’s 10 cm.');
  });
});

/**
 * A model recorded in base contact moves only after winning the roll to leave it (seed 001 L433):
 * Ann's three Raiders charged, Raider 1 ending against Bob's Victim; in Turn 2 they Move fast.
 */
describe('1999 Move form: models recorded in base contact (seed 001 L433)', () => {
  function inContact(): Battle {
    const b = raiders('charge');
    b.step(raidersCharge([[0, VICTIM]]));
    b.step({ type: 'activation-ended' });
    b.finishTurn().turn('p1');
    b.step({ type: 'unit-nominated', unitId: 'p1/raiders' });
    b.step({ type: 'action-declared', action: 'move-fast' });
    return b;
  }
  const press = (w: ReturnType<typeof mountPanel1999>, text: string) => w.findAll('button').find((b) => b.text() === text)!.trigger('click');

  it('names the Raider held in contact and whom it touches, moves the others without it, and points to the roll', async () => {
    const w = mountPanel1999(inContact());
    expect(w.get('.held').text()).toContain('Raider 1 is in base contact with Bob’s Victim.');
    expect(w.get('.held').text()).toContain('A model in base contact moves only after winning a roll against the enemy, so this move leaves it out until then.');
    await w.get('input[name="move-distance"]').setValue(8);
    await press(w, 'Record the move');
    const state = (w.props() as { state: State1999 }).state;
    expect(Object.entries(state.active!.steps).filter(([, s]) => s.moved).map(([key]) => key)).toEqual(['p1/raiders#1', 'p1/raiders#2']);
    expect(w.text()).toContain('Every model left to move is in base contact: roll to leave base contact first.');
    await press(w, 'Roll to leave base contact');
    expect(w.get('[role="tab"][aria-selected="true"]').text()).toBe('Leave base contact');
  });

  it('after the roll is won the Raider moves out of contact with the rest, and the record of the contact is gone', async () => {
    const b = inContact();
    b.step({ type: 'disengage-rolled', cardId: 'p1/raiders', model: 0, enemies: [VICTIM], rounds: Battle.rounds({ mover: 5, enemy: 2 }) });
    const w = mountPanel1999(b);
    expect(w.find('.held').exists()).toBe(false);
    expect(w.text()).toContain('Moving Raider 1 out of base contact, having broken away.');
    await w.get('input[name="move-distance"]').setValue(8);
    await press(w, 'Record the move');
    const state = (w.props() as { state: State1999 }).state;
    expect(Object.values(state.active!.steps).every((s) => s.moved)).toBe(true);
    expect(state.contacts).toEqual({});
  });

});

/** Moving and Shooting: the move is one step, the shots another (seed 001 L445, L451). */
describe('1999 Move form: after the move, before the shots', () => {
  it('L445: the Move tab says only that nothing is left to move, not to enter a distance', async () => {
    const w = mountPanel1999(raiders('move-and-shoot'));
    await w.get('input[name="move-distance"]').setValue(5);
    await w.findAll('button').find((b) => b.text() === 'Record the move')!.trigger('click');
    await w.findAll('[role="tab"]').find((t) => t.text() === 'Move')!.trigger('click');
    expect(w.text()).toContain('Nothing left to move in this Action.');
    expect(w.text()).not.toContain('Enter how far the models moved.');
    expect(w.findAll('button').some((b) => b.text() === 'Record the move')).toBe(false);
  });
});
