import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ICE_RANGERS } from '../src-shared/rules/opend6/squads/samples';
import { GOBLIN_ARCHERS, HUMAN_BLADES } from '../src-shared/rules/opend6/testing/fixtures';
import { apiCaller } from './support/api';
import { useBrowserHost } from './support/browser-host';
import { pictureAtEverySize } from './support/every-size';
import { snapshot, SCREEN_SIZES } from './support/screenshots';
import { newWatchedPage } from './support/watched-page';

/**
 * OpenD6 between the rules' gaps and a campaign, through the app in Chromium: the group fills in
 * the catapult the rulebook leaves blank (through the Equipment table's JSON), a crew fires it
 * from the battle screen with its odds and deviation, a soldier drops prone, a squad splits its
 * fire, and after the battle the Ice Rangers carry their losses to their sheet and service record.
 */
const env = useBrowserHost();
const TYPED = ['Hollowmere', 'Astrid', 'Borg', 'Ice Rangers', 'Blades of Aster', 'Goblin Archers', 'Catapult Crew', 'The Walls of Hollowmere'];

async function seedCampaign(): Promise<{ url: string; iceRangers: string; crew: string }> {
  const call = apiCaller(env.host.url);
  const campaign = await call('campaigns.create', { name: 'Hollowmere' });
  const astrid = await call('players.create', { campaignId: campaign.id, name: 'Astrid', colour: '#1565c0' });
  const borg = await call('players.create', { campaignId: campaign.id, name: 'Borg', colour: '#2e7d32' });
  const ice = await call('forces.create', { campaignId: campaign.id, playerId: astrid.id, system: 'opend6', roster: ICE_RANGERS });
  await call('forces.create', { campaignId: campaign.id, playerId: astrid.id, system: 'opend6', roster: HUMAN_BLADES });
  await call('forces.create', { campaignId: campaign.id, playerId: borg.id, system: 'opend6', roster: GOBLIN_ARCHERS });
  const crew = { name: 'Catapult Crew', troopTypeId: 'goblin-soldiers', quality: 'average', soldiers: 4, training: { 'siege-weapons': 2 }, siegeWeaponId: 'catapult' };
  const crewForce = await call('forces.create', { campaignId: campaign.id, playerId: borg.id, system: 'opend6', roster: crew });
  return { url: `${env.host.url}#/campaigns/${campaign.id}`, iceRangers: ice.id, crew: crewForce.id };
}

async function enterDie(page: Page, label: string, ...faces: number[]): Promise<void> {
  const roll = page.locator('fieldset.od6-roll').filter({ has: page.locator('legend', { hasText: label }) }).first();
  for (const [i, face] of faces.entries()) await roll.locator('input.od6-die').nth(i).fill(String(face));
}

const phase = (page: Page) => page.locator('[data-phase]');
const screenText = async (page: Page) => (await page.locator('body').innerText()).replace(/\s+/g, ' ');

