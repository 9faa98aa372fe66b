import { beforeAll, describe, expect, it } from 'vitest';
import { army, Battle, setupOf, sides, squad, unit } from '../src-shared/rules/1999/testing/fixtures';
import { apiCaller } from './support/api';
import { useBrowserHost } from './support/browser-host';
import { BRIEF_SIZES, readableAtEverySize } from './support/readable-screen';
import { newWatchedPage } from './support/watched-page';

/**
 * A failed Instability roll in Chromium (seed 001 L375–L379, L635–L663): the table line gives the
 * result's own words, and the forces board keeps showing what it left in force for the Turn —
 * Trembling's −3 BAL on each Harrow Rifleman (L647) — which the roll to hit then uses.
 */
const env = useBrowserHost();
const TYPED = ['The Dust Front', 'Harrow line', 'Loner', 'Gate Nine'];
let url = '';

/** Ann's Riflemen (BAL +2 DNA, Instability 2) nominated in Turn 1, Bob's Scrap Runner having held its ground. */
async function riflemenNominated(hostUrl: string): Promise<string> {
  const ann = army('Harrow line', [squad('rifles', 'Harrow Riflemen', 3, { dna: [{ attribute: 'bal', amount: 2 }] })]);
  const bob = army('Loner', [unit('runner', 'Scrap Runner')]);
  const setup = { size: { kind: 'small' as const }, victory: { decidedBy: 'agreed' as const, condition: 'surrender' as const }, terrain: [] };
  const played = new Battle(setupOf(setup, sides({ player: 'Ann', roster: ann }, { player: 'Bob', roster: bob }))).deployAll('p1').holdGround('p2/runner');
  played.step({ type: 'unit-nominated', unitId: 'p1/rifles' });
  const call = apiCaller(hostUrl);
  const campaignId = (await call('campaigns.create', { name: 'The Dust Front' })).id;
  const players: string[] = [];
  for (const [name, colour] of [['Ann', '#1f5f8b'], ['Bob', '#8e2a22']] as const) players.push((await call('players.create', { campaignId, name, colour })).id);
  const forces = [];
  for (const [i, roster] of [ann, bob].entries()) forces.push(await call('forces.create', { campaignId, playerId: players[i]!, system: '1999', roster }));
  const battle = await call('battles.create', { system: '1999', campaignId, name: 'Gate Nine', sides: forces.map((force, i) => ({ playerId: players[i]!, armyIds: [force.id] })), setup });
  for (const [index, event] of played.log.entries()) await call('battles.append', { battleId: battle.id, system: '1999', event, expectedCount: index });
  return `${hostUrl}#/campaigns/${campaignId}/battles/${battle.id}`;
}

beforeAll(async () => {
  url = await riflemenNominated(env.host.url);
}, 60_000);

describe('1999: what a failed Instability roll leaves in force, on the battle screen', () => {
  it('Trembling is read in the table’s words, stays on the forces board for each Rifleman, and the roll to hit uses BAL 2', async () => {
    const page = await newWatchedPage(env.browser, { viewport: BRIEF_SIZES.desktop });
    await page.goto(url);
    await page.getByText('Instability roll for Harrow Riflemen').waitFor();
    await page.locator('input[aria-label="Instability roll"]').fill('1');
    await page.locator('input[aria-label="Instability table die 1"]').fill('1');
    await page.locator('input[aria-label="Instability table die 2"]').fill('3');
    await expect.poll(() => page.locator('.table-result').innerText()).toBe('4: Trembling. –3 to BAL score until the end of this Turn.');
    await page.getByRole('button', { name: 'Record the Instability roll', exact: true }).click();
    await page.locator('select[name="action"]').waitFor();
    const board = page.locator('.forces-board');
    for (const n of [1, 2, 3]) await expect.poll(() => board.innerText()).toContain(`Harrow Riflemen ${n}: 1 Wound · Trembling: −3 BAL this Turn`);
    await readableAtEverySize(page, '1999/instability-trembling-board', { checks: { typed: TYPED, touch: false } });

    // BAL 3 on the card, +2 DNA, −3 for Trembling (L647)
    await page.getByRole('button', { name: 'Declare', exact: true }).click();
    await page.getByRole('tab', { name: 'Shoot', exact: true }).click();
    await page.locator('select[name="shoot-target"]').selectOption({ label: 'Bob’s Scrap Runner' });
    await page.locator('input[name="shoot-range"]').fill('30');
    await page.locator('input[aria-label="Roll to hit: D6 + BAL 2, 7+"]').waitFor();
    expect(page.problems).toEqual([]);
    await page.close();
  }, 120_000);
});
