import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import type { AnyGameSystem } from '../../../src-shared/systems/game-system';
import { SYSTEM_1999 } from '../../../src-shared/rules/1999/system';
import { ORDERS_OMENS } from '../../../src-shared/rules/orders-omens/system';
import RosterAssessmentView from './RosterAssessmentView.vue';

const assessment = { points: 150, size: 3, problems: [], valid: true, battleReady: true, description: 'Ash Pack' };

describe('RosterAssessmentView', () => {
  it('counts a 1999 army’s size in models, not Units (the assessment counts bodies)', () => {
    const view = mount(RosterAssessmentView, { props: { system: SYSTEM_1999 as AnyGameSystem, assessment } });
    expect(view.text()).toContain('150 points · 3 models on the table');
  });

  it('counts an Orders & Omens army in soldiers', () => {
    const view = mount(RosterAssessmentView, { props: { system: ORDERS_OMENS as AnyGameSystem, assessment: { ...assessment, size: 4250 } } });
    expect(view.text()).toContain('4,250 soldiers on the table');
  });
});
