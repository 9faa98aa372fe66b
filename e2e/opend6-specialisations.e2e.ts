import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Od6Event } from '../src-shared/rules/opend6/battle/events';
import { EQUIPMENT_LIBRARY_ID, STARTER_EQUIPMENT, type EquipmentItem } from '../src-shared/rules/opend6';
import { ICE_RANGERS } from '../src-shared/rules/opend6/squads/samples';
import { die, GOBLIN_ARCHERS, GOBLIN_BRAWLERS } from '../src-shared/rules/opend6/testing/fixtures';
import { apiCaller } from './support/api';
import { useBrowserHost } from './support/browser-host';
import { pictureAtEverySize } from './support/every-size';
import { snapshot, SCREEN_SIZES } from './support/screenshots';
import { newWatchedPage } from './support/watched-page';

/**
 * OpenD6 skill specialisations in Chromium (seed 004 L650): the Ice Rangers' player adds a
 * medium crossbow specialisation in the squad builder and saves it; the printed Record Sheet has
 * the sample sheet's TRNG and SPEC columns (L649, L677) and the new line; in battle the shot and
 * the close combat name the specialisation rolled.
 */
const env = useBrowserHost();
const TYPED = ['Ashford', 'Astrid', 'Borg', 'Ice Rangers', 'Swordsmen of Aster', 'Goblin Archers', 'Goblin Brawlers', 'The Ashford Bridge', 'Longsword'];

type Call = ReturnType<typeof apiCaller>;

/** A group's longsword in its Equipment table: a standard melee weapon (+1, L374). */
const LONGSWORD: EquipmentItem = { id: 'longsword', name: 'Longsword', kind: 'melee', class: 'standard', damageBonus: 1, cost: 2, source: { kind: 'group' }, notes: '' };
/** Veteran footmen with melee combat 4 (AGI 3 + 1) and a longsword specialisation of 5 (AGI 3 + 2). */
const SWORDSMEN = { name: 'Swordsmen of Aster', troopTypeId: 'human-footmen', quality: 'veteran', soldiers: 6, training: { 'melee-combat': 1, command: 1 }, specialisations: [{ skill: 'melee-combat', weaponId: 'longsword', training: 2 }], weaponIds: ['longsword'] };

async function seed(call: Call) {
  const campaign = await call('campaigns.create', { name: 'Ashford' });
  await call('libraries.save', { campaignId: campaign.id, system: 'opend6', kind: EQUIPMENT_LIBRARY_ID, items: [...STARTER_EQUIPMENT, LONGSWORD] });
  const astrid = await call('players.create', { campaignId: campaign.id, name: 'Astrid', colour: '#1565c0' });
  const borg = await call('players.create', { campaignId: campaign.id, name: 'Borg', colour: '#2e7d32' });
  const force = async (playerId: string, roster: unknown) => (await call('forces.create', { campaignId: campaign.id, playerId, system: 'opend6', roster })).id;
  return {
    campaignId: campaign.id,
    astrid: astrid.id,
    borg: borg.id,
    ice: await force(astrid.id, ICE_RANGERS),
    swordsmen: await force(astrid.id, SWORDSMEN),
    archers: await force(borg.id, GOBLIN_ARCHERS),
    brawlers: await force(borg.id, GOBLIN_BRAWLERS),
  };
}

const phase = (page: Page) => page.locator('[data-phase]');

