import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserHost } from './support/browser-host';
import { attack, enterDice, orderTest } from './support/oo-battle-screen';
import { campaignWithArmies, setUpBattle } from './support/oo-battle';
import { newWatchedPage } from './support/watched-page';
import { snapshot, snapshotOnFailure } from './support/screenshots';
import { blueRoster, redRoster } from '../src-shared/rules/orders-omens/walkthrough/testing/sample-armies';
import { SAMPLE_BATTLE } from '../src-shared/rules/orders-omens/walkthrough/testing/sample-battle';

/**
 * The melee and charge forms as a group uses them: a flank charge with the Marshal joining the
 * fight, and a Brace Volley whose hits decide the first round. Blue = Alice, Red = Bram; the
 * armies are the sample ones (Levy: Green hand weapons, 3 dice a regiment; Swordsmen: Experienced
 * hand weapons, 4 dice; Halberdiers: Experienced armoured polearms, 4 dice; Crossbowmen: Green
 * crossbows, 3 dice). Melee hits on 5+ after modifiers; 25 casualties a hit.
 */

const env = useBrowserHost();
const api = env.api;
let page: Page | null = null;

const percentOf = async (p: Page, text: RegExp) => Number(/(\d+)%/.exec((await p.getByLabel('Melee odds').getByText(text).textContent()) ?? '')![1]);

type Roster = ReturnType<typeof blueRoster>;

/** A battle set up through the API (the walkthrough's own calls), in a campaign of its own (each named apart, as the app wants); returns its hash route and id. */
async function createBattle(campaignName: string, rosters: readonly [Roster, Roster]): Promise<{ hash: string; id: string }> {
  const campaign = await campaignWithArmies(api, campaignName, rosters);
  const { battle, hash } = await setUpBattle(api, campaign, { name: 'The Fight at the Ford', tableWidthFeet: 4, tableDepthFeet: 4, turnLimit: 6, objectives: [{ name: 'The ford' }] });
  return { hash, id: battle.id };
}

/** The sample armies at turn 1's Activation. */
async function battleAtActivation(campaignName: string): Promise<string> {
  const battle = await createBattle(campaignName, [blueRoster(), redRoster()]);
  // Initiative, terrain, recon, deployment and turn 1's Strategy exactly as the sample battle plays them.
  const opening = SAMPLE_BATTLE.slice(0, SAMPLE_BATTLE.findIndex((s) => s.type === 'activation-started') + 1);
  for (const [index, event] of opening.entries()) await api('battles.append', { battleId: battle.id, event, expectedCount: index });
  return battle.hash;
}

describe('melee modifiers, Generals in melee and charge reactions', () => {
  it('charges a flank with the Marshal joining, then meets a Brace Volley', () => snapshotOnFailure(() => page, 'forms-failure', play), 180_000);

  it('offers Regeneration, the Adaptable Command re-roll and Dragonfire only where the armies have them', () => snapshotOnFailure(() => page, 'forms-failure', monstersAndHumans), 180_000);

  it("sends a volley's hits to the regiment chosen under \"Hits go to\"", () => snapshotOnFailure(() => page, 'forms-failure', aimedVolley), 180_000);
});

