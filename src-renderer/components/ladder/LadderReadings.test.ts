import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { createMemoryHistory, createRouter } from 'vue-router';
import { DECLINED_CHALLENGE } from '../../../src-shared/rules/title-tournament/rulings';
import LadderReadings from './LadderReadings.vue';

/**
 * The campaign's house-rules screen names the ladders that keep another reading of a Title
 * Tournament ruling (seed 001 L671, the walk-over), each linked, with the reading it keeps.
 */
describe('the ladders that keep another reading', () => {
  const ladders: { id: string; name: string; rulings: Record<string, string> }[] = [
    { id: 'l1', name: 'Old ladder', rulings: { 'tt.declined-challenge': 'no-consequence' } },
    { id: 'l2', name: 'Club ladder', rulings: {} },
  ];
  const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/:rest(.*)*', component: { template: '<div />' } }] });
  const show = (chosen: string) => mount(LadderReadings, { props: { ruling: DECLINED_CHALLENGE, chosen, campaignId: 'c1', ladders }, global: { plugins: [router] } });

  it('names the ladder that differs from the campaign’s choice, with its reading and a link', () => {
    const view = show('counts-as-neglect');
    expect(view.get('p').text()).toBe('An existing ladder keeps another reading:');
    expect(view.findAll('li').map((line) => line.text())).toEqual(['Old ladder: A decline has no consequence']);
    expect(view.get('a').attributes('href')).toBe('/campaigns/c1/ladder/l1');
  });

  it('names the ladder at the default once the campaign chooses the other reading', () => {
    expect(show('no-consequence').findAll('li').map((line) => line.text())).toEqual(['Club ladder: A decline counts as a neglect']);
  });

  it('says nothing when every ladder reads as the campaign does', () => {
    const view = mount(LadderReadings, { props: { ruling: DECLINED_CHALLENGE, chosen: 'counts-as-neglect', campaignId: 'c1', ladders: [ladders[1]!] }, global: { plugins: [router] } });
    expect(view.text()).toBe('');
  });
});
