import { describe, expect, it } from 'vitest';
import { flushPromises, type VueWrapper } from '@vue/test-utils';
import type { State1999 } from '../../../../src-shared/rules/1999';
import { army, Battle, setupOf, sides, squad, unit } from '../../../../src-shared/rules/1999/testing/fixtures';
import { mountPanel1999 } from '../../../testing/panel-1999';

/** A Reinforcement Unit brought in through the panel, on a battle the real engine has played to Turn 3. */
function atTurnThree(): Battle {
  // The Reinforcement Unit's 15 Army Points are under half the army's 42 (L339)
  const ann = army('Harrow line', [squad('rifles', 'Harrow Riflemen', 3, { reinforcement: true }), squad('line', 'Harrow Riflemen', 4, { name: 'Front line' }), unit('runner', 'Scrap Runner')]);
  const bob = army('Pack', [unit('runner', 'Scrap Runner')]);
  const b = new Battle(setupOf({ size: { kind: 'small' }, victory: { decidedBy: 'agreed', condition: 'surrender' }, terrain: [] }, sides({ player: 'Ann', roster: ann }, { player: 'Bob', roster: bob })));
  b.deployAll('p1').finishTurn().turn('p1').finishTurn().turn('p1');
  return b;
}

function panel(b: Battle): VueWrapper {
  return mountPanel1999(b);
}

describe('1999 Reinforcement Units in the battle panel', () => {
  it('brings a Reinforcement Unit in from Turn 3 within 10 cm of an edge, and says so when it is placed too far in (L381–L385)', async () => {
    const b = atTurnThree();
    expect(b.state.turn).toBe(3);
    const w = panel(b);
    // The board's points agree with the score beside the battle, which counts the Battlefield only (L261)
    expect(w.get('.forces-board').text()).toContain('Ann — Harrow line · 27 on the Battlefield · 15 waiting as Reinforcements · 0 lost, of 42 Army Points');
    // Phase 1: the Scrap Runners; Ann first
    const nominate = () => w.findAll('button').find((x) => x.text() === 'Nominate')!;
    await nominate().trigger('click');
    await w.get('select[name="action"]').setValue('hold-ground');
    await w.findAll('button').find((x) => x.text() === 'Declare')!.trigger('click');
    await w.findAll('button').find((x) => x.text() === 'End Scrap Runner’s Action')!.trigger('click');
    await nominate().trigger('click');
    await w.get('select[name="action"]').setValue('hold-ground');
    await w.findAll('button').find((x) => x.text() === 'Declare')!.trigger('click');
    await w.findAll('button').find((x) => x.text() === 'End Scrap Runner’s Action')!.trigger('click');
    await flushPromises();
    // Phase 3: the face-up Front line must be nominated before any Reinforcement Unit (L361)
    expect(w.text()).toContain('Turn 3, Activation Phase 3: Ann nominates');
    expect(w.findAll('button').find((x) => x.text() === 'Bring into play')!.attributes('disabled')).toBeDefined();
    // The greyed-out button says why, rather than leaving the player to guess
    expect(w.get('.waiting-reinforcements').text()).toBe('A Reinforcement Unit can be brought into play once no face-up Unit is left to nominate at this Phase.');
    await w.get('[aria-label="Nominate Front line"]').trigger('click');
    await w.get('select[name="action"]').setValue('hold-ground');
    await w.findAll('button').find((x) => x.text() === 'Declare')!.trigger('click');
    await w.findAll('button').find((x) => x.text() === 'End Front line’s Action')!.trigger('click');
    // Then the Riflemen waiting at the edge may come in
    expect(w.text()).toContain('Turn 3, Activation Phase 3: Ann nominates');
    expect(w.text()).toContain('Reinforcement Unit, Activation 3');
    expect(w.find('.waiting-reinforcements').exists()).toBe(false);
    await w.findAll('button').find((x) => x.text() === 'Bring into play')!.trigger('click');
    await w.get('input[name="entry-edge-cm"]').setValue(12);
    expect(w.get('.step-missing').text()).toBe('Harrow Riflemen would be 12 cm from the edge; a Reinforcement Unit is placed within 10 cm of it');
    await w.get('input[name="entry-edge-cm"]').setValue(8);
    await w.findAll('button').find((x) => x.text() === 'Bring it in')!.trigger('click');
    const state = (w.props() as { state: unknown }).state as State1999;
    expect(state.units['p1/rifles']).toMatchObject({ status: 'battlefield', enteredOnTurn: 3 });
    expect(w.text()).toContain('Ann’s Harrow Riflemen acts');
    expect(w.get('.forces-board').text()).toContain('Ann — Harrow line · 42 on the Battlefield · 0 lost, of 42 Army Points');
  });

  it('substitutes a waiting Reinforcement Unit’s card for Squad models costing no more (L337)', async () => {
    const b = atTurnThree();
    const w = panel(b);
    await w.get('select[aria-label="Reinforcement Unit to change"]').setValue('p1/rifles');
    await w.get('select[aria-label="Substitute Squad card"]').setValue('Harrow Riflemen');
    await w.get('input[aria-label="Substitute models"]').setValue(4);
    expect(w.get('.table-talk .step-missing').text()).toContain('the substitutes cost 20 Army Points, more than the 15 they replace');
    await w.get('input[aria-label="Substitute models"]').setValue(3);
    const button = w.findAll('.table-talk button').find((x) => x.text() === 'Substitute')!;
    expect(button.attributes('disabled')).toBeUndefined();
    await button.trigger('click');
    expect(((w.props() as { state: unknown }).state as State1999).substituted['p1/rifles']).toMatchObject({ points: 15 });
  });
});
