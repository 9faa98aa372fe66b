import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { createPinia } from 'pinia';
import { createMemoryHistory, createRouter, type Router } from 'vue-router';
import type { TempStore } from '../../src-main/testing/temp-store';
import { installRealBridge, removeBridge } from '../testing/real-bridge';
import { blueRoster, redRoster } from '../../src-shared/rules/orders-omens/walkthrough/testing/sample-armies';
import { SAMPLE_BATTLE, SAMPLE_TOTALS } from '../../src-shared/rules/orders-omens/walkthrough/testing/sample-battle';
import type { CampaignOverview } from '../../src-shared/contract/campaign-overview';
import CampaignView from './CampaignView.vue';
import OverviewBattles from '../components/campaign/OverviewBattles.vue';

/** The overview's list of battles over the real services on a real SQLite file: links to each battle, results in words. */
let temp: TempStore;
let router: Router;
let view: VueWrapper | null = null;
let campaignId: string;
let armies: { A: string; B: string };

async function call<T>(name: string, input: unknown): Promise<T> {
  const answer = (await window.warchronicle!.invoke(name, input)) as { ok: boolean; value: T; error?: { message: string } };
  if (!answer.ok) throw new Error(`${name}: ${answer.error!.message}`);
  return answer.value;
}

async function battle(name: string): Promise<{ id: string; steps: unknown[] }> {
  return call('battles.create', { campaignId, name, armyA: armies.A, armyB: armies.B, tableWidthFeet: 4, tableDepthFeet: 4, turnLimit: 6, objectives: [{ name: 'The bridge' }] });
}

async function play(id: string, steps: readonly unknown[]): Promise<void> {
  for (const [count, event] of steps.entries()) await call('battles.append', { battleId: id, event, expectedCount: count });
}

async function settled(): Promise<void> {
  for (let i = 0; i < 10; i++) {
    await flushPromises();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

beforeEach(async () => {
  temp = installRealBridge();
  router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/:rest(.*)*', component: { template: '<div />' } }] });
  await router.push('/campaigns');
  campaignId = (await call<{ id: string }>('campaigns.create', { name: 'The Sundered Marches' })).id;
  const player = async (name: string, colour: string) => (await call<{ id: string }>('players.create', { campaignId, name, colour })).id;
  armies = {
    A: (await call<{ id: string }>('armies.create', { campaignId, playerId: await player('Alice', '#2f5d8a'), roster: blueRoster() })).id,
    B: (await call<{ id: string }>('armies.create', { campaignId, playerId: await player('Bram', '#8e2a22'), roster: redRoster() })).id,
  };
});
afterEach(() => {
  view?.unmount();
  view = null;
  removeBridge(temp);
});

describe('the overview’s battles', () => {
  it('links each battle to its page, named by the battle, and says who won, a concession, or that it is still being fought', async () => {
    const mill = await battle('Battle of the Mill');
    await play(mill.id, SAMPLE_BATTLE);
    const bridge = await battle('The Bridge');
    await play(bridge.id, [{ type: 'conceded', side: 'A' }]);
    const ford = await battle('The Ford');
    view = mount(CampaignView, { props: { id: campaignId }, global: { plugins: [createPinia(), router] }, attachTo: document.body });
    await settled();

    const list = view.get('[aria-label="Battles"]');
    const links = list.findAll('a');
    // Newest first, each a real link (keyboard-reachable, named by its text) to the battle's own page.
    expect(links.map((link) => link.text())).toEqual(['The Ford', 'The Bridge', 'Battle of the Mill']);
    expect(links.map((link) => link.attributes('href'))).toEqual([ford, bridge, mill].map((b) => `/campaigns/${campaignId}/battles/${b.id}`));
    const entries = list.findAll('li').map((li) => li.text().replace(/\s+/g, ' '));
    expect(entries[0]).toMatch(/^The Ford · in progress · \S/);
    expect(entries[1]).toMatch(/^The Bridge · Strategic Victory for Bram \(a draw on VP\), by concession · VP: Alice 0, Bram 0 · \S/);
    expect(entries[2]).toContain(`Battle of the Mill · Strategic Victory for Alice, when an army reached its break point · VP: Alice ${SAMPLE_TOTALS.vp.A}, Bram ${SAMPLE_TOTALS.vp.B} · `);
    // Never a side letter or an id.
    for (const entry of entries) expect(entry).not.toMatch(/\b(side )?[AB]\b|[0-9a-f]{8}-/);
  });

  it('keeps a 1,000-battle list to the entries near the viewport: at most 1,500 elements', async () => {
    const mill = await battle('Battle of the Mill');
    await play(mill.id, SAMPLE_BATTLE);
    const [fought] = (await call<CampaignOverview>('campaigns.overview', { id: campaignId })).battles;
    const battles = Array.from({ length: 1000 }, (_, i) => ({ ...fought!, id: `${fought!.id}-${i}`, name: `Battle ${i + 1}` }));
    view = mount(OverviewBattles, { props: { campaignId, battles }, global: { plugins: [router] }, attachTo: document.body });
    await settled();
    expect(view.findAll('a').length).toBeGreaterThan(5);
    expect(view.element.querySelectorAll('*').length).toBeLessThanOrEqual(1500);
    expect(view.get('a').attributes('href')).toBe(`/campaigns/${campaignId}/battles/${fought!.id}-0`);
  });
});
