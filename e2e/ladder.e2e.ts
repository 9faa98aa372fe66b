import { beforeAll, describe, expect, it } from 'vitest';
import { pickLadderPlayer } from './support/app-steps';
import { useBrowserHost } from './support/browser-host';
import { readableSnapshot as snapshot } from './support/readable-screen';
import { newWatchedPage, type WatchedPage } from './support/watched-page';

const env = useBrowserHost();
let page: WatchedPage;

beforeAll(async () => {
  page = await newWatchedPage(env.browser);
  await page.goto(env.host.url);
});

async function challenge(challenger: string, challenged: string): Promise<void> {
  await page.getByRole('button', { name: 'Issue challenge' }).click();
  const dialog = page.getByRole('dialog', { name: 'Issue a challenge' });
  await pickLadderPlayer(dialog, 'challenger', challenger);
  await pickLadderPlayer(dialog, 'challenged', challenged);
  await dialog.getByRole('status', { name: 'Eligibility' }).filter({ hasText: 'Eligible' }).waitFor();
  await dialog.getByLabel('Place').fill('Club hall');
  await dialog.getByRole('button', { name: 'Issue challenge' }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function play(challenger: string, challenged: string, winner: string, battle?: string): Promise<void> {
  await challenge(challenger, challenged);
  const row = page.getByRole('table', { name: 'Open challenges' }).getByRole('row').filter({ hasText: `${challenger} challenges ${challenged}` });
  await row.getByRole('button', { name: 'Record result' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record the result' });
  await dialog.getByLabel(`${winner} won`).check();
  await dialog.getByRole('status', { name: 'What this result does' }).waitFor();
  if (battle) await dialog.getByLabel(/Battle/).fill(battle);
  await dialog.getByRole('button', { name: 'Record result' }).click();
  await dialog.waitFor({ state: 'detached' });
}

const rankRow = (label: string) => page.getByRole('table', { name: 'Rank Table' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: label }) });

describe('Title Tournament ladder in the browser host, as a new user would', () => {
  it('creates a ladder with six players and plays challenges until 1st Rank changes hands', async () => {
    await page.getByRole('button', { name: 'Start your first campaign' }).click();
    await page.getByRole('dialog', { name: 'New campaign' }).getByLabel('Name').fill('Club war');
    await page.getByRole('dialog', { name: 'New campaign' }).getByRole('button', { name: 'Create campaign' }).click();
    await page.getByRole('heading', { level: 1, name: 'Club war' }).waitFor();

    await page.getByRole('navigation').getByRole('link', { name: 'Ladder' }).click();
    await page.getByRole('heading', { name: 'No ladders yet' }).waitFor();
    await snapshot(page, 'ladder-01-empty');
    await page.getByRole('button', { name: 'Create the first ladder' }).click();
    const create = page.getByRole('dialog', { name: 'New ladder' });
    await create.getByLabel('Ladder name').fill('Club Title Tournament');
    await create.getByLabel('Game system').fill('1999');
    await create.getByLabel(/^Players/).fill('Ann\nBob\nCid\nDee\nEve\nFay');
    await create.locator('summary', { hasText: 'House rules' }).click();
    await snapshot(page, 'ladder-02-create');
    await create.getByRole('button', { name: 'Create ladder' }).click();

    await page.getByRole('heading', { level: 1, name: 'Club Title Tournament' }).waitFor();
    expect(await rankRow('Unranked').textContent()).toContain('Unlimited');
    expect((await rankRow('Unranked').locator('.chip').allTextContents()).sort()).toEqual(['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay']);
    await snapshot(page, 'ladder-03-new');

    await page.getByRole('button', { name: 'Start a season' }).click();
    const season = page.getByRole('dialog', { name: 'Start a season' });
    await season.getByLabel('Season name').fill('Spring season');
    await season.getByLabel('End date').fill('2099-06-30');
    await season.getByRole('button', { name: 'Start season' }).click();
    await page.getByText('Season running').waitFor();

    await play('Ann', 'Bob', 'Ann');
    await play('Bob', 'Ann', 'Bob');
    await play('Cid', 'Dee', 'Cid');
    expect((await rankRow('5th Rank').locator('.chip').allTextContents()).sort()).toEqual(['Ann', 'Bob', 'Cid']);

    // An Unranked player may not challenge two Ranks up: explained with the rule, and not sent.
    await play('Ann', 'Bob', 'Ann'); // Ann to 4th
    await page.getByRole('button', { name: 'Issue challenge' }).click();
    const refused = page.getByRole('dialog', { name: 'Issue a challenge' });
    await pickLadderPlayer(refused, 'challenger', 'Eve');
    // Only players Eve may challenge can be chosen; Ann is listed greyed, with the reason.
    const notAllowed = refused.getByRole('list', { name: 'Players who may not be challenged' });
    await notAllowed.getByRole('listitem').filter({ hasText: 'Ann' }).waitFor();
    expect(await notAllowed.getByRole('listitem').filter({ hasText: 'Ann' }).textContent()).toContain('4th Rank');
    expect(await refused.locator('select[name=challenged] option', { hasText: /^Ann \(/ }).getAttribute('disabled')).not.toBeNull();
    await snapshot(page, 'ladder-04-ineligible');
    await refused.getByRole('button', { name: 'Cancel' }).click();

    for (let step = 0; step < 6; step++) {
      if (step % 2 === 0) await play('Bob', 'Ann', 'Bob');
      else await play('Ann', 'Bob', 'Ann');
    }
    expect(await rankRow('1st Rank').locator('.chip').allTextContents()).toEqual(['Ann']);
    await play('Bob', 'Ann', 'Bob', 'Battle of the Ford');
    expect(await rankRow('1st Rank').locator('.chip').allTextContents()).toEqual(['Bob']);
    expect(await rankRow('2nd Rank').locator('.chip').allTextContents()).toEqual(['Ann']);
    expect(await page.locator('.lede').first().textContent()).toContain('1st Rank: Bob');

    const standings = page.getByRole('table', { name: 'Standings' });
    expect(await standings.getByRole('row').nth(1).textContent()).toMatch(/^1Bob1st/);
    const history = page.getByRole('table', { name: 'Rank history' });
    expect(await history.getByRole('row').nth(1).textContent()).toContain('Game · Bob v Ann · battle: Battle of the Ford');
    expect(await history.getByRole('row').nth(1).textContent()).toContain('switch Ranks');
    const h2h = page.getByRole('table', { name: 'Head-to-head records' });
    expect(await h2h.getByRole('row').filter({ hasText: 'Ann v Bob' }).textContent()).toContain('5 – 5');

    // The chart: a real canvas, and the data behind it.
    const canvas = page.getByRole('img', { name: 'Rank over time' });
    await canvas.waitFor();
    expect(await canvas.evaluate((node) => node.tagName)).toBe('CANVAS');
    expect(await canvas.evaluate((node) => (node as unknown as { width: number }).width)).toBeGreaterThan(100);
    await page.getByText('Chart data').click();
    const chartRows = page.getByRole('table', { name: 'Rank over time data' }).getByRole('row');
    const annSteps = (await chartRows.filter({ hasText: /^Ann/ }).textContent())!;
    expect(annSteps.match(/(Unranked|\d\w\w Rank)/g)).toEqual(['Unranked', '5th Rank', '4th Rank', '3rd Rank', '2nd Rank', '1st Rank', '2nd Rank']);
    expect(await chartRows.count()).toBe(7);
    await snapshot(page, 'ladder-05-top-changed');

    await page.getByRole('button', { name: 'End season' }).click();
    await page.getByRole('dialog', { name: 'End this season?' }).getByRole('button', { name: 'End season' }).click();
    await page.getByRole('list', { name: 'Past seasons' }).getByText('Champion: Bob').waitFor();
    await page.getByText('Ladder log').click();
    expect(await page.locator('.log li').last().textContent()).toContain('Season “Spring season” ended. Champion: Bob.');
    await snapshot(page, 'ladder-06-season-ended');

    // A challenge answered: moved to a new place, then declined — each a line of the log.
    await challenge('Eve', 'Fay');
    const open = () => page.getByRole('table', { name: 'Open challenges' }).getByRole('row').filter({ hasText: 'Eve challenges Fay' });
    await open().getByRole('button', { name: 'Reschedule' }).click();
    const moving = page.getByRole('dialog', { name: 'Reschedule the challenge' });
    await moving.getByLabel('Place').fill("Fay's attic");
    await moving.getByRole('button', { name: 'Reschedule' }).click();
    await moving.waitFor({ state: 'detached' });
    expect(await open().textContent()).toContain("Fay's attic");
    expect(await open().textContent()).toContain('rescheduled');
    await open().getByRole('button', { name: 'Decline' }).click();
    await page.getByRole('dialog', { name: 'Decline the challenge?' }).getByRole('button', { name: 'Decline' }).click();
    await open().waitFor({ state: 'detached' });
    // By default a decline counts as the decliner's neglect (seed 001 L671; ruling tt.declined-challenge).
    expect(await page.locator('.log li').last().textContent()).toContain("Fay declined Eve's challenge, which counts as Fay's neglect (1 of 3 towards a walk-over).");
    await page.getByText(/settled challenges/).click();
    expect(await page.getByRole('table', { name: 'Settled challenges' }).getByRole('row').nth(1).textContent()).toContain('Declined');

    // An accepted challenge can no longer be declined: the time and place are agreed; what is left is the game, a reschedule or a neglect.
    await challenge('Eve', 'Fay');
    await open().getByRole('button', { name: 'Accept' }).click();
    await open().getByText(/^Accepted /).waitFor();
    expect(await page.locator('.log li').last().textContent()).toContain("Fay accepted Eve's challenge, at Club hall.");
    expect(await open().getByRole('button', { name: 'Decline' }).count()).toBe(0);
    expect(await open().getByRole('button', { name: 'Reschedule' }).count()).toBe(1);
    await page.setViewportSize({ width: 390, height: 844 });
    await snapshot(page, 'ladder-06b-challenge-answered-phone');
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('link', { name: 'Ladders' }).click();
    await page.locator('.card-title', { hasText: 'Club Title Tournament' }).waitFor();
    expect(await page.locator('.card').first().textContent()).toContain('1st Rank: Bob');
    await snapshot(page, 'ladder-07-list');
    expect(page.problems).toEqual([]);
  });
});
