import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserHost } from './support/browser-host';
import { enterDice, orderTest } from './support/oo-battle-screen';
import { campaignWithArmies, setUpBattle } from './support/oo-battle';
import { newWatchedPage } from './support/watched-page';
import { snapshot, snapshotOnFailure } from './support/screenshots';
import { blueRoster, redRoster } from '../src-shared/rules/orders-omens/walkthrough/testing/sample-armies';
import { SAMPLE_BATTLE } from '../src-shared/rules/orders-omens/walkthrough/testing/sample-battle';

/**
 * The monsters' re-rolls entered through the melee form (issue #11, blocking): Blue (Elves) with
 * a Treeman, "Rooted Strength: Re-roll failed hits in melee"; Red (Orcs) with a Wyvern, "Venomous
 * Bite: Enemy must re-roll successful armour saves"; then Blue (Humans) with a Chimera, "Multiple Heads: Once per
 * turn, may re-roll up to 2 Combat Dice" (seeds/002_cff186ffe79098a6.txt lines 1164, 1239, 1260).
 * Melee hits on 5+, +1 for a charger in the first round; Orc Bloodlust adds a die; armour saves on 6.
 */

const env = useBrowserHost();
const api = env.api;
let page: Page | null = null;

const hitsShown = (p: Page, regiment: string) => p.getByLabel(`${regiment} hits`, { exact: true }).textContent();

async function charge(p: Page, brigade: string, target: string): Promise<void> {
  const acting = p.getByRole('article', { name: `${brigade} acting` });
  await acting.getByRole('button', { name: 'Charge…' }).click();
  await acting.getByLabel('Target').selectOption({ label: target });
  await acting.getByText('No reaction', { exact: true }).click();
  await acting.getByRole('button', { name: 'Declare charge' }).click();
}

async function passMorale(p: Page, brigade: string): Promise<void> {
  await p.getByRole('heading', { name: `Morale Test: ${brigade}` }).waitFor();
  await enterDice(p, 'Morale Test', [6, 6]);
  await p.getByRole('button', { name: 'Record Morale Test' }).click();
  await p.getByRole('heading', { name: `Morale Test: ${brigade}` }).waitFor({ state: 'detached' });
}

type Roster = ReturnType<typeof blueRoster>;
type Attached = Roster['divisions'][number]['attached'][number];

type List = 'elven' | 'orc' | 'human' | 'playtest';

/** The sample armies with one monster each at most (an army may field only one), at turn 1's Activation, in a campaign of its own (each named apart, as the app wants). */
async function monsterBattle(campaignName: string, blue: [List, Attached[]], red: [List, Attached[]]): Promise<{ hash: string; id: string }> {
  const monsters = (roster: Roster, [list, attached]: [List, Attached[]]): Roster => ({ ...roster, list, divisions: roster.divisions.map((d) => ({ ...d, attached })) });
  const campaign = await campaignWithArmies(api, campaignName, [monsters(blueRoster(), blue), monsters(redRoster(), red)]);
  const { battle, hash } = await setUpBattle(api, campaign, { name: 'The Fight in the Old Forest', tableWidthFeet: 4, tableDepthFeet: 4, turnLimit: 6, objectives: [{ name: 'The glade' }] });
  const deployments = SAMPLE_BATTLE.slice(0, SAMPLE_BATTLE.findIndex((s) => s.type === 'strategic-order-issued'));
  const monsterIds = [...(red[1].length > 0 ? ['B/d1.x1'] : []), ...(blue[1].length > 0 ? ['A/d1.x1'] : [])];
  const opening = [...deployments, ...monsterIds.map((brigadeId) => ({ type: 'brigade-deployed', brigadeId })), { type: 'activation-started' }];
  for (const [index, event] of opening.entries()) await api('battles.append', { battleId: battle.id, event, expectedCount: index });
  return { hash, id: battle.id };
}

const hitsTaken = async (battleId: string, regimentId: string) =>
  (await api<{ state: { regiments: Record<string, { hitsTaken: number }> } }>('battles.get', { id: battleId })).state.regiments[regimentId]!.hitsTaken;

