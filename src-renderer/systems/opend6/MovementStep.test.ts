import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { atMovement, GOBLIN_ARCHERS, squad } from '../../../src-shared/rules/opend6/testing/fixtures';
import { ICE_RANGERS } from '../../../src-shared/rules/opend6/squads/samples';
import type { Od6State } from '../../../src-shared/rules/opend6/battle/state';
import MovementStep from './MovementStep.vue';

/** The Ice Rangers to move, with `wounded` of their soldiers wounded. */
function iceRangersToMove(wounded: number): Od6State {
  const state = atMovement([ICE_RANGERS], [GOBLIN_ARCHERS]).state;
  const ice = state.squads['A-1']!;
  return { ...state, squads: { ...state.squads, 'A-1': { ...ice, soldiers: ice.soldiers.map((soldier, i) => (i > 0 && i <= wounded ? { ...soldier, condition: 'wounded' as const, prone: true } : soldier)) } } };
}

describe('the Movement Phase step (seed 004 L127–L134, L282)', () => {
  it('offers the Walk and Run Rates, and says a wounded soldier walks 1" less and cannot run', async () => {
    const wrapper = mount(MovementStep, { props: { state: iceRangersToMove(2), rulings: {}, busy: false } });
    expect(wrapper.get('select[name="move-action"]').text()).toContain('Walks (up to 8″)');
    expect(wrapper.get('select[name="move-action"]').text()).toContain('Runs (up to 13″)');
    expect(wrapper.find('[data-wounded-walk]').exists()).toBe(false);
    await wrapper.get('select[name="move-action"]').setValue('run');
    expect(wrapper.get('[data-wounded-walk]').text()).toBe('Wounded soldiers cannot run: they walk up to 7″, their Agility 1 lower.');
  });

  it('offers to stand up only soldiers wounded before this phase, and says why the one felled in it stays down (seed 004 L282)', async () => {
    const state = iceRangersToMove(2);
    // Soldier 1 was just wounded by opportunity fire in this Movement Phase; the champion in an earlier turn.
    const felled = { ...state, squads: { ...state.squads, 'A-1': { ...state.squads['A-1']!, turn: { ...state.squads['A-1']!.turn, casualtyIds: ['soldier-1'] } } } };
    const wrapper = mount(MovementStep, { props: { state: felled, rulings: {}, busy: false } });
    const offered = wrapper.findAll('label.od6-choice').map((label) => label.text()).filter((text) => text.endsWith('stands up'));
    expect(offered).toEqual(['The champion stands up']);
    expect(wrapper.get('[data-fell-this-phase]').text()).toBe('Soldier 1 was wounded this phase and stands up in a later Movement Phase.');
  });

  it('says a charge test’s “morale up” cannot lift a squad past its starting level, and only then (seed 004 L421, L489)', async () => {
    const state = iceRangersToMove(0);
    const atStart = mount(MovementStep, { props: { state, rulings: {}, busy: false } });
    await atStart.get('select[name="move-action"]').setValue('charge');
    expect(atStart.text()).toContain('morale up, but not past its start');
    const shaken = { ...state, squads: { ...state.squads, 'A-1': { ...state.squads['A-1']!, morale: 3 } } };
    const below = mount(MovementStep, { props: { state: shaken, rulings: {}, busy: false } });
    await below.get('select[name="move-action"]').setValue('charge');
    expect(below.text()).toContain('morale up');
    expect(below.text()).not.toContain('not past its start');
  });

  it('says nothing of wounds when nobody is wounded', async () => {
    const wrapper = mount(MovementStep, { props: { state: iceRangersToMove(0), rulings: {}, busy: false } });
    await wrapper.get('select[name="move-action"]').setValue('walk');
    expect(wrapper.find('[data-wounded-walk]').exists()).toBe(false);
  });

  it('names a squad that need not test to charge as the other notes do, with its article (seed 004 L499)', async () => {
    const wolfGuard = squad({ name: 'Wolf Guard', troopTypeId: 'goblin-soldiers', quality: 'average', soldiers: 8 });
    const scouts = squad({ name: 'Goblin Scouts', troopTypeId: 'goblin-soldiers', quality: 'average', soldiers: 4 });
    const wrapper = mount(MovementStep, { props: { state: atMovement([wolfGuard], [scouts]).state, rulings: {}, busy: false } });
    await wrapper.get('select[name="move-action"]').setValue('charge');
    expect(wrapper.text()).toContain('The Wolf Guard need not test to charge: at least twice the target’s number');
  });

  it('lets a squad in close combat stay in the fight, close in, or try to disengage (L407–L410)', async () => {
    const state = iceRangersToMove(0);
    const engaged = { ...state, squads: { ...state.squads, 'A-1': { ...state.squads['A-1']!, engagedWith: ['B-1'] } } };
    const wrapper = mount(MovementStep, { props: { state: engaged, rulings: {}, busy: false } });
    expect(wrapper.get('select[name="move-action"]').findAll('option').map((option) => option.text())).toEqual(['Stays in the fight', 'Soldiers out of contact close in (up to 8″)', 'Tries to disengage']);
    await wrapper.findAll('button').find((button) => button.text() === 'Confirm the move')!.trigger('click');
    expect(wrapper.emitted('step')).toEqual([[{ type: 'squad-moved', squad: 'A-1', pace: 'stay' }]]);
    await wrapper.get('select[name="move-action"]').setValue('walk');
    await wrapper.findAll('button').find((button) => button.text() === 'Confirm the move')!.trigger('click');
    expect(wrapper.emitted('step')![1]).toEqual([{ type: 'squad-moved', squad: 'A-1', pace: 'walk', towardEnemy: true }]);
  });
});
