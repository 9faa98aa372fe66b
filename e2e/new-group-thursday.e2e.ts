import { describe, expect, it } from 'vitest';
import { useBrowserHost } from './support/browser-host';
import { campaignWithArmies, setUpBattle } from './support/oo-battle';
import { newWatchedPage } from './support/watched-page';
import { BRIEF_SIZES } from './support/readable-screen';
import { blueRoster, redRoster } from '../src-shared/rules/orders-omens/walkthrough/testing/sample-armies';
import { dice } from '../src-shared/rules/orders-omens/battle/testing/fixtures';
import { SAMPLE_BATTLE } from '../src-shared/rules/orders-omens/walkthrough/testing/sample-battle';

/**
 * What a new group met on its first Thursday night with Orders & Omens and 1999, played through the
 * browser host: each case is a screen that tripped them, checked as they would meet it.
 */
const env = useBrowserHost();

/** A Brigade the roster builder names itself when the players leave its name empty. */
const BUILDER_NAME = '1st Bde, 1st Div: 1x Experienced Hand Weapons + 1x Experienced Hand Weapons, armoured';

function withBuilderNames(roster: ReturnType<typeof blueRoster>) {
  return { ...roster, divisions: roster.divisions.map((d) => ({ ...d, brigades: d.brigades.map((b, i) => (i === 0 ? { ...b, name: BUILDER_NAME } : b)) })) };
}

describe('a new group’s first Thursday night', () => {
  it('O&O deployment: a Brigade’s long builder name wraps inside its Deploy button, with no sideways scroll on a phone', async () => {
    const campaign = await campaignWithArmies(env.api, 'Long names', [withBuilderNames(blueRoster()), withBuilderNames(redRoster())]);
    const { battle, hash } = await setUpBattle(env.api, campaign, { name: 'The Mill Ford', tableWidthFeet: 6, tableDepthFeet: 4, turnLimit: 3, objectives: [{ name: 'The ford' }] });
    const opening = SAMPLE_BATTLE.slice(0, SAMPLE_BATTLE.findIndex((s) => s.type === 'recon-locked') + 1);
    for (const [index, event] of opening.entries()) await env.api('battles.append', { battleId: battle.id, event, expectedCount: index });
    const page = await newWatchedPage(env.browser, { viewport: BRIEF_SIZES.phone });
    await page.goto(`${env.host.url}#${hash}`);
    await page.getByRole('heading', { name: 'Deployment', exact: true }).waitFor();
    for (const viewport of [BRIEF_SIZES.phone, BRIEF_SIZES.desktop]) {
      await page.setViewportSize(viewport);
      const buttons = page.locator('button', { hasText: BUILDER_NAME });
      expect(await buttons.count()).toBe(2);
      // Every line of the name inside its button, and the page no wider than the screen.
      const spills = await buttons.evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1).length);
      expect(spills, `Deploy buttons whose text runs past their edge at ${viewport.width}px`).toBe(0);
      expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth'), `no sideways scroll at ${viewport.width}px`).toBe(true);
    }
    expect(page.problems).toEqual([]);
    await page.close();
  }, 60_000);
});

describe('setting up an Orders & Omens battle', () => {
  it('names each army not chosen in the players’ words, not the contract’s “id is required”', async () => {
    const campaign = await campaignWithArmies(env.api, 'No armies picked', [blueRoster(), redRoster()]);
    const page = await newWatchedPage(env.browser, { viewport: BRIEF_SIZES.desktop });
    await page.goto(`${env.host.url}#/campaigns/${campaign.campaignId}/battles/new`);
    await page.getByRole('radio', { name: /^Orders & Omens/ }).check();
    await page.getByLabel('Battle name').fill('The Mill Ford');
    await page.getByRole('button', { name: 'Set up the battle' }).click();
    await page.getByRole('alert').filter({ hasText: 'Choose the first army.' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'Choose the second army.' }).waitFor();
    expect(await page.locator('body').innerText()).not.toContain('id is required');
    // Choosing both sets the battle up.
    await page.getByLabel('First army').selectOption({ index: 1 });
    await page.getByLabel('Second army').selectOption({ index: 2 });
    await page.getByLabel('Objective 1 name').fill('The ford');
    await page.getByRole('button', { name: 'Set up the battle' }).click();
    await page.getByRole('heading', { name: 'Determine Initiative' }).waitFor();
    expect(page.problems).toEqual([]);
    await page.close();
  }, 60_000);
});

