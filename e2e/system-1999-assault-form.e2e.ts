import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserHost } from './support/browser-host';
import { PREY_TYPED, preyBattleAtCharge } from './support/prey-battle';
import { BRIEF_SIZES, readableAtEverySize } from './support/readable-screen';
import { optionOverflows } from './support/select-fit';
import { newWatchedPage } from './support/watched-page';

/**
 * The 1999 Assault form in Chromium (seed 001 L517–L541): every choice of attacker, weapon and
 * target is read whole at desktop, tablet and phone sizes, and the +1 for each other enemy of the
 * target in contact with it (L537) is the engine's count, named. Ann's Harrow Riflemen have
 * Charged Bob's Ashen Hounds (L513); the battle up to there is played through the contract.
 */
const env = useBrowserHost();
let battleUrl: string;

beforeAll(async () => {
  battleUrl = await preyBattleAtCharge(env.host.url);
}, 120_000);

const SELECTS = ['select[name="attacker"]', 'select[name="assault-weapon"]', 'select[name="assault-target"]'];

/** Every option of the three choosers that does not fit its select, with the size it was seen at. */
async function cutOff(page: Page, size: string): Promise<string[]> {
  const out: string[] = [];
  for (const selector of SELECTS) for (const option of await optionOverflows(page, selector)) if (option.over > 0) out.push(`${option.text} in ${selector} at ${size}: ${option.over.toFixed(1)} px too wide`);
  return out;
}

async function die(page: Page, label: string, face: number): Promise<void> {
  await page.locator(`input[aria-label="${label}"]`).fill(String(face));
}

describe('1999: the Assault form at every size', () => {
  it('shows every attacker, weapon and target whole, names the +1s from the recorded contacts, and records the Assault with them', async () => {
    const page = await newWatchedPage(env.browser, { viewport: BRIEF_SIZES.desktop });
    await page.goto(battleUrl);
    await page.getByRole('heading', { name: /Harrow Riflemen acts/ }).waitFor();
    await page.getByRole('tab', { name: 'Assault', exact: true }).click();

    const target = page.locator('select[name="assault-target"]');
    await expect.poll(() => target.locator('option').allInnerTexts()).toEqual(['Choose…', 'Bob’s Ashen Hounds 1', 'Bob’s Ashen Hounds 2']);
    await expect.poll(() => page.locator('select[name="assault-weapon"] option').allInnerTexts()).toEqual(['Bayonet', 'Unarmed']);
    await page.getByText('Bayonet: AP 0, Wounding 5.').waitFor();
    await target.selectOption({ label: 'Bob’s Ashen Hounds 2' });
    // L537: Riflemen 2 and the Sergeant touch Hounds 2 too, as the Charge recorded: +2, and who for.
    await page.getByText('Harrow Riflemen 1 adds CC offensive 2, +1 each for your Harrow Riflemen 2 and your Sergeant Ilse Vane, also in base contact with Bob’s Ashen Hounds 2. Ashen Hounds 2 adds CC defensive 2.').waitFor();
    await page.getByText(/Harrow Riflemen 1 \+4: wins \d+%/).waitFor();
    expect(await page.locator('input[name="additional-attackers"]').count()).toBe(0);

    const problems: string[] = [];
    for (const [size, viewport] of Object.entries(BRIEF_SIZES)) {
      await page.setViewportSize(viewport);
      problems.push(...(await cutOff(page, size)));
      // The Sergeant carries another weapon than the Riflemen: its choices are measured too.
      await page.locator('select[name="attacker"]').selectOption({ label: 'Sergeant Ilse Vane' });
      await expect.poll(() => page.locator('select[name="assault-weapon"] option').allInnerTexts()).toEqual(['Trench knife', 'Unarmed']);
      problems.push(...(await cutOff(page, size)));
      await page.locator('select[name="attacker"]').selectOption({ label: 'Harrow Riflemen 1' });
      await target.selectOption({ label: 'Bob’s Ashen Hounds 2' });
    }
    expect(problems).toEqual([]);
    await page.setViewportSize(BRIEF_SIZES.desktop);
    await readableAtEverySize(page, '1999/assault-form', { checks: { typed: PREY_TYPED, touch: false } });

    // 1 + 2 + 2 against 5 + 2: a miss, recorded with the +2 named
    await die(page, 'Harrow Riflemen 1', 1);
    await die(page, 'Ashen Hounds 2', 5);
    await page.getByText('Harrow Riflemen 1 will strike at Ashen Hounds 2 with Bayonet: Opposed roll to hit 5 (+2 for Harrow Riflemen 2 and Sergeant Ilse Vane also in contact) against 7, a miss.').waitFor();
    await page.getByRole('button', { name: 'Record the Assault', exact: true }).click();
    await page.getByRole('tab', { name: /Event log/ }).click();
    await expect.poll(async () => (await page.locator('body').innerText()).replace(/\s+/g, ' ')).toContain('Opposed roll to hit 5 (+2 for Harrow Riflemen 2 and Sergeant Ilse Vane also in contact) against 7, a miss.');
    expect(page.problems).toEqual([]);
    await page.close();
  }, 240_000);
});
