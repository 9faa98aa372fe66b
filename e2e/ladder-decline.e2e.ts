import { beforeAll, describe, expect, it } from 'vitest';
import type { LadderView } from '../src-shared/contract/ladders';
import { apiCaller } from './support/api';
import { useBrowserHost } from './support/browser-host';
import { readableAtEverySize } from './support/readable-screen';
import { newWatchedPage, type WatchedPage } from './support/watched-page';

/**
 * Declining a challenge, told before it is confirmed. Seed 001 L671: "After the 3rd time you’ve
 * challenged the same player, naming a time and place (reasonably accessible to both of you) without
 * getting a game due to his neglience, you win on walk over." By default (ruling tt.declined-challenge)
 * a decline counts as the decliner's neglect; a group may choose that it has no consequence.
 */
const env = useBrowserHost();
let page: WatchedPage;
let call: ReturnType<typeof apiCaller>;
let campaignId: string;

const idOf = (view: LadderView, name: string) => view.players.find((player) => player.name === name)!.id;

/** A ladder where Bob has declined `declined` of Ann's challenges and a further one is open. */
async function ladderWithDeclines(name: string, rulings: Record<string, string>, declined: number): Promise<string> {
  let view = await call('ladders.create', { campaignId, name, system: '1999', players: ['Ann', 'Bob', 'Cid'], rulings });
  const challenge = async () => {
    view = await call('ladders.challenge', { ladderId: view.ladder.id, challenger: idOf(view, 'Ann'), challenged: idOf(view, 'Bob'), scheduledAt: '2099-01-10T19:00', place: 'Club hall' });
    return view.challenges.at(-1)!.id;
  };
  for (let i = 0; i < declined; i++) await call('ladders.decline', { ladderId: view.ladder.id, challengeId: await challenge() });
  await challenge();
  return `${env.host.url}#/campaigns/${campaignId}/ladder/${view.ladder.id}`;
}

const openRow = () => page.getByRole('table', { name: 'Open challenges' }).getByRole('row').filter({ hasText: 'Ann challenges Bob' });

beforeAll(async () => {
  call = apiCaller(env.host.url);
  campaignId = (await call('campaigns.create', { name: 'Thursday club' })).id;
  page = await newWatchedPage(env.browser, { viewport: { width: 1280, height: 800 } });
});

