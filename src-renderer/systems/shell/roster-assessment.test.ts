import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import type { AnyGameSystem } from '../../../src-shared/systems/game-system';
import { SYSTEM_1999 } from '../../../src-shared/rules/1999/system';
import { ORDERS_OMENS } from '../../../src-shared/rules/orders-omens/system';
import { ORDER_66 } from '../../../src-shared/rules/order-66/system';
import { OPEND6_SYSTEM } from '../../../src-shared/rules/opend6/system';
import RosterAssessmentView from './RosterAssessmentView.vue';

const assessment = { points: 150, size: 3, problems: [], valid: true, battleReady: true, description: 'Ash Pack' };

describe('RosterAssessmentView', () => {
  it('counts a 1999 army’s size in models, not Units (the assessment counts bodies)', () => {
    const view = mount(RosterAssessmentView, { props: { system: SYSTEM_1999 as AnyGameSystem, assessment } });
    expect(view.text()).toContain('150 Army Points · 3 models on the table');
  });

  it('names the cost in the system’s own unit, and none for an Order 66 force, whose forces cost nothing', () => {
    const squad = mount(RosterAssessmentView, { props: { system: OPEND6_SYSTEM as AnyGameSystem, assessment: { ...assessment, points: 1195, size: 5 } } });
    expect(squad.text()).toContain('1,195 SGPs · 5 soldiers on the table');
    const force = mount(RosterAssessmentView, { props: { system: ORDER_66 as AnyGameSystem, assessment: { ...assessment, points: 0, size: 2 } } });
    expect(force.text()).toContain('2 models on the table');
    expect(force.text()).not.toContain('points');
  });

  it('counts an Orders & Omens army in soldiers', () => {
    const view = mount(RosterAssessmentView, { props: { system: ORDERS_OMENS as AnyGameSystem, assessment: { ...assessment, size: 4250 } } });
    expect(view.text()).toContain('4,250 soldiers on the table');
  });
});
