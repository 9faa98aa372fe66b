import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserHost } from './support/browser-host';
import { campaignWithArmies } from './support/oo-battle';
import { newWatchedPage } from './support/watched-page';
import { snapshot, snapshotOnFailure } from './support/screenshots';
import { blueRoster, redRoster } from '../src-shared/rules/orders-omens/walkthrough/testing/sample-armies';
import { SAMPLE_BATTLE } from '../src-shared/rules/orders-omens/walkthrough/testing/sample-battle';

/**
 * House rules a group picks change what the screens offer (issue 11: "the house-rules screen lists
 * only rulings the engine reads"). Orders & Omens (002_cff186ffe79098a6.txt): more than six
 * objectives (L716 "players agree on the number"), a Strategic Order naming one Brigade (L315,
 * L718), and a Brigade counted in every table third it touches (L726–L728).
 */

const env = useBrowserHost();
const api = env.api;
let page: Page | null = null;

const HOUSE_RULES = {
  'oo.objective-limit': 'unlimited',
  'oo.strategic-order-recipient': 'brigade',
  'oo.table-third-straddling': 'every-third-touched',
};

async function play(): Promise<void> {
  const { campaignId, armies } = await campaignWithArmies(api, 'The Long Ridge', [blueRoster(), redRoster()], HOUSE_RULES);
  const p = await newWatchedPage(env.browser, { viewport: { width: 1280, height: 900 } });
  page = p;

  // The house-rules screen shows the chosen options among every ruling the engine reads.
  await p.goto(`${env.host.url}#/campaigns/${campaignId}/house-rules`);
  await p.locator('summary', { hasText: 'Who receives a Strategic Order: the Division or one Brigade' }).getByText('house rule').waitFor();
  await p.locator('summary', { hasText: 'Who receives a Strategic Order' }).scrollIntoViewIfNeeded();
  await snapshot(p, 'house-rulings-00-house-rules');

  // Any number of objectives: the set-up form lets a seventh be added.
  await p.goto(`${env.host.url}#/campaigns/${campaignId}/battles/new`);
  await p.getByLabel('Objective 1 name').waitFor();
  for (let i = 1; i < 7; i++) await p.getByRole('button', { name: 'Add objective' }).click();
  await p.getByLabel('Objective 7 name').waitFor();
  await expect.poll(() => p.getByRole('button', { name: 'Add objective' }).count()).toBe(1);

  const battle = await api<{ id: string }>('battles.create', {
    campaignId,
    name: 'The Ridge Road',
    armyA: armies[0],
    armyB: armies[1],
    tableWidthFeet: 6,
    tableDepthFeet: 4,
    turnLimit: 6,
    objectives: Array.from({ length: 7 }, (_, i) => ({ name: `Cairn ${i + 1}` })),
  });
  let count = 0;
  const append = async (event: unknown) => api('battles.append', { battleId: battle.id, event, expectedCount: count++ });
  for (const event of SAMPLE_BATTLE.slice(0, SAMPLE_BATTLE.findIndex((s) => s.type === 'strategic-order-issued'))) await append(event);

  // A Strategic Order names one Brigade of the Division.
  await p.goto(`${env.host.url}#/campaigns/${campaignId}/battles/${battle.id}`);
  await p.getByRole('heading', { name: 'Strategic Orders' }).waitFor();
  const field = (label: string) => p.locator('label.field', { has: p.locator('.field-label', { hasText: label }) }).locator('select');
  await field('Objective').selectOption({ label: '7: Cairn 7' });
  await field('Brigade (house rule: one Brigade receives it)').selectOption({ label: 'Archers' });
  await p.getByRole('button', { name: 'Send messenger' }).click();
  await p.getByText(/Archers of Blue Division \(.*\): capture Cairn 7/).waitFor();
  await snapshot(p, 'house-rulings-01-order-to-a-brigade');
  count += 1;

  // Through a quiet turn to its End Phase.
  await append({ type: 'messenger-arrived', orderId: 'order-1' });
  await append({ type: 'activation-started' });
  for (const side of ['A', 'B', 'A', 'B']) {
    await append({ type: 'chip-drawn', side });
    await append({ type: 'chip-passed' });
  }
  await p.reload();
  await p.getByRole('heading', { name: 'End Phase', exact: true }).first().waitFor();

  // Every third a Brigade touches: Levy straddles the left and centre lines and counts in both.
  await p.getByText('A Brigade across a line counts in every third it touches (house rule).').waitFor();
  await p.getByLabel('Levy touches Left flank').check();
  await p.getByLabel('Levy touches Centre').check();
  const blue = p.locator('.vp-preview .stat-card').first();
  await expect.poll(() => blue.textContent()).toMatch(/\+2 VP/);
  await snapshot(p, 'house-rulings-02-thirds-touched');
  await p.getByRole('button', { name: 'Confirm End Phase and VP' }).click();
  await p.getByRole('heading', { name: 'Strategic Orders' }).waitFor();
  const stored = await api<{ state: { vp: { side: string; source: string }[] } }>('battles.get', { id: battle.id });
  expect(stored.state.vp.filter((entry) => entry.side === 'A' && entry.source === 'table-third')).toHaveLength(2);
}

describe('house rules change the Orders & Omens screens', () => {
  it('seven objectives, an order to one Brigade, and a Brigade counted in two thirds', () => snapshotOnFailure(() => page, 'house-rulings-failure', play), 180_000);
});
