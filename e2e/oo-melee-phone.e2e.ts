import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useBrowserHost } from './support/browser-host';
import { campaignWithArmies, setUpBattle } from './support/oo-battle';
import { enterDice } from './support/oo-battle-screen';
import { newWatchedPage } from './support/watched-page';
import { readableSnapshot } from './support/readable-screen';
import { sidewaysOverflow } from './support/select-fit';
import { blueRoster, redRoster } from '../src-shared/rules/orders-omens/walkthrough/testing/sample-armies';
import { dice } from '../src-shared/rules/orders-omens/battle/testing/fixtures';
import { SAMPLE_BATTLE } from '../src-shared/rules/orders-omens/walkthrough/testing/sample-battle';

/**
 * The Orders & Omens melee form on a phone. A Brigade has 2 to 5 Regiments (seed 002 L102), every
 * one rolls its Combat Dice with the melee modifiers (L577-L589), an armoured target saves on 6+
 * (L301, L569), and a General in base contact adds a die (L627). Three armoured regiments a side, the Marshal riding
 * with the charging Brigade and every die and save entered made the form about 4,700 px tall at
 * 390x844; this walk fails if it grows past PHONE_BOUND again, or scrolls sideways at any size.
 */
const env = useBrowserHost();
const api = env.api;

const SIZES = { desktop: { width: 1280, height: 800 }, tablet: { width: 820, height: 1180 }, phone: { width: 390, height: 844 } } as const;
/** The form's height at 390x844 with every die and save entered (it was 4,700 px; now about 2,000). */
const PHONE_BOUND = 2_050;

type Roster = ReturnType<typeof blueRoster>;

/** The first Brigade three armoured regiments strong (the third named like the others). */
function threeArmoured(roster: Roster, name: string): Roster {
  const division = roster.divisions[0]!;
  const first = division.brigades[0]!;
  const regiments = first.regiments.map((r) => ({ ...r, armoured: true }));
  regiments.push({ ...regiments[0]!, id: 'd1.b1.r3', name: `${name} 3` });
  return { ...roster, divisions: [{ ...division, brigades: [{ ...first, regiments }, ...division.brigades.slice(1)] }] };
}

/** Blue's Levy (the Marshal riding with them) charged Red's Swordsmen: the melee's first round. */
async function meleeOpen(campaignName: string): Promise<string> {
  const campaign = await campaignWithArmies(api, campaignName, [threeArmoured(blueRoster(), 'Levy'), threeArmoured(redRoster(), 'Swordsmen')]);
  const { battle, hash } = await setUpBattle(api, campaign, { name: 'The Quiet Ford', tableWidthFeet: 6, tableDepthFeet: 4, turnLimit: 6, objectives: [{ name: 'The ford' }] });
  const opening = SAMPLE_BATTLE.slice(0, SAMPLE_BATTLE.findIndex((s) => s.type === 'activation-started') + 1);
  const steps = [
    { type: 'chip-drawn', side: 'A' },
    { type: 'general-attached', generalId: 'A/marshal', brigadeId: 'A/d1.b1' },
    { type: 'order-tested', brigadeId: 'A/d1.b1', roll: dice(6, 6) },
    { type: 'charge-declared', brigadeId: 'A/d1.b1', targetBrigadeId: 'B/d1.b1', approach: 'charge', reaction: 'none', contact: true },
  ];
  for (const [index, event] of [...opening, ...steps].entries()) await api('battles.append', { battleId: battle.id, event, expectedCount: index });
  return `${env.host.url}#${hash}`;
}

const heightOf = (form: Locator) => form.evaluate((f) => Math.round(f.getBoundingClientRect().height));

/** The form's height and any sideways scroll at each size, photographed (e2e/screenshots/oo-melee-phone). */
async function atEverySize(page: Page, form: Locator, name: string): Promise<Record<string, { height: number; sideways: number }>> {
  const seen: Record<string, { height: number; sideways: number }> = {};
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    seen[size] = { height: await heightOf(form), sideways: (await sidewaysOverflow(page)).by };
    await readableSnapshot(page, `oo-melee-phone/${name}-${size}`);
  }
  await page.setViewportSize(SIZES.phone);
  return seen;
}

