import { describe, expect, it } from 'vitest';
import { useBrowserHost } from './support/browser-host';
import { enterDice } from './support/oo-battle-screen';
import { campaignWithArmies, setUpBattle } from './support/oo-battle';
import { newWatchedPage, type WatchedPage } from './support/watched-page';
import { readableSnapshot } from './support/readable-screen';
import { snapshotOnFailure, SCREEN_SIZES } from './support/screenshots';
import { everySelectCutOff } from './support/select-fit';
import { blueRoster, redRoster } from '../src-shared/rules/orders-omens/walkthrough/testing/sample-armies';
import { SAMPLE_BATTLE } from '../src-shared/rules/orders-omens/walkthrough/testing/sample-battle';
import { dice } from '../src-shared/rules/orders-omens/battle/testing/fixtures';

/**
 * Issue 11, "Rules the engine has but no screen reaches", played from the battle screen (seed file
 * seeds/002_cff186ffe79098a6.txt): the nearest Divisional General for an Order Test (L343) and the
 * nearest General or Marshal for a Morale Test (L671), Veil of Fog "-1 to hit" (L379), the artillery
 * reset when "their chosen target moves more than 1"" (L275), Fearsome "-1 to Morale Tests" (L961),
 * witnessing the loss of a General (L702), and the form asking for a commander once the Brigade's
 * own General is captured. Every odds panel and log line quotes the number the test was judged against.
 */

const env = useBrowserHost();
const api = env.api;
let page: WatchedPage | null = null;

type Roster = ReturnType<typeof blueRoster>;

/** Blue: a wizard Marshal, two Divisions (the second: Rangers, Wardens, Outriders) (Sir Bors, Experienced; Dame Ysolde, Elite) and a gun. Red: Orcs with a Wyvern. */
function blue(): Roster {
  const base = blueRoster();
  const first = base.divisions[0]!;
  const brigade = (b: number, name: string) => ({
    regiments: [1, 2].map((r) => ({ type: 'infantry' as const, experience: 'experienced' as const, weapon: 'hand-weapons' as const, armoured: false, id: `d2.b${b}.r${r}`, name: `${name} ${r}` })),
    id: `d2.b${b}`,
    name,
  });
  return {
    ...base,
    marshal: { experience: 'elite', magicalAdvisor: true, name: 'Lord Aldric' },
    divisions: [
      { ...first, general: { ...first.general, name: 'Sir Bors' }, attached: [{ type: 'artillery', experience: 'experienced', name: 'Bombard', id: 'd1.x1' }] },
      { ...first, id: 'd2', name: 'Second Division', general: { experience: 'elite', magicalAdvisor: false, name: 'Dame Ysolde' }, brigades: [brigade(1, 'Rangers'), brigade(2, 'Wardens'), brigade(3, 'Outriders')], attached: [] },
    ],
  } as Roster;
}

function red(): Roster {
  const base = redRoster();
  return { ...base, list: 'orc', divisions: base.divisions.map((d) => ({ ...d, general: { ...d.general, name: 'Warboss Grukk' }, attached: [{ type: 'monster', monster: 'wyvern', name: 'Venomfang', id: 'd1.x1' }] })) } as Roster;
}

async function battleAtActivation(): Promise<{ hash: string; id: string }> {
  const campaign = await campaignWithArmies(api, 'The Misty Vale', [blue(), red()]);
  const { battle, hash } = await setUpBattle(api, campaign, { name: 'The Battle in the Fog', tableWidthFeet: 4, tableDepthFeet: 4, turnLimit: 6, objectives: [{ name: 'The ford' }] });
  const beforeDeployment = SAMPLE_BATTLE.slice(0, SAMPLE_BATTLE.findIndex((s) => s.type === 'brigade-deployed'));
  const deploy = ['B/d1.b1', 'A/d1.b1', 'B/d1.b2', 'A/d1.b2', 'B/d1.b3', 'A/d1.b3', 'B/d1.x1', 'A/d1.x1', 'A/d2.b1', 'A/d2.b2', 'A/d2.b3'].map((brigadeId) => ({ type: 'brigade-deployed', brigadeId }));
  await appendAll(battle.id, [...beforeDeployment, ...deploy, { type: 'activation-started' }], 0);
  return { hash, id: battle.id };
}

async function appendAll(battleId: string, events: readonly unknown[], from: number): Promise<void> {
  for (const [index, event] of events.entries()) await api('battles.append', { battleId, event, expectedCount: from + index });
}

const stepCount = async (battleId: string) => (await api<{ steps: unknown[] }>('battles.get', { id: battleId })).steps.length;

async function logShows(p: WatchedPage, text: string): Promise<void> {
  await p.getByRole('tab', { name: /Event log/ }).click();
  await p.getByText(text, { exact: false }).first().waitFor();
  await p.getByRole('tab', { name: 'Walkthrough' }).click();
}

