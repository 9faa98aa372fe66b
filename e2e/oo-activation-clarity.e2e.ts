import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserHost } from './support/browser-host';
import { campaignWithArmies, setUpBattle } from './support/oo-battle';
import { orderTest } from './support/oo-battle-screen';
import { newWatchedPage } from './support/watched-page';
import { BRIEF_SIZES, readableAtEverySize } from './support/readable-screen';
import { blueRoster, redRoster } from '../src-shared/rules/orders-omens/walkthrough/testing/sample-armies';
import { dice, meleeRolls } from '../src-shared/rules/orders-omens/battle/testing/fixtures';
import { SAMPLE_BATTLE } from '../src-shared/rules/orders-omens/walkthrough/testing/sample-battle';

/**
 * Three things a new group met on the Orders & Omens Activation screen, seed 002: a charge's
 * target list that could not say whose Brigade was whose when both armies named theirs alike; the
 * chip buttons live while the engine would refuse the chip (a fleeing Brigade owing its flight,
 * L519); and keyboard hints on a phone, which has no keyboard.
 */
const env = useBrowserHost();
const api = env.api;

type Roster = ReturnType<typeof blueRoster>;
/** Both armies name their Brigades alike in the army builder: "1st Brigade", "2nd Brigade", "3rd Brigade". */
const ALIKE = ['1st Brigade', '2nd Brigade', '3rd Brigade'];
const namedAlike = (roster: Roster) => ({ ...roster, divisions: roster.divisions.map((d) => ({ ...d, brigades: d.brigades.map((b, i) => ({ ...b, name: ALIKE[i]! })) })) });

/** A battle at turn 1's Activation (Blue against Red), with `steps` played after it; its route and id. */
async function atActivation(name: string, rosters: readonly [unknown, unknown], steps: readonly unknown[] = []): Promise<{ hash: string; id: string }> {
  const campaign = await campaignWithArmies(api, name, rosters);
  const { battle, hash } = await setUpBattle(api, campaign, { name: 'The Quiet Ford', tableWidthFeet: 6, tableDepthFeet: 4, turnLimit: 6, objectives: [{ name: 'The ford' }] });
  const opening = SAMPLE_BATTLE.slice(0, SAMPLE_BATTLE.findIndex((s) => s.type === 'activation-started') + 1);
  for (const [index, event] of [...opening, ...steps].entries()) await api('battles.append', { battleId: battle.id, event, expectedCount: index });
  return { hash, id: battle.id };
}

const stepCount = async (id: string) => (await api<{ steps: unknown[] }>('battles.get', { id })).steps.length;

/** A list's groups as the player sees them: each group's label and its options' words. */
async function optionGroups(list: ReturnType<Page['getByRole']>): Promise<{ label: string; options: string[] }[]> {
  return list.evaluate((select) => [...select.querySelectorAll('optgroup')].map((g) => ({ label: g.label, options: [...g.querySelectorAll('option')].map((o) => o.textContent!.trim()) })));
}

describe('whose Brigade: target lists when both armies name their Brigades alike', () => {
  it('seed 002 L400, L401: the charge offers only the enemy’s Brigades, under the enemy army’s name, and the charge goes to the enemy’s', async () => {
    const { hash, id } = await atActivation('Alike names', [namedAlike(blueRoster()), namedAlike(redRoster())], [
      { type: 'chip-drawn', side: 'A' },
      { type: 'order-tested', brigadeId: 'A/d1.b1', roll: dice(6, 6) },
    ]);
    const page = await newWatchedPage(env.browser, { viewport: BRIEF_SIZES.desktop });
    await page.goto(`${env.host.url}#${hash}`);
    const acting = page.getByRole('article', { name: '1st Brigade acting', exact: true });
    await acting.getByRole('button', { name: 'Charge…' }).click();
    const target = acting.getByRole('combobox', { name: 'Target', exact: true });
    expect(await optionGroups(target)).toEqual([{ label: 'Red (enemy)', options: ALIKE }]);
    await target.selectOption({ label: '1st Brigade' });
    await acting.getByText('No reaction', { exact: true }).click();
    await readableAtEverySize(page, 'oo-activation/charge-targets');
    const before = await stepCount(id);
    await acting.getByRole('button', { name: 'Declare charge' }).click();
    await expect.poll(() => stepCount(id)).toBe(before + 1);
    const state = (await api<{ state: { engagements: Record<string, { attacker: string; defender: string }> } }>('battles.get', { id })).state;
    expect(Object.values(state.engagements).map((e) => [e.attacker, e.defender])).toEqual([['A/d1.b1', 'B/d1.b1']]);
    // L577: the melee is fought before the next chip; the buttons say so, naming whose Brigades.
    await page.getByText('Fight the first round of the melee between Blue’s 1st Brigade and Red’s 1st Brigade before the next chip is drawn: "Melee begins when two opposing regiments are in base contact".', { exact: true }).waitFor();
    for (const army of ['Blue', 'Red']) expect(await page.getByRole('button', { name: `${army} chip drawn` }).isDisabled()).toBe(true);
    await readableAtEverySize(page, 'oo-activation/melee-before-next-chip');
    expect(page.problems).toEqual([]);
    await page.close();
  }, 90_000);
});