describe('Orders & Omens: the melee form on a phone', () => {
  it(`seed 002 L102, L301, L577-L589, L627: three regiments a side with every die and save entered stay under ${PHONE_BOUND} px at 390x844, with no sideways scroll`, async () => {
    const page = await newWatchedPage(env.browser, { viewport: SIZES.phone });
    await page.goto(await meleeOpen('Melee on a phone'));
    const form = page.getByRole('form', { name: 'Melee: Levy against Swordsmen' });
    await form.waitFor();

    // The roll every regiment shares is said once a side, not three times.
    await form.getByText('Every regiment: 3 dice, hits on 5+ (+1 to the roll); Swordsmen 1 saves on 6+', { exact: true }).waitFor();
    expect(await form.getByText('Swordsmen 1 saves on 6+').count()).toBe(1);
    await form.getByLabel('Levy modifiers, every regiment').filter({ hasText: '+1 charging (first round)' }).waitFor();

    for (const levy of ['Levy 1', 'Levy 2', 'Levy 3']) await enterDice(page, `${levy} dice`, [6, 6, 6]);
    for (const swordsmen of ['Swordsmen 1', 'Swordsmen 2', 'Swordsmen 3']) await enterDice(page, `${swordsmen} dice`, [6, 6, 6, 6]);
    for (const levy of ['Levy 1', 'Levy 2', 'Levy 3']) await enterDice(page, `${levy} saves`, [1, 1, 1]);
    for (const swordsmen of ['Swordsmen 1', 'Swordsmen 2', 'Swordsmen 3']) await enterDice(page, `${swordsmen} saves`, [6, 1, 1, 1]);
    expect(await form.getByText('3 hits after saves = 75 casualties').count()).toBe(6);

    const seen = await atEverySize(page, form, 'every-roll-entered');
    expect(seen.phone!.height, `the form at 390x844: ${JSON.stringify(seen)}`).toBeLessThanOrEqual(PHONE_BOUND);
    expect(Object.entries(seen).filter(([, s]) => s.sideways > 0)).toEqual([]);
    expect(page.problems).toEqual([]);
    await page.close();
  }, 120_000);

  it('seed 002 L577-L583, L627: what is folded away is still there: each regiment’s facing, where its hits go, polearm facing, ground, forest, and the Generals', async () => {
    const page = await newWatchedPage(env.browser, { viewport: SIZES.phone });
    await page.goto(await meleeOpen('Melee folds on a phone'));
    const form = page.getByRole('form', { name: 'Melee: Levy against Swordsmen' });
    await form.waitFor();
    // The Marshal rides with the Levy: their Generals' fold is open, the Swordsmen's is not.
    await form.getByLabel('Marshal joins the melee').first().selectOption({ label: 'In contact with Levy 2' });
    await form.getByLabel('Levy 2 modifiers').filter({ hasText: '+1 die: General in contact' }).waitFor();
    await form.getByLabel('Levy 2 dice die 4', { exact: true }).waitFor();

    const levy = form.locator('details.side-positions').first();
    await levy.getByText("Every regiment strikes the enemy's front").click();
    for (const regiment of ['Levy 1', 'Levy 2', 'Levy 3']) {
      await levy.getByRole('radiogroup', { name: `${regiment} strikes the enemy's` }).waitFor();
      await levy.getByLabel(`${regiment} hits go to`).waitFor();
      await levy.getByLabel(`${regiment} engaged from`).waitFor();
      await levy.getByLabel(`${regiment} holds higher ground`).waitFor();
      await levy.getByLabel(`${regiment} fights in forest`).waitFor();
    }
    await levy.getByRole('radiogroup', { name: "Levy 3 strikes the enemy's" }).getByText('Rear +1').click();
    await levy.getByLabel('Levy 3 holds higher ground').check();
    await form.getByText('Levy 3: strikes the rear (+1), higher ground; the others strike the front').waitFor();
    await form.getByLabel('Levy 3 modifiers').filter({ hasText: '+1 attacking flank or rear' }).waitFor();
    expect(await levy.getByLabel('Levy 3 hits go to').locator('option').allInnerTexts()).toEqual(['Swordsmen 1 (default)', 'Swordsmen 2', 'Swordsmen 3']);

    // With the folds open, every control is still a finger big and inside the phone's width (the readable check).
    expect((await sidewaysOverflow(page)).by).toBe(0);
    await readableSnapshot(page, 'oo-melee-phone/folds-open-phone');
    expect(page.problems).toEqual([]);
    await page.close();
  }, 120_000);
});
