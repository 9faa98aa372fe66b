import { beforeAll, describe, expect, it } from 'vitest';
import { blueRoster, redRoster } from '../src-shared/rules/orders-omens/walkthrough/testing/sample-armies';
import { dice } from '../src-shared/rules/orders-omens/battle/testing/fixtures';
import type { LoggedStep } from '../src-shared/rules/orders-omens/walkthrough/walkthrough';
import { useBrowserHost } from './support/browser-host';
import { campaignWithArmies, setUpBattle } from './support/oo-battle';
import { readableAtEverySize, readableSnapshot } from './support/readable-screen';
import { SCREEN_SIZES } from './support/screenshots';
import { newWatchedPage, type WatchedPage } from './support/watched-page';

/**
 * Orders & Omens (seed 002) from the battle screen: the pre-battle walkthrough's terrain gap
 * (L228), Recon Marker moves with the 12" move, tether and locking (L177–L183), dummy Brigades
 * (L203) and reveals by distance (L207–L209); then a Brigade split into two Demi-Brigades that are
 * ordered apart and combined again (L397–L398). Blue (Alice) attacks, Red (Bram) defends.
 */
const env = useBrowserHost();
const api = env.api;
let page: WatchedPage;
let battleId = '';
let hash = '';
const TYPED = ['The Split Column', 'Alice', 'Bram', 'Blue', 'Red', 'Levy', 'Archers', 'Halberdiers', 'Swordsmen', 'Crossbowmen', 'Knights', 'Old mill', 'The ford', 'Blue Division', 'Red Division'];

/** Appends steps through the contract, as the walkthrough's own calls do. */
async function append(...steps: LoggedStep[]): Promise<void> {
  for (const event of steps) {
    const detail = await api<{ steps: unknown[] }>('battles.get', { id: battleId });
    await api('battles.append', { battleId, event, expectedCount: detail.steps.length });
  }
}

async function reload(): Promise<void> {
  await page.goto(`${env.host.url}#${hash}`);
  await page.reload();
}

const everySize = (name: string) => readableAtEverySize(page, name, { sizes: SCREEN_SIZES, checks: { typed: TYPED } });

beforeAll(async () => {
  const campaign = await campaignWithArmies(api, 'The Split Column', [blueRoster(), redRoster()]);
  const created = await setUpBattle(api, campaign, { name: 'The Split Column', tableWidthFeet: 4, tableDepthFeet: 4, turnLimit: 6, objectives: [{ name: 'The ford' }] });
  battleId = created.battle.id;
  hash = created.hash;
  await append({ type: 'initiative-rolled', rolls: { A: dice(6, 5), B: dice(2, 1) }, winnerTakes: 'attacker' });
  page = await newWatchedPage(env.browser, { viewport: SCREEN_SIZES.desktop });
}, 120_000);

