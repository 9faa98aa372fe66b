import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowserHost } from './support/browser-host';
import { PREY_TYPED, preyBattleAtMoveAndShoot } from './support/prey-battle';
import { BRIEF_SIZES, readableAtEverySize } from './support/readable-screen';
import { overflowOf } from './support/select-fit';
import { newWatchedPage } from './support/watched-page';

/**
 * The 1999 Move form in Chromium (seed 001 L415–L445): the card chooser and what the chosen card
 * may do must be read whole at every size. Ann's Harrow Riflemen, their Sergeant and Mortar Crew, Moving and Shooting, are about to move;
 * the battle up to her declaration is played through the contract.
 */
const env = useBrowserHost();
const TYPED = PREY_TYPED;
let battleUrl: string;

beforeAll(async () => {
  battleUrl = await preyBattleAtMoveAndShoot(env.host.url);
}, 120_000);

describe('1999: the Move form at every size', () => {
  it('shows each card to move and what its Action lets it do, whole, at desktop, tablet and phone sizes', async () => {
    const page = await newWatchedPage(env.browser, { viewport: BRIEF_SIZES.desktop });
    await page.goto(battleUrl);
    await page.getByRole('heading', { name: /Harrow Riflemen acts/ }).waitFor();
    const select = page.locator('select[name="move-card"]');
    await expect.poll(() => select.locator('option').allInnerTexts()).toEqual(['Harrow Riflemen', 'Sergeant Ilse Vane', 'Mortar Crew']);
    // What the chosen card may do, in words, beside the chooser (L445: Moving and Shooting moves up to MOV)
    await page.getByText('Harrow Riflemen: Moving and Shooting, each model up to 10 cm.').waitFor();
    await select.selectOption({ label: 'Mortar Crew' });
    await page.getByText('Mortar Crew: Moving and Shooting, each model up to 8 cm.').waitFor();
    for (const [size, viewport] of Object.entries(BRIEF_SIZES)) {
      await page.setViewportSize(viewport);
      for (const label of ['Harrow Riflemen', 'Sergeant Ilse Vane', 'Mortar Crew']) {
        await select.selectOption({ label });
        expect(await overflowOf(page, 'select[name="move-card"]'), `${label} at ${size}`).toBeLessThanOrEqual(0);
      }
    }
    await select.selectOption({ label: 'Harrow Riflemen' });
    await readableAtEverySize(page, '1999/move-form', { checks: { typed: TYPED, touch: false } });
    expect(page.problems).toEqual([]);
    await page.close();
  }, 180_000);
});
