import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ICE_RANGERS } from '../src-shared/rules/opend6/squads/samples';
import { die, GOBLIN_ARCHERS, HUMAN_BLADES } from '../src-shared/rules/opend6/testing/fixtures';
import { apiCaller } from './support/api';
import { useBrowserHost } from './support/browser-host';
import { reach } from './support/keyboard-only';
import { preyBattleAtFire } from './support/prey-battle';
import { newWatchedPage, type WatchedPage } from './support/watched-page';

/**
 * A later step of 1999 and of OpenD6 Fantasy Miniatures played by keyboard alone (Tab, Shift+Tab,
 * Enter, typed dice; nothing clicked), at 1280×800 and 390×844. 1999: Ann's Harrow Riflemen, having
 * declared Move and Shoot (seed 001 L391), move 5 cm; OpenD6: the Goblin Archers take the charged
 * squad's test (seed 004 L470). Checked: the Tab order runs through the step form as it reads, each
 * control shows a focus ring, Enter in the last typed field records the step as in any form, Enter
 * on a step not ready records nothing and takes the focus to the field still to fill, and once a
 * step is recorded the focus is on the next step's first field — never on the page or its top.
 * The screens are saved under e2e/screenshots/keyboard-later-steps for a look.
 */
const env = useBrowserHost();

const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
const FOLDER = join(__dirname, 'screenshots', 'keyboard-later-steps');

interface Focus {
  readonly name: string;
  /** The focused control's outline, as drawn: style and width in px. */
  readonly ring: string;
  readonly ringWidth: number;
  /** Inside the battle's play area (not the page, the menu or the tabs above it). */
  readonly inPlay: boolean;
}

/** What has the focus, by the name a player hears; “the page” when nothing does. */
const focus = (page: Page) =>
  page.evaluate(`(() => {
    const a = document.activeElement;
    if (!a || a === document.body || !a.isConnected) return { name: 'the page', ring: 'none', ringWidth: 0, inPlay: false };
    const style = getComputedStyle(a);
    const label = a.labels && a.labels[0] ? (a.labels[0].querySelector('.field-label') || a.labels[0]).textContent : '';
    const name = (a.getAttribute('aria-label') || label || a.textContent || '').trim().replace(/\\s+/g, ' ');
    return { name, ring: style.outlineStyle, ringWidth: parseFloat(style.outlineWidth), inPlay: a.closest('.shell-play') !== null };
  })()`) as Promise<Focus>;

const focusedName = async (page: Page) => (await focus(page)).name;

/** Tab through the controls, each named as heard, its ring drawn. */
async function tabOrder(page: Page, count: number, key = 'Tab'): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < count; i++) {
    await page.keyboard.press(key);
    const now = await focus(page);
    expect(now.ring, `a focus ring on ${now.name}`).toBe('solid');
    expect(now.ringWidth, `a focus ring on ${now.name}`).toBeGreaterThanOrEqual(2);
    seen.push(now.name);
  }
  return seen;
}

const said = (page: Page) => page.locator('.undo-box [role="status"]').textContent();

async function picture(page: Page, name: string): Promise<void> {
  mkdirSync(FOLDER, { recursive: true });
  await page.screenshot({ path: join(FOLDER, `${name}.png`) });
}

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
}

/** Ann, Bob and Cy's Prey Mission with Ann's Harrow Riflemen and Sergeant Ilse Vane to move. */
const at1999Move = (campaign: string) => preyBattleAtFire(env.host.url, campaign);

/** Astrid's Blades of Aster have declared a charge on Borg's Goblin Archers, who walked this turn. */
async function atOpenD6ChargeTest(name: string): Promise<string> {
  const call = apiCaller(env.host.url);
  const campaign = await call('campaigns.create', { name });
  const astrid = await call('players.create', { campaignId: campaign.id, name: 'Astrid', colour: '#1565c0' });
  const borg = await call('players.create', { campaignId: campaign.id, name: 'Borg', colour: '#2e7d32' });
  const blades = (await call('forces.create', { campaignId: campaign.id, playerId: astrid.id, system: 'opend6', roster: HUMAN_BLADES })).id;
  const ice = (await call('forces.create', { campaignId: campaign.id, playerId: astrid.id, system: 'opend6', roster: ICE_RANGERS })).id;
  const archers = (await call('forces.create', { campaignId: campaign.id, playerId: borg.id, system: 'opend6', roster: GOBLIN_ARCHERS })).id;
  const sides = [{ playerId: astrid.id, armyIds: [blades, ice] }, { playerId: borg.id, armyIds: [archers] }];
  const battle = await call('battles.create', { system: 'opend6', campaignId: campaign.id, name: 'The Ashford Bridge', sides, setup: { budgets: { A: 2000, B: 2000 }, turnLimit: 3 } });
  const events = [
    { type: 'initiative-rolled', rolls: { A: die(5), B: die(2) } },
    { type: 'movement-order-chosen', movesFirst: 'A' },
    { type: 'squad-moved', squad: ice, pace: 'stay' },
    { type: 'squad-moved', squad: archers, pace: 'walk' },
    { type: 'charge-declared', squad: blades, target: archers, test: { command: die(5), threat: die(2) } },
  ];
  for (const [index, event] of events.entries()) await call('battles.append', { battleId: battle.id, system: 'opend6', event, expectedCount: index } as never);
  return `${env.host.url}#/campaigns/${campaign.id}/battles/${battle.id}`;
}