describe('the Orders & Omens pre-battle walkthrough and Demi-Brigades', () => {
  it('refuses terrain closer than 5″ to another feature (L228)', async () => {
    await reload();
    await page.getByRole('heading', { name: 'Place Terrain' }).waitFor();
    await page.getByLabel('Terrain name').fill('Old mill');
    await page.getByLabel('Inches to the nearest other feature').fill('4');
    await page.getByRole('button', { name: 'Place terrain', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'This piece is 4″ from the nearest other feature. Terrain must be placed 5″ or more from other features: move it further away.' }).waitFor();
    await page.getByLabel('Inches to the nearest other feature').fill('6');
    await page.getByRole('button', { name: 'Place terrain', exact: true }).click();
    await page.getByText('Next: Blue places a piece').waitFor();
    await page.getByRole('button', { name: 'Terrain done — go to Recon' }).click();
  }, 60_000);

  it('moves Recon Markers: 12″ at most, locking within 12″ of an enemy marker, deploying only when all are locked (L177–L183)', async () => {
    await page.getByRole('heading', { name: 'Recon Phase' }).waitFor();
    await page.getByLabel('Inches along the edge').fill('12');
    await page.getByRole('button', { name: 'Record entry point' }).click();
    await page.getByText('Next: Blue to choose an entry point').waitFor();
    await page.getByLabel('Table edge').selectOption('top');
    await page.getByLabel('Inches along the edge').fill('36');
    await page.getByRole('button', { name: 'Record entry point' }).click();

    const form = page.getByRole('form', { name: 'Move a Recon Marker' });
    await form.getByText('Next: Red moves a Recon Marker up to 12″').waitFor();
    await form.getByLabel('Inches moved').fill('13');
    await form.getByLabel('Inches to the nearest table edge').fill('13');
    await form.getByRole('button', { name: 'Record the move' }).click();
    await page.getByRole('alert').filter({ hasText: 'a Recon Marker moves up to 12″; this move is 13″' }).waitFor();
    await form.getByLabel('Inches moved').fill('12');
    // 13" from the edge with no friendly marker near: the tether breaks.
    await form.getByRole('button', { name: 'Record the move' }).click();
    await page.getByRole('alert').filter({ hasText: 'a Recon Marker must end within 12″ of a friendly Recon Marker or a table edge' }).waitFor();
    await form.getByLabel('Inches to the nearest table edge').fill('12');
    await form.getByRole('button', { name: 'Record the move' }).click();
    await form.getByText('Next: Blue moves a Recon Marker up to 12″').waitFor();
    // Blue's marker ends 10" from Red's marker 1: both lock.
    await form.getByLabel('Inches to the nearest table edge').fill('12');
    await form.getByLabel('Inches to the nearest enemy marker').fill('10');
    await form.getByLabel('Which enemy marker (both lock)').selectOption({ label: 'Red marker 1' });
    await form.getByRole('button', { name: 'Record the move' }).click();
    const locked = page.getByRole('list', { name: 'Recon Markers locked' });
    await locked.getByText('Blue: 1 of 4 markers locked (marker 1)').waitFor();
    await locked.getByText('Red: 1 of 6 markers locked (marker 1)').waitFor();
    await page.getByRole('button', { name: 'All markers locked — deploy' }).click();
    await page.getByRole('alert').filter({ hasText: '8 Recon Markers are not locked yet' }).waitFor();
    await everySize('oo-recon-01-markers');

    // The rest lock in turn: Red, Blue alternating, then Red alone with the markers Blue lacks.
    const lock = (side: 'A' | 'B', marker: number): LoggedStep => ({ type: 'recon-marker-moved', side, marker, distanceInches: 8, nearestFriendlyMarkerInches: 6, nearestTableEdgeInches: 14, nearestEnemyMarkerInches: 9, enemyMarker: 1 });
    await append(lock('B', 2), lock('A', 2), lock('B', 3), lock('A', 3), lock('B', 4), lock('A', 4), lock('B', 5), lock('B', 6));
    await reload();
    await page.getByText('Every Recon Marker is locked.').waitFor();
    await page.getByRole('button', { name: 'All markers locked — deploy' }).click();
    await page.getByRole('heading', { name: 'Deployment', exact: true }).waitFor();
  }, 90_000);

  it('places one dummy Brigade per Division (oo.dummy-markers) and reveals by distance (revealCheck, oo.reveal-scope)', async () => {
    const red = page.getByRole('form', { name: 'Dummy Brigade for Red' });
    await red.getByLabel("Blank markers in Red's dummy Brigade").selectOption('3');
    await red.getByRole('button', { name: 'Place a dummy Brigade for Red' }).click();
    await red.getByText('Red: 1 dummy Brigade placed').waitFor();
    await red.getByRole('button', { name: 'Place a dummy Brigade for Red' }).click();
    await page.getByRole('alert').filter({ hasText: 'Red: at most 1 dummy Brigade (one per Division)' }).waitFor();
    await page.getByText('Placement order at the table').click();
    const plan = page.getByRole('list', { name: 'Placement order' });
    // Red (Defender) first; its dummy Brigade is a placement of its own: 4 for Red, 3 for Blue.
    expect(await plan.getByRole('listitem').count()).toBe(7);
    expect(await plan.getByRole('listitem').first().textContent()).toContain('Red');

    await page.getByRole('button', { name: 'Deploy Swordsmen' }).click();
    await page.getByText('Next: Blue places a Brigade').waitFor();
    await page.getByRole('button', { name: 'Deploy Levy' }).click();
    await page.getByRole('button', { name: 'Deploy Levy' }).waitFor({ state: 'detached' });
    await page.getByText('Log a reveal').click();
    const reveal = page.getByRole('form', { name: 'Log a reveal' });
    await reveal.getByLabel('Turned over').selectOption({ label: 'Levy' });
    await reveal.getByLabel('Because').selectOption('enemy-deployed-near');
    await reveal.getByLabel(/How near, in inches/).fill('30');
    await reveal.getByRole('button', { name: 'Log reveal' }).click();
    await page.getByRole('alert').filter({ hasText: 'An enemy was deployed 30″ away, beyond 24″: markers stay hidden.' }).waitFor();
    await reveal.getByLabel(/How near, in inches/).fill('20');
    await reveal.getByLabel('The enemy Brigade near it').selectOption({ label: 'Swordsmen' });
    await everySize('oo-recon-02-deployment');
    await reveal.getByRole('button', { name: 'Log reveal' }).click();
    // Levy and the Swordsmen near it are both turned over; the dummy is still hidden.
    await expect.poll(async () => (await reveal.getByLabel('Turned over').locator('option').allTextContents()).filter((o) => o !== 'Choose…')).toEqual(["Red's dummy Brigade 1"]);
    await reveal.getByLabel('Turned over').selectOption({ label: "Red's dummy Brigade 1" });
    await reveal.getByLabel(/How near, in inches/).fill('12');
    await reveal.getByRole('button', { name: 'Log reveal' }).click();
    await page.getByText('Log a reveal').waitFor({ state: 'detached' });
  }, 90_000);

  it('splits Levy into two Demi-Brigades, each ordered on its own chip, and combines them again (L397–L398)', async () => {
    await append(
      { type: 'brigade-deployed', brigadeId: 'B/d1.b2' },
      { type: 'brigade-deployed', brigadeId: 'A/d1.b2' },
      { type: 'brigade-deployed', brigadeId: 'B/d1.b3' },
      { type: 'brigade-deployed', brigadeId: 'A/d1.b3' },
      { type: 'activation-started' },
    );
    await reload();
    await page.getByRole('button', { name: 'Blue chip drawn' }).click();
    await page.getByLabel('Brigade to order').selectOption({ label: 'Levy' });
    for (const [i, face] of [6, 5].entries()) await page.getByLabel(`Order Test die ${i + 1}`, { exact: true }).fill(String(face));
    await page.getByRole('button', { name: 'Roll the Order Test' }).click();
    const levy = page.getByRole('article', { name: 'Levy acting' });
    await levy.getByRole('button', { name: 'Split into Demi-Brigades…' }).click();
    const split = levy.getByRole('form', { name: 'Split into Demi-Brigades' });
    await split.getByRole('button', { name: 'Split (1 action)' }).click();
    await levy.getByRole('alert').filter({ hasText: 'Tick the regiments of the first Demi-Brigade' }).waitFor();
    await split.getByLabel('Levy 1').check();
    await everySize('oo-demi-01-split-form');
    await split.getByRole('button', { name: 'Split (1 action)' }).click();
    await levy.waitFor({ state: 'detached' });

    // Each half takes its own chip and Order Test: Blue's second chip orders the first half.
    await page.getByRole('button', { name: 'Blue chip drawn' }).click();
    // The chip's choice of Brigade appears after the step is recorded: wait for the halves in it.
    const halves = ['First Demi-Brigade of Levy', 'Second Demi-Brigade of Levy'];
    await expect.poll(() => page.getByLabel('Brigade to order').locator('option').allTextContents()).toEqual(expect.arrayContaining(halves));
    const candidates = await page.getByLabel('Brigade to order').locator('option').allTextContents();
    expect(candidates).not.toContain('Levy');
    await page.getByLabel('Brigade to order').selectOption({ label: 'First Demi-Brigade of Levy' });
    for (const [i, face] of [5, 5].entries()) await page.getByLabel(`Order Test die ${i + 1}`, { exact: true }).fill(String(face));
    await page.getByRole('button', { name: 'Roll the Order Test' }).click();
    const half = page.getByRole('article', { name: 'First Demi-Brigade of Levy acting' });
    await half.waitFor();
    await everySize('oo-demi-02-half-acting');
    await half.getByRole('button', { name: 'Combine with Second Demi-Brigade of Levy (in base contact)' }).click();
    const whole = page.getByRole('article', { name: 'Levy acting' });
    await whole.waitFor();
    await page.emulateMedia({ colorScheme: 'dark' });
    await readableSnapshot(page, 'oo-demi-03-combined-dark', { typed: TYPED });
    await page.emulateMedia({ colorScheme: 'light' });
    // The log says it in words, naming the halves.
    const log = await api<{ steps: { outcome: string[] }[] }>('battles.get', { id: battleId });
    expect(log.steps.at(-1)!.outcome).toEqual(['First Demi-Brigade of Levy and Second Demi-Brigade of Levy combined into Levy once more.']);
  }, 120_000);
});
