import { beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from './support/api';
import { useBrowserHost } from './support/browser-host';
import { BRIEF_SIZES, readableAtEverySize } from './support/readable-screen';
import { newWatchedPage, type WatchedPage } from './support/watched-page';
import { HOUSE_RULE_GROUPS } from '../src-shared/systems/house-rules';

/**
 * The campaign's house rules on a phone: one game system's (or tool's) rulings at a time, picked
 * from a list at the top, so the Title Tournament or OpenD6 rulings are one tap away instead of
 * under every other system's. Seed 001 L671 (the walk-over) is what "which neglected challenges
 * count" reads; the campaign keeps the default, the Autumn ladder the other reading.
 */
const env = useBrowserHost();
let page: WatchedPage;
let call: ReturnType<typeof apiCaller>;
let campaignId: string;
const WALK_OVER = 'Which neglected challenges count towards a walk-over';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const tab = (label: string) => page.getByRole('tab', { name: new RegExp(`^${escaped(label)}`) });
const groupHeading = (label: string) => page.getByRole('heading', { level: 2, name: label, exact: true });
const pageHeight = async () => Number(await page.evaluate('document.scrollingElement.scrollHeight'));

beforeAll(async () => {
  call = apiCaller(env.host.url);
  campaignId = (await call('campaigns.create', { name: 'Thursday club' })).id;
  await call('ladders.create', { campaignId, name: 'Autumn ladder', system: '1999', players: ['Ann', 'Bob'], rulings: { 'tt.walk-over-count': 'cumulative' } });
  page = await newWatchedPage(env.browser, { viewport: BRIEF_SIZES.phone });
});

describe('the house rules on a phone', () => {
  it('opens on the Title Tournament the campaign plays, with its ladder note, its ladders and the ladder that reads otherwise', async () => {
    await page.goto(`${env.host.url}#/campaigns/${campaignId}/house-rules`);
    await groupHeading('Title Tournament (1999)').waitFor();
    expect(await tab('Title Tournament (1999)').getAttribute('aria-selected')).toBe('true');
    expect(await tab('Title Tournament (1999)').textContent()).toContain('In this campaign');
    const group = page.getByRole('region', { name: 'Title Tournament (1999)' });
    const note = group.locator('.group-note');
    expect(await note.textContent()).toContain('Each existing ladder keeps the choices it was created with, so a change here does not reach a ladder already made.');
    // The campaign's ladders load apart from its house rules, so the note can show before its links.
    await note.getByRole('link').first().waitFor();
    expect(await note.getByRole('link').allTextContents()).toEqual(['Autumn ladder']);
    await readableAtEverySize(page, 'house-rules-phone-00-title-tournament');
    const ruling = group.locator('details.ruling', { hasText: WALK_OVER });
    await ruling.locator('summary').click();
    expect(await ruling.locator('.ladder-readings li').allTextContents()).toEqual(['Autumn ladder: All neglects count']);
    await ruling.locator('.ladder-readings').scrollIntoViewIfNeeded();
    await readableAtEverySize(page, 'house-rules-phone-01-title-tournament-ladder-differs');
    expect(page.problems).toEqual([]);
  });

  it('reaches every group from the first screen, without scrolling past the others', async () => {
    await page.setViewportSize(BRIEF_SIZES.phone);
    await page.goto(`${env.host.url}#/campaigns/${campaignId}/house-rules`);
    await groupHeading('Title Tournament (1999)').waitFor();
    const heights: Record<string, number> = {};
    for (const group of HOUSE_RULE_GROUPS) {
      await page.evaluate('window.scrollTo(0, 0)');
      const entry = await tab(group.label).boundingBox();
      expect(entry!.y + entry!.height, `${group.label} is listed on the first screen`).toBeLessThanOrEqual(BRIEF_SIZES.phone.height);
      await tab(group.label).click();
      await groupHeading(group.label).waitFor();
      expect(Number(await page.evaluate('window.scrollY')), `choosing ${group.label} needs no scrolling`).toBe(0);
      expect((await groupHeading(group.label).boundingBox())!.y, `${group.label}'s heading shows on the first screen`).toBeLessThan(BRIEF_SIZES.phone.height);
      expect(await page.locator('details.ruling').count()).toBe(group.rulings.length);
      expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual([group.label]);
      heights[group.label] = await pageHeight();
    }
    console.log(`house-rules page height at 390x844, per group shown: ${JSON.stringify(heights)}`);
    // The Title Tournament's six rulings fit in about two phone screens, not under every other system's.
    expect(heights['Title Tournament (1999)']).toBeLessThan(2.5 * BRIEF_SIZES.phone.height);
    expect(page.problems).toEqual([]);
  });

  it('saves a choice made on a phone the same way, and says which group changed', async () => {
    await page.goto(`${env.host.url}#/campaigns/${campaignId}/house-rules?system=title-tournament`);
    const ruling = page.locator('details.ruling', { hasText: WALK_OVER });
    await ruling.locator('summary').click();
    // The Autumn ladder reads it otherwise until the choice is saved: its line shows once the ladders have loaded.
    await ruling.locator('.ladder-readings').waitFor();
    await ruling.getByRole('radio', { name: /^All neglects count/ }).check();
    await page.getByRole('button', { name: 'Save house rules' }).click();
    await page.getByRole('status').filter({ hasText: 'House rules saved.' }).waitFor();
    expect((await call('campaigns.get', { id: campaignId })).houseRules).toEqual({ 'tt.walk-over-count': 'cumulative' });
    expect(await tab('Title Tournament (1999)').locator('.badge.randomised').textContent()).toBe('1 changed');
    expect(await page.locator('[role="tab"] .badge.randomised').count()).toBe(1);
    // The Autumn ladder now reads as the campaign does, so it is no longer named as differing.
    expect(await ruling.locator('.ladder-readings').count()).toBe(0);

    // A link naming a group opens it.
    await page.goto(`${env.host.url}#/campaigns/${campaignId}/house-rules?system=opend6`);
    await groupHeading('OpenD6 Fantasy Miniatures').waitFor();
    expect(await tab('OpenD6 Fantasy Miniatures').getAttribute('aria-selected')).toBe('true');
    await readableAtEverySize(page, 'house-rules-phone-02-opend6');
    await call('campaigns.update', { id: campaignId, houseRules: {} });
    expect(page.problems).toEqual([]);
  });
  it('moves through the groups from the keyboard: the arrows with wrap-around, Home and End, focus following', async () => {
    await page.goto(`${env.host.url}#/campaigns/${campaignId}/house-rules?system=${HOUSE_RULE_GROUPS[0]!.system}`);
    const [first, second, last] = [HOUSE_RULE_GROUPS[0]!, HOUSE_RULE_GROUPS[1]!, HOUSE_RULE_GROUPS.at(-1)!];
    await groupHeading(first.label).waitFor();
    await tab(first.label).focus();
    const focused = async () => (await page.locator('[role="tab"]:focus .pick-name').textContent()) ?? '';
    for (const [key, group] of [['ArrowDown', second], ['ArrowUp', first], ['ArrowUp', last], ['ArrowRight', first], ['End', last], ['Home', first]] as const) {
      await page.keyboard.press(key);
      await groupHeading(group.label).waitFor();
      expect(await tab(group.label).getAttribute('aria-selected'), `${key} chooses ${group.label}`).toBe('true');
      expect(await focused(), `${key} moves focus to ${group.label}`).toBe(group.label);
    }
    expect(Number(await page.evaluate('window.scrollY')), 'the keys do not scroll the page').toBe(0);
    expect(page.problems).toEqual([]);
  });
});
