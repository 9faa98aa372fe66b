import { beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from './support/api';
import { useBrowserHost } from './support/browser-host';
import { readableAtEverySize, readableSnapshot } from './support/readable-screen';
import { SCREEN_SIZES } from './support/screenshots';
import { newWatchedPage, type WatchedPage } from './support/watched-page';

/**
 * The battle shell with a system other than Orders & Omens (Order 66, whose panels are the
 * first to land): from an empty campaign, two players build their forces on the armies page,
 * set up a battle on the set-up page, play steps through the shell (one refused by the engine,
 * one undone), and read the result in Order 66's words. Alice brings Meg for Order, Bram brings
 * Luke for Chaos; a Mystic moves at most 4 squares (seed 000 L80).
 */

const env = useBrowserHost();
let page: WatchedPage;
let campaignId = '';
const TYPED = ["Meg's Order", "Luke's Chaos", 'The Square Duel', 'Alice', 'Bram', 'The Five Squares'];
/** The one battle route every system's battles open at (not the set-up page at `battles/new`). */
const BATTLE_URL = /#\/campaigns\/[^/]+\/battles\/(?!new$)[^/]+$/;

beforeAll(async () => {
  api = apiCaller(env.host.url);
  page = await newWatchedPage(env.browser);
});

let api: ReturnType<typeof apiCaller>;

/** Readable (no overlaps, ids or tiny targets) at desktop, tablet and phone, and photographed at each. */
const atEverySize = (name: string) => readableAtEverySize(page, name, { sizes: SCREEN_SIZES, checks: { typed: TYPED } });

/** The brief's sizes (desktop 1280x800, tablet 800x1000, phone 390x844), light then dark, readable at each. */
const atTheBriefsSizes = (name: string) => readableAtEverySize(page, name, { schemes: ['light', 'dark'], checks: { typed: TYPED } });

async function buildForce(player: string, name: string, mystic: string, allegiance: RegExp, rolls: readonly number[]): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: 'Armies' }).click();
  await page.getByRole('heading', { level: 1, name: 'Armies' }).waitFor();
  const create = page.getByRole('button', { name: 'Build an army' }).or(page.getByRole('button', { name: 'New army' }));
  await create.first().click();
  const dialog = page.getByRole('dialog', { name: 'New army' });
  await dialog.getByRole('radio', { name: /Order 66/ }).check();
  await dialog.getByLabel('Order 66 force name').fill(name);
  await dialog.locator('select[name="playerId"]').selectOption({ label: player });
  await dialog.getByRole('button', { name: 'Create the force' }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
  // A new force has no Mystic rolls yet: the rules say what is missing, in their words.
  await expect.poll(() => page.getByLabel('What the rules say about this force').textContent()).toContain('Not legal yet');

  await page.locator('select[name="mystic"]').selectOption(mystic);
  await page.getByRole('radio', { name: allegiance }).check();
  for (const [i, face] of rolls.entries()) await page.getByLabel(`The Mystic's four rolls die ${i + 1}`).fill(String(face));
  await expect.poll(() => page.getByLabel('What the rules say about this force').textContent()).toContain('Legal');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByRole('status').getByText('Saved.').waitFor();
}