async function play(): Promise<void> {
  const hash = await battleAtActivation('The Flank March');
  const p = await newWatchedPage(env.browser, { viewport: { width: 1280, height: 900 } });
  page = p;
  await p.goto(`${env.host.url}#${hash}`);
  await p.getByRole('heading', { name: 'Activation' }).waitFor();

  // The Generals' disclosure: a Blue chip lets Blue's Generals ride, not Red's.
  await orderTest(p, 'Blue', 'Levy', [6, 3]);
  await p.getByText('Generals: ride 15″, join or leave a Brigade').click();
  await p.getByRole('button', { name: 'Marshal rides up to 15 inches' }).first().click();
  await p.getByText('moved this turn').waitFor();
  await p.getByText('moves when a Blue chip is drawn').waitFor({ state: 'detached' });
  await p.getByText('moves when a Red chip is drawn').first().waitFor();
  await snapshot(p, 'forms-01-generals');
  await p.getByText('Generals: ride 15″, join or leave a Brigade').click();

  // The Levy charge the Swordsmen.
  const levy = p.getByRole('article', { name: 'Levy acting' });
  await levy.getByRole('button', { name: 'Charge…' }).click();
  await levy.getByRole('combobox', { name: 'Target', exact: true }).selectOption({ label: 'Swordsmen' });
  // The defender's reaction is chosen, not preselected: Declare waits for it.
  expect(await levy.getByRole('button', { name: 'Declare charge' }).isDisabled()).toBe(true);
  await levy.getByText('No reaction', { exact: true }).click();
  await levy.getByRole('button', { name: 'Declare charge' }).click();
  const melee = p.getByRole('form', { name: 'Melee: Levy against Swordsmen' });
  await melee.waitFor();
  const frontOdds = await percentOf(p, /^Levy wins/);

  // Levy 1 wheeled onto the Swordsmen's flank: +1 to hit on top of the charge's +1 (said once for both Levy regiments).
  await melee.getByText("Every regiment strikes the enemy's front").first().click();
  await melee.getByRole('radiogroup', { name: "Levy 1 strikes the enemy's" }).getByText('Flank +1').click();
  await melee.getByText('Levy 1: strikes the flank (+1); the other strikes the front').waitFor();
  await melee.getByLabel('Levy 1 modifiers').filter({ hasText: '+1 attacking flank or rear' }).waitFor();
  await melee.getByLabel('Levy modifiers, every regiment').filter({ hasText: '+1 charging (first round)' }).waitFor();
  const flankOdds = await percentOf(p, /^Levy wins/);
  expect(flankOdds).toBeGreaterThan(frontOdds);

  // Blue's Marshal is in base contact with Levy 1: +1 Combat Die (3 + 1 = 4 dice).
  await melee.getByText('Generals in contact: none').first().click();
  await melee.getByLabel('Marshal joins the melee').first().selectOption({ label: 'In contact with Levy 1' });
  await melee.getByLabel('Levy 1 modifiers').filter({ hasText: '+1 die: General in contact' }).waitFor();
  await melee.getByText('Generals in contact: Marshal with Levy 1').waitFor();
  await melee.getByLabel('Levy 1 dice die 4', { exact: true }).waitFor();
  const withMarshal = await percentOf(p, /^Levy wins/);
  expect(withMarshal).toBeGreaterThan(flankOdds);

  // Levy 1: 4 dice at +2 (charge, flank) hit on a natural 3+: 3, 3, 2, 6 → 3 hits = 75 casualties.
  // Levy 2: 3 dice at +1 (charge) hit on a natural 4+: 4, 1, 2 → 1 hit = 25.
  // Swordsmen 1: 4 dice, no modifier, 5+: 5, 5, 1, 2 → 2 hits = 50. Swordsmen 2: 1, 2, 3, 4 → 0.
  // No armour on either side, so no saves: Levy inflict 4 hits (100), take 2 (50); Levy win by 2.
  await attack(p, 'Levy 1', [3, 3, 2, 6], 3);
  await attack(p, 'Levy 2', [4, 1, 2], 1);
  await attack(p, 'Swordsmen 1', [5, 5, 1, 2], 2);
  await attack(p, 'Swordsmen 2', [1, 2, 3, 4], 0);
  await melee.getByText('3 hits after saves = 75 casualties').waitFor();
  await snapshot(p, 'forms-02-flank-melee-with-marshal');
  await melee.getByRole('button', { name: 'Record melee round' }).click();

  // The Swordsmen lost by 2: their Morale Test carries −2.
  await p.getByRole('heading', { name: 'Morale Test: Swordsmen' }).waitFor();
  await p.getByText('2D6 − 2 (lost the melee by 2)').waitFor();
  let detail = await api<{ state: { regiments: Record<string, { hitsTaken: number }>; generals: Record<string, { attachedTo: string | null }> } }>('battles.get', { id: hash.split('/').pop() });
  expect(detail.state.regiments['B/d1.b1.r1']!.hitsTaken * 25).toBe(100);
  expect(detail.state.regiments['A/d1.b1.r1']!.hitsTaken * 25).toBe(50);
  expect(detail.state.generals['A/marshal']!.attachedTo).toBe('A/d1.b1');
  await enterDice(p, 'Morale Test', [6, 6]);
  await p.getByRole('button', { name: 'Record Morale Test' }).click();
  await p.getByRole('heading', { name: 'Morale Test: Swordsmen' }).waitFor({ state: 'detached' });
  // The Swordsmen held firm: round 2 opens with the Marshal still in contact with Levy 1.
  const roundTwo = p.getByRole('form', { name: 'Melee: Levy against Swordsmen' });
  await roundTwo.getByText('round 2').waitFor();
  await roundTwo.getByText('Generals in contact: Marshal with Levy 1').waitFor();
  await roundTwo.getByLabel('Levy 1 modifiers').filter({ hasText: '+1 die: General in contact' }).waitFor();

  // Red passes; Blue's Halberdiers (polearms) move into contact with the Crossbowmen, who brace.
  await p.getByRole('button', { name: 'Red chip drawn' }).click();
  await p.getByRole('button', { name: 'Pass the chip' }).click();
  await orderTest(p, 'Blue', 'Halberdiers', [5, 4]);
  const halberdiers = p.getByRole('article', { name: 'Halberdiers acting' });
  await halberdiers.getByRole('button', { name: 'Charge…' }).click();
  await halberdiers.getByRole('combobox', { name: 'Target', exact: true }).selectOption({ label: 'Crossbowmen' });
  await halberdiers.getByLabel('How').selectOption('move-into-contact');
  await halberdiers.getByText('Brace', { exact: true }).click();
  await halberdiers.getByRole('checkbox', { name: /Fire a Brace Volley/ }).check();
  // Six crossbow dice hitting only on 6s: P(at least one) = 1 − (5/6)^6 = 66.5%; 6 × 1/6 = 1.0 expected.
  await halberdiers.getByText('At least one hit 67%').waitFor();
  await halberdiers.getByText('About 1.0 hits').waitFor();
  // Crossbows negate armour, so the armoured Halberdiers save nothing: 6,5,1 → 1 hit; 6,6,2 → 2 hits.
  await attack(p, 'Crossbowmen 1 Brace', [6, 5, 1], 1);
  await attack(p, 'Crossbowmen 2 Brace', [6, 6, 2], 2);
  await snapshot(p, 'forms-03-brace-volley');
  await halberdiers.getByRole('button', { name: 'Move into contact' }).click();

  // The 3 Brace hits are already on the Halberdiers when the melee opens.
  const second = p.getByRole('form', { name: 'Melee: Halberdiers against Crossbowmen' });
  await second.getByText('Brace Volley: 3 hits already on Halberdiers').waitFor();
  // Both Halberdiers regiments strike with polearms to the front: the +2 is said once for the Brigade.
  await second.getByLabel('Halberdiers modifiers, every regiment').filter({ hasText: '+2 polearms to the front' }).waitFor();
  // Halberdiers: polearms +2 to the front, no charge bonus (moved into contact). 5,3,1,1 → 7,5,3,3: 2 hits;
  // 2,2,1,1 → 4,4,3,3: 0. Crossbowmen: −1 in melee (crossbows): 1,1,1 and 1,2,3 → 0 hits.
  // Hits on the Halberdiers: 0 + 3 Brace = 3 against 2: the Crossbowmen win by 1.
  await attack(p, 'Halberdiers 1', [5, 3, 1, 1], 2);
  await attack(p, 'Halberdiers 2', [2, 2, 1, 1], 0);
  await attack(p, 'Crossbowmen 1', [1, 1, 1], 0);
  await attack(p, 'Crossbowmen 2', [1, 2, 3], 0);
  await snapshot(p, 'forms-04-melee-after-brace');
  await second.getByRole('button', { name: 'Record melee round' }).click();
  await p.getByRole('heading', { name: 'Morale Test: Halberdiers' }).waitFor();
  await p.getByText('2D6 − 1 (lost the melee by 1)').waitFor();
  detail = await api('battles.get', { id: hash.split('/').pop() });
  // 3 Brace hits on Halberdiers 1 (the first regiment) = 75 casualties; 2 hits on Crossbowmen 1 = 50.
  expect(detail.state.regiments['A/d1.b3.r1']!.hitsTaken * 25).toBe(75);
  expect(detail.state.regiments['B/d1.b2.r1']!.hitsTaken * 25).toBe(50);
  await p.getByRole('tab', { name: /Event log/ }).click();
  await p.getByText('Melee round 1: Crossbowmen beat Halberdiers by 1 hit (2–3).').waitFor();
  await p.getByText('Its Brace Volley scored 3 hits.').waitFor();
  await snapshot(p, 'forms-05-event-log');
  expect(p.problems).toEqual([]);
  await p.close();
}