describe('OpenD6 skill specialisations in the squad builder, on the Record Sheet and in battle', () => {
  it('adds a specialisation to the Ice Rangers, prints it with the TRNG and SPEC columns, and names it in a shot and a close combat', async () => {
    const call = apiCaller(env.host.url);
    const seeded = await seed(call);
    const campaignUrl = `${env.host.url}#/campaigns/${seeded.campaignId}`;
    const page = await newWatchedPage(env.browser, { viewport: SCREEN_SIZES.desktop });

    // The builder: marksmanship in the medium crossbow, three levels (COR 2 + 3 = 5), 750 SGPs.
    await page.goto(`${campaignUrl}/forces/${seeded.ice}`);
    await page.getByLabel('The squad: specialise in').selectOption({ label: 'Marksmanship: medium crossbow' });
    await page.getByRole('button', { name: 'Add the specialisation' }).first().click();
    await page.getByLabel('The squad Marksmanship: medium crossbow training').fill('3');
    await page.getByLabel('The squad Marksmanship: medium crossbow training').press('Tab');
    await expect.poll(() => page.locator('[data-total="squad"]').innerText()).toBe('750 SGPs');
    expect(await page.getByTitle('Marksmanship: medium crossbow skill code').innerText()).toBe('5');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Saved.', { exact: true }).waitFor();
    await page.reload();
    await page.getByLabel('The squad Marksmanship: medium crossbow training').waitFor();
    expect(await page.getByLabel('The squad Marksmanship: medium crossbow training').inputValue()).toBe('3');
    const sheet = page.getByRole('article', { name: 'Squad Record Sheet' });
    expect(await sheet.locator('.od6-sheet-skills thead th').allInnerTexts()).toEqual(['Attribute / skill', 'Code', 'Trng', 'Spec', 'SGPs']);
    expect((await sheet.locator('tr', { hasText: 'COR — Coordination' }).locator('td').allInnerTexts()).map((cell) => cell.trim())).toEqual(['2', '3', '3', '2']);
    expect((await sheet.locator('tr', { hasText: 'Marksmanship: medium crossbow' }).locator('td').allInnerTexts()).map((cell) => cell.trim())).toEqual(['5', '', '', '3']);
    await pictureAtEverySize(page, 'opend6-specialisations', 'squad-builder', { typed: TYPED });
    await page.emulateMedia({ media: 'print' });
    await snapshot(page, 'opend6-specialisations/record-sheet-print');
    await page.emulateMedia({ media: 'screen' });

    // The battle: the swordsmen charge the brawlers home; the Ice Rangers shoot in the Ranged Combat Phase.
    const battle = await call('battles.create', {
      system: 'opend6',
      campaignId: seeded.campaignId,
      name: 'The Ashford Bridge',
      sides: [
        { playerId: seeded.astrid, armyIds: [seeded.ice, seeded.swordsmen] },
        { playerId: seeded.borg, armyIds: [seeded.archers, seeded.brawlers] },
      ],
      setup: { budgets: { A: 2000, B: 2000 }, turnLimit: 3 },
    });
    let count = 0;
    const record = async (events: readonly Od6Event[]) => {
      for (const event of events) await call('battles.append', { battleId: battle.id, system: 'opend6', event, expectedCount: count++ });
    };
    await record([
      { type: 'initiative-rolled', rolls: { A: die(5), B: die(2) } },
      { type: 'movement-order-chosen', movesFirst: 'A' },
      { type: 'squad-moved', squad: seeded.ice, pace: 'stay' },
      { type: 'squad-moved', squad: seeded.archers, pace: 'stay' },
      { type: 'charge-declared', squad: seeded.swordsmen, target: seeded.brawlers, test: { command: die(5), threat: die(2) } },
      { type: 'charge-received', test: { command: die(4), threat: die(1) } },
      { type: 'charge-braced' },
      { type: 'charge-completed', reached: true },
      { type: 'phase-ended' },
    ]);
    await page.goto(`${campaignUrl}/battles/${battle.id}`);
    await phase(page).filter({ hasText: 'Ranged Combat Phase' }).waitFor();
    await page.locator('select[name="shooter"]').selectOption({ label: 'Ice Rangers' });
    await page.getByText('Medium crossbow specialisation 5 (marksmanship 4) against difficulty 8 (range 8)').first().waitFor();
    // The champion's heavy crossbow is not his specialisation's weapon: his marksmanship 5 is rolled.
    await page.getByText('Marksmanship 5 against difficulty 8 (range 8)').waitFor();
    await pictureAtEverySize(page, 'opend6-specialisations', 'shot-breakdown', { typed: TYPED });

    await record([{ type: 'phase-ended' }]);
    await page.reload();
    await phase(page).filter({ hasText: 'Close Combat Phase' }).waitFor();
    await page.getByText('The sergeant (Swordsmen of Aster): Longsword specialisation 5 (melee combat 4), melee weapon +1 = 6').first().waitFor();
    await pictureAtEverySize(page, 'opend6-specialisations', 'close-combat-breakdown', { typed: TYPED });

    // Every fighter rolls a 1 (nobody hurt); next turn the brawlers disengage and the swordsmen take their parting swing (L411).
    const ones = ['sergeant', 'soldier-1', 'soldier-2', 'soldier-3', 'soldier-4', 'soldier-5'].map((soldier) => ({
      lone: { squad: seeded.swordsmen, soldier, roll: die(1) },
      opponents: [{ soldier, roll: die(1) }],
      loneAttacks: soldier,
    }));
    await record([
      { type: 'close-combat-fought', squads: [seeded.swordsmen, seeded.brawlers], groups: ones },
      { type: 'phase-ended' },
      { type: 'phase-ended' },
      { type: 'phase-ended' },
      { type: 'initiative-rolled', rolls: { A: die(2), B: die(5) } },
      { type: 'movement-order-chosen', movesFirst: 'B' },
      { type: 'disengage-attempted', squad: seeded.brawlers, roll: die(6, 5) },
    ]);
    await page.reload();
    await page.getByRole('region', { name: 'Parting swing' }).waitFor();
    await page.getByText('The sergeant: Longsword specialisation 5 (melee combat 4), melee weapon +1, parting swing +2 = 8').first().waitFor();
    await pictureAtEverySize(page, 'opend6-specialisations', 'parting-swing-breakdown', { typed: TYPED });
    expect(page.problems).toEqual([]);
    await page.close();
  });
});
