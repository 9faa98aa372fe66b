import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Od6Event } from '../src-shared/rules/opend6/battle/events';
import { ICE_RANGERS } from '../src-shared/rules/opend6/squads/samples';
import { bladesMeetBrawlers } from '../src-shared/rules/opend6/testing/blades-meet-brawlers';
import { die, GOBLIN_ARCHERS, GOBLIN_BRAWLERS, HUMAN_BLADES } from '../src-shared/rules/opend6/testing/fixtures';
import { apiCaller } from './support/api';
import { useBrowserHost } from './support/browser-host';
import { pictureAtEverySize } from './support/every-size';
import { SCREEN_SIZES } from './support/screenshots';
import { newWatchedPage } from './support/watched-page';

/**
 * Four OpenD6 battle screens in Chromium, reached by recording the table's steps through the
 * contract: the charged archers, who walked up this turn, get no "behind cover" on their receiving
 * test (seed 004 L470); a volley at squads half lying down has "prone" ticked (L227); the Blades,
 * having forced the brawlers back, hold their ground once and the fight ends (L401, L403); and in
 * the Morale Phase neither the Blades, who charged, nor the brawlers, forced back 4", get cover.
 */
const env = useBrowserHost();
const TYPED = ['Ashford', 'Astrid', 'Borg', 'Ice Rangers', 'Blades of Aster', 'Goblin Archers', 'Goblin Brawlers', 'The Ashford Bridge'];

type Call = ReturnType<typeof apiCaller>;

async function seedBattle(call: Call): Promise<{ url: string; battleId: string; blades: string; ice: string; brawlers: string; archers: string }> {
  const campaign = await call('campaigns.create', { name: 'Ashford' });
  const astrid = await call('players.create', { campaignId: campaign.id, name: 'Astrid', colour: '#1565c0' });
  const borg = await call('players.create', { campaignId: campaign.id, name: 'Borg', colour: '#2e7d32' });
  const blades = (await call('forces.create', { campaignId: campaign.id, playerId: astrid.id, system: 'opend6', roster: HUMAN_BLADES })).id;
  const ice = (await call('forces.create', { campaignId: campaign.id, playerId: astrid.id, system: 'opend6', roster: ICE_RANGERS })).id;
  const brawlers = (await call('forces.create', { campaignId: campaign.id, playerId: borg.id, system: 'opend6', roster: GOBLIN_BRAWLERS })).id;
  const archers = (await call('forces.create', { campaignId: campaign.id, playerId: borg.id, system: 'opend6', roster: GOBLIN_ARCHERS })).id;
  const battle = await call('battles.create', {
    system: 'opend6',
    campaignId: campaign.id,
    name: 'The Ashford Bridge',
    sides: [
      { playerId: astrid.id, armyIds: [blades, ice] },
      { playerId: borg.id, armyIds: [brawlers, archers] },
    ],
    setup: { budgets: { A: 2000, B: 2000 }, turnLimit: 3 },
  });
  return { url: `${env.host.url}#/campaigns/${campaign.id}/battles/${battle.id}`, battleId: battle.id, blades, ice, brawlers, archers };
}

/** Records the table's steps one by one, as the battle screen would send them. */
function recorder(call: Call, battleId: string): (events: readonly Od6Event[]) => Promise<void> {
  let count = 0;
  return async (events) => {
    for (const event of events) await call('battles.append', { battleId, system: 'opend6', event, expectedCount: count++ });
  };
}

const phase = (page: Page) => page.locator('[data-phase]');

