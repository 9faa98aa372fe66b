import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import { createMemoryHistory, createRouter } from 'vue-router';
import type { TempStore } from '../../../src-main/testing/temp-store';
import { installRealBridge, removeBridge } from '../../testing/real-bridge';
import { answerLate } from '../../testing/late-answer';
import { blueRoster, redRoster } from '../../../src-shared/rules/orders-omens/walkthrough/testing/sample-armies';
import { SAMPLE_BATTLE, SAMPLE_TOTALS } from '../../../src-shared/rules/orders-omens/walkthrough/testing/sample-battle';
import BattlesView from './BattlesView.vue';

/** The battles page over the real services (window.warchronicle, as Electron's preload puts it) on a real SQLite file. */
let temp: TempStore;
let campaignId: string;
let armies: { A: string; B: string };
const listCalls: unknown[] = [];

function call<T>(name: string, input: unknown): Promise<T> {
  return window.warchronicle!.invoke(name, input).then((result) => {
    const answer = result as { ok: boolean; value: T; error?: { message: string } };
    if (!answer.ok) throw new Error(`${name}: ${answer.error!.message}`);
    return answer.value;
  });
}

async function battle(name: string): Promise<{ id: string; steps: unknown[] }> {
  return call('battles.create', { campaignId, name, armyA: armies.A, armyB: armies.B, tableWidthFeet: 4, tableDepthFeet: 4, turnLimit: 6, objectives: [{ name: 'The bridge' }] });
}

async function page() {
  const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/:rest(.*)*', component: { template: '<div />' } }] });
  const view = mount(BattlesView, { props: { id: campaignId }, global: { plugins: [router] }, attachTo: document.body });
  return view;
}

/** Waits for the page's calls and the frame it waits for before reading the rest of a long list. */
async function settled(): Promise<void> {
  for (let i = 0; i < 5; i++) {
    await flushPromises();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeEach(async () => {
  temp = installRealBridge();
  const bridge = window.warchronicle!;
  const invoke = bridge.invoke.bind(bridge);
  listCalls.length = 0;
  bridge.invoke = (name, input) => {
    if (name === 'battles.list') listCalls.push(input);
    return invoke(name, input);
  };
  campaignId = (await call<{ id: string }>('campaigns.create', { name: 'The Sundered Marches' })).id;
  const player = async (name: string, colour: string) => (await call<{ id: string }>('players.create', { campaignId, name, colour })).id;
  armies = {
    A: (await call<{ id: string }>('armies.create', { campaignId, playerId: await player('Alice', '#2f5d8a'), roster: blueRoster() })).id,
    B: (await call<{ id: string }>('armies.create', { campaignId, playerId: await player('Bram', '#8e2a22'), roster: redRoster() })).id,
  };
});
afterEach(() => removeBridge(temp));

describe('the battles page', () => {
  it('shows each battle’s name, sides in their colours, system, progress or result, steps and date, under In progress and Finished', async () => {
    let mill = await battle('Battle of the Mill');
    for (const step of SAMPLE_BATTLE) mill = { ...mill, steps: [...mill.steps, (await call<{ step: unknown }>('battles.append', { battleId: mill.id, event: step, expectedCount: mill.steps.length })).step] };
    await battle('The Skirmish at the Ford');
    const view = await page();
    await settled();
    expect(view.findAll('h2').map((h) => h.text())).toEqual(['In progress', 'Finished']);
    const parts = (selector: string) => view.findAll(`.battle-card ${selector}`).map((part) => part.text().replace(/\s+/g, ' '));
    expect(parts('.card-title')).toEqual(['The Skirmish at the Ford', 'Battle of the Mill']);
    expect(parts('.versus').every((line) => /^Alice \(.+\) vs Bram \(.+\)$/.test(line))).toBe(true);
    expect(parts('.card-meta')).toEqual(['Orders & Omens Setting up · Initiative', `Orders & Omens Strategic Victory for Alice, when an army reached its break point · VP: Alice ${SAMPLE_TOTALS.vp.A}, Bram ${SAMPLE_TOTALS.vp.B}`]);
    expect(parts('.card-foot')[0]).toMatch(/^0 steps · changed \S/);
    expect(parts('.card-foot')[1]).toMatch(new RegExp(`^${SAMPLE_BATTLE.length} steps · changed \\S`));
    expect(view.findAll('.battle-card .side-dot').map((dot) => dot.attributes('style'))).toContain('background: #2f5d8a;');
    expect(view.find('.battle-card').attributes('href')).toMatch(new RegExp(`/campaigns/${campaignId}/battles/\\S+$`));
    expect(listCalls).toEqual([{ campaignId, first: 30 }]);
    view.unmount();
  });

  it('draws the first 30 battles of a long list from one small answer, then reads the whole list', async () => {
    for (let i = 1; i <= 33; i++) await battle(`Battle ${i}`);
    const view = await page();
    await flushPromises();
    expect(view.findAll('.battle-card')).toHaveLength(30);
    expect(view.find('.battle-card .card-title').text()).toBe('Battle 33');
    await settled();
    expect(listCalls).toEqual([{ campaignId, first: 30 }, { campaignId }]);
    expect(view.findAll('.battle-card').map((card) => card.find('.card-title').text()).slice(-1)).toEqual(['Battle 1']);
    view.unmount();
  });

  it('shows the battles of the campaign the address moved to, not those of the one left answering late', async () => {
    await battle('Battle of the Mill');
    const left = campaignId;
    const next = (await call<{ id: string }>('campaigns.create', { name: 'The Quiet Shire' })).id;
    const release = answerLate('battles.list');
    const view = await page();
    await view.setProps({ id: next });
    await settled();
    release();
    await settled();
    expect(view.findAll('.battle-card')).toHaveLength(0);
    expect(view.find('.empty h2').text()).toBe('No battles yet');
    await view.setProps({ id: left });
    await settled();
    expect(view.findAll('.battle-card .card-title').map((title) => title.text())).toEqual(['Battle of the Mill']);
    view.unmount();
  });
});