describe('OpenD6 siege, prone, split fire and a squad carried between battles', () => {
  it('fills in the catapult by JSON, fires it from the battle screen, and carries the Ice Rangers’ losses to their sheet and service record', async () => {
    const { url: campaignUrl, iceRangers, crew } = await seedCampaign();
    const page = await newWatchedPage(env.browser, { viewport: SCREEN_SIZES.desktop });

    // The rulebook gives the catapult only Damage Strength 5 and a crew of three: the crew cannot take the field yet.
    await page.goto(`${campaignUrl}/forces/${crew}`);
    await page.getByText('The Equipment table has no ranges, Body Strength and Body Points, Fire Rate for the catapult: set them before fielding it').first().waitFor();

    // The group agrees the rest and pastes it into the Equipment table as JSON.
    await page.goto(`${campaignUrl}/libraries/opend6/opend6.equipment`);
    await page.getByText('Import or export the Equipment table as JSON').click();
    await page.getByRole('button', { name: 'Show as JSON' }).click();
    const json = page.getByLabel('Equipment table as JSON');
    const items = JSON.parse(await json.inputValue()) as Record<string, unknown>[];
    const catapult = items.find((item) => item.id === 'catapult')!;
    expect([catapult.damage, catapult.crew, catapult.bodyStrength]).toEqual([5, 3, null]);
    Object.assign(catapult, { ranges: { short: 10, medium: 20, long: 40, unit: 'inches' }, bodyStrength: 6, bodyPoints: 4, fireRate: { shots: 1, turns: 1 }, cost: 50 });
    await json.fill(JSON.stringify(items));
    await page.getByRole('button', { name: 'Replace with this JSON' }).click();
    await page.getByRole('button', { name: 'Save the Equipment table' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await page.goto(`${campaignUrl}/forces/${crew}`);
    await page.getByText('The Equipment table has no SGP cost').or(page.getByText('Ready for battle')).first().waitFor();
    expect(await page.getByText('The Equipment table has no').count()).toBe(0);

    await page.goto(`${campaignUrl}/battles/new`);
    await page.getByRole('radio', { name: /^OpenD6/ }).check();
    await page.getByLabel('Battle name').fill('The Walls of Hollowmere');
    await page.getByLabel('Turns (optional)').fill('1');
    await page.getByLabel('Astrid’s SGPs').fill('1100');
    await page.getByLabel('Borg’s SGPs').fill('600');
    await page.getByRole('button', { name: 'Set up the battle' }).click();

    await phase(page).filter({ hasText: 'Turn 1 — Initiative Phase' }).waitFor();
    await enterDie(page, 'Astrid (command', 5);
    await enterDie(page, 'Borg (command', 2);
    await page.getByRole('button', { name: 'Record the initiative' }).click();
    await page.getByRole('button', { name: 'Astrid moves first' }).click();

    await phase(page).filter({ hasText: 'Movement Phase' }).waitFor();
    await page.locator('select[name="mover"]').selectOption({ label: 'Ice Rangers' });
    // They walk through 2" of scrub (4" of their 8", L146) and soldier 3 drops behind a wall (L139–L140).
    await page.locator('select[name="move-action"]').selectOption('walk');
    await page.locator('details[aria-label="Terrain on the way"] summary').click();
    await page.locator('select[name="leg-terrain"]').selectOption('scrub');
    await page.locator('input[name="leg-inches"]').fill('2');
    await page.getByRole('button', { name: 'Add the leg' }).click();
    await page.locator('[data-path-cost]').filter({ hasText: '2″ on the table costs 4″ of the 8″ Walk Rate.' }).waitFor();
    await page.locator('details[aria-label="Prone soldiers"] summary').click();
    await page.getByRole('checkbox', { name: 'Soldier 3 drops prone' }).check();
    await pictureAtEverySize(page, 'opend6', 'battle-movement', { typed: TYPED });
    await page.getByRole('button', { name: 'Confirm the move' }).click();
    await page.locator('[data-squad="Ice Rangers"]').filter({ hasText: 'Soldier 3 (prone)' }).waitFor();
    await page.getByRole('button', { name: 'End the Movement Phase' }).click();

    // The catapult: odds before the die, then the deviation dice a miss needs (L300–L315).
    await phase(page).filter({ hasText: 'Ranged Combat Phase' }).waitFor();
    const siege = page.locator('section[aria-label="Siege weapon"]');
    await siege.getByText('Siege weapons 5 against difficulty 8 (range 8)').waitFor();
    expect(await siege.locator('[aria-label="Odds of the Catapult Crew’s shot"]').innerText()).toMatch(/lands where aimed\s*\d+%\s*deviates\s*\d+%/);
    await enterDie(page, 'The sergeant’s siege shot', 2);
    await siege.getByLabel('Deviation direction die').fill('4');
    await siege.getByLabel('Deviation distance die').fill('3');
    await siege.getByText('It lands 3″ back toward the crew from the aiming point.').waitFor();
    await siege.getByRole('checkbox', { name: 'Ice Rangers' }).check();
    await siege.getByLabel('Where soldier 1 of the Ice Rangers is').selectOption('under');
    await siege.getByLabel('Where soldier 3 of the Ice Rangers is').selectOption('under');
    // Prone, soldier 3 faces Damage Strength 4 (L323).
    expect(await siege.locator('[data-siege-faces]').allInnerTexts()).toEqual(['faces Damage Strength 5', 'faces Damage Strength 4']);
    await pictureAtEverySize(page, 'opend6', 'battle-siege', { typed: TYPED });
    await page.getByRole('button', { name: 'Fire the catapult: 2 caught' }).click();
    await page.getByText('Damage Strength 5 against Strength 3').waitFor();
    await enterDie(page, 'Damage roll 1', 6, 6, 1);
    await enterDie(page, 'Damage roll 2', 6, 6, 1);
    await enterDie(page, 'Strength roll: Soldier 1', 1);
    await enterDie(page, 'Strength roll: Soldier 3', 1);
    await page.getByRole('button', { name: 'Record the damage' }).click();

    // The Ice Rangers split their fire: the sergeant and champion at the crew, soldier 2 at the archers (L107).
    await page.locator('select[name="shooter"]').selectOption({ label: 'Ice Rangers' });
    await page.locator('select[name="shot-target"]').selectOption({ label: 'Catapult Crew' });
    for (let n = 1; n <= 8; n++) await page.getByRole('checkbox', { name: `Soldier ${n} fires` }).uncheck();
    await enterDie(page, 'The sergeant’s shot', 1);
    await enterDie(page, 'The champion’s shot', 1);
    // The first volley is stored before the shooter is chosen again: a list that changes under the choice moves it.
    await Promise.all([page.waitForResponse((response) => response.url().endsWith('/api/battles.append')), page.getByRole('button', { name: 'Fire: 0 hits' }).click()]);
    await expect.poll(async () => {
      await page.locator('select[name="shooter"]').selectOption({ label: 'Ice Rangers' });
      return page.locator('[data-split-fire]').filter({ hasText: 'Ice Rangers already fired at Catapult Crew' }).count();
    }).toBe(1);
    await page.locator('[data-split-fire]').filter({ hasText: 'Ice Rangers already fired at Catapult Crew' }).waitFor();
    await page.locator('select[name="shot-target"]').selectOption({ label: 'Goblin Archers' });
    for (const n of [1, 3, 4, 5, 6, 7, 8]) await page.getByRole('checkbox', { name: `Soldier ${n} fires` }).uncheck();
    await enterDie(page, 'Soldier 2’s shot', 1);
    await pictureAtEverySize(page, 'opend6', 'battle-split-fire', { typed: TYPED });
    await page.getByRole('button', { name: 'Fire: 0 hits' }).click();
    await page.getByRole('button', { name: 'End the Ranged Combat Phase' }).click();

    await phase(page).filter({ hasText: 'Close Combat Phase' }).waitFor();
    await page.getByRole('button', { name: 'End the Close Combat Phase' }).click();
    await phase(page).filter({ hasText: 'Morale Phase' }).waitFor();
    const card = page.locator('section[aria-label="Morale"] > article').first();
    expect(await card.getAttribute('aria-label')).toBe('The Ice Rangers: morale test');
    await enterDie(page, 'The Ice Rangers: command roll', 5);
    await enterDie(page, 'The Ice Rangers: threat roll', 2);
    await card.getByRole('button', { name: /^Record/ }).click();
    await page.getByRole('button', { name: 'End the Morale Phase' }).click();
    await page.getByRole('button', { name: 'End the turn' }).click();
    await page.getByRole('link', { name: 'Read the chronicle of this battle' }).click();
    await expect.poll(() => screenText(page)).toMatch(/The Ice Rangers [^.]* after losing two men to the Catapult Crew’s siege shot/);

    // Between battles: the Ice Rangers carry the two men lost; their morale starts again at Elite's 7.
    await page.goto(`${campaignUrl}/forces/${iceRangers}`);
    const between = page.locator('section[aria-label="Between battles"]');
    await between.getByText('Morale is not carried — the squad starts every battle at 7, its Elite level.', { exact: false }).waitFor();
    await pictureAtEverySize(page, 'opend6', 'squad-between-battles', { typed: TYPED });
    await between.getByRole('button', { name: 'Carry the losses of The Walls of Hollowmere' }).click();
    await page.locator('[data-standing]').filter({ hasText: '1 battle fought, 2 soldiers lost, 0 morale breaks' }).waitFor();
    expect(await page.locator('input[name="soldiers"]').inputValue()).toBe('8');
    expect(await page.locator('[data-total="squad"]').textContent()).toBe(`${8 * 70 + 1 + 19} SGPs`);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await between.getByText('The losses of every battle this squad fought are on its sheet.').waitFor();

    // The service record keeps the battle and the two men.
    await page.goto(`${campaignUrl}/chronicle`);
    await page.getByRole('tab', { name: 'Service records' }).click();
    // Squad, Battles, Victories, Soldiers lost, Soldiers dealt, Morale breaks, Charges, Wounded.
    const row = page.locator('table.records tbody tr').filter({ has: page.getByRole('rowheader', { name: 'Ice Rangers', exact: true }) });
    await expect.poll(async () => (await row.locator('th, td').allInnerTexts()).join(' | ')).toBe('Ice Rangers | 1 | 0 | 2 | 0 | 0 | 0 | 0');
    await snapshot(page, 'opend6/service-records-desktop');
    expect(page.problems).toEqual([]);
    await page.close();
  });
});