describe('an Orders & Omens charge', () => {
  /** A battle at turn 1's Activation with Blue's chip drawn and `brigadeId` ordered (double six). */
  async function ordered(name: string, brigadeId: string): Promise<string> {
    const campaign = await campaignWithArmies(env.api, name, [blueRoster(), redRoster()]);
    const { battle, hash } = await setUpBattle(env.api, campaign, { name: 'The Quiet Ford', tableWidthFeet: 6, tableDepthFeet: 4, turnLimit: 6, objectives: [{ name: 'The ford' }] });
    const opening = SAMPLE_BATTLE.slice(0, SAMPLE_BATTLE.findIndex((s) => s.type === 'activation-started') + 1);
    const steps = [...opening, { type: 'chip-drawn', side: 'A' }, { type: 'order-tested', brigadeId, roll: dice(6, 6) }];
    for (const [index, event] of steps.entries()) await env.api('battles.append', { battleId: battle.id, event, expectedCount: index });
    return hash;
  }

  async function howOptions(hash: string, brigade: string): Promise<{ options: string[]; chosen: string; heading: string; submit: string }> {
    const page = await newWatchedPage(env.browser, { viewport: BRIEF_SIZES.desktop });
    await page.goto(`${env.host.url}#${hash}`);
    const acting = page.getByRole('article', { name: `${brigade} acting`, exact: true });
    await acting.getByRole('button', { name: 'Charge…' }).click();
    const how = acting.locator('select').filter({ has: page.locator('option[value="charge"]') });
    const submit = (await acting.locator('button[type="submit"]').innerText()).trim();
    const heading = await acting.locator('form h4').first().innerText();
    const result = { options: await how.locator('option').allInnerTexts(), chosen: await how.inputValue(), heading, submit };
    expect(page.problems).toEqual([]);
    await page.close();
    return result;
  }

  it('offers every Brigade a move into contact (seed 002 L577), and starts polearm infantry, which may not charge, on it (L293)', async () => {
    // The Levy carry hand weapons: they start on a charge, and may instead move into contact.
    expect(await howOptions(await ordered('Levy charge', 'A/d1.b1'), 'Levy')).toEqual({ options: ['Charge', 'Move into contact'], chosen: 'charge', heading: 'Levy charges', submit: 'Declare charge' });
    // The Halberdiers are polearm infantry: they may not charge, so the form starts on the move into contact.
    expect(await howOptions(await ordered('Halberdiers close in', 'A/d1.b3'), 'Halberdiers')).toEqual({
      options: ['Charge', 'Move into contact'],
      chosen: 'move-into-contact',
      heading: 'Halberdiers moves into contact',
      submit: 'Move into contact',
    });
  }, 90_000);
});

describe('the Orders & Omens Recon Phase', () => {
  it('says the Defender chooses first only before any entry point is down, then names the Attacker’s turn', async () => {
    const campaign = await campaignWithArmies(env.api, 'Entry points', [blueRoster(), redRoster()]);
    const { battle, hash } = await setUpBattle(env.api, campaign, { name: 'The Quiet Ford', tableWidthFeet: 6, tableDepthFeet: 4, turnLimit: 6, objectives: [{ name: 'The ford' }] });
    const opening = SAMPLE_BATTLE.slice(0, SAMPLE_BATTLE.findIndex((s) => s.type === 'terrain-done') + 1);
    for (const [index, event] of opening.entries()) await env.api('battles.append', { battleId: battle.id, event, expectedCount: index });
    const page = await newWatchedPage(env.browser, { viewport: BRIEF_SIZES.desktop });
    await page.goto(`${env.host.url}#${hash}`);
    await page.getByRole('heading', { name: 'Recon Phase' }).waitFor();
    await page.getByText('Next: Red to choose an entry point (the Defender first).').waitFor();
    await page.getByRole('button', { name: 'Record entry point' }).click();
    await page.getByText('Next: Blue to choose an entry point (the Attacker, after the Defender).').waitFor();
    expect(await page.getByText('(the Defender first)').count()).toBe(0);
    expect(page.problems).toEqual([]);
    await page.close();
  }, 60_000);
});
