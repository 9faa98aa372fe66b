import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserHost } from './support/browser-host';
import { campaignWithArmies, setUpBattle } from './support/oo-battle';
import { newWatchedPage } from './support/watched-page';
import { snapshot } from './support/screenshots';
import { expectReadableScreen } from './support/readable-screen';
import { blueRoster, redRoster } from '../src-shared/rules/orders-omens/walkthrough/testing/sample-armies';
import { SAMPLE_BATTLE } from '../src-shared/rules/orders-omens/walkthrough/testing/sample-battle';

/**
 * The keyboard path through a turn, looked at: at each size the issue names (desktop 1280×800,
 * tablet 800×1000, phone 390×844), light and dark, a chip drawn with the key "1" puts the focus
 * on the chip's panel, the down arrow goes into the Brigade list, arrows and Enter go on to the Order Test, Enter records it and the focus
 * lands on the Brigade's first action; "?" shows the keys and Esc brings the focus back; in the
 * End Phase the focus starts on the first objective box. Each focused control must show a ring a
 * player can see (an outline in the theme's focus colour), and each screen is saved for a look.
 */

const env = useBrowserHost();
const api = env.api;

const SIZES = {
  desktop: { width: 1280, height: 800 },
  tablet: { width: 800, height: 1000 },
  phone: { width: 390, height: 844 },
} as const;

async function battleAtActivation(name: string): Promise<{ hash: string; id: string; steps: number }> {
  const campaign = await campaignWithArmies(api, name, [blueRoster(), redRoster()]);
  const { battle, hash } = await setUpBattle(api, campaign, { name: 'The Quiet Ford', tableWidthFeet: 6, tableDepthFeet: 4, turnLimit: 6, objectives: [{ name: 'The ford' }] });
  const opening = SAMPLE_BATTLE.slice(0, SAMPLE_BATTLE.findIndex((s) => s.type === 'activation-started') + 1);
  for (const [index, event] of opening.entries()) await api('battles.append', { battleId: battle.id, event, expectedCount: index });
  return { hash, id: battle.id, steps: opening.length };
}

interface Ring {
  what: string;
  outline: string;
  width: number;
}

/** The focused control and its outline, as drawn. */
async function focusRing(p: Page): Promise<Ring> {
  return (await p.evaluate(`(() => {
    const a = document.activeElement;
    const style = getComputedStyle(a);
    const label = a.labels?.[0]?.querySelector('.field-label')?.textContent;
    return { what: a.getAttribute('aria-label') ?? label ?? a.textContent.trim().slice(0, 40), outline: style.outlineStyle + ' ' + style.outlineColor, width: parseFloat(style.outlineWidth) };
  })()`)) as Ring;
}

/** The theme's focus colour (theme.css `--focus`), as the browser resolves it. */
async function focusColour(p: Page): Promise<string> {
  return (await p.evaluate(`(() => { const probe = document.createElement('div'); probe.style.color = 'var(--focus)'; document.body.append(probe); const c = getComputedStyle(probe).color; probe.remove(); return c; })()`)) as string;
}

async function expectRingOn(p: Page, what: string | RegExp): Promise<void> {
  const ring = await focusRing(p);
  expect(ring.what).toMatch(what);
  expect(ring.width, `a ring around ${ring.what}`).toBeGreaterThanOrEqual(2);
  expect(ring.outline).toBe(`solid ${await focusColour(p)}`);
}

