import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { enteredDice } from '../src-shared/rules/dice';
import { apiCaller } from './support/api';
import { useBrowserHost } from './support/browser-host';
import { expectReadableScreen } from './support/readable-screen';
import { snapshot, SCREEN_SIZES } from './support/screenshots';
import { newWatchedPage } from './support/watched-page';

/**
 * The victory ruling read end to end (o66.victory: turn-limit): the group picks "agreed turns, most
 * wounds dealt" on the house-rules screen, the set-up asks for the turns, and when every unit has
 * acted in the last turn the player who dealt the most wounds wins.
 */
const env = useBrowserHost();
const TYPED = ['The Short War', 'Ann', 'Bram', 'The Blade Circle', 'The Storm Choir', 'One Turn at the Well'];

async function seedCampaign(): Promise<string> {
  const call = apiCaller(env.host.url);
  const campaign = await call('campaigns.create', { name: 'The Short War' });
  const forces = [
    { player: 'Ann', force: 'The Blade Circle', mystic: 'libby' },
    { player: 'Bram', force: 'The Storm Choir', mystic: 'kieran' },
  ];
  for (const entry of forces) {
    const player = await call('players.create', { campaignId: campaign.id, name: entry.player, colour: '#2e7d32' });
    // Combat 3, Range 2, Dodge 1 from the four D3 [3, 2, 1, 1].
    const roster = { name: entry.force, allegiance: 'order', mystic: entry.mystic, creation: { rolls: enteredDice([3, 2, 1, 1], 3), assignment: { combat: 0, range: 1, dodge: 2 } }, grymn: 1 };
    await call('forces.create', { campaignId: campaign.id, playerId: player.id, system: 'order-66', roster });
  }
  return `${env.host.url}#/campaigns/${campaign.id}`;
}

async function rollOff(page: Page, winner: 'Ann' | 'Bram'): Promise<void> {
  await page.getByRole('heading', { name: /^Roll-off: turn 1$/ }).waitFor();
  await page.getByLabel("Ann's roll", { exact: true }).fill(winner === 'Ann' ? '6' : '2');
  await page.getByLabel("Bram's roll", { exact: true }).fill(winner === 'Bram' ? '6' : '2');
  await page.getByRole('button', { name: 'Confirm the roll-off' }).click();
}

async function activateAndEnd(page: Page, unit: string): Promise<void> {
  await page.getByRole('button', { name: `Activate ${unit}`, exact: true }).click();
  await page.getByRole('button', { name: 'End this activation' }).click();
}

describe('Order 66 played to an agreed turn limit', () => {
  it('the house rule asks for the turns at set-up, and the most wounds dealt wins when they run out', async () => {
    const campaignUrl = await seedCampaign();
    const page = await newWatchedPage(env.browser, { viewport: SCREEN_SIZES.desktop });

    await page.goto(`${campaignUrl}/house-rules`);
    await page.locator('summary').filter({ hasText: 'How an Order 66 battle is won' }).click();
    await page.getByRole('radio', { name: /^Agreed turns, most wounds dealt/ }).check();
    await page.getByRole('button', { name: 'Save house rules' }).click();
    await page.getByRole('status').filter({ hasText: 'House rules saved.' }).waitFor();

    await page.goto(`${campaignUrl}/battles/new`);
    await page.getByRole('radio', { name: /^Order 66/ }).check();
    await page.getByLabel('Battle name').fill('One Turn at the Well');
    await page.getByText('Agreed turns, most wounds dealt.').waitFor();
    // Without the turns the engine refuses the set-up and says why; nothing is created.
    await page.getByRole('button', { name: 'Set up the battle' }).click();
    await page.getByRole('alert').filter({ hasText: 'Agree a number of turns' }).waitFor();
    await page.getByLabel('Turns agreed').fill('1');
    await expectReadableScreen(page, 'turn-limit set-up', { typed: TYPED });
    await page.getByRole('button', { name: 'Set up the battle' }).click();
    await page.getByText('Victory: Agreed turns, most wounds dealt: 1 turn').waitFor();

    // Libby wounds Kieran in melee; every other unit ends its activation unused.
    await rollOff(page, 'Ann');
    await page.getByRole('button', { name: 'Activate Libby', exact: true }).click();
    await page.getByRole('radio', { name: 'Melee', exact: true }).click();
    await page.locator('select[name="target"]').selectOption({ label: 'Kieran (Bram)' });
    await page.getByLabel("Libby's attack roll (Ann) die 1", { exact: true }).fill('4');
    await page.getByLabel("Libby's attack roll (Ann) die 2", { exact: true }).fill('4');
    await page.getByRole('button', { name: 'Confirm the action' }).click();
    await page.getByLabel("Kieran's defence roll (Bram) die 1", { exact: true }).fill('1');
    await page.getByLabel("Kieran's defence roll (Bram) die 2", { exact: true }).fill('2');
    await page.getByRole('button', { name: 'Confirm the roll' }).click();
    await page.getByLabel('Kieran: 2 of 3 wounds left').waitFor();
    await page.getByRole('button', { name: 'End this activation' }).click();

    await rollOff(page, 'Bram');
    await activateAndEnd(page, 'Kieran');
    await rollOff(page, 'Ann');
    await activateAndEnd(page, "Libby's Grymn Trooper");
    // Only Bram has a unit left: no roll-off, he picks.
    await page.getByRole('heading', { name: 'Bram picks a unit' }).waitFor();
    await activateAndEnd(page, "Kieran's Grymn Trooper");

    await page.getByRole('link', { name: 'Read the chronicle of this battle' }).waitFor();
    const result = (await page.locator('body').innerText()).replace(/\s+/g, ' ');
    expect(result).toContain('Victory for Ann with The Blade Circle');
    expect(result).toContain('when the agreed turns ran out');
    await expectReadableScreen(page, 'turn-limit result', { typed: TYPED });
    await snapshot(page, 'order-66/turn-limit-result-desktop');
    expect(page.problems).toEqual([]);
    await page.close();
  });
});