describe('declining a challenge on a ladder at its defaults', () => {
  it('says the third decline is Ann’s walk-over win and what it does to the Ranks, then records it', async () => {
    await page.goto(await ladderWithDeclines('Default ladder', {}, 2));
    expect(await openRow().locator('.tally').textContent()).toBe('2 of 3 towards a walk-over');
    await page.getByText('2 settled challenges').click();
    expect(await page.getByRole('table', { name: 'Settled challenges' }).getByRole('row').nth(1).textContent()).toContain('Declined · counts against Bob');
    await readableAtEverySize(page, 'ladder-decline-00-challenges');

    await openRow().getByRole('button', { name: 'Decline' }).click();
    const dialog = page.getByRole('dialog', { name: 'Decline the challenge?' });
    expect(await dialog.textContent()).toContain('Bob turns down Ann’s challenge.');
    expect(await dialog.textContent()).toContain('On this ladder a declined challenge counts against Bob, as if Bob had not turned up for the game. This would be the 3rd of 3, so Ann wins on walk-over.');
    const walkOver = dialog.getByRole('status', { name: 'What the walk-over does' });
    await walkOver.waitFor();
    expect(await walkOver.textContent()).toContain('Ann: Unranked → 5th Rank');
    expect(await dialog.textContent()).toContain('If the time or place is not reasonable for Bob, reschedule the challenge instead, or Ann can withdraw it: neither counts against anyone.');
    await readableAtEverySize(page, 'ladder-decline-01-third');

    await dialog.getByRole('button', { name: 'Decline' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('table', { name: 'Rank Table' }).getByRole('row').filter({ hasText: '5th Rank' }).textContent()).toContain('Ann');
    await page.getByText('Ladder log').click();
    expect(await page.locator('.log li').last().textContent()).toContain("Bob declined Ann's challenge, which counts as Bob's neglect: the third of 3, a walk-over win for Ann.");
    expect(await page.getByRole('table', { name: 'Rank history' }).getByRole('row').nth(1).textContent()).toContain('Walk-over · Ann v Bob');
    expect(page.problems).toEqual([]);
  });
});

describe('marking a challenge neglected for the third time', () => {
  it('shows what the walk-over does to the Ranks before it is confirmed, as the decline does', async () => {
    let view = await call('ladders.create', { campaignId, name: 'Neglect ladder', system: '1999', players: ['Ann', 'Bob'], rulings: {} });
    // Challenges entered after the fact: named for a time already passed, so each can be marked neglected now.
    for (let day = 1; day <= 3; day++) {
      view = await call('ladders.challenge', { ladderId: view.ladder.id, challenger: idOf(view, 'Ann'), challenged: idOf(view, 'Bob'), issuedAt: `2025-03-0${day}T10:00:00Z`, scheduledAt: `2025-03-0${day}T19:00:00Z`, place: 'Club hall' });
      if (day < 3) view = await call('ladders.neglect', { ladderId: view.ladder.id, challengeId: view.challenges.at(-1)!.id });
    }
    await page.goto(`${env.host.url}#/campaigns/${campaignId}/ladder/${view.ladder.id}`);
    await openRow().getByRole('button', { name: 'Neglected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark the challenge neglected?' });
    expect(await dialog.textContent()).toContain('This would be neglect 3 of 3: a walk-over win for Ann.');
    const walkOver = dialog.getByRole('status', { name: 'What the walk-over does' });
    await walkOver.waitFor();
    expect(await walkOver.textContent()).toContain('Ann: Unranked → 5th Rank');
    await readableAtEverySize(page, 'ladder-decline-05-third-neglect');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(page.problems).toEqual([]);
  });
});

describe('declining a challenge where the group chose "a decline has no consequence"', () => {
  it('says the challenge simply closes and gives no walk-over, and shows the house rule on the ladder', async () => {
    await page.goto(await ladderWithDeclines('House ladder', { 'tt.declined-challenge': 'no-consequence' }, 2));
    expect(await page.locator('.lede').first().textContent()).toContain('House rules: A decline has no consequence');
    expect(await openRow().locator('.tally').count()).toBe(0);
    await openRow().getByRole('button', { name: 'Decline' }).click();
    const dialog = page.getByRole('dialog', { name: 'Decline the challenge?' });
    expect(await dialog.textContent()).toContain('On this ladder a declined challenge simply closes: it does not count against Bob and gives Ann nothing towards a walk-over.');
    expect(await dialog.getByRole('status').count()).toBe(0);
    await readableAtEverySize(page, 'ladder-decline-02-no-consequence');
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('table', { name: 'Rank Table' }).getByRole('row').filter({ hasText: 'Unranked' }).textContent()).toContain('Ann');
    expect(page.problems).toEqual([]);
  });
});

describe('the ruling where a ladder is created', () => {
  it('offers both readings with what each does, the default first', async () => {
    await page.goto(`${env.host.url}#/campaigns/${campaignId}/ladder`);
    await page.getByRole('button', { name: 'New ladder' }).click();
    const create = page.getByRole('dialog', { name: 'New ladder' });
    await create.locator('summary', { hasText: 'House rules' }).click();
    const ruling = create.locator('select[name="tt.declined-challenge"]');
    expect(await ruling.locator('option').allTextContents()).toEqual(['A decline counts as a neglect', 'A decline has no consequence']);
    await ruling.scrollIntoViewIfNeeded();
    expect(await create.locator('.ruling', { has: page.locator('select[name="tt.declined-challenge"]') }).textContent()).toContain("when a challenger's third challenge to the same player is declined or neglected, the challenger wins on walk-over");
    await readableAtEverySize(page, 'ladder-decline-03-new-ladder-ruling');
    expect(page.problems).toEqual([]);
  });

  it('gives the reason for the default on the campaign’s house-rules screen, with the rulebook’s words', async () => {
    await page.goto(`${env.host.url}#/campaigns/${campaignId}/house-rules`);
    const summary = page.locator('summary', { hasText: 'A declined challenge and the walk-over' });
    await summary.click();
    const ruling = page.locator('details.ruling', { has: summary });
    expect(await ruling.locator('.quote').allTextContents()).toContain('“After the 3rd time you’ve challenged the same player, naming a time and place (reasonably accessible to both of you) without getting a game due to his neglience, you win on walk over.”');
    expect(await ruling.locator('.reason').textContent()).toContain('the only way it names for one to end without a game is "due to his neglience"');
    await summary.scrollIntoViewIfNeeded();
    await readableAtEverySize(page, 'ladder-decline-04-house-rules');
    expect(page.problems).toEqual([]);
  });
});
