import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ICE_RANGERS } from '../src-shared/rules/opend6/squads/samples';
import { GOBLIN_ARCHERS } from '../src-shared/rules/opend6/testing/fixtures';
import { controlsWithoutNames } from './support/accessible-names';
import { apiCaller } from './support/api';
import { useBrowserHost } from './support/browser-host';
import { pictureAtEverySize } from './support/every-size';
import { reach } from './support/keyboard-only';
import { seedOrder66Battle } from './support/order-66-battle';
import { preyBattleAfter, PREY_TYPED } from './support/prey-battle';
import { SCREEN_SIZES } from './support/screenshots';
import { newWatchedPage, type WatchedPage } from './support/watched-page';

/**
 * The battle screens of 1999, Order 66 and OpenD6 Fantasy Miniatures from the keyboard, heard: every
 * control has a name (battle screen and force builder), the first roll is typed and recorded with
 * the keyboard only, the focus goes on to the next step's first control (never back to the page),
 * what the roll decided is said in “What just happened” and in the undo bar's status line, and an
 * undo from the keyboard is said and leaves the focus in the screen.
 */
const env = useBrowserHost();

interface SystemCase {
  readonly name: string;
  readonly typed: readonly string[];
  /** The battle's URL, set up through the contract with nothing played. */
  seed(): Promise<string>;
  /** The die fields of the first roll and the faces typed in each. */
  readonly dice: readonly (readonly [string, number])[];
  readonly record: string;
  /** What the roll decided, as “What just happened” says it. */
  readonly decided: string;
  /** The next step's first control, where the focus goes once the roll is recorded. */
  readonly next: string;
}

async function opend6Battle(campaignName = 'Rimewood'): Promise<string> {
  const call = apiCaller(env.host.url);
  const campaign = await call('campaigns.create', { name: campaignName });
  const astrid = await call('players.create', { campaignId: campaign.id, name: 'Astrid', colour: '#1565c0' });
  const borg = await call('players.create', { campaignId: campaign.id, name: 'Borg', colour: '#2e7d32' });
  const ice = (await call('forces.create', { campaignId: campaign.id, playerId: astrid.id, system: 'opend6', roster: ICE_RANGERS })).id;
  const archers = (await call('forces.create', { campaignId: campaign.id, playerId: borg.id, system: 'opend6', roster: GOBLIN_ARCHERS })).id;
  const sides = [{ playerId: astrid.id, armyIds: [ice] }, { playerId: borg.id, armyIds: [archers] }];
  const battle = await call('battles.create', { system: 'opend6', campaignId: campaign.id, name: 'The Frozen Ford', sides, setup: { budgets: { A: 2000, B: 2000 }, turnLimit: 3 } });
  return `${env.host.url}#/campaigns/${campaign.id}/battles/${battle.id}`;
}

const SYSTEMS: readonly SystemCase[] = [
  {
    name: '1999',
    typed: PREY_TYPED,
    seed: () => preyBattleAfter(env.host.url, 0),
    dice: [['Ann', 4], ['Bob', 2], ['Cy', 3]],
    record: 'Record',
    // Seed 001 L325: an Opposed roll, each adding their Leader models (Ann and Cy +1).
    decided: 'Ann won the roll to deploy first (Ann rolled 4 + 1 Leader = 5, Bob rolled 2 and Cy rolled 3 + 1 Leader = 4).',
    next: 'From the edge (cm)',
  },
  {
    name: 'Order 66',
    typed: ['Kessel', 'Ann', 'Bob', 'Order Hand', 'Dark Hand', 'The Dune Sea'],
    seed: async () => `${env.host.url}#${await seedOrder66Battle(env.host.url, 'Kessel', 'The Dune Sea', [{ name: 'Ann', mystic: 'va-durr', force: 'Order Hand' }, { name: 'Bob', mystic: 'libby', force: 'Dark Hand' }])}`,
    dice: [["Ann's roll", 5], ["Bob's roll", 2]],
    record: 'Confirm the roll-off',
    decided: 'Ann won the roll-off (Ann 5, Bob 2)',
    next: "Activate Va'Durr",
  },
  {
    name: 'OpenD6 Fantasy Miniatures',
    typed: ['Rimewood', 'Astrid', 'Borg', 'Ice Rangers', 'Goblin Archers', 'The Frozen Ford'],
    seed: () => opend6Battle(),
    dice: [['Astrid (command +4) die', 5], ['Borg (command +2) die', 2]],
    record: 'Record the initiative',
    decided: 'Astrid won the initiative (initiative rolls: Astrid 9, Borg 4)',
    next: 'Astrid moves first',
  },
];