/** Blue as Humans with a Dragon, Red as Orcs with a Troll Mob. */
async function monstersAndHumans(): Promise<void> {
  const blue = blueRoster();
  const red = redRoster();
  const withMonster = (roster: Roster, list: 'human' | 'orc', monster: 'dragon' | 'troll-mob', name: string): Roster => ({
    ...roster,
    list,
    divisions: roster.divisions.map((d) => ({ ...d, attached: [{ type: 'monster' as const, monster, name, id: 'd1.x1' }] })),
  });
  const battle = await createBattle('The Dragon and the Trolls', [withMonster(blue, 'human', 'dragon', 'Dragon'), withMonster(red, 'orc', 'troll-mob', 'Troll Mob')]);
  const deployments = SAMPLE_BATTLE.slice(0, SAMPLE_BATTLE.findIndex((s) => s.type === 'strategic-order-issued'));
  const opening = [...deployments, { type: 'brigade-deployed', brigadeId: 'B/d1.x1' }, { type: 'brigade-deployed', brigadeId: 'A/d1.x1' }];
  for (const [index, event] of opening.entries()) await api('battles.append', { battleId: battle.id, event, expectedCount: index });

  const p = await newWatchedPage(env.browser, { viewport: { width: 1280, height: 900 } });
  page = p;
  await p.goto(`${env.host.url}#${battle.hash}`);
  await p.getByRole('heading', { name: 'Strategic Orders' }).waitFor();

  // Regeneration: 5+ on a D6 = 2 faces in 6 = 33%.
  const regeneration = p.getByRole('form', { name: 'Troll Mob regeneration' });
  await regeneration.getByText('+1 Combat Die this turn 33%').waitFor();
  await enterDice(p, 'Troll Mob regeneration', [5]);
  await snapshot(p, 'forms-06-regeneration');
  await regeneration.getByRole('button', { name: 'Record regeneration' }).click();
  await regeneration.waitFor({ state: 'detached' });
  await p.getByRole('button', { name: 'Fill the chip bag — Activation' }).click();

  // Adaptable Command: Blue (Human) fails an Order Test (1 + 2 = 3 against 3 + 2 = 5) and re-rolls it.
  await p.getByRole('button', { name: 'Blue chip drawn' }).click();
  await p.getByLabel('Brigade to order').selectOption({ label: 'Levy' });
  await enterDice(p, 'Order Test', [1, 2]);
  await p.getByRole('button', { name: 'Roll the Order Test' }).click();
  const reroll = p.getByRole('form', { name: 'Adaptable Command' });
  await reroll.waitFor();
  await snapshot(p, 'forms-07-adaptable-command');
  await enterDice(p, 'Order Test re-roll', [5, 4]);
  await reroll.getByRole('button', { name: 'Re-roll the Order Test' }).click();
  await p.getByRole('article', { name: 'Levy acting' }).waitFor();
  await reroll.waitFor({ state: 'detached' });

  // Red (Orcs) have no Adaptable Command: a failed test offers no re-roll.
  await p.getByRole('button', { name: 'Red chip drawn' }).click();
  await p.getByLabel('Brigade to order').selectOption({ label: 'Swordsmen' });
  await enterDice(p, 'Order Test', [1, 2]);
  await p.getByRole('button', { name: 'Roll the Order Test' }).click();
  await p.getByRole('heading', { name: 'Red chip drawn' }).waitFor({ state: 'detached' });
  expect(await p.getByRole('form', { name: 'Adaptable Command' }).count()).toBe(0);

  // Dragonfire: 3 dice on 5+, armour ignored. 5, 6, 2 → 2 hits = 50 casualties on the Swordsmen.
  await p.getByRole('button', { name: 'Blue chip drawn' }).click();
  await p.getByLabel('Brigade to order').selectOption({ label: 'Dragon' });
  await enterDice(p, 'Order Test', [6, 6]);
  await p.getByRole('button', { name: 'Roll the Order Test' }).click();
  const dragon = p.getByRole('article', { name: 'Dragon acting' });
  await dragon.getByRole('button', { name: 'Dragonfire…' }).click();
  await dragon.getByRole('combobox', { name: 'Target', exact: true }).selectOption({ label: 'Swordsmen' });
  // P(at least one hit) = 1 − (4/6)^3 = 70.4%.
  await dragon.getByText('At least one hit 70%').waitFor();
  await attack(p, 'Dragonfire', [5, 6, 2], 2);
  await dragon.getByText('2 hits after saves = 50 casualties').waitFor();
  await snapshot(p, 'forms-08-dragonfire');
  await dragon.getByRole('button', { name: 'Record Dragonfire' }).click();
  await p.getByRole('heading', { name: 'Morale Test: Swordsmen' }).waitFor();
  expect(await p.getByRole('article', { name: 'Levy acting' }).getByRole('button', { name: /Dragonfire/ }).count()).toBe(0);
  expect(p.problems).toEqual([]);
  await p.close();
}

