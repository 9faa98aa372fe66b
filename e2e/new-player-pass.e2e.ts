import { describe, expect, it } from 'vitest';
import { useBrowserHost } from './support/browser-host';
import { seedOrder66Battle } from './support/order-66-battle';
import { BRIEF_SIZES, readableAtEverySize } from './support/readable-screen';
import { newWatchedPage } from './support/watched-page';

/**
 * What a new group met after its first Order 66 battle on a Thursday night: a player who conceded
 * was shown losing both models while the chronicle said no one fell, and the other systems' battle
 * set-ups, short of forces, read "Build 1999 armys first" or sent them to the Armies page saying no
 * army of the campaign was legal beside two legal Order 66 forces; and a dialog closed with Escape
 * left the keyboard's focus on the page's body instead of the button that opened it. A second
 * player could be added by a name already at the table.
 */
const env = useBrowserHost();
const PLAYERS = [
  { name: 'Dana', mystic: 'meg', force: 'Night Wardens' },
  { name: 'Eli', mystic: 'va-durr', force: 'Ember Cult' },
] as const;
const TYPED = ['Thursday Night Skirmish', 'Clash at the Old Mill', ...PLAYERS.flatMap((player) => [player.name, player.force])];
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('a new group after its first Order 66 battle', () => {
  it('gives the focus back after a dialog, counts no models lost for a player who concedes, and sends them on from the other systems’ set-ups in words', async () => {
    const path = await seedOrder66Battle(env.host.url, 'Thursday Night Skirmish', 'Clash at the Old Mill', PLAYERS);
    const campaignUrl = `${env.host.url}#${path.replace(/\/system-battles\/.*$/, '')}`;
    const page = await newWatchedPage(env.browser, { viewport: BRIEF_SIZES.desktop });
    // A dialog closed with Escape gives the focus back to the button that opened it, not to the page.
    const focused = async () => String(await page.evaluate("document.activeElement?.textContent?.trim() ?? ''"));
    await page.goto(`${env.host.url}#/campaigns`);
    await page.getByRole('button', { name: 'New campaign' }).click();
    await page.getByRole('dialog', { name: 'New campaign' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'New campaign' }).waitFor({ state: 'detached' });
    expect(await focused()).toBe('New campaign');

    // A second "Dana" would make two "Dana's roll" boxes at the roll-off: refused beside the name, what was typed kept.
    await page.goto(campaignUrl);
    await page.getByRole('button', { name: 'Add player' }).click();
    const addPlayer = page.getByRole('dialog', { name: 'Add player' });
    await addPlayer.getByLabel('Player name').fill('dana');
    await addPlayer.getByRole('button', { name: 'Add player' }).click();
    await addPlayer.getByRole('alert').filter({ hasText: 'There is already a player called “Dana” in this campaign. Choose another name.' }).waitFor();
    expect(await addPlayer.getByLabel('Player name').inputValue()).toBe('dana');
    await page.keyboard.press('Escape');
    await addPlayer.waitFor({ state: 'detached' });

    await page.goto(`${env.host.url}#${path}`);
    await page.getByLabel("Dana's roll", { exact: true }).fill('5');
    await page.getByLabel("Eli's roll", { exact: true }).fill('2');
    await page.getByRole('button', { name: 'Confirm the roll-off' }).click();
    await page.getByRole('button', { name: 'Activate Meg', exact: true }).waitFor();
    await page.getByRole('button', { name: '↶ Undo last step' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Undo the last step?' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Undo the last step?' }).waitFor({ state: 'detached' });
    expect(await focused()).toBe('↶ Undo last step');
    await page.getByText('A player leaves').click();
    await page.locator('select[name="concede"]').selectOption({ label: 'Eli' });
    await page.getByRole('button', { name: 'Leave the battle…' }).click();
    await page.getByRole('dialog', { name: 'Eli concedes?' }).getByRole('button', { name: 'Eli concedes' }).click();
    await page.getByRole('link', { name: 'Read the chronicle of this battle' }).waitFor();
    // Eli's Mystic and trooper walked off standing: none of them fell (the chronicle: "No one fell").
    const table = page.locator('table.shell-result-table');
    expect((await table.getByRole('columnheader').allInnerTexts()).map(flat)).toEqual(['Player', 'Forces', 'Wounds dealt', 'Wounds lost', 'Models lost']);
    expect(flat(await table.getByRole('row').filter({ hasText: 'Eli' }).innerText())).toBe('Eli Ember Cult 0 0 0');

    // Orders & Omens is the picker's first choice: two legal Order 66 forces are not "no army of this campaign".
    await page.goto(`${campaignUrl}/battles/new`);
    await page.getByRole('heading', { name: 'Two battle-ready Orders & Omens armies needed' }).waitFor();
    expect(flat(await page.locator('.empty').innerText())).toContain('No Orders & Omens army in this campaign is battle-ready (legal, or randomised).');
    await readableAtEverySize(page, 'new-player-pass/oo-setup-no-armies', { checks: { typed: TYPED } });
    await page.getByRole('link', { name: 'Build an Orders & Omens army' }).click();
    const newArmy = page.getByRole('dialog', { name: 'New army' });
    expect(await newArmy.getByRole('radio', { name: /^Orders & Omens/ }).isChecked()).toBe(true);
    await page.keyboard.press('Escape');
    await newArmy.waitFor({ state: 'detached' });

    // 1999's forces are armies: "Build 1999 armies first".
    await page.goto(`${campaignUrl}/battles/new`);
    await page.getByRole('radio', { name: /^1999/ }).check();
    await page.getByRole('heading', { name: 'Build 1999 armies first' }).waitFor();
    expect(await page.getByText(/armys/).count()).toBe(0);
    await readableAtEverySize(page, 'new-player-pass/1999-setup-no-armies', { checks: { typed: TYPED } });
    expect(page.problems).toEqual([]);
    await page.close();
  }, 120_000);
});
