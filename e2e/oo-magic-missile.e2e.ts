import { describe, expect, it } from 'vitest';
import { useBrowserHost } from './support/browser-host';
import { campaignWithArmies, setUpBattle } from './support/oo-battle';
import { enterDice } from './support/oo-battle-screen';
import { newWatchedPage } from './support/watched-page';
import { BRIEF_SIZES, readableAtEverySize } from './support/readable-screen';
import { snapshotOnFailure } from './support/screenshots';
import { blueRoster, redRoster } from '../src-shared/rules/orders-omens/walkthrough/testing/sample-armies';
import { SAMPLE_BATTLE } from '../src-shared/rules/orders-omens/walkthrough/testing/sample-battle';
import { SPELLS } from '../src-shared/rules/orders-omens/data/spells';

/**
 * Magic Missile on the battle screen, seed 002_cff186ffe79098a6.txt: "Roll 3 dice vs the target.
 * Each 5+ is a hit (Armour Saves may be taken)" (L359–L361), cast on "7+ on 2D6" (L387). A group
 * casting it at armoured Knights met "Magic Missile: expected 2 save dice, got 0" with no box to
 * enter the saves in, and a failed cast with the missile dice already typed was refused too.
 */
const env = useBrowserHost();
const api = env.api;

/** Blue's Divisional General has a Magical Advisor (L844); Red's Knights are armoured Elite cavalry. */
const wizardBlue = () => {
  const roster = blueRoster();
  return { ...roster, divisions: roster.divisions.map((d) => ({ ...d, general: { ...d.general, magicalAdvisor: true } })) };
};

describe('Magic Missile at an armoured Brigade, through the battle screen', () => {
  it('seed 002 L361, L387: the form says what the spell does, asks for no missile dice until the cast passes, and records a failed cast', async () => {
    const campaign = await campaignWithArmies(api, 'Missiles', [wizardBlue(), redRoster()]);
    const { battle, hash } = await setUpBattle(api, campaign, { name: 'The Mill Race', tableWidthFeet: 6, tableDepthFeet: 4, turnLimit: 6, objectives: [{ name: 'The mill' }] });
    const opening = SAMPLE_BATTLE.slice(0, SAMPLE_BATTLE.findIndex((s) => s.type === 'activation-started') + 1);
    for (const [index, event] of opening.entries()) await api('battles.append', { battleId: battle.id, event, expectedCount: index });
    const state = async () => (await api<{ state: { regiments: Record<string, { hitsTaken: number }>; generals: Record<string, { magic: string }> } }>('battles.get', { id: battle.id })).state;

    const page = await newWatchedPage(env.browser, { viewport: BRIEF_SIZES.desktop });
    await snapshotOnFailure(() => page, 'oo-magic-missile/failure', async () => {
      await page.goto(`${env.host.url}#${hash}`);
      const chip = page.locator('.chip-choice');
      const castOn = async () => {
        await page.getByRole('button', { name: 'Blue chip drawn' }).click();
        await chip.getByText('Cast a spell', { exact: true }).click();
        await chip.getByRole('combobox', { name: 'Wizard', exact: true }).selectOption({ index: 1 });
        await chip.getByRole('combobox', { name: 'Spell', exact: true }).selectOption({ label: 'Magic Missile' });
        await chip.getByRole('combobox', { name: 'Target Brigade', exact: true }).selectOption({ label: 'Knights' });
      };

      // A failed cast (3 + 2): no missile dice are asked for, and the failure is recorded.
      await castOn();
      expect(await chip.locator('[data-test="spell-effect"]').textContent()).toBe(SPELLS['magic-missile'].effect);
      await chip.getByText('Once the casting roll passes, roll the Magic Missile’s 3 dice here.').waitFor();
      await enterDice(page, 'Casting roll', [3, 2]);
      expect(await page.getByLabel('Magic Missile dice die 1', { exact: true }).count()).toBe(0);
      await chip.getByRole('button', { name: 'Cast', exact: true }).click();
      await page.getByText(/Magic Missile failed \(rolled 5, needed 7\+\)/).waitFor();
      // L355 under the default ruling: one attempt per upgrade per turn; the General is spent this turn.
      expect((await state()).generals['A/d1.general']!.magic).toBe('cast-this-turn');
      expect(page.problems).toEqual([]);
    });
    await page.close();
  }, 120_000);

  it('seed 002 L361: a passing cast asks for the 3 dice, then one save per hit against the Knights’ 6+ armour (L301), and records the hits left', async () => {
    const campaign = await campaignWithArmies(api, 'Missiles 2', [wizardBlue(), redRoster()]);
    const { battle, hash } = await setUpBattle(api, campaign, { name: 'The Mill Race', tableWidthFeet: 6, tableDepthFeet: 4, turnLimit: 6, objectives: [{ name: 'The mill' }] });
    const opening = SAMPLE_BATTLE.slice(0, SAMPLE_BATTLE.findIndex((s) => s.type === 'activation-started') + 1);
    for (const [index, event] of opening.entries()) await api('battles.append', { battleId: battle.id, event, expectedCount: index });
    const hitsOnKnights = async () => (await api<{ state: { regiments: Record<string, { hitsTaken: number }> } }>('battles.get', { id: battle.id })).state.regiments['B/d1.b3.r1']!.hitsTaken;

    const page = await newWatchedPage(env.browser, { viewport: BRIEF_SIZES.desktop });
    await snapshotOnFailure(() => page, 'oo-magic-missile/failure-2', async () => {
      await page.goto(`${env.host.url}#${hash}`);
      const chip = page.locator('.chip-choice');
      await page.getByRole('button', { name: 'Blue chip drawn' }).click();
      await chip.getByText('Cast a spell', { exact: true }).click();
      await chip.getByRole('combobox', { name: 'Wizard', exact: true }).selectOption({ index: 1 });
      await chip.getByRole('combobox', { name: 'Spell', exact: true }).selectOption({ label: 'Magic Missile' });
      await chip.getByRole('combobox', { name: 'Target Brigade', exact: true }).selectOption({ label: 'Knights' });
      await enterDice(page, 'Casting roll', [4, 4]);
      await chip.getByText('3 dice, hits on 5+; Knights 1 saves on 6+').waitFor();
      await enterDice(page, 'Magic Missile dice', [5, 6, 2]);
      // Cast before the saves: the form says what is missing, and nothing is recorded.
      await chip.getByRole('button', { name: 'Cast', exact: true }).click();
      await chip.getByRole('alert').filter({ hasText: "Enter or roll the saves against the Magic Missile's hits" }).waitFor();
      expect(await hitsOnKnights()).toBe(0);
      await enterDice(page, 'Magic Missile saves', [6, 1]);
      await chip.getByText('1 hit after saves = 25 casualties').waitFor();
      expect(await chip.getByRole('alert').count()).toBe(0);
      await readableAtEverySize(page, 'oo-magic-missile/armoured-target');
      await chip.getByRole('button', { name: 'Cast', exact: true }).click();
      // Resolved like shooting (docs/rulings.md, RULINGS.md 38): the Knights test morale at once.
      await page.getByRole('heading', { name: 'Morale Test: Knights' }).waitFor();
      expect(await hitsOnKnights()).toBe(1);
      await page.getByText('The Magic Missile struck Knights for 1 hit.').waitFor();
      await readableAtEverySize(page, 'oo-magic-missile/after-cast');
      expect(page.problems).toEqual([]);
    });
    await page.close();
  }, 120_000);
});
