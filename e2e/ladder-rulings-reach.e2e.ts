import { beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from './support/api';
import { useBrowserHost } from './support/browser-host';
import { BRIEF_SIZES, readableAtEverySize } from './support/readable-screen';
import { optionOverflows } from './support/select-fit';
import { newWatchedPage, type WatchedPage } from './support/watched-page';

/**
 * The campaign's Title Tournament house rules are the starting choices of a new ladder; each ladder
 * keeps its own once created. Seed 001 L671 (the walk-over) is what "which neglects count" and "a
 * declined challenge" read.
 */
const env = useBrowserHost();
let page: WatchedPage;
let call: ReturnType<typeof apiCaller>;
let campaignId: string;

beforeAll(async () => {
  call = apiCaller(env.host.url);
  campaignId = (await call('campaigns.create', { name: 'Thursday club' })).id;
  await call('ladders.create', { campaignId, name: 'Autumn ladder', system: '1999', players: ['Ann', 'Bob'], rulings: {} });
  await call('campaigns.update', { id: campaignId, houseRules: { 'tt.walk-over-count': 'cumulative' } });
  page = await newWatchedPage(env.browser, { viewport: BRIEF_SIZES.desktop });
});

describe('a new ladder', () => {
  it("starts from the campaign's Title Tournament house rules, and every reading fits its select on a phone", async () => {
    await page.goto(`${env.host.url}#/campaigns/${campaignId}/ladder`);
    await page.getByRole('button', { name: 'New ladder' }).click();
    const create = page.getByRole('dialog', { name: 'New ladder' });
    await create.locator('summary', { hasText: 'House rules' }).click();
    expect(await create.textContent()).toContain('These start from the campaign’s house rules.');
    const count = create.locator('select[name="tt.walk-over-count"]');
    expect(await count.inputValue()).toBe('cumulative');
    expect(await create.locator('.ruling', { has: page.locator('select[name="tt.walk-over-count"]') }).textContent()).toContain('Changed from the rulebook default (Since the last game between you).');
    await count.scrollIntoViewIfNeeded();
    await readableAtEverySize(page, 'ladder-rulings-reach-00-new-ladder');

    await page.setViewportSize(BRIEF_SIZES.phone);
    for (const select of await create.locator('.rulings select').all()) {
      const name = await select.getAttribute('name');
      for (const option of await optionOverflows(page, `.rulings select[name="${name}"]`)) expect(option.over, `${option.text} fits its select`).toBeLessThanOrEqual(0);
    }
    await page.setViewportSize(BRIEF_SIZES.desktop);

    await create.locator('input[name=name]').fill('Winter ladder');
    await create.getByRole('button', { name: 'Create ladder' }).click();
    await page.waitForURL(/ladder\/[^/]+$/);
    const ladders = await call('ladders.list', { campaignId });
    expect(ladders.find((ladder) => ladder.name === 'Winter ladder')!.rulings).toEqual({ 'tt.walk-over-count': 'cumulative' });
    expect(page.problems).toEqual([]);
  });
});

describe('the campaign’s house rules', () => {
  it('say the Title Tournament choices start new ladders, and name the ladder that keeps another reading', async () => {
    await page.goto(`${env.host.url}#/campaigns/${campaignId}/house-rules`);
    const group = page.getByRole('region', { name: 'Title Tournament (1999)' });
    const note = group.locator('.group-note');
    expect(await note.textContent()).toContain('These are the starting choices for a new ladder');
    expect(await note.textContent()).toContain('Each existing ladder keeps the choices it was created with, so a change here does not reach a ladder already made.');
    // The campaign's ladders load apart from its house rules, so the note can show before its links.
    await note.getByRole('link').nth(1).waitFor();
    expect(await note.getByRole('link').allTextContents()).toEqual(['Winter ladder', 'Autumn ladder']);
    const ruling = group.locator('details.ruling', { hasText: 'Which neglected challenges count towards a walk-over' });
    expect(await ruling.locator('.ladder-readings li').allTextContents()).toEqual(['Autumn ladder: Since the last game between you']);
    await note.scrollIntoViewIfNeeded();
    await readableAtEverySize(page, 'ladder-rulings-reach-01-house-rules');
    await ruling.locator('.ladder-readings').scrollIntoViewIfNeeded();
    await readableAtEverySize(page, 'ladder-rulings-reach-02-house-rules-ladder-differs');
    await ruling.getByRole('link', { name: 'Autumn ladder' }).click();
    await page.getByRole('heading', { name: 'Autumn ladder' }).waitFor();
    expect(page.problems).toEqual([]);
  });
});