async function withPage(size: keyof typeof SIZES, play: (page: WatchedPage, press: (key: string) => Promise<void>) => Promise<void>): Promise<void> {
  const page = await newWatchedPage(env.browser, { viewport: SIZES[size] });
  try {
    await play(page, (key) => page.keyboard.press(key));
    expect(page.problems).toEqual([]);
  } finally {
    await page.close();
  }
}

describe('later step forms by keyboard alone', () => {
  for (const size of Object.keys(SIZES) as (keyof typeof SIZES)[]) {
    it(`1999 at ${SIZES[size].width}×${SIZES[size].height}: the move form in reading order, Enter records a move, the focus goes on to the next card's move`, async () => {
      await withPage(size, async (page, press) => {
        await open(page, await at1999Move(`The Ash Wars ${size}`));
        const models = page.getByLabel('Models of');
        await reach(models, press);
        expect(await models.locator('option:checked').innerText()).toBe('Harrow Riflemen');
        expect(await tabOrder(page, 4)).toEqual(['Longest move (cm)', 'Of it over Difficult ground (cm)', 'Starts in base contact with an enemy not recorded here, and moves away', 'Record the move']);
        expect(await tabOrder(page, 3, 'Shift+Tab')).toEqual(['Starts in base contact with an enemy not recorded here, and moves away', 'Of it over Difficult ground (cm)', 'Longest move (cm)']);

        // Enter with nothing typed records nothing: the focus goes to the button, described by what is missing.
        await press('Enter');
        await expect.poll(() => focusedName(page)).toBe('Record the move');
        expect(await page.evaluate(`document.getElementById(document.activeElement.getAttribute('aria-describedby')).textContent`)).toBe('Enter how far the models moved.');
        expect(await said(page)).toBe('');
        await picture(page, `1999-${size}-not-ready`);

        await press('Shift+Tab');
        await press('Shift+Tab');
        await press('Shift+Tab');
        expect(await focusedName(page)).toBe('Longest move (cm)');
        await page.keyboard.type('5');
        await picture(page, `1999-${size}-typed`);
        await press('Enter');
        await expect.poll(() => said(page)).toBe('Recorded: Move Harrow Riflemen 5 cm');
        // The form stays for the Action's next card: the focus is on its first field, the card chosen.
        await expect.poll(() => focusedName(page)).toBe('Models of');
        expect((await focus(page)).inPlay).toBe(true);
        expect(await models.locator('option:checked').innerText()).toBe('Sergeant Ilse Vane');
        await picture(page, `1999-${size}-recorded`);
      });
    }, 120_000);

    it(`OpenD6 at ${SIZES[size].width}×${SIZES[size].height}: the charged squad's test by keys, Enter goes to the missing die, then records, and the focus goes on to the charge's next step`, async () => {
      await withPage(size, async (page, press) => {
        await open(page, await atOpenD6ChargeTest(`Ashford ${size}`));
        const command = page.getByLabel('The Goblin Archers: command roll die');
        await reach(command, press);
        await page.keyboard.type('4');
        expect(await tabOrder(page, 3)).toEqual(['I rolled', 'The Goblin Archers: threat roll die', 'Record the Goblin Archers’ test']);
        await tabOrder(page, 3, 'Shift+Tab');
        expect(await focusedName(page)).toBe('The Goblin Archers: command roll die');

        // Seed 004 L470: both rolls are needed; Enter with one typed takes the focus to the other.
        await press('Enter');
        await expect.poll(() => focusedName(page)).toBe('The Goblin Archers: threat roll die');
        expect(await said(page)).toBe('');
        await picture(page, `opend6-${size}-missing-die`);

        await page.keyboard.type('3');
        await press('Enter');
        await expect.poll(() => said(page)).toMatch(/^Recorded: /);
        // The test's form is gone with its step: the focus is on the next step's first choice.
        await expect.poll(() => focusedName(page)).toBe('The Goblin Archers brace');
        expect((await focus(page)).inPlay).toBe(true);
        expect(await tabOrder(page, 2)).toEqual(['The chargers reach them', 'The charge falls short']);
        await picture(page, `opend6-${size}-recorded`);
      });
    }, 120_000);
  }
});