async function turnByKeys(p: Page, name: string): Promise<void> {
  await p.getByRole('heading', { name: 'Activation', exact: true }).waitFor();
  // The chip to draw is where the focus starts.
  await expectRingOn(p, 'Blue chip drawn');
  await p.keyboard.press('1');
  await p.getByRole('heading', { name: 'Blue chip drawn' }).waitFor();
  // The chip's own panel has the focus (P would pass it); the down arrow goes into the Brigade list.
  await expectRingOn(p, /^\s*Blue chip drawn/);
  await snapshot(p, `keys/${name}-0-chip-drawn`);
  await p.keyboard.press('ArrowDown');
  await expectRingOn(p, 'Brigade to order');
  expect(await p.getByLabel('Brigade to order').locator('option:checked').innerText()).toBe('Levy');
  await p.keyboard.press('ArrowDown');
  // Arrowing only moves the choice: the focus stays in the list until Enter.
  await expectRingOn(p, 'Brigade to order');
  expect(await p.getByLabel('Brigade to order').locator('option:checked').innerText()).toBe('Archers');
  await snapshot(p, `keys/${name}-1-brigade-list`);
  await p.keyboard.press('Enter');
  await expect.poll(async () => (await focusRing(p)).what).toBe('Order Test die 1');
  await p.keyboard.type('4 4');
  await p.keyboard.press('Enter');
  await p.getByRole('article', { name: 'Archers acting', exact: true }).waitFor();
  await expect.poll(async () => (await focusRing(p)).what).toBe('Move');
  await expectRingOn(p, 'Move');
  await p.keyboard.press('ArrowRight');
  await expectRingOn(p, 'Wheel');
  await expectReadableScreen(p, `the acting Brigade from the keyboard (${name})`);
  expect(await p.evaluate('document.documentElement.scrollWidth <= window.innerWidth'), `no sideways scroll (${name})`).toBe(true);
  await snapshot(p, `keys/${name}-2-acting`);

  await p.keyboard.press('?');
  const help = p.getByRole('dialog', { name: 'Playing from the keyboard' });
  await help.waitFor();
  await help.getByText('the first army’s chip was drawn').waitFor();
  await snapshot(p, `keys/${name}-3-keys-help`);
  await p.keyboard.press('Escape');
  await help.waitFor({ state: 'hidden' });
  await expectRingOn(p, 'Wheel');
}

describe('the keyboard path, looked at', () => {
  for (const [size, viewport] of Object.entries(SIZES)) {
    for (const colorScheme of ['light', 'dark'] as const) {
      it(`${size} ${viewport.width}×${viewport.height}, ${colorScheme}: focus moves on after each step and its ring shows`, async () => {
        const name = `${size}-${colorScheme}`;
        const battle = await battleAtActivation(`Keys ${name}`);
        const p = await newWatchedPage(env.browser, { viewport, colorScheme });

        try {
          await p.goto(`${env.host.url}#${battle.hash}`);
          await turnByKeys(p, name);
          // The rest of the chips passed at the table; the End Phase opens on its first objective box.
          let count = battle.steps + 2;
          for (const event of [{ type: 'chip-drawn', side: 'B' }, { type: 'chip-passed' }, { type: 'chip-drawn', side: 'A' }, { type: 'chip-passed' }, { type: 'chip-drawn', side: 'B' }, { type: 'chip-passed' }]) {
            await api('battles.append', { battleId: battle.id, event, expectedCount: count++ });
          }
          await p.reload();
          await p.getByRole('heading', { name: 'End Phase', exact: true }).waitFor();
          await p.keyboard.press('ArrowDown');
          await p.keyboard.press('Space');
          await expectRingOn(p, 'Archers within 6 inches of objective 1');
          expect(await p.getByLabel('Archers within 6 inches of objective 1', { exact: true }).isChecked()).toBe(true);
          await snapshot(p, `keys/${name}-4-end-phase`);
          await p.keyboard.press('Enter');
          await p.getByRole('heading', { name: 'Strategic Orders' }).waitFor();
          await expectRingOn(p, 'Fill the chip bag — Activation');
          expect(p.problems).toEqual([]);
        } catch (error) {
          if (!p.isClosed()) await snapshot(p, `keys/${name}-failure`);
          throw error;
        } finally {
          await p.close();
        }
      }, 120_000);
    }
  }
});