/** What has the focus, as a player would hear its name; “the page” when nothing does. */
const focused = (page: Page) =>
  page.evaluate(`(() => { const a = document.activeElement; if (!a || a === document.body || !a.isConnected) return 'the page'; return (a.getAttribute('aria-label') || (a.labels && a.labels[0] && a.labels[0].textContent) || a.textContent || '').trim().replace(/\\s+/g, ' '); })()`) as Promise<string>;
const focusInPlay = (page: Page) => page.evaluate(`document.activeElement?.closest('.shell-play') !== null && document.activeElement?.closest('.shell-play') !== undefined`) as Promise<boolean>;

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
}

async function namesEverywhere(page: WatchedPage, what: string): Promise<void> {
  await page.evaluate(`document.querySelectorAll('details').forEach((d) => { d.open = true; })`);
  expect.soft(await controlsWithoutNames(page), `nameless controls on ${what}`).toEqual([]);
  await page.evaluate(`document.querySelectorAll('details').forEach((d) => { d.open = false; })`);
}

describe('the battle screens of the other systems, from the keyboard', () => {
  for (const system of SYSTEMS) {
    it(`${system.name}: named controls, the first roll recorded and taken back by keys alone, the focus kept and the result said`, async () => {
      const url = await system.seed();
      const page = await newWatchedPage(env.browser, { viewport: SCREEN_SIZES.desktop });
      const press = (key: string) => page.keyboard.press(key);
      await open(page, url);
      for (const size of ['desktop', 'phone'] as const) {
        await page.setViewportSize(SCREEN_SIZES[size]);
        await namesEverywhere(page, `the ${system.name} battle (${size})`);
      }
      await page.setViewportSize(SCREEN_SIZES.desktop);
      const said = page.locator('.undo-box [role="status"]');
      const happened = page.getByRole('status', { name: 'What just happened' });
      expect(await said.textContent()).toBe('');

      for (const [label, face] of system.dice) {
        await reach(page.getByLabel(label, { exact: true }), press);
        await page.keyboard.type(String(face));
      }
      await reach(page.getByRole('button', { name: system.record, exact: true }), press);
      await press('Enter');
      await expect.poll(() => said.textContent()).toMatch(/^Recorded: /);
      // The control used is gone with its step: the focus goes on to the next step's first control.
      await expect.poll(() => focused(page)).toBe(system.next);
      expect(await focusInPlay(page)).toBe(true);
      expect(await happened.textContent()).toContain(system.decided);
      await pictureAtEverySize(page, 'a11y-systems', `${system.name.replace(/\W+/g, '-').toLowerCase()}-what-just-happened`, { typed: system.typed });

      // Undo from the keyboard: the dialog asks, Enter on “Undo it” takes the roll back.
      const recorded = (await said.textContent())!.replace(/^Recorded: /, '');
      await reach(page.getByRole('button', { name: 'Undo last step' }), press);
      await press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Undo the last step?' });
      await reach(dialog.getByRole('button', { name: 'Undo it' }), press);
      await press('Enter');
      await expect.poll(() => said.textContent()).toBe(`Taken back: ${recorded}`);
      expect(await happened.textContent()).toBe('');
      // Nothing left to undo: its button is disabled, so the focus goes to the first roll again.
      await expect.poll(() => focusInPlay(page)).toBe(true);
      expect(await focused(page)).not.toBe('the page');
      expect(page.problems).toEqual([]);
      await page.close();
    }, 120_000);
  }

  it('1999: a step not ready keeps its button in the Tab order, described by what is wrong, and Enter records nothing', async () => {
    const url = await preyBattleAfter(env.host.url, 1, [], 'The Ash Wars Again');
    const page = await newWatchedPage(env.browser, { viewport: SCREEN_SIZES.desktop });
    const press = (key: string) => page.keyboard.press(key);
    await open(page, url);
    await page.getByRole('heading', { name: 'Deployment markers' }).waitFor();
    // Seed 001 L341: the markers go the agreed distance (15 cm) from the edge.
    const edge = page.getByLabel('From the edge (cm)').first();
    await reach(edge, press);
    await press('Control+a');
    await page.keyboard.type('10');
    for (const [label, face] of [['Ann', 4], ['Bob', 2], ['Cy', 3]] as const) {
      await reach(page.getByLabel(label, { exact: true }), press);
      await page.keyboard.type(String(face));
    }
    await press('Tab');
    expect(await focused(page)).toBe('Record');
    const why = await page.evaluate(`document.getElementById(document.activeElement.getAttribute('aria-describedby')).textContent`);
    expect(why).toBe('Ann’s marker is 10 cm from the edge; the agreed distance is 15 cm');
    expect(await page.evaluate(`document.activeElement.getAttribute('aria-disabled')`)).toBe('true');
    await press('Enter');
    await page.waitForTimeout(300);
    expect(await page.locator('.undo-box [role="status"]').textContent()).toBe('');
    expect(await focused(page)).toBe('Record');
    await pictureAtEverySize(page, 'a11y-systems', '1999-not-ready', { typed: PREY_TYPED });
    expect(page.problems).toEqual([]);
    await page.close();
  }, 120_000);

  it('OpenD6: a concession made from the keyboard ends the battle, is said, and leaves the focus on the result', async () => {
    const page = await newWatchedPage(env.browser, { viewport: SCREEN_SIZES.desktop });
    const press = (key: string) => page.keyboard.press(key);
    await open(page, await opend6Battle('Rimewood Again'));
    await reach(page.locator('summary', { hasText: 'Concede the battle' }), press);
    await press('Enter');
    await reach(page.getByRole('button', { name: 'Borg concedes…' }), press);
    await press('Enter');
    const dialog = page.getByRole('dialog', { name: /^Borg concedes/ });
    // Cancel has the focus first: the keyboard goes on to the concession itself.
    await reach(dialog.getByRole('button', { name: /^Borg concedes$/ }), press);
    await press('Enter');
    await expect.poll(() => page.locator('.undo-box [role="status"]').textContent()).toMatch(/^Recorded: .*Borg/);
    await expect.poll(() => focused(page)).toBe('Read the chronicle of this battle');
    expect(page.problems).toEqual([]);
    await page.close();
  }, 120_000);

  it('every system’s force builder names each of its controls', async () => {
    const call = apiCaller(env.host.url);
    const page = await newWatchedPage(env.browser, { viewport: SCREEN_SIZES.desktop });
    const campaigns = (await call('campaigns.list', {})) as unknown as readonly { id: string; name: string }[];
    let seen = 0;
    for (const campaign of campaigns) {
      const forces = (await call('forces.list', { campaignId: campaign.id })) as unknown as readonly { id: string; name: string; system: string }[];
      for (const force of forces) {
        await open(page, `${env.host.url}#/campaigns/${campaign.id}/forces/${force.id}`);
        await page.getByRole('heading', { level: 1, name: force.name }).waitFor();
        await namesEverywhere(page, `the ${force.system} builder of ${force.name}`);
        seen++;
      }
    }
    // Three 1999 rosters twice, two Order 66 forces, two OpenD6 squads twice (the tests above made them).
    expect(seen).toBeGreaterThanOrEqual(12);
    expect(page.problems).toEqual([]);
    await page.close();
  }, 120_000);
});
