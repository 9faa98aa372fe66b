import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { atMovement, GOBLIN_ARCHERS, play } from '../../../src-shared/rules/opend6/testing/fixtures';
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
});
