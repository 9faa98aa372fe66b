import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PREY_SCRIPT } from '../src-main/testing/system-fixtures';
import { army, Battle, setupOf, sides, squad, unit } from '../src-shared/rules/1999/testing/fixtures';
import { apiCaller } from './support/api';
import { useBrowserHost } from './support/browser-host';
import { PREY_TYPED, preyBattleAfter } from './support/prey-battle';
import { BRIEF_SIZES, readableAtEverySize } from './support/readable-screen';
import { everySelectCutOff, sidewaysOverflow } from './support/select-fit';
import { newWatchedPage } from './support/watched-page';

/**
 * The 1999 battle screen's other choosers in Chromium, read whole at desktop, tablet and phone
 * sizes with nothing wider than the window: the deployment markers and the card placed before the
 * first Turn (seed 001 L325–L343), the Action declared per Rules Card (L389–L395), the Special
 * Action form (L603–L605, L145–L155) and what the players settle at the table (Chain of Command
 * L225–L229, a card's own effect L307–L309, surrender L259, a Reinforcement Unit substituted L337).
 * Cy's Seraph Wardens and their Herald come from the Prey Mission played through the contract.
 */
const env = useBrowserHost();
const CAMPAIGNS = ['The Ash Wars', 'The Cinder Wars', 'The Ember Wars', 'The Salt Wars', 'The Iron Wars'];
const TYPED = [...PREY_TYPED, ...CAMPAIGNS, 'Front line', 'Harrow line', 'Pack'];
const urls = { markers: '', deployment: '', wardens: '', reserve: '', moveAndShoot: '' };

/** Ann's Harrow Riflemen wait at the edge as a Reinforcement Unit (L337) while Turn 1 is played, Ann first. */
async function reserveBattle(hostUrl: string): Promise<string> {
  const ann = army('Harrow line', [squad('rifles', 'Harrow Riflemen', 3, { reinforcement: true }), squad('line', 'Harrow Riflemen', 4, { name: 'Front line' }), unit('runner', 'Scrap Runner')]);
  const bob = army('Pack', [unit('runner', 'Scrap Runner')]);
  const setup = { size: { kind: 'small' as const }, victory: { decidedBy: 'agreed' as const, condition: 'surrender' as const }, terrain: [] };
  // The steps as the engine takes them, played here and sent through the contract
  const played = new Battle(setupOf(setup, sides({ player: 'Ann', roster: ann }, { player: 'Bob', roster: bob }))).deployAll('p1');
  const call = apiCaller(hostUrl);
  const campaignId = (await call('campaigns.create', { name: 'The Salt Wars' })).id;
  const players: string[] = [];
  for (const [name, colour] of [['Ann', '#1f5f8b'], ['Bob', '#8e2a22']] as const) players.push((await call('players.create', { campaignId, name, colour })).id);
  const forces = [];
  for (const [i, roster] of [ann, bob].entries()) forces.push(await call('forces.create', { campaignId, playerId: players[i]!, system: '1999', roster }));
  const battle = await call('battles.create', { system: '1999', campaignId, name: 'The Ash Road', sides: forces.map((force, i) => ({ playerId: players[i]!, armyIds: [force.id] })), setup });
  for (const [index, event] of played.log.entries()) await call('battles.append', { battleId: battle.id, system: '1999', event, expectedCount: index });
  return `${hostUrl}#/campaigns/${campaignId}/battles/${battle.id}`;
}

beforeAll(async () => {
  const wardens = PREY_SCRIPT.findIndex((e) => (e as { type: string; unitId?: string }).type === 'unit-nominated' && (e as { unitId?: string }).unitId === 'p3/wardens');
  urls.markers = await preyBattleAfter(env.host.url, 1, [], CAMPAIGNS[0]);
  urls.deployment = await preyBattleAfter(env.host.url, 5, [], CAMPAIGNS[1]);
  urls.wardens = await preyBattleAfter(env.host.url, wardens + 1, [], CAMPAIGNS[2]);
  urls.reserve = await reserveBattle(env.host.url);
  const moveAndShoot = PREY_SCRIPT.findIndex((e) => (e as { type: string; action?: string }).type === 'action-declared' && (e as { action?: string }).action === 'move-and-shoot');
  urls.moveAndShoot = await preyBattleAfter(env.host.url, moveAndShoot + 1, [], CAMPAIGNS[4]);
}, 180_000);