async function play(): Promise<void> {
  const battle = await monsterBattle('The Old Forest', ['elven', [{ type: 'monster', monster: 'treeman', name: 'Old Oak', id: 'd1.x1' }]], ['orc', [{ type: 'monster', monster: 'wyvern', name: 'Venomfang', id: 'd1.x1' }]]);
  const p = await newWatchedPage(env.browser, { viewport: { width: 1280, height: 900 } });
  page = p;
  await p.goto(`${env.host.url}#${battle.hash}`);
  await p.getByRole('heading', { name: 'Activation' }).waitFor();

  // Rooted Strength: Old Oak charges (5 dice, 4+): 4, 6, 1, 2, 3 → the three misses are rolled again.
  await orderTest(p, 'Blue', 'Old Oak');
  await charge(p, 'Old Oak', 'Swordsmen');
  const oak = p.getByRole('form', { name: 'Melee: Old Oak against Swordsmen' });
  await oak.waitFor();
  await enterDice(p, 'Old Oak dice', [4, 6, 1, 2, 3]);
  await oak.getByText('Rooted Strength: roll every miss again (dice 3, 4, 5)').waitFor();
  expect(await hitsShown(p, 'Old Oak')).toBe('–');
  // Recording before the re-rolls are in is refused in the form, naming what is missing.
  await enterDice(p, 'Swordsmen 1 dice', [1, 1, 1, 1, 1]);
  await enterDice(p, 'Swordsmen 2 dice', [1, 1, 1, 1, 1]);
  await oak.getByRole('button', { name: 'Record melee round' }).click();
  await oak.getByRole('alert').filter({ hasText: "Enter or roll Old Oak's re-rolled dice" }).waitFor();
  // Re-rolled 1, 1, 4 → 4, 6, 1, 1, 4: 3 hits; the Swordsmen (4 dice + Bloodlust) roll all 1s.
  await enterDice(p, 'Old Oak re-rolls', [1, 1, 4]);
  await expect.poll(() => hitsShown(p, 'Old Oak')).toBe('3');
  await snapshot(p, 'monsters-01-rooted-strength');
  await oak.getByRole('button', { name: 'Record melee round' }).click();
  await passMorale(p, 'Swordsmen');
  expect(await hitsTaken(battle.id, 'B/d1.b1.r1')).toBe(3);

  // Venomous Bite: Venomfang (6 + Bloodlust = 7 dice, 4+) charges the armoured Halberdiers.
  await orderTest(p, 'Red', 'Venomfang');
  await charge(p, 'Venomfang', 'Halberdiers');
  const bite = p.getByRole('form', { name: 'Melee: Venomfang against Halberdiers' });
  await bite.waitFor();
  await bite.getByText('must roll each save again (Venomous Bite)').first().waitFor();
  // 6, 6, 5, 4, 1, 1, 2 → 4 hits, so four saves on 6: 6, 6, 2, 1 → two saves, rolled again 6, 3.
  await enterDice(p, 'Venomfang dice', [6, 6, 5, 4, 1, 1, 2]);
  await enterDice(p, 'Venomfang saves', [6, 6, 2, 1]);
  await bite.getByText('Venomous Bite: Halberdiers 1 rolls its 2 successful saves again').waitFor();
  await enterDice(p, 'Venomfang save re-rolls', [6, 3]);
  await bite.getByText('3 hits after saves = 75 casualties').waitFor();
  // The Halberdiers (polearms +2 to the front, 3+) roll only 1s.
  await enterDice(p, 'Halberdiers 1 dice', [1, 1, 1, 1]);
  await enterDice(p, 'Halberdiers 2 dice', [1, 1, 1, 1]);
  await snapshot(p, 'monsters-02-venomous-bite');
  await bite.getByRole('button', { name: 'Record melee round' }).click();
  await passMorale(p, 'Halberdiers');
  expect(await hitsTaken(battle.id, 'A/d1.b3.r1')).toBe(3);

  expect(p.problems).toEqual([]);
  await p.close();
}

async function multipleHeads(): Promise<void> {
  const battle = await monsterBattle('The Three Heads', ['human', [{ type: 'monster', monster: 'chimera', name: 'Three Heads', id: 'd1.x1' }]], ['playtest', []]);
  const p = await newWatchedPage(env.browser, { viewport: { width: 1280, height: 900 } });
  page = p;
  await p.goto(`${env.host.url}#${battle.hash}`);
  await p.getByRole('heading', { name: 'Activation' }).waitFor();
  // Multiple Heads: Three Heads (6 dice, 4+ charging) charges the Swordsmen and uses its re-roll.
  await orderTest(p, 'Blue', 'Three Heads');
  await charge(p, 'Three Heads', 'Swordsmen');
  const heads = p.getByRole('form', { name: 'Melee: Three Heads against Swordsmen' });
  await heads.waitFor();
  const wins = async () => Number(/(\d+)%/.exec((await p.getByLabel('Melee odds').getByText(/^Three Heads wins/).textContent()) ?? '')![1]);
  const winsWithout = await wins();
  await heads.getByLabel(/Multiple Heads this round/).check();
  await expect.poll(wins).toBeGreaterThan(winsWithout);
  // 1, 2, 3, 4, 5, 6 → 3 hits; the first two misses are chosen, and the third may not be.
  await enterDice(p, 'Three Heads dice', [1, 2, 3, 4, 5, 6]);
  expect(await heads.getByLabel('Three Heads: roll die 1 again (shows 1)').isChecked()).toBe(true);
  expect(await heads.getByLabel('Three Heads: roll die 2 again (shows 2)').isChecked()).toBe(true);
  expect(await heads.getByLabel('Three Heads: roll die 3 again (shows 3)').isDisabled()).toBe(true);
  await enterDice(p, 'Three Heads re-rolls', [6, 4]);
  await expect.poll(() => hitsShown(p, 'Three Heads')).toBe('5');
  await enterDice(p, 'Swordsmen 1 dice', [1, 1, 1, 1]);
  await enterDice(p, 'Swordsmen 2 dice', [1, 1, 1, 1]);
  await snapshot(p, 'monsters-03-multiple-heads');
  await heads.getByRole('button', { name: 'Record melee round' }).click();
  await p.getByRole('heading', { name: 'Morale Test: Swordsmen' }).waitFor();
  expect(await hitsTaken(battle.id, 'B/d1.b1.r1')).toBe(5);
  await p.getByRole('tab', { name: /Event log/ }).click();
  await p.getByText('Melee round 1: Three Heads beat Swordsmen by 5 hits (5–0).').waitFor();
  expect(p.problems).toEqual([]);
  await p.close();
}

describe("the monsters' re-rolls in the melee form", () => {
  it('enters Rooted Strength and Venomous Bite, and the battle goes on', () => snapshotOnFailure(() => page, 'monsters-failure', play), 180_000);

  it('enters Multiple Heads: the chosen dice, at most two, rolled again', () => snapshotOnFailure(() => page, 'monsters-failure', multipleHeads), 180_000);
});