describe('the chip buttons mid-activation agree with the engine', () => {
  /** Red's Swordsmen broke in Blue's charge, were ordered on Red's chip (6 actions) and failed both rallies: 4 actions still to flee with. */
  const failedRallies = [
    { type: 'chip-drawn', side: 'A' },
    { type: 'order-tested', brigadeId: 'A/d1.b1', roll: dice(6, 6) },
    { type: 'charge-declared', brigadeId: 'A/d1.b1', targetBrigadeId: 'B/d1.b1', approach: 'charge', reaction: 'none', contact: true },
    { type: 'melee-round', engagementId: 'melee-1', attacker: meleeRolls(['A/d1.b1.r1', [6, 6, 6]], ['A/d1.b1.r2', [6, 6, 6]]), defender: meleeRolls(['B/d1.b1.r1', [1, 1, 1, 1]], ['B/d1.b1.r2', [1, 1, 1, 1]]) },
    { type: 'morale-tested', brigadeId: 'B/d1.b1', roll: dice(1, 2) },
    { type: 'chip-drawn', side: 'B' },
    { type: 'order-tested', brigadeId: 'B/d1.b1', roll: dice(6, 6) },
    { type: 'rally-attempted', brigadeId: 'B/d1.b1', roll: dice(1, 1) },
    { type: 'rally-attempted', brigadeId: 'B/d1.b1', roll: dice(1, 2) },
  ];

  it('seed 002 L519: no chip while a Brigade owes its flight (the reason beside the buttons, the key refused in words); then L393: a chip drawn mid-activation says the actions left are held', async () => {
    const { hash, id } = await atActivation('Owed flight', [blueRoster(), redRoster()], failedRallies);
    const page = await newWatchedPage(env.browser, { viewport: BRIEF_SIZES.desktop });
    await page.goto(`${env.host.url}#${hash}`);
    const draw = (army: string) => page.getByRole('button', { name: `${army} chip drawn`, exact: true });
    const why = 'Swordsmen failed both rally attempts and must use the remaining 4 actions to flee further before the next chip is drawn.';
    await page.getByText(why, { exact: true }).waitFor();
    expect([await draw('Blue').isDisabled(), await draw('Red').isDisabled()]).toEqual([true, true]);
    await readableAtEverySize(page, 'oo-activation/chip-refused');
    const before = await stepCount(id);
    await page.keyboard.press('1');
    await page.getByRole('alert').filter({ hasText: why }).waitFor();
    expect(await stepCount(id)).toBe(before);

    const swordsmen = page.getByRole('article', { name: 'Swordsmen acting', exact: true });
    for (let left = 4; left > 0; left--) {
      await swordsmen.getByRole('button', { name: 'Keep fleeing' }).click();
      await expect.poll(() => stepCount(id)).toBe(before + 5 - left);
    }
    await expect.poll(() => draw('Blue').isEnabled()).toBe(true);
    expect(await draw('Red').isEnabled()).toBe(true);
    expect(await page.getByText(why).count()).toBe(0);

    await orderTest(page, 'Blue', 'Archers');
    await page.getByText('6 actions left for Archers: drawing the next chip ends this activation and keeps them as reactions.', { exact: true }).waitFor();
    expect(await draw('Red').isEnabled()).toBe(true);
    await readableAtEverySize(page, 'oo-activation/chip-mid-activation');
    expect(page.problems).toEqual([]);
    await page.close();
  }, 120_000);
});

describe('keyboard hints where there is a keyboard', () => {
  it('shows the key hints and the keys button on desktop and tablet, hides them on a phone and under a touch pointer; "?" still opens the keys', async () => {
    const { hash } = await atActivation('Key hints', [blueRoster(), redRoster()]);
    const hintsShown = async (page: Page) => ({
      drawKeys: await page.locator('.draw-row .key-hint').isVisible(),
      keysButton: await page.getByRole('button', { name: /^Keyboard keys/ }).isVisible(),
    });
    const page = await newWatchedPage(env.browser, { viewport: BRIEF_SIZES.desktop });
    await page.goto(`${env.host.url}#${hash}`);
    await page.getByRole('button', { name: 'Blue chip drawn' }).waitFor();
    for (const [size, viewport] of Object.entries(BRIEF_SIZES)) {
      await page.setViewportSize(viewport);
      expect(await hintsShown(page), size).toEqual(size === 'phone' ? { drawKeys: false, keysButton: false } : { drawKeys: true, keysButton: true });
    }
    await page.keyboard.press('1');
    await page.getByRole('heading', { name: 'Blue chip drawn' }).waitFor();
    expect(await page.locator('#brigade-keys').isVisible()).toBe(false);
    await readableAtEverySize(page, 'oo-activation/key-hints', { sizes: { phone: BRIEF_SIZES.phone } });
    await page.setViewportSize(BRIEF_SIZES.phone);
    await page.keyboard.press('?');
    await page.getByRole('dialog', { name: 'Playing from the keyboard' }).waitFor();
    expect(page.problems).toEqual([]);
    await page.close();

    // A tablet held by a finger: a coarse pointer hides them at tablet width too.
    const touch = await newWatchedPage(env.browser, { viewport: BRIEF_SIZES.tablet, hasTouch: true, isMobile: true });
    await touch.goto(`${env.host.url}#${hash}`);
    await touch.getByRole('heading', { name: 'Blue chip drawn' }).waitFor();
    expect(await touch.evaluate("matchMedia('(pointer: coarse)').matches")).toBe(true);
    expect(await touch.locator('#brigade-keys').isVisible()).toBe(false);
    expect(await touch.getByRole('button', { name: /^Keyboard keys/ }).isVisible()).toBe(false);
    expect(touch.problems).toEqual([]);
    await touch.close();
  }, 90_000);
});