/** On a phone every commander's name reads whole in the select, and the chosen one's Control Value shows under it. */
async function commanderWholeOnPhone(p: WatchedPage, picture: string): Promise<void> {
  await p.setViewportSize(SCREEN_SIZES.phone);
  expect(await everySelectCutOff(p, 'phone')).toEqual([]);
  expect(await p.locator('[data-test="commander-control"]').isVisible()).toBe(true);
  await readableSnapshot(p, picture);
  await p.setViewportSize(SCREEN_SIZES.desktop);
}

async function play(): Promise<void> {
  const battle = await battleAtActivation();
  const p = await newWatchedPage(env.browser, { viewport: SCREEN_SIZES.desktop });
  page = p;
  await p.goto(`${env.host.url}#${battle.hash}`);
  await p.getByRole('heading', { name: 'Activation' }).waitFor();

  // Veil of Fog (L379): Lord Aldric casts it, 4 + 4 against 7+.
  await p.getByRole('button', { name: 'Blue chip drawn' }).click();
  await p.getByText('Cast a spell', { exact: true }).click();
  await p.getByRole('combobox', { name: 'Wizard', exact: true }).selectOption({ label: 'Lord Aldric' });
  await p.getByRole('combobox', { name: 'Spell', exact: true }).selectOption({ label: 'Veil of Fog' });
  await enterDice(p, 'Casting roll', [4, 4]);
  await p.getByRole('button', { name: 'Cast', exact: true }).click();
  await p.getByRole('button', { name: 'Blue chip drawn' }).waitFor();

  // The nearest Divisional General (L343): the Archers' own Sir Bors by default (3 + 3 = 6); Dame Ysolde (Elite, 2) is nearer: 5.
  await p.getByRole('button', { name: 'Blue chip drawn' }).click();
  await p.getByLabel('Brigade to order').selectOption({ label: 'Archers' });
  const commander = p.getByLabel('Nearest Divisional General');
  await expect.poll(() => commander.locator('option:checked').textContent()).toBe('Sir Bors');
  await p.getByText('Sir Bors, its own General: Control Value 3', { exact: true }).waitFor();
  await p.locator('[data-test="order-odds"] .odds-target').getByText('6', { exact: true }).waitFor();
  expect(await commander.locator('option').allTextContents()).not.toContain(expect.stringContaining('Lord Aldric'));
  // Another Brigade starts again from its own General.
  await commander.selectOption({ label: 'Dame Ysolde' });
  await p.getByLabel('Brigade to order').selectOption({ label: 'Rangers' });
  await expect.poll(() => commander.locator('option:checked').textContent()).toBe('Dame Ysolde');
  await p.getByText('Dame Ysolde, its own General: Control Value 2', { exact: true }).waitFor();
  await p.getByLabel('Brigade to order').selectOption({ label: 'Archers' });
  await expect.poll(() => commander.locator('option:checked').textContent()).toBe('Sir Bors');
  await p.getByText('Sir Bors, its own General: Control Value 3', { exact: true }).waitFor();
  await commander.selectOption({ label: 'Dame Ysolde' });
  await p.locator('[data-test="order-odds"] .odds-target').getByText('5', { exact: true }).waitFor();
  await p.getByText('Dame Ysolde, General of another Division: Control Value 2', { exact: true }).waitFor();
  await readableSnapshot(p, 'oo-reach-01-order-commander-desktop');
  await commanderWholeOnPhone(p, 'oo-reach-01-order-commander-phone');
  await enterDice(p, 'Order Test', [6, 6]);
  await p.getByRole('button', { name: 'Roll the Order Test' }).click();
  const archers = p.getByRole('article', { name: 'Archers acting' });
  await archers.waitFor();

  // Shooting through the fog: 5+ at effective range, −1.
  await archers.getByRole('button', { name: 'Shoot…' }).click();
  await archers.getByRole('combobox', { name: 'Target', exact: true }).selectOption({ label: 'Swordsmen' });
  await archers.getByLabel(/Shooting through the Veil of Fog/).check();
  await archers.getByLabel('Archers 1 modifiers').getByText('To hit: 5+ −1 Veil of Fog').waitFor();
  await enterDice(p, 'Archers 1 dice', [5, 5, 1, 1]);
  await enterDice(p, 'Archers 2 dice', [1, 1, 1, 1]);
  await archers.getByRole('button', { name: 'Record shooting' }).click();
  await logShows(p, 'Archers obeyed Dame Ysolde (rolled 12 against 5)');
  await logShows(p, 'Archers 1 needed 5+ −1 Veil of Fog to hit');

  // Artillery (L275): 6+ first; after a hit 5+; the target moved more than 1": back to 6+.
  await p.getByRole('button', { name: 'Blue chip drawn' }).click();
  await p.getByLabel('Brigade to order').selectOption({ label: 'Bombard' });
  await enterDice(p, 'Order Test', [6, 6]);
  await p.getByRole('button', { name: 'Roll the Order Test' }).click();
  const gun = p.getByRole('article', { name: 'Bombard acting' });
  await gun.getByRole('button', { name: 'Shoot…' }).click();
  await gun.getByRole('combobox', { name: 'Target', exact: true }).selectOption({ label: 'Knights' });
  await gun.getByText('To hit: 6+ (first volley at this target)').waitFor();
  await enterDice(p, 'Bombard dice', [6, 1, 1, 1]);
  await gun.getByRole('button', { name: 'Record shooting' }).click();
  await p.getByRole('heading', { name: 'Morale Test: Knights' }).waitFor();
  await expect.poll(() => p.getByLabel('Nearest General or Marshal').locator('option:checked').textContent()).toBe('Warboss Grukk');
  await p.getByText('Warboss Grukk, its own General: Control Value 3', { exact: true }).waitFor();
  await commanderWholeOnPhone(p, 'oo-reach-02-morale-commander-phone');
  await enterDice(p, 'Morale Test', [6, 6]);
  await p.getByRole('button', { name: 'Record Morale Test' }).click();
  await gun.getByRole('button', { name: 'Reload' }).click();
  await gun.getByRole('button', { name: 'Shoot…' }).click();
  await gun.getByRole('combobox', { name: 'Target', exact: true }).selectOption({ label: 'Knights' });
  await gun.getByText('To hit: 5+ (ranged in on this target)').waitFor();
  await gun.getByLabel(/Knights moved more than 1″/).check();
  await gun.getByText('To hit: 6+ (the target moved more than 1″, so back to 6+)').waitFor();
  await readableSnapshot(p, 'oo-reach-02-artillery-moved-desktop');
  await enterDice(p, 'Bombard dice', [5, 1, 1, 1]);
  await gun.getByRole('button', { name: 'Record shooting' }).click();
  await logShows(p, 'Bombard needed 6+ to hit (the target moved more than 1″, so back to 6+)');

  // Fearsome (L961) and the Marshal as the nearest commander (L671): the Crossbowmen hit the Levy three times.
  await p.getByRole('button', { name: 'Red chip drawn' }).click();
  await p.getByLabel('Brigade to order').selectOption({ label: 'Crossbowmen' });
  await enterDice(p, 'Order Test', [6, 6]);
  await p.getByRole('button', { name: 'Roll the Order Test' }).click();
  const crossbows = p.getByRole('article', { name: 'Crossbowmen acting' });
  await crossbows.getByRole('button', { name: 'Shoot…' }).click();
  await crossbows.getByRole('combobox', { name: 'Target', exact: true }).selectOption({ label: 'Levy' });
  await crossbows.getByRole('combobox', { name: 'Range', exact: true }).selectOption({ label: 'Long range' });
  await enterDice(p, 'Crossbowmen 1 dice', [6, 6, 6]);
  await enterDice(p, 'Crossbowmen 2 dice', [1, 1, 1]);
  await crossbows.getByRole('button', { name: 'Record shooting' }).click();
  await p.getByRole('heading', { name: 'Morale Test: Levy' }).waitFor();
  const target = p.locator('[data-test="morale-target"]');
  await target.getByText('7', { exact: true }).waitFor();
  await p.getByLabel(/A Fearsome enemy is within 6″ \(Venomfang\)/).check();
  await p.getByLabel('Nearest General or Marshal').selectOption({ label: 'Lord Aldric' });
  await target.getByText('6', { exact: true }).waitFor();
  await p.getByText('− 1 (a Fearsome monster within 6″)').waitFor();
  for (const size of ['desktop', 'tablet', 'phone'] as const) {
    await p.setViewportSize(SCREEN_SIZES[size]);
    await p.getByRole('heading', { name: 'Morale Test: Levy' }).scrollIntoViewIfNeeded();
    await readableSnapshot(p, `oo-reach-03-morale-fearsome-${size}`);
  }
  await p.emulateMedia({ colorScheme: 'dark' });
  await readableSnapshot(p, 'oo-reach-03-morale-fearsome-phone-dark');
  await p.emulateMedia({ colorScheme: 'light' });
  await p.setViewportSize(SCREEN_SIZES.desktop);
  await enterDice(p, 'Morale Test', [6, 6]);
  await p.getByRole('button', { name: 'Record Morale Test' }).click();
  await logShows(p, 'Levy held firm (under fire; under Lord Aldric; rolled 12 −3 hits from shooting −1 a Fearsome monster within 6″ = 8 against 6)');

  // Sir Bors rides with the Levy, which then breaks: his Fate is rolled on the screen and the Archers see him taken.
  const at = await stepCount(battle.id);
  await appendAll(battle.id, [
    { type: 'general-attached', generalId: 'A/d1.general', brigadeId: 'A/d1.b1' },
    { type: 'morale-test-called', brigadeId: 'A/d1.b1', reason: 'special' },
    { type: 'morale-tested', brigadeId: 'A/d1.b1', generalId: 'A/d1.general', roll: dice(1, 1) },
  ], at);
  await p.reload();
  await p.getByRole('heading', { name: "General's Fate: Sir Bors" }).waitFor();
  await p.getByLabel('Archers', { exact: true }).check();
  await enterDice(p, "General's Fate", [3, 2]);
  await p.getByRole('button', { name: "Record General's Fate" }).click();
  await logShows(p, "Sir Bors’ fate (rolled 5 on the General's Fate Table): Captured.");

  // The Archers' next Morale Test: their own General is captured, so the form asks; the witnessed loss costs 1.
  await p.getByText('More: baggage, a called Morale Test, concede').click();
  await p.getByLabel('Morale Test for').selectOption({ label: 'Archers' });
  await p.getByRole('button', { name: 'Call the test' }).click();
  await p.getByRole('heading', { name: 'Morale Test: Archers' }).waitFor();
  await p.getByText('Sir Bors was captured. Say which commander is nearest now.').waitFor();
  expect(await p.getByLabel('Nearest General or Marshal').inputValue()).toBe('');
  await enterDice(p, 'Morale Test', [6, 6]);
  await p.getByRole('button', { name: 'Record Morale Test' }).click();
  await p.getByRole('alert').filter({ hasText: 'Say which General or Marshal is nearest' }).waitFor();
  await p.getByLabel('Nearest General or Marshal').selectOption({ label: 'Dame Ysolde' });
  await p.getByRole('alert').filter({ hasText: 'Say which General or Marshal is nearest' }).waitFor({ state: 'detached' });
  await p.getByText('− 1 (saw a General lost)').waitFor();
  await p.setViewportSize(SCREEN_SIZES.phone);
  await readableSnapshot(p, 'oo-reach-04-commander-asks-phone');
  await p.setViewportSize(SCREEN_SIZES.tablet);
  await readableSnapshot(p, 'oo-reach-04-commander-asks-tablet');
  await p.setViewportSize(SCREEN_SIZES.desktop);
  await p.getByRole('button', { name: 'Record Morale Test' }).click();
  await logShows(p, 'Archers held firm (called by a special rule; under Dame Ysolde; rolled 12 −1 saw a General lost = 11 against 5)');

  // The fleeing Levy: its Order Test asks for the nearest Divisional General now Sir Bors is gone, then it tries to rally under the Marshal.
  await p.getByRole('button', { name: 'Blue chip drawn' }).click();
  await p.getByLabel('Brigade to order').selectOption({ label: 'Levy' });
  await p.getByText('Sir Bors was captured. Say which commander is nearest now.').waitFor();
  expect(await p.getByLabel('Nearest Divisional General').inputValue()).toBe('');
  await enterDice(p, 'Order Test', [6, 6]);
  await p.getByRole('button', { name: 'Roll the Order Test' }).click();
  await p.getByRole('alert').filter({ hasText: 'Say which Divisional General is nearest' }).waitFor();
  await p.getByLabel('Nearest Divisional General').selectOption({ label: 'Dame Ysolde' });
  await p.getByRole('button', { name: 'Roll the Order Test' }).click();
  const levy = p.getByRole('article', { name: 'Levy acting' });
  await levy.getByRole('button', { name: 'Rally…' }).click();
  await levy.getByText('Sir Bors was captured. Say which commander is nearest now.').waitFor();
  await levy.getByLabel('Nearest General or Marshal').selectOption({ label: 'Lord Aldric' });
  await levy.getByLabel(/A Fearsome enemy is within 6″ \(Venomfang\)/).check();
  await levy.locator('[data-test="rally-target"]').getByText('6', { exact: true }).waitFor();
  await levy.getByText('(−1 a Fearsome monster within 6″)').waitFor();
  await readableSnapshot(p, 'oo-reach-05-rally-desktop');
  await enterDice(p, 'Rally test', [6, 6]);
  await levy.getByRole('button', { name: 'Attempt rally' }).click();
  await logShows(p, 'Levy rallied (under Lord Aldric; rolled 12 −1 a Fearsome monster within 6″ = 11 against 6)');
  await p.getByRole('tab', { name: /Event log/ }).click();
  await readableSnapshot(p, 'oo-reach-06-log-desktop');
  expect(p.problems).toEqual([]);
  await p.close();
}

describe('O&O rules reachable from the battle screen', () => {
  it('picks the nearest commander and enters Fearsome, a witnessed loss, Veil of Fog and a moved artillery target', () => snapshotOnFailure(() => page, 'oo-reach-failure', play), 240_000);
});
