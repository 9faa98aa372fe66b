import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useBrowserHost } from './support/browser-host';
import { campaignWithArmies, setUpBattle } from './support/oo-battle';
import { newWatchedPage } from './support/watched-page';
import { BRIEF_SIZES, readableAtEverySize } from './support/readable-screen';
import { optionOverflows, sidewaysOverflow } from './support/select-fit';
import { blueRoster, redRoster } from '../src-shared/rules/orders-omens/walkthrough/testing/sample-armies';
import { dice } from '../src-shared/rules/orders-omens/battle/testing/fixtures';
import { SAMPLE_BATTLE } from '../src-shared/rules/orders-omens/walkthrough/testing/sample-battle';

/**
 * The Orders & Omens Charge form in Chromium: every choice of target and of how the Brigade goes in
 * (a charge, seed 002 L400, or a move into contact, L293, L577) reads whole at desktop, tablet and
 * phone sizes, also once the Brigade has charged this turn and the form offers only the move into
 * contact (L400: a charge "can only be performed once per turn"). On a phone the list once cut
 * "Move into contact (normal move)" short; what each way means is now the hint under the list.
 */
const env = useBrowserHost();
const api = env.api;

/** Blue's Levy ordered at turn 1's Activation, with `steps` played after; the battle's route. */
async function levyOrdered(name: string, steps: readonly unknown[] = []): Promise<string> {
  const campaign = await campaignWithArmies(api, name, [blueRoster(), redRoster()]);
  const { battle, hash } = await setUpBattle(api, campaign, { name: 'The Quiet Ford', tableWidthFeet: 6, tableDepthFeet: 4, turnLimit: 6, objectives: [{ name: 'The ford' }] });
  const opening = SAMPLE_BATTLE.slice(0, SAMPLE_BATTLE.findIndex((s) => s.type === 'activation-started') + 1);
  const ordered = [{ type: 'chip-drawn', side: 'A' }, { type: 'order-tested', brigadeId: 'A/d1.b1', roll: dice(6, 6) }];
  for (const [index, event] of [...opening, ...ordered, ...steps].entries()) await api('battles.append', { battleId: battle.id, event, expectedCount: index });
  return `${env.host.url}#${hash}`;
}

const SELECTS = ['select[name="charge-target"]', 'select[name="charge-approach"]'];

/** Every option of the form's two lists, and every button of the Brigade's, whose words do not fit, with the size it was seen at. */
async function cutOff(page: Page, acting: Locator, size: string): Promise<string[]> {
  const out: string[] = [];
  for (const selector of SELECTS) for (const option of await optionOverflows(page, selector)) if (option.over > 0) out.push(`${option.text} in ${selector} at ${size}: ${option.over.toFixed(1)} px too wide`);
  for (const button of await acting.getByRole('button').all()) {
    const [text, over] = await button.evaluate((b) => [b.textContent!.trim(), b.scrollWidth - b.clientWidth] as const);
    if (over > 0) out.push(`button “${text}” at ${size}: ${over} px too wide`);
  }
  const sideways = await sidewaysOverflow(page);
  if (sideways.by > 0) out.push(`the page at ${size} is ${sideways.by} px wider than the window (${sideways.widest})`);
  return out;
}

async function everySize(page: Page, acting: Locator): Promise<string[]> {
  const problems: string[] = [];
  for (const [size, viewport] of Object.entries(BRIEF_SIZES)) {
    await page.setViewportSize(viewport);
    problems.push(...(await cutOff(page, acting, size)));
  }
  await page.setViewportSize(BRIEF_SIZES.desktop);
  return problems;
}

describe('Orders & Omens: the Charge form at every size', () => {
  it('seed 002 L400, L577: shows every target and both ways in whole, at desktop, tablet and phone', async () => {
    const page = await newWatchedPage(env.browser, { viewport: BRIEF_SIZES.desktop });
    await page.goto(await levyOrdered('Charge fit'));
    const acting = page.getByRole('article', { name: 'Levy acting', exact: true });
    await acting.getByRole('button', { name: 'Charge…' }).click();
    const how = acting.getByRole('combobox', { name: 'How', exact: true });
    expect(await how.locator('option').allInnerTexts()).toEqual(['Charge', 'Move into contact']);
    await acting.getByRole('combobox', { name: 'Target', exact: true }).selectOption({ label: 'Swordsmen' });
    const hint = async () => (await page.locator(`[id="${await how.getAttribute('aria-describedby')}"]`).textContent()) ?? '';
    expect(await hint()).toContain('Double the move, once a turn'); // L400
    expect(await hint()).toContain('+1 to hit in the first round of melee'); // L579
    await how.selectOption({ label: 'Move into contact' });
    expect(await hint()).toContain('A normal move into base contact: no +1 for charging'); // L577, L579
    expect(await everySize(page, acting)).toEqual([]);
    await readableAtEverySize(page, 'oo-charge-form/move-into-contact');
    expect(page.problems).toEqual([]);
    await page.close();
  }, 90_000);

  it('seed 002 L400: after a charge that fell short, "Move into contact…" and the form it opens read whole at every size', async () => {
    const page = await newWatchedPage(env.browser, { viewport: BRIEF_SIZES.desktop });
    await page.goto(await levyOrdered('Charged fit', [{ type: 'charge-declared', brigadeId: 'A/d1.b1', targetBrigadeId: 'B/d1.b1', approach: 'charge', reaction: 'none', contact: false }]));
    const acting = page.getByRole('article', { name: 'Levy acting', exact: true });
    await acting.getByRole('button', { name: 'Move into contact…' }).click();
    const how = acting.getByRole('combobox', { name: 'How', exact: true });
    expect(await how.locator('option').allInnerTexts()).toEqual(['Charge (already charged)', 'Move into contact']);
    expect(await how.inputValue()).toBe('move-into-contact');
    expect(await everySize(page, acting)).toEqual([]);
    await readableAtEverySize(page, 'oo-charge-form/already-charged');
    expect(page.problems).toEqual([]);
    await page.close();
  }, 90_000);
});
