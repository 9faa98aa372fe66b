import { describe, expect, it } from 'vitest';
import { apiCaller } from './support/api';
import { useBrowserHost } from './support/browser-host';
import { readableAtEverySize } from './support/readable-screen';
import { snapshotOnFailure } from './support/screenshots';
import { newWatchedPage, type WatchedPage } from './support/watched-page';

/**
 * Two campaigns a group could not tell apart in the list: the new-campaign and rename forms refuse
 * a name another campaign has (whatever its capitals or spacing), say so beside the name field and
 * keep what was typed; a campaign may still change the capitals of its own name.
 */
const env = useBrowserHost();
let page: WatchedPage | null = null;

const TAKEN = 'There is already a campaign called “Winter Campaign”. Choose another name.';

describe('a campaign name another campaign already has', () => {
  it('is refused beside the name field when creating and renaming, keeping the typed name and writing nothing', async () => {
    await snapshotOnFailure(
      () => page,
      'campaign-name-taken/failure',
      async () => {
        const call = apiCaller(env.host.url);
        await call('campaigns.create', { name: 'Winter Campaign' });
        const summer = await call('campaigns.create', { name: 'Summer Campaign' });
        const namesHere = async () => (await call('campaigns.list', {})).map((c) => c.name).sort();

        const p = await newWatchedPage(env.browser, { viewport: { width: 1280, height: 800 } });
        page = p;
        await p.goto(env.host.url);
        await p.getByRole('button', { name: 'New campaign' }).click();
        const create = p.getByRole('dialog', { name: 'New campaign' });
        const newName = create.getByLabel('Name');
        await newName.fill('  winter   CAMPAIGN ');
        await create.getByRole('button', { name: 'Create campaign' }).click();
        await create.locator('#campaign-name-error').filter({ hasText: TAKEN }).waitFor();
        expect(await newName.inputValue()).toBe('  winter   CAMPAIGN ');
        expect(await newName.getAttribute('aria-invalid')).toBe('true');
        expect(await namesHere()).toEqual(['Summer Campaign', 'Winter Campaign']);
        // Over the browser host the refusal is a 409 with the same words, never a 5xx.
        const raw = await fetch(`${env.host.url}api/campaigns.create`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: new URL(env.host.url).origin }, body: JSON.stringify({ name: 'WINTER CAMPAIGN' }) });
        expect([raw.status, await raw.json()]).toEqual([409, { ok: false, error: { code: 'conflict', message: TAKEN, path: 'name' } }]);
        await readableAtEverySize(p, 'campaign-name-taken/create', { schemes: ['light', 'dark'], checks: { typed: ['winter   CAMPAIGN'] } });

        await newName.fill('Spring Campaign');
        await create.getByRole('button', { name: 'Create campaign' }).click();
        await p.getByRole('heading', { level: 1, name: 'Spring Campaign' }).waitFor();

        await p.goto(`${env.host.url}#/campaigns/${summer.id}`);
        await p.getByRole('heading', { level: 1, name: 'Summer Campaign' }).waitFor();
        await p.getByRole('button', { name: 'Rename or edit' }).click();
        const edit = p.getByRole('dialog', { name: 'Rename or edit campaign' });
        const rename = edit.getByLabel('Name');
        await rename.fill('Winter Campaign');
        await edit.getByRole('button', { name: 'Save' }).click();
        await edit.locator('#campaign-name-error').filter({ hasText: TAKEN }).waitFor();
        expect(await rename.inputValue()).toBe('Winter Campaign');
        expect(await namesHere()).toEqual(['Spring Campaign', 'Summer Campaign', 'Winter Campaign']);
        await readableAtEverySize(p, 'campaign-name-taken/rename', { schemes: ['light', 'dark'] });

        // Its own name with other capitals is no clash.
        await rename.fill('SUMMER Campaign');
        await edit.getByRole('button', { name: 'Save' }).click();
        await edit.waitFor({ state: 'detached' });
        await p.getByRole('heading', { level: 1, name: 'SUMMER Campaign' }).waitFor();
        expect(await namesHere()).toEqual(['SUMMER Campaign', 'Spring Campaign', 'Winter Campaign']);
        expect(p.problems).toEqual([]);
      },
    );
  });
});