describe('an Order 66 battle through the shell', () => {
  it('builds two forces from an empty campaign, each showing what the rules say of it', async () => {
    const campaign = await api('campaigns.create', { name: 'The Mystic Wars' });
    campaignId = campaign.id;
    await api('players.create', { campaignId, name: 'Alice', colour: '#2f5d8a' });
    await api('players.create', { campaignId, name: 'Bram', colour: '#8e2a22' });
    await page.goto(`${env.host.url}#/campaigns/${campaignId}/armies`);
    await page.getByRole('heading', { name: 'No armies yet' }).waitFor();

    await buildForce('Alice', "Meg's Order", 'meg', /^Order/, [3, 2, 2, 1]);
    await readableSnapshot(page, 'systems-shell-01-force', { typed: TYPED });
    await buildForce('Bram', "Luke's Chaos", 'luke', /^Chaos/, [3, 3, 1, 2]);

    await page.getByRole('navigation').getByRole('link', { name: 'Armies' }).click();
    const forces = page.getByRole('link', { name: /Luke's Chaos/ });
    await expect.poll(() => forces.textContent()).toContain('Order 66');
    await atEverySize('systems-shell-02-armies');

    // The campaign's own Mystics, edited with Order 66's library editor on the generic library page.
    await page.getByRole('region', { name: 'Campaign libraries' }).getByRole('link', { name: /Mystics/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Mystics' }).waitFor();
    await expect.poll(() => page.locator('main').textContent()).toContain('Meg');
    await atEverySize('systems-shell-02b-library');
  });

  it('sets up the battle with the system picked, a refusal shown on its field', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Battles' }).click();
    await page.getByRole('link', { name: 'Set up the first battle' }).click();
    await page.getByRole('radio', { name: /Order 66/ }).check();
    // No name yet: the contract refuses it beside the name field and nothing is created.
    await page.getByRole('button', { name: 'Set up the battle' }).click();
    await page.locator('.field-error').first().waitFor();
    expect(await page.getByLabel('Battle name').getAttribute('aria-invalid')).toBe('true');
    expect(await api('battles.list', { campaignId })).toHaveLength(0);

    await page.getByLabel('Battle name').fill('The Square Duel');
    // Typing a name takes the refusal away.
    expect(await page.getByLabel('Battle name').getAttribute('aria-invalid')).toBe('false');
    // Each player's only force is already chosen for their seat.
    expect(await page.getByRole('radio', { name: "Meg's Order" }).first().isChecked()).toBe(true);
    await readableSnapshot(page, 'systems-shell-03-setup', { typed: TYPED });
    await page.getByRole('button', { name: 'Set up the battle' }).click();
    await page.getByRole('heading', { level: 1, name: 'The Square Duel' }).waitFor();
    expect(page.url()).toMatch(BATTLE_URL);
  });

  it('plays steps: a roll-off, a move the engine refuses with its reason, a move undone after asking', async () => {
    const header = page.locator('.system-battle-header');
    await expect.poll(() => header.textContent()).toContain('Order 66');
    await page.getByRole('spinbutton', { name: "Alice's roll" }).fill('6');
    await page.getByRole('spinbutton', { name: "Bram's roll" }).fill('2');
    await page.getByRole('button', { name: 'Confirm the roll-off' }).click();
    await page.getByRole('button', { name: /^Activate Meg/ }).first().click();

    // A psychic attack reaches 10 squares (seed 000 L98); at 12 the engine refuses it, the reason
    // shows beside the panel, and nothing is recorded.
    await page.getByRole('radio', { name: 'Psychic attack' }).click();
    await page.locator('select[name="target"]').selectOption({ index: 1 });
    await page.getByLabel('Squares to the target').fill('12');
    await page.getByRole('spinbutton', { name: "Meg's psychic attack roll (Alice) die 1" }).fill('4');
    await page.getByRole('spinbutton', { name: "Meg's psychic attack roll (Alice) die 2" }).fill('3');
    await page.getByRole('button', { name: 'Confirm the action' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Not recorded' });
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(/12 squares away; the rule reaches 10/);
    await expect.poll(() => page.getByRole('tab', { name: /Event log/ }).textContent()).toBe('Event log (2)');
    await readableSnapshot(page, 'systems-shell-04-refused', { typed: TYPED });

    await page.getByRole('radio', { name: 'Move', exact: true }).click();
    await page.getByLabel(/Squares moved/).fill('3');
    await page.getByRole('button', { name: 'Confirm the action' }).click();
    await expect.poll(() => page.getByRole('tab', { name: /Event log/ }).textContent()).toBe('Event log (3)');
    expect(await refusal.count()).toBe(0);

    await page.getByRole('button', { name: 'Undo last step' }).click();
    const ask = page.getByRole('dialog', { name: 'Undo the last step?' });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Undo it' }).click();
    await expect.poll(() => page.getByRole('tab', { name: /Event log/ }).textContent()).toBe('Event log (2)');

    await page.getByLabel(/Squares moved/).fill('2');
    await page.getByRole('button', { name: 'Confirm the action' }).click();
    await expect.poll(() => page.getByRole('tab', { name: /Event log/ }).textContent()).toBe('Event log (3)');

    await page.getByRole('tab', { name: /Event log/ }).click();
    const log = page.getByRole('region', { name: 'Event log' });
    await expect.poll(() => log.textContent()).toContain('Turn 1');
    const text = (await log.textContent()) ?? '';
    expect(text).toMatch(/2 squares/);
    expect(text).not.toMatch(/3 squares/);
    await atEverySize('systems-shell-05-log');
    await page.getByRole('tab', { name: 'Play' }).click();
  });

  it('ends when a player leaves, with the winner and how it ended in Order 66’s words, at every screen size', async () => {
    await page.getByText('A player leaves').click();
    await page.getByLabel('Player who leaves the battle').selectOption({ label: 'Bram' });
    // An accidental click only asks; Cancel has the focus, and Escape or Cancel leaves the battle on.
    await page.getByRole('button', { name: 'Leave the battle…' }).click();
    const ask = page.getByRole('dialog', { name: 'Bram concedes?' });
    await ask.waitFor();
    expect(await ask.innerText()).toContain('Bram concedes: the battle ends and Alice holds the field. Only “Undo last step” can take it back.');
    expect(await page.evaluate('document.activeElement?.textContent')).toBe('Cancel');
    await atTheBriefsSizes('systems-shell-06-concede-asks');
    await page.keyboard.press('Escape');
    await ask.waitFor({ state: 'detached' });
    expect(await page.getByRole('tab', { name: /Event log/ }).textContent()).toBe('Event log (3)');
    await page.getByRole('button', { name: 'Leave the battle…' }).click();
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await page.getByRole('region', { name: /^Victory for / }).count()).toBe(0);
    await page.getByRole('button', { name: 'Leave the battle…' }).click();
    await ask.getByRole('button', { name: 'Bram concedes' }).click();
    const result = page.getByRole('region', { name: /^Victory for / });
    await result.waitFor();
    expect(await result.getByRole('heading').textContent()).toBe("Victory for Alice with Meg's Order");
    expect(await result.textContent()).toMatch(/Ended in turn \d+, by concession\./);
    expect(await result.getByRole('columnheader').allTextContents()).toContain('Wounds dealt');
    expect(page.problems).toEqual([]);

    await atEverySize('systems-shell-06-result');
    await page.setViewportSize(SCREEN_SIZES.phone);
    await page.emulateMedia({ colorScheme: 'dark' });
    await readableSnapshot(page, 'systems-shell-07-result-phone-dark', { typed: TYPED });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize(SCREEN_SIZES.desktop);
  });

  it('reads the battle’s chronicle in Order 66’s voice, and goes back to the battle from it', async () => {
    await page.getByRole('link', { name: 'Read the chronicle of this battle' }).click();
    await page.waitForURL(/chronicle\/battles/);
    const account = page.getByRole('article', { name: 'The account of the battle' });
    await account.waitFor();
    const told = (await account.textContent()) ?? '';
    expect(told).toContain('Bram');
    expect(told).toMatch(/Meg|Alice/);
    // The header speaks Order 66: the system, wounds dealt and wounds lost, never soldiers.
    const header = (await page.locator('header.page-header').textContent()) ?? '';
    expect(header).toContain('Order 66');
    expect(header).toContain('wounds dealt');
    expect(header).toMatch(/\d+ wounds? lost/);
    expect(header).not.toContain('soldiers');
    await readableSnapshot(page, 'systems-shell-07b-chronicle', { typed: TYPED });
    await page.getByRole('link', { name: 'Open the battle' }).click();
    await page.waitForURL(BATTLE_URL);
    await page.getByRole('heading', { level: 1, name: 'The Square Duel' }).waitFor();
    expect(page.problems).toEqual([]);
  });

  it('lists the battle with its system beside the others, reaches the shell through old battle links, and deletes it after asking', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Battles' }).click();
    const card = page.getByRole('link', { name: /The Square Duel/ });
    await card.waitFor();
    const text = (await card.textContent()) ?? '';
    expect(text).toContain('Order 66');
    expect(text).toContain('Alice');
    await readableSnapshot(page, 'systems-shell-08-battles', { typed: TYPED });

    const [battle] = await api('battles.list', { campaignId });
    // The shell's own address from before every system shared one battle route still opens the battle.
    await page.goto(`${env.host.url}#/campaigns/${campaignId}/system-battles/${battle!.id}`);
    await page.waitForURL(BATTLE_URL);
    await page.getByRole('heading', { level: 1, name: 'The Square Duel' }).waitFor();

    // Deleting asks first, then the battle is gone from the list and the contract.
    await page.getByRole('button', { name: 'Delete this battle' }).click();
    await page.getByRole('dialog', { name: 'Delete this battle?' }).getByRole('button', { name: 'Delete battle' }).click();
    await page.getByRole('heading', { name: 'No battles yet' }).waitFor();
    expect(await api('battles.list', { campaignId })).toHaveLength(0);
    expect(page.problems).toEqual([]);
  });
});
