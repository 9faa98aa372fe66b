import { describe, expect, it } from 'vitest';
import { useBrowserHost } from './support/browser-host';
import { campaignWithArmies, setUpBattle } from './support/oo-battle';
import { newWatchedPage, type WatchedPage } from './support/watched-page';
import { readableSnapshot } from './support/readable-screen';
import { snapshot } from './support/screenshots';
import { blueRoster, redRoster } from '../src-shared/rules/orders-omens/walkthrough/testing/sample-armies';
import { SAMPLE_BATTLE } from '../src-shared/rules/orders-omens/walkthrough/testing/sample-battle';

/**
 * Conceding an Orders & Omens battle from its "More" actions: one click only asks, with the
 * consequence in the players' words and Cancel focused; Escape and Cancel leave the battle on, and
 * only the confirm button ends it. (Order 66 is covered in systems-shell.e2e; OpenD6 and 1999 by
 * their panels' tests: all four ask through the one ConcedeDialog.)
 */

const env = useBrowserHost();
const api = env.api;
let page: WatchedPage | null = null;

/** Desktop 1280x800, tablet 800x1000, phone 390x844, light then dark, each checked readable. */
async function atEverySize(p: WatchedPage, name: string): Promise<void> {
  const sizes = { desktop: { width: 1280, height: 800 }, tablet: { width: 800, height: 1000 }, phone: { width: 390, height: 844 } };
  for (const scheme of ['light', 'dark'] as const) {
    await p.emulateMedia({ colorScheme: scheme });
    for (const [size, viewport] of Object.entries(sizes)) {
      await p.setViewportSize(viewport);
      await readableSnapshot(p, `concede-asks/${name}-${size}-${scheme}`);
    }
  }
  await p.emulateMedia({ colorScheme: 'light' });
  await p.setViewportSize(sizes.desktop);
}

describe('conceding an Orders & Omens battle', () => {
  it('asks first, Cancel focused; Escape and Cancel keep the battle going, confirming ends it', async () => {
    try {
      const campaign = await campaignWithArmies(api, 'The Hasty Flag', [blueRoster(), redRoster()]);
      const { battle, hash } = await setUpBattle(api, campaign, { name: 'The Battle at the Ford', tableWidthFeet: 6, tableDepthFeet: 4, turnLimit: 6, objectives: [{ name: 'The ford' }] });
      const opening = [...SAMPLE_BATTLE.slice(0, SAMPLE_BATTLE.findIndex((s) => s.type === 'strategic-order-issued')), { type: 'activation-started' }];
      for (const [index, event] of opening.entries()) await api('battles.append', { battleId: battle.id, event, expectedCount: index });
      const p = await newWatchedPage(env.browser, { viewport: { width: 1280, height: 800 } });
      page = p;
      await p.goto(`${env.host.url}#${hash}`);
      await p.getByText('More: baggage, a called Morale Test, concede').click();

      const concedes = p.getByRole('button', { name: 'Red concedes…' });
      await concedes.click();
      const ask = p.getByRole('dialog', { name: 'Red concedes?' });
      await ask.waitFor();
      expect(await ask.innerText()).toContain('Red concedes: the battle ends and Blue holds the field: a Strategic Victory. Only “Undo last step” can take it back.');
      expect(await p.evaluate('document.activeElement?.textContent')).toBe('Cancel');
      await atEverySize(p, 'orders-omens');

      await p.keyboard.press('Escape');
      await ask.waitFor({ state: 'detached' });
      await concedes.click();
      await ask.getByRole('button', { name: 'Cancel' }).click();
      await ask.waitFor({ state: 'detached' });
      expect((await api<{ steps: unknown[] }>('battles.get', { id: battle.id })).steps).toHaveLength(opening.length);

      await concedes.click();
      await ask.getByRole('button', { name: 'Red concedes' }).click();
      await expect.poll(async () => (await api<{ status: string }>('battles.get', { id: battle.id })).status).toBe('over');
      expect(p.problems).toEqual([]);
    } catch (error) {
      if (page && !page.isClosed()) await snapshot(page, 'concede-asks/failure');
      throw error;
    } finally {
      if (page && !page.isClosed()) await page.close();
    }
  }, 180_000);
});
