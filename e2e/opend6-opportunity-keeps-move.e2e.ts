import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Od6Event } from '../src-shared/rules/opend6/battle/events';
import { ICE_RANGERS } from '../src-shared/rules/opend6/squads/samples';
import { die, GOBLIN_ARCHERS } from '../src-shared/rules/opend6/testing/fixtures';
import { apiCaller } from './support/api';
import { useBrowserHost } from './support/browser-host';
import { pictureAtEverySize } from './support/every-size';
import { SCREEN_SIZES } from './support/screenshots';
import { newWatchedPage } from './support/watched-page';

/**
 * Opportunity fire in the middle of a move, in Chromium: Astrid enters the Ice Rangers' walk with
 * its terrain, Borg's archers pass their test and shoot, the damage is rolled, and the walk she
 * entered is still on the Movement step for the survivors to complete (seed 004 L328–L334).
 */
const env = useBrowserHost();
const TYPED = ['Rimewood', 'Astrid', 'Borg', 'Ice Rangers', 'Goblin Archers', 'The Frozen Ford'];
type Call = ReturnType<typeof apiCaller>;

const phase = (page: Page) => page.locator('[data-phase]');

async function enterDie(page: Page, label: string, ...faces: number[]): Promise<void> {
  const roll = page.locator('fieldset.od6-roll').filter({ has: page.locator('legend', { hasText: label }) }).first();
  for (const [i, face] of faces.entries()) await roll.locator('input.od6-die').nth(i).fill(String(face));
}

describe('OpenD6 opportunity fire during a move', () => {
  it('brings back the walk and its terrain legs after the fire and its damage, and records the walk', async () => {
    const call: Call = apiCaller(env.host.url);
    const campaign = await call('campaigns.create', { name: 'Rimewood' });
    const astrid = await call('players.create', { campaignId: campaign.id, name: 'Astrid', colour: '#1565c0' });
    const borg = await call('players.create', { campaignId: campaign.id, name: 'Borg', colour: '#2e7d32' });
    const ice = (await call('forces.create', { campaignId: campaign.id, playerId: astrid.id, system: 'opend6', roster: ICE_RANGERS })).id;
    const archers = (await call('forces.create', { campaignId: campaign.id, playerId: borg.id, system: 'opend6', roster: GOBLIN_ARCHERS })).id;
    const battle = await call('battles.create', { system: 'opend6', campaignId: campaign.id, name: 'The Frozen Ford', sides: [{ playerId: astrid.id, armyIds: [ice] }, { playerId: borg.id, armyIds: [archers] }], setup: { budgets: { A: 2000, B: 2000 }, turnLimit: 3 } });
    const opening: Od6Event[] = [
      { type: 'initiative-rolled', rolls: { A: die(5), B: die(2) } },
      { type: 'movement-order-chosen', movesFirst: 'A' },
    ];
    for (const [count, event] of opening.entries()) await call('battles.append', { battleId: battle.id, system: 'opend6', event, expectedCount: count });

    const page = await newWatchedPage(env.browser, { viewport: SCREEN_SIZES.desktop });
    await page.goto(`${env.host.url}#/campaigns/${campaign.id}/battles/${battle.id}`);
    await phase(page).filter({ hasText: 'Movement Phase' }).waitFor();
    await page.locator('select[name="move-action"]').selectOption('walk');
    await page.getByRole('checkbox', { name: 'Toward a visible enemy' }).check();
    await page.locator('details[aria-label="Terrain on the way"] summary').click();
    await page.locator('select[name="leg-terrain"]').selectOption('light-woods');
    await page.locator('input[name="leg-inches"]').fill('2');
    await page.getByRole('button', { name: 'Add the leg' }).click();
    await page.locator('select[name="leg-terrain"]').selectOption('clear');
    await page.locator('input[name="leg-inches"]').fill('3');
    await page.getByRole('button', { name: 'Add the leg' }).click();
    await page.getByText('5″ on the table costs 7″ of the 8″ Walk Rate.').waitFor();

    // Borg announces opportunity fire before the walk is confirmed (L330): command 5 + 3 against threat 2 + 4.
    await page.locator('details[aria-label^="Opportunity fire"] summary').click();
    await enterDie(page, 'The Goblin Archers: command roll', 5);
    await enterDie(page, 'The Goblin Archers: threat roll', 2);
    await page.getByRole('button', { name: 'Test for opportunity fire' }).click();
    // The sergeant alone fires, and hits soldier 3 (4 + marksmanship 5 against 9); 5 + 3 against Strength 3 + 2 wounds him.
    await phase(page).filter({ hasText: 'Movement Phase' }).waitFor();
    for (let n = 1; n <= 9; n++) await page.getByRole('checkbox', { name: `Soldier ${n} fires` }).uncheck();
    await enterDie(page, 'The sergeant’s shot', 4);
    await page.getByLabel('Hit by the sergeant of the Goblin Archers strikes').selectOption({ label: 'Soldier 3' });
    await page.getByRole('button', { name: 'Fire: 1 hit' }).click();
    await enterDie(page, 'Damage roll 1', 3);
    await enterDie(page, 'Strength roll', 2);
    await page.getByRole('button', { name: 'Record the damage' }).click();

    // The survivors complete their move (L334): the walk, its tick and its two legs are as entered.
    await page.getByText('5″ on the table costs 7″ of the 8″ Walk Rate.').waitFor();
    expect(await page.locator('select[name="move-action"]').inputValue()).toBe('walk');
    expect(await page.getByRole('checkbox', { name: 'Toward a visible enemy' }).isChecked()).toBe(true);
    await pictureAtEverySize(page, 'opend6-opportunity-keeps-move', 'move-resumed', { typed: TYPED });
    await page.getByRole('button', { name: 'Confirm the move' }).click();
    await page.getByRole('tab', { name: /Event log/ }).click();
    await expect.poll(async () => (await page.locator('body').innerText()).replace(/\s+/g, ' ')).toMatch(/The Ice Rangers walk/);
    expect(page.problems).toEqual([]);
    await page.close();
  });
});