/** The Archers shoot the Swordsmen: Archers 1 at the default (Swordsmen 1), Archers 2 at Swordsmen 2. */
async function aimedVolley(): Promise<void> {
  const hash = await battleAtActivation('The Aimed Volley');
  const p = await newWatchedPage(env.browser, { viewport: { width: 1280, height: 900 } });
  page = p;
  await p.goto(`${env.host.url}#${hash}`);
  await p.getByRole('heading', { name: 'Activation' }).waitFor();

  await orderTest(p, 'Blue', 'Archers', [6, 3]);
  const archers = p.getByRole('article', { name: 'Archers acting' });
  await archers.getByRole('button', { name: 'Shoot…' }).click();
  await archers.getByRole('combobox', { name: 'Target', exact: true }).selectOption({ label: 'Swordsmen' });
  // Every firing regiment starts on the engine's default, the Brigade's first regiment, named.
  expect(await archers.getByLabel('Archers 1 hits go to').inputValue()).toBe('B/d1.b1.r1');
  expect(await archers.getByLabel('Archers 2 hits go to').locator('option:checked').textContent()).toBe('Swordsmen 1 (default)');
  // Experienced bows, 4 dice each; 6s always hit, 1s always miss. Archers 1: 6,1,1,1 → 1 hit;
  // Archers 2: 6,6,1,1 → 2 hits. The Swordsmen wear no armour, so no saves.
  await attack(p, 'Archers 1', [6, 1, 1, 1], 1);
  await attack(p, 'Archers 2', [6, 6, 1, 1], 2);
  // Choosing a target after the dice keeps them.
  await archers.getByLabel('Archers 2 hits go to').selectOption({ label: 'Swordsmen 2' });
  await archers.getByText('Swordsmen 2 saves nothing').waitFor();
  await archers.getByText('2 hits after saves = 50 casualties').waitFor();
  await snapshot(p, 'forms-09-hits-go-to');
  await archers.getByRole('button', { name: 'Record shooting' }).click();
  await p.getByRole('heading', { name: 'Morale Test: Swordsmen' }).waitFor();

  // 1 hit (25 casualties) on Swordsmen 1, 2 hits (50) on Swordsmen 2, as the log shows.
  const detail = await api<{ state: { regiments: Record<string, { hitsTaken: number }> } }>('battles.get', { id: hash.split('/').pop() });
  expect(detail.state.regiments['B/d1.b1.r1']!.hitsTaken * 25).toBe(25);
  expect(detail.state.regiments['B/d1.b1.r2']!.hitsTaken * 25).toBe(50);
  await p.getByRole('tab', { name: /Event log/ }).click();
  await p.getByText('Hits landed on Swordsmen 1 (1 hit, 25 casualties) and Swordsmen 2 (2 hits, 50 casualties).').waitFor();
  await snapshot(p, 'forms-10-hits-taken-log');
  expect(p.problems).toEqual([]);
  await p.close();
}
