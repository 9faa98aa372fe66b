import { beforeAll, describe, expect, it } from 'vitest';
import { seedBridgeCampaign } from '../src-shared/chronicle/testing/seed-campaign';
import { apiCaller } from './support/api';
import { useBrowserHost } from './support/browser-host';
import { readableSnapshot as snapshot } from './support/readable-screen';
import { newWatchedPage, type WatchedPage } from './support/watched-page';

/**
 * A campaign day typed as a word, in the browser host: JSON writes the form's NaN as null, which the
 * contract read as "no day" and saved. The typo must be refused with the field's own message and
 * nothing saved, as the Electron bridge (which keeps NaN) already did.
 */
const env = useBrowserHost();
let page: WatchedPage;
let seeded: Awaited<ReturnType<typeof seedBridgeCampaign>>;

beforeAll(async () => {
  seeded = await seedBridgeCampaign(apiCaller(env.host.url));
  page = await newWatchedPage(env.browser);
});

describe('a campaign day typed as a word', () => {
  it("is refused on a battle's date, naming the field, and nothing is saved; a number then saves", async () => {
    await page.goto(`${env.host.url}#/campaigns/${seeded.campaignId}/chronicle/battles/${seeded.battleId}`);
    await page.getByRole('heading', { level: 1, name: 'The Battle of the Sundered Bridge' }).waitFor();
    await page.getByRole('button', { name: 'Set date' }).click();
    const dialog = page.getByRole('dialog', { name: 'When was this battle?' });
    await dialog.getByLabel('In-world date').fill('12th of Frostmoon');
    await dialog.getByLabel(/^Campaign day/).fill('soon');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Campaign day must be a number' }).waitFor();
    await snapshot(page, 'chronicle-day-typo-battle', { typed: ['12th of Frostmoon', 'soon'] });
    const unsaved = await env.api<{ battle: { worldDay: number | null; worldDate: string } }>('chronicle.battle.get', { battleId: seeded.battleId });
    // As the battle was created: the campaign's Day 1 (nothing was dated before it), with no date text.
    expect(unsaved.battle).toMatchObject({ worldDay: 1, worldDate: '' });

    await dialog.getByLabel(/^Campaign day/).fill('12');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Day 12 · 12th of Frostmoon').waitFor();
    expect(page.problems).toEqual([]);
  });

  it('is refused on a new diary entry, which is not written', async () => {
    await page.goto(`${env.host.url}#/campaigns/${seeded.campaignId}/chronicle`);
    await page.getByRole('button', { name: 'New diary entry' }).click();
    const dialog = page.getByRole('dialog', { name: 'New diary entry' });
    await dialog.getByLabel('Title').fill('The long wait');
    await dialog.getByLabel(/^Campaign day/).fill('tomorrow');
    await dialog.getByLabel(/^Entry/).fill('We waited.');
    await dialog.getByRole('button', { name: 'Add to the chronicle' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Campaign day must be a number' }).waitFor();
    const timeline = await env.api<{ items: { title: string }[] }>('chronicle.timeline', { campaignId: seeded.campaignId });
    expect(timeline.items.map((item) => item.title)).not.toContain('The long wait');
    expect(page.problems).toEqual([]);
  });
});
