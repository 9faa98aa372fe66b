import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { atMovement, GOBLIN_ARCHERS, GOBLIN_BRAWLERS, play } from '../../../src-shared/rules/opend6/testing/fixtures';
import { ICE_RANGERS } from '../../../src-shared/rules/opend6/squads/samples';
import ShotsForm from './ShotsForm.vue';

describe('the Ranged Combat Phase’s shooters (seed 004 L126, L134)', () => {
  it('offers no squad that ran this turn: it cannot fire at all', () => {
    const ranged = play(atMovement([ICE_RANGERS], [GOBLIN_ARCHERS]).state, [
      { type: 'squad-moved', squad: 'A-1', pace: 'walk' },
      { type: 'squad-moved', squad: 'B-1', pace: 'run' },
      { type: 'phase-ended' },
    ]).state;
    const wrapper = mount(ShotsForm, { props: { state: ranged, mode: 'ranged', busy: false } });
    expect(wrapper.get('select[name="shooter"]').findAll('option').map((option) => option.text())).toEqual(['Ice Rangers']);
  });

  it('lists first the squads of the player without the initiative, who picks first (seed 004 L158)', () => {
    const ranged = play(atMovement([ICE_RANGERS], [GOBLIN_ARCHERS]).state, [
      { type: 'squad-moved', squad: 'A-1', pace: 'stay' },
      { type: 'squad-moved', squad: 'B-1', pace: 'stay' },
      { type: 'phase-ended' },
    ]).state;
    expect(ranged.initiative).toBe('A');
    const wrapper = mount(ShotsForm, { props: { state: ranged, mode: 'ranged', busy: false } });
    expect(wrapper.get('select[name="shooter"]').findAll('option').map((option) => option.text())).toEqual(['Goblin Archers', 'Ice Rangers']);
    expect((wrapper.get('select[name="shooter"]').element as HTMLSelectElement).selectedOptions[0]!.text).toBe('Goblin Archers');
    expect(wrapper.text()).toContain('Borg, without the initiative, picks a squad and its target first');
  });

  it('lets the player with the initiative pick when the other has no squad that can shoot (seed 004 L158: players pick in turn)', () => {
    // The Goblin Brawlers carry no ranged weapon: Borg, without the initiative, has nothing to pick.
    const ranged = play(atMovement([ICE_RANGERS], [GOBLIN_BRAWLERS]).state, [
      { type: 'squad-moved', squad: 'A-1', pace: 'stay' },
      { type: 'squad-moved', squad: 'B-1', pace: 'stay' },
      { type: 'phase-ended' },
    ]).state;
    expect(ranged.initiative).toBe('A');
    const wrapper = mount(ShotsForm, { props: { state: ranged, mode: 'ranged', busy: false } });
    expect(wrapper.get('select[name="shooter"]').findAll('option').map((option) => option.text())).toEqual(['Ice Rangers']);
    expect(wrapper.text()).not.toContain('without the initiative');
    expect(wrapper.get('.od6-phase-note').text()).toBe('Only Astrid’s squads can shoot this phase (Borg has none left that can), so Astrid picks each squad and its target. All fire lands together when the phase ends.');
  });

  it('ticks "prone" for a target with half or more of its soldiers lying down, as the engine reads it (seed 004 L227, L232)', () => {
    const lyingDown = (count: number) => {
      const state = play(atMovement([ICE_RANGERS], [GOBLIN_ARCHERS]).state, [
        { type: 'squad-moved', squad: 'A-1', pace: 'stay', wentProne: ['sergeant', 'soldier-1', 'soldier-2', 'soldier-3', 'soldier-4'].slice(0, count) },
        { type: 'squad-moved', squad: 'B-1', pace: 'stay' },
        { type: 'phase-ended' },
      ]).state;
      const wrapper = mount(ShotsForm, { props: { state, mode: 'ranged', busy: false } });
      return wrapper.findAll('label').find((label) => label.text() === 'Half or more of the targets are prone')!.get('input').element as HTMLInputElement;
    };
    // The archers pick first and aim at the ten Ice Rangers: five down is an even split, which gives the targets the better benefit; four down is not.
    expect(lyingDown(5).checked).toBe(true);
    expect(lyingDown(4).checked).toBe(false);
  });
});
