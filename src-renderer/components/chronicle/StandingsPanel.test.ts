import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { createPinia } from 'pinia';
import { createMemoryHistory, createRouter } from 'vue-router';
import type { TempStore } from '../../../src-main/testing/temp-store';
import { caller } from '../../../src-main/testing/system-fixtures';
import { fallenBattles } from '../../../src-main/testing/fallen-battles';
import { installRealBridge, removeBridge } from '../../testing/real-bridge';
import { Bar } from 'vue-chartjs';
import { blueRoster, redRoster } from '../../../src-shared/rules/orders-omens/walkthrough/testing/sample-armies';
import { SAMPLE_BATTLE } from '../../../src-shared/rules/orders-omens/walkthrough/testing/sample-battle';
import StandingsPanel from './StandingsPanel.vue';
import CampaignView from '../../views/CampaignView.vue';

/** The standings' and the overview's count of the fallen, in the systems' own nouns, over the real services on a real SQLite file. */
let temp: TempStore;
let campaignId: string;
let fixtures: ReturnType<typeof fallenBattles>;
let view: VueWrapper | null = null;

async function settled(): Promise<void> {
  for (let i = 0; i < 10; i++) {
    await flushPromises();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The page's text, and its totals (the standings' "Models fallen: 1", the overview's "1 model lost so far") one by one. */
async function shown(component: typeof StandingsPanel | typeof CampaignView, props: { campaignId: string } | { id: string }): Promise<{ text: string; totals: string[] }> {
  const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/:rest(.*)*', component: { template: '<div />' } }] });
  view = mount(component as typeof StandingsPanel, { props: props as { campaignId: string }, global: { plugins: [createPinia(), router] }, attachTo: document.body });
  await settled();
  const text = view.text().replace(/\s+/g, ' ');
  const totals = [
    ...view.findAll('.totals div').map((total) => `${total.get('dt').text()}: ${total.get('dd').text()}`),
    ...view.findAll('.stat').map((stat) => stat.findAll('span').map((part) => part.text()).join(' ')),
  ];
  view.unmount();
  view = null;
  return { text, totals };
}

beforeEach(() => {
  temp = installRealBridge();
  const api = caller(temp.ctx);
  campaignId = api.call<{ id: string }>('campaigns.create', { name: 'The Long Count' }).id;
  fixtures = fallenBattles(api, campaignId);
});
afterEach(() => {
  view?.unmount();
  removeBridge(temp);
});

describe('the count of the fallen, in each system’s own terms', () => {
  it('says models for Order 66’s fallen, never soldiers, on the standings and the overview', async () => {
    fixtures.chokeBattle();
    const standings = await shown(StandingsPanel, { campaignId });
    expect(standings.totals).toContain('Models fallen: 1');
    expect(standings.text).toContain('Models lost over the campaign, per army');
    expect(standings.text).not.toMatch(/soldier/i);
    expect((await shown(CampaignView, { id: campaignId })).totals).toContain('1 model lost so far');
  });

  it('says models and soldiers once OpenD6’s soldiers fall beside them', async () => {
    fixtures.chokeBattle();
    fixtures.volleyBattle();
    expect((await shown(StandingsPanel, { campaignId })).totals).toContain('Models and soldiers fallen: 3');
    expect((await shown(CampaignView, { id: campaignId })).totals).toContain('3 models and soldiers lost so far');
  });
});

describe('the Victory points per battle chart', () => {
  it('draws its "more VP" and "fewer VP" bars in no army’s colour, so Blue’s win is not read as Red’s', async () => {
    const api = caller(temp.ctx);
    const colours = ['#2f5d8a', '#8e2a22'];
    const armies = [blueRoster(), redRoster()].map((roster, i) => {
      const player = api.call<{ id: string }>('players.create', { campaignId, name: ['Alice', 'Bram'][i], colour: colours[i] });
      return api.call<{ id: string }>('armies.create', { campaignId, playerId: player.id, roster }).id;
    });
    const battle = api.call<{ id: string }>('battles.create', { campaignId, name: 'The Mill Ford', armyA: armies[0], armyB: armies[1], tableWidthFeet: 6, tableDepthFeet: 4, turnLimit: 6, objectives: [{ name: 'The ford' }] });
    for (const [index, event] of SAMPLE_BATTLE.entries()) api.call('battles.append', { battleId: battle.id, event, expectedCount: index });
    const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/:rest(.*)*', component: { template: '<div />' } }] });
    view = mount(StandingsPanel, { props: { campaignId }, global: { plugins: [createPinia(), router] }, attachTo: document.body });
    await settled();
    const chart = view.findAllComponents(Bar).find((bar) => bar.attributes('aria-label') === 'Victory points per battle');
    const datasets = (chart!.props('data') as { datasets: { label: string; data: number[]; backgroundColor: string }[] }).datasets;
    // Blue (Alice's blue) won 10 VP to 1: the bar ahead is Blue's.
    expect(datasets.map((d) => [d.label, d.data])).toEqual([
      ['Side with more VP', [10]],
      ['Side with fewer VP', [1]],
    ]);
    for (const dataset of datasets) expect(colours.map((c) => c.toLowerCase())).not.toContain(String(dataset.backgroundColor).toLowerCase());
    expect(datasets[0]!.backgroundColor).not.toBe(datasets[1]!.backgroundColor);
  }, 20_000);
});
