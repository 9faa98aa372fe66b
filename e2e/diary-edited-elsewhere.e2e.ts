import { beforeAll, describe, expect, it } from 'vitest';
import { seedBridgeCampaign } from '../src-shared/chronicle/testing/seed-campaign';
import { apiCaller } from './support/api';
import { useBrowserHost } from './support/browser-host';
import { readableSnapshot as snapshot } from './support/readable-screen';
import { newWatchedPage, type WatchedPage } from './support/watched-page';

/**
 * Two laptops at the table edit the same diary entry. The second save was refused with "reload it
 * and make your change again", with no way to reload but losing the draft. Now the newer version
 * is shown behind the form, the draft stays, and saving again replaces it.
 */
const env = useBrowserHost();
let page: WatchedPage;
let campaignId: string;
let entryId: string;

beforeAll(async () => {
  const call = apiCaller(env.host.url);
  const seeded = await seedBridgeCampaign(call);
  campaignId = seeded.campaignId;
  entryId = (await call('chronicle.diary.create', { campaignId, title: 'The march', body: 'We marched at dawn.' })).id;
  page = await newWatchedPage(env.browser);
});

describe('a diary entry saved elsewhere while it is being edited', () => {
  it('shows the other version, keeps the draft, and saves it on a second try', async () => {
    await page.goto(`${env.host.url}#/campaigns/${campaignId}/chronicle/diary/${entryId}`);
    await page.getByRole('heading', { level: 1, name: 'The march' }).waitFor();
    await page.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit diary entry' });
    await dialog.getByLabel('Title').fill('The march, as Ann tells it');

    await env.api('chronicle.diary.update', { id: entryId, expectedRevision: 1, title: 'The march, as Bo tells it', body: 'Bo wrote this on his laptop.', links: [] });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Someone else saved this entry while you were editing' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'The march, as Bo tells it' }).waitFor();
    expect(await dialog.getByLabel('Title').inputValue()).toBe('The march, as Ann tells it');
    await snapshot(page, 'diary-edited-elsewhere', { typed: ['The march, as Ann tells it', 'The march, as Bo tells it', 'Bo wrote this on his laptop.'] });

    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: 'The march, as Ann tells it' }).waitFor();
    const saved = await env.api<{ entry: { revision: number; title: string } }>('chronicle.diary.get', { id: entryId });
    expect(saved.entry).toMatchObject({ revision: 3, title: 'The march, as Ann tells it' });
    expect(page.problems).toEqual([]);
  });
});
