import { describe, expect, it } from 'vitest';
import { preyRosters } from '../src-main/testing/system-fixtures';
import { useBrowserHost } from './support/browser-host';
import { BRIEF_SIZES } from './support/readable-screen';
import { snapshot } from './support/screenshots';
import { everySelectCutOff, sidewaysOverflow } from './support/select-fit';
import { newWatchedPage } from './support/watched-page';

/**
 * Setting up a 1999 battle (seed 001 L245–L267) at desktop, tablet and phone: the page never
 * scrolls sideways and every choice of the size and victory-condition boxes reads whole.
 */
const env = useBrowserHost();

describe('1999 battle set-up at every size', () => {
  it('fits the phone: no sideways scroll, no cut-off size or condition', async () => {
    const campaignId = (await env.api<{ id: string }>('campaigns.create', { name: 'The Ash Wars' })).id;
    for (const [i, [name, colour]] of ([['Ann', '#1f5f8b'], ['Bob', '#8e2a22']] as const).entries()) {
      const playerId = (await env.api<{ id: string }>('players.create', { campaignId, name, colour })).id;
      await env.api('forces.create', { campaignId, playerId, system: '1999', roster: preyRosters()[i] });
    }
    const page = await newWatchedPage(env.browser, { viewport: BRIEF_SIZES.desktop });
    await page.goto(`${env.host.url}#/campaigns/${campaignId}/battles/new`);
    await page.getByRole('radio', { name: /^1999/ }).check();
    await page.locator('select[name="setup-size"]').waitFor();
    expect(await page.locator('select[name="setup-size"] option').allInnerTexts()).toContain('Large territory — 200 Army Points');
    for (const [size, viewport] of Object.entries(BRIEF_SIZES)) {
      await page.setViewportSize(viewport);
      expect((await sidewaysOverflow(page)).by, size).toBe(0);
      expect(await everySelectCutOff(page, size)).toEqual([]);
      await snapshot(page, `1999/battle-setup-${size}`);
    }
    expect(page.problems).toEqual([]);
    await page.close();
  }, 120_000);
});
