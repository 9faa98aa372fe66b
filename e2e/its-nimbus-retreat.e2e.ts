import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserHost } from './support/browser-host';
import { readableSnapshot } from './support/readable-screen';
import { newWatchedPage } from './support/watched-page';

/**
 * Seed 003 L1110: Nimbus Zone ends at the end of a Turn a player began in Retreat!, like The Armory
 * and Supremacy. Its end-of-game form asks how the game ended and in which Game Round, and the
 * record says so instead of "at the end of the third Game Round".
 */
const env = useBrowserHost();
const api = env.api;
const SIZES = { desktop: { width: 1280, height: 800 }, tablet: { width: 800, height: 1000 }, phone: { width: 390, height: 844 } } as const;
const TYPED = ['Nimbus Paradiso', 'Alice', 'Ben', 'Fog over the antennae'];

async function reportRetreatInRoundTwo(page: Page): Promise<void> {
  await page.getByRole('radio', { name: 'By Retreat!' }).check();
  await page.getByLabel('Game Round the game ended in').selectOption('2');
  await page.getByLabel('Data Packs downloaded by Alice').fill('1');
}

describe('an ITS Nimbus Zone game ended by Retreat!', () => {
  it('asks the Game Round on every screen size and theme, and records the Retreat! in that round', async () => {
    const campaignId = (await api<{ id: string }>('campaigns.create', { name: 'Nimbus Paradiso' })).id;
    const alice = (await api<{ id: string }>('players.create', { campaignId, name: 'Alice', colour: '#1f5f8b' })).id;
    const ben = (await api<{ id: string }>('players.create', { campaignId, name: 'Ben', colour: '#8e2a22' })).id;
    const game = await api<{ id: string }>('battles.create', {
      system: 'infinity-its',
      campaignId,
      name: 'Fog over the antennae',
      sides: [{ playerId: alice, armyIds: [] }, { playerId: ben, armyIds: [] }],
      setup: { scenario: 'nimbus-zone', armyPoints: 300 },
    });

    for (const colorScheme of ['light', 'dark'] as const) {
      for (const [size, viewport] of Object.entries(SIZES)) {
        const page = await newWatchedPage(env.browser, { viewport, colorScheme });
        await page.goto(`${env.host.url}#/campaigns/${campaignId}/battles/${game.id}`);
        await reportRetreatInRoundTwo(page);
        await readableSnapshot(page, `its-nimbus-retreat/form-${size}-${colorScheme}`, { typed: TYPED });
        expect(page.problems).toEqual([]);
        await page.close();
      }
    }

    const page = await newWatchedPage(env.browser, { viewport: SIZES.desktop, colorScheme: 'light' });
    await page.goto(`${env.host.url}#/campaigns/${campaignId}/battles/${game.id}`);
    await reportRetreatInRoundTwo(page);
    await page.getByRole('button', { name: 'Score the game' }).click();
    await page.getByText('Alice won Nimbus Zone against Ben').waitFor();
    await readableSnapshot(page, 'its-nimbus-retreat/result-desktop-light', { typed: TYPED });
    expect(page.problems).toEqual([]);
    await page.close();

    const detail = await api<{ state: { final: { ending: string; rounds: number } } }>('battles.get', { id: game.id });
    expect(detail.state.final).toMatchObject({ ending: 'retreat', rounds: 2 });
    const account = (await api<{ content: string }>('chronicle.export', { campaignId, format: 'markdown' })).content;
    // Markdown escapes the '!'.
    expect(account).toMatch(/The game ended when a player began a Turn in Retreat\\?!, in Game Round 2\./);
  });
});