describe('OpenD6 cover, prone targets and holding ground on the battle screen', () => {
  it('offers cover only to a squad that stood still, ticks prone at an even split, and lets a winner hold its ground once', async () => {
    const call = apiCaller(env.host.url);
    const { url, battleId, blades, ice, brawlers, archers } = await seedBattle(call);
    const page = await newWatchedPage(env.browser, { viewport: SCREEN_SIZES.desktop });
    const record = recorder(call, battleId);

    // The Ice Rangers stay, half of them lying down; the archers walk up; the Blades charge them.
    await record([
      { type: 'initiative-rolled', rolls: { A: die(5), B: die(2) } },
      { type: 'movement-order-chosen', movesFirst: 'A' },
      { type: 'squad-moved', squad: ice, pace: 'stay', wentProne: ['sergeant', 'soldier-1', 'soldier-2', 'soldier-3', 'soldier-4'] },
      { type: 'squad-moved', squad: archers, pace: 'walk' },
      { type: 'charge-declared', squad: blades, target: archers, test: { command: die(5), threat: die(2) } },
    ]);
    await page.goto(url);
    await page.getByText('The Goblin Archers moved this turn, so cover does not count').waitFor();
    expect(await page.getByText('The Goblin Archers behind cover').count()).toBe(0);
    await pictureAtEverySize(page, 'opend6-cover-and-hold', 'receive-charge-moved', { typed: TYPED });

    // The archers stand and brace; the charge falls short. In the Ranged Combat Phase they aim at the Ice Rangers.
    await record([
      { type: 'charge-received', test: { command: die(5), threat: die(2) } },
      { type: 'charge-braced' },
      { type: 'charge-completed', reached: false },
      { type: 'squad-moved', squad: brawlers, pace: 'stay' },
      { type: 'phase-ended' },
    ]);
    await page.reload();
    await phase(page).filter({ hasText: 'Ranged Combat Phase' }).waitFor();
    await page.locator('select[name="shooter"]').selectOption({ label: 'Goblin Archers' });
    await page.locator('select[name="shot-target"]').selectOption({ label: 'Ice Rangers' });
    expect(await page.getByRole('checkbox', { name: 'Half or more of the targets are prone' }).isChecked()).toBe(true);
    await pictureAtEverySize(page, 'opend6-cover-and-hold', 'volley-at-prone', { typed: TYPED });

    // Next turn the Blades charge the brawlers home, beat them and force them back.
    const { fight, damage } = bladesMeetBrawlers(blades, brawlers);
    await record([
      { type: 'phase-ended' },
      { type: 'phase-ended' },
      { type: 'phase-ended' },
      { type: 'phase-ended' },
      { type: 'initiative-rolled', rolls: { A: die(5), B: die(2) } },
      { type: 'movement-order-chosen', movesFirst: 'A' },
      { type: 'charge-declared', squad: blades, target: brawlers, test: { command: die(5), threat: die(2) } },
      { type: 'charge-received', test: { command: die(4), threat: die(1) } },
      { type: 'charge-braced' },
      { type: 'charge-completed', reached: true },
      { type: 'phase-ended' },
      { type: 'phase-ended' },
      fight,
      damage,
    ]);
    await page.reload();
    await phase(page).filter({ hasText: 'Close Combat Phase' }).waitFor();
    const hold = page.locator('summary', { hasText: 'The Blades of Aster hold their ground instead of advancing' });
    await hold.click();
    await pictureAtEverySize(page, 'opend6-cover-and-hold', 'hold-ground', { typed: TYPED });
    const roll = page.locator('fieldset.od6-roll').filter({ has: page.locator('legend', { hasText: 'The Blades of Aster: command roll' }) });
    await roll.locator('input.od6-die').first().fill('3');
    await page.getByRole('button', { name: 'Record it' }).click();
    await expect.poll(() => hold.count()).toBe(0);
    await page.getByText('No squads are in base contact still to fight.').waitFor();
    await pictureAtEverySize(page, 'opend6-cover-and-hold', 'ground-held', { typed: TYPED });

    // Morale: the Blades charged this turn and get no cover; nor do the brawlers, forced back 4" (L401, L470).
    await page.getByRole('button', { name: 'End the Close Combat Phase' }).click();
    await phase(page).filter({ hasText: 'Morale Phase' }).waitFor();
    const bladesCard = page.getByRole('article', { name: 'The Blades of Aster: morale test' });
    expect(await bladesCard.locator('[data-no-cover]').innerText()).toBe('Moved this turn: cover does not count');
    expect(await bladesCard.getByRole('checkbox', { name: 'Behind cover' }).count()).toBe(0);
    const brawlersCard = page.getByRole('article', { name: 'The Goblin Brawlers: morale test' });
    expect(await brawlersCard.locator('[data-no-cover]').innerText()).toBe('Forced back 4″ this turn: cover does not count');
    expect(await brawlersCard.getByRole('checkbox', { name: 'Behind cover' }).count()).toBe(0);
    await pictureAtEverySize(page, 'opend6-cover-and-hold', 'morale-cover', { typed: TYPED });
    expect(page.problems).toEqual([]);
    await page.close();
  });
});
