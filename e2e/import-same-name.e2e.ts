import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiCaller } from './support/api';
import { useBrowserHost } from './support/browser-host';
import { tempDataDir } from './support/host';
import { readableAtEverySize } from './support/readable-screen';
import { snapshotOnFailure } from './support/screenshots';
import { newWatchedPage, type WatchedPage } from './support/watched-page';

/**
 * A campaign file from another computer whose campaign has the name of one already here: the
 * import asks for another name (a free numbered one offered), refuses one still taken, and then
 * both campaigns stand in the list with names a player can tell apart.
 */
const env = useBrowserHost();
const files = tempDataDir();
afterAll(() => files.remove());
let page: WatchedPage | null = null;

/** “Greyford Summer” exported, then a different campaign of that name made here: the file now comes as if from another computer. */
async function fileFromElsewhere(): Promise<string> {
  const call = apiCaller(env.host.url);
  const theirs = await call('campaigns.create', { name: 'Greyford Summer', setting: 'The Marches', description: '' });
  const exported = await call('exchange.export', { campaignId: theirs.id });
  await call('campaigns.delete', { id: theirs.id });
  await call('campaigns.create', { name: 'Greyford Summer', setting: 'Our table', description: '' });
  const file = join(files.dir, exported.fileName);
  writeFileSync(file, exported.content);
  return file;
}

describe('importing a campaign file named like a campaign already here', () => {
  it('asks for another name, refuses one still taken, then keeps both under names a player can tell apart', async () => {
    await snapshotOnFailure(
      () => page,
      'import-same-name/failure',
      async () => {
        const call = apiCaller(env.host.url);
        const file = await fileFromElsewhere();
        const p = await newWatchedPage(env.browser, { viewport: { width: 1280, height: 800 } });
        page = p;
        await p.goto(env.host.url);
        await p.getByRole('link', { name: /Greyford Summer/ }).waitFor();
        await p.locator('#campaign-file-input').setInputFiles(file);

        const ask = p.getByRole('dialog', { name: 'Name the imported campaign' });
        await ask.waitFor();
        expect(await ask.innerText()).toContain('You already have a campaign called “Greyford Summer”. Import this one as “Greyford Summer (2)”, or give it another name.');
        const name = ask.getByLabel('Name of the imported campaign');
        expect(await name.inputValue()).toBe('Greyford Summer (2)');
        await readableAtEverySize(p, 'import-same-name/asked', { schemes: ['light', 'dark'] });

        await name.fill('  greyford   SUMMER ');
        await ask.getByRole('button', { name: 'Import' }).click();
        await ask.getByRole('alert').filter({ hasText: 'You already have a campaign called “Greyford Summer”. Give the imported campaign another name. Nothing was imported.' }).waitFor();
        expect((await call('campaigns.list', {})).map((c) => c.name)).toEqual(['Greyford Summer']);
        await readableAtEverySize(p, 'import-same-name/still-taken', { sizes: { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } });

        await name.fill('   ');
        expect(await ask.getByRole('button', { name: 'Import' }).isDisabled()).toBe(true);
        await name.fill('Greyford Summer (2)');
        await ask.getByRole('button', { name: 'Import' }).click();
        await ask.waitFor({ state: 'detached' });
        await p.getByRole('status').filter({ hasText: 'Imported Greyford Summer (2).' }).waitFor();
        await p.getByRole('link', { name: /Greyford Summer \(2\)/ }).waitFor();
        expect((await call('campaigns.list', {})).map((c) => c.name).sort()).toEqual(['Greyford Summer', 'Greyford Summer (2)']);

        // The same file again is now the same campaign: asked as before, and Cancel imports nothing.
        await p.locator('#campaign-file-input').setInputFiles(file);
        const already = p.getByRole('dialog', { name: 'This campaign is already here' });
        await already.waitFor();
        await already.getByRole('button', { name: 'Cancel' }).click();
        await already.waitFor({ state: 'detached' });
        expect(await call('campaigns.list', {})).toHaveLength(2);
        expect(p.problems).toEqual([]);
      },
    );
  });
});