/** Every select on the page, every option, at the three sizes, and the page no wider than the window. */
async function fitsEverySize(page: Page): Promise<string[]> {
  const problems: string[] = [];
  for (const [size, viewport] of Object.entries(BRIEF_SIZES)) {
    await page.setViewportSize(viewport);
    problems.push(...(await everySelectCutOff(page, size)));
    const sideways = await sidewaysOverflow(page);
    if (sideways.by > 0) problems.push(`the page is ${sideways.by} px wider than the window at ${size} (${sideways.widest})`);
  }
  await page.setViewportSize(BRIEF_SIZES.desktop);
  return problems;
}

async function openTableTalk(page: Page): Promise<void> {
  await page.getByText('Chain of Command, card effects, a rule you cannot agree on').click();
  await page.locator('select[aria-label="Unit for Chain of Command"]').waitFor();
}

describe('1999: the other battle choosers at every size', () => {
  it('before the first Turn: each player’s marker and the card placed, whole', async () => {
    const page = await newWatchedPage(env.browser, { viewport: BRIEF_SIZES.desktop });
    await page.goto(urls.markers);
    await page.getByRole('heading', { name: 'Deployment markers' }).waitFor();
    await expect.poll(() => page.locator('select[aria-label="Ann starts at marker"] option').allInnerTexts()).toEqual(['Marker 1', 'Marker 2', 'Marker 3']);
    expect(await fitsEverySize(page)).toEqual([]);
    await readableAtEverySize(page, '1999/prebattle-markers', { checks: { typed: TYPED, touch: false } });

    await page.goto(urls.deployment);
    await page.getByRole('heading', { name: 'Ann places a card' }).waitFor();
    await expect.poll(() => page.locator('select[name="deploy-unit"] option').allInnerTexts()).toEqual(['Scrap Runner']);
    expect(await fitsEverySize(page)).toEqual([]);
    await readableAtEverySize(page, '1999/prebattle-deployment', { checks: { typed: TYPED, touch: false } });
    expect(page.problems).toEqual([]);
    await page.close();
  }, 240_000);

  it('an Action per Rules Card, then the Special Action form and the re-roll chooser: the Herald’s card, Hymn and Guiding light whole, and what each step of difficulty gives', async () => {
    const page = await newWatchedPage(env.browser, { viewport: BRIEF_SIZES.desktop });
    await page.goto(urls.wardens);
    await page.getByRole('heading', { name: /Seraph Wardens acts/ }).waitFor();
    await page.getByText('One Action per Rules Card').click();
    const herald = page.getByRole('combobox', { name: 'Herald of the Seventh Choir' });
    await herald.waitFor();
    expect(await fitsEverySize(page)).toEqual([]);
    await page.getByRole('combobox', { name: 'Seraph Wardens' }).selectOption({ label: 'Moving and Shooting' });
    await herald.selectOption({ label: 'Special Action' });
    await page.getByRole('button', { name: 'Declare', exact: true }).click();

    await page.getByRole('tab', { name: 'Special Action', exact: true }).click();
    await expect.poll(() => page.locator('select[name="special-card"] option').allInnerTexts()).toEqual(['Herald of the Seventh Choir']);
    await expect.poll(() => page.locator('select[name="special-action"] option').allInnerTexts()).toEqual(['Hymn of Stillness']);
    await page.getByText('One enemy Unit within 30 cm becomes Confused.').waitFor();
    // L155: each +1 on the Roll Requirement buys the Level of Difficulty's effect once
    await page.getByText('Level of Difficulty: +10 cm range for each +1; each step adds 1 to the Roll Requirement.').waitFor();
    await page.locator('input[name="difficulty-steps"]').fill('1');
    await page.locator('input[aria-label="Roll Requirement 5+"]').waitFor();
    expect(await fitsEverySize(page)).toEqual([]);
    await readableAtEverySize(page, '1999/special-form', { checks: { typed: TYPED, touch: false } });

    // The Herald's Guiding light lets the Wardens re-roll a failed roll to hit (L131–L133): its chooser, whole
    await page.getByRole('tab', { name: 'Shoot', exact: true }).click();
    await page.locator('select[name="shoot-target"]').selectOption({ label: 'Ann’s Harrow Riflemen 1' });
    await page.locator('input[name="shoot-range"]').fill('20');
    await page.locator('input[aria-label^="Roll to hit"]').fill('1');
    const reroll = page.locator('select[aria-label$=": re-roll"]');
    await expect.poll(() => reroll.locator('option').allInnerTexts()).toEqual(['Keep this roll', 'Re-roll with Guiding light']);
    await reroll.selectOption({ label: 'Re-roll with Guiding light' });
    expect(await fitsEverySize(page)).toEqual([]);
    expect(page.problems).toEqual([]);
    await page.close();
  }, 240_000);

  it('leaving base contact: every model that may roll, whole', async () => {
    const page = await newWatchedPage(env.browser, { viewport: BRIEF_SIZES.desktop });
    await page.goto(urls.moveAndShoot);
    await page.getByRole('heading', { name: /Harrow Riflemen acts/ }).waitFor();
    await page.getByRole('tab', { name: 'Leave base contact', exact: true }).click();
    const mover = page.locator('select[name="leave-contact-model"]');
    const models = ['Harrow Riflemen 1', 'Harrow Riflemen 2', 'Harrow Riflemen 3', 'Sergeant Ilse Vane', 'Mortar Crew'];
    await expect.poll(() => mover.locator('option').allInnerTexts()).toEqual(models);
    await mover.selectOption({ label: 'Sergeant Ilse Vane' });
    expect(await fitsEverySize(page)).toEqual([]);
    await readableAtEverySize(page, '1999/leave-contact-form', { checks: { typed: TYPED, touch: false } });
    expect(page.problems).toEqual([]);
    await page.close();
  }, 240_000);

  it('table talk: every Unit, effect, model and player whole in its column', async () => {
    const page = await newWatchedPage(env.browser, { viewport: BRIEF_SIZES.desktop });
    await page.goto(urls.wardens);
    await page.getByRole('heading', { name: /Seraph Wardens acts/ }).waitFor();
    await openTableTalk(page);
    const chain = page.locator('select[aria-label="Unit for Chain of Command"]');
    await expect.poll(() => chain.locator('option').allInnerTexts()).toEqual(['Choose a Unit…', 'Ann’s Harrow Riflemen', 'Bob’s Ashen Hounds', 'Cy’s Seraph Wardens']);
    await chain.selectOption({ label: 'Cy’s Seraph Wardens' });
    await page.getByText('Its Chain of Command is whole.').waitFor();
    await page.locator('select[aria-label="Effect"]').selectOption({ label: 'A model becomes a Casualty' });
    await page.locator('select[aria-label="Unit the effect falls on"]').selectOption({ label: 'Ann’s Harrow Riflemen' });
    await page.locator('select[aria-label="Model the effect strikes"]').selectOption({ label: 'Sergeant Ilse Vane' });
    await page.locator('select[aria-label="Player who surrenders"]').selectOption({ label: 'Bob' });
    expect(await fitsEverySize(page)).toEqual([]);
    await readableAtEverySize(page, '1999/table-talk', { checks: { typed: TYPED, touch: false } });
    expect(page.problems).toEqual([]);
    await page.close();
  }, 240_000);

  it('table talk: a waiting Reinforcement Unit and the Squad card put in its place, whole, their Army Points beside them (L337)', async () => {
    const page = await newWatchedPage(env.browser, { viewport: BRIEF_SIZES.desktop });
    await page.goto(urls.reserve);
    await page.getByText('Turn 1').first().waitFor();
    await openTableTalk(page);
    await page.locator('select[aria-label="Reinforcement Unit to change"]').selectOption({ label: 'Ann’s Harrow Riflemen' });
    await page.getByText('Its cards cost 15 Army Points; the substitutes may cost the same or less.').waitFor();
    await page.locator('select[aria-label="Substitute Squad card"]').selectOption({ label: 'Seraph Wardens' });
    await page.locator('input[aria-label="Substitute models"]').fill('2');
    await page.getByText('Seraph Wardens: 8 Army Points a model, 16 for 2.').waitFor();
    // L337: the substitutes may not cost more than the cards they replace
    await page.getByText('more than the 15 they replace').waitFor();
    expect(await fitsEverySize(page)).toEqual([]);
    await readableAtEverySize(page, '1999/table-talk-reinforcements', { checks: { typed: TYPED, touch: false } });
    expect(page.problems).toEqual([]);
    await page.close();
  }, 240_000);
});
