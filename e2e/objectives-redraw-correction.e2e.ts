import { beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from './support/api';
import { useBrowserHost } from './support/browser-host';
import { readableAtEverySize } from './support/readable-screen';
import { SCREEN_SIZES } from './support/screenshots';
import { newWatchedPage, type WatchedPage } from './support/watched-page';

/**
 * The scenarios give each player "2 Classified Objectives" or "1" (seed 003 L412, L462, L776, L984)
 * and print no rule for re-drawing one; the charts MK.1–MK.4 (L18–L383) are chosen at each draw.
 * The app's re-draw is a correction both players see (docs/rulings.md, "Re-drawing or discarding a
 * Classified Objective"): the form says so, and it lets a draw made on the wrong chart be read on the
 * right one — Ann's 7 on MK.1 is Telemetry, on MK.3 Extreme Prejudice.
 */
const env = useBrowserHost();
let page: WatchedPage;
let campaignId: string;
let sessionId: string;
const TYPED = ['Redraw club', 'Ann', 'Bob', 'Corrections night', 'Rolled on the wrong chart'];

beforeAll(async () => {
  const call = apiCaller(env.host.url);
  campaignId = (await call('campaigns.create', { name: 'Redraw club' })).id;
  sessionId = (await call('objectives.createSession', { campaignId, name: 'Corrections night', scenario: 'nimbus-zone', playerA: 'Ann', playerB: 'Bob', rulings: {} })).session.id;
  await call('objectives.draw', { sessionId, player: 'Ann', chart: 'MK1', die: 7 });
  page = await newWatchedPage(env.browser);
});

describe('re-drawing a Classified Objective', () => {
  it('is offered as a correction, on the chart the draw should have used', async () => {
    await page.setViewportSize(SCREEN_SIZES.desktop);
    await page.goto(`${env.host.url}#/campaigns/${campaignId}/objectives/${sessionId}`);
    await page.getByRole('region', { name: 'Draws of Ann' }).getByRole('button', { name: 'Pass the laptop to Ann' }).click();
    await page.getByRole('dialog', { name: 'Hand-over to Ann' }).getByRole('button', { name: 'I am Ann — show my objectives' }).click();
    const ann = page.getByRole('dialog', { name: "Ann's Classified Objectives" });
    await ann.getByRole('heading', { name: 'Telemetry' }).waitFor();
    await ann.getByRole('button', { name: 'Re-draw…' }).click();
    const form = ann.getByRole('form', { name: 'Re-draw Telemetry' });
    expect(await form.getByRole('note').textContent()).toBe(
      'The scenarios have no re-draw: use this only to correct a draw, such as a die read on the wrong chart or misread. Both players see the reason.',
    );
    const chart = form.getByLabel('Chart');
    expect(await chart.inputValue()).toBe('MK1');
    expect(await chart.locator('option').allTextContents()).toEqual(['Classified Chart MK.1', 'Classified Chart MK.2', 'Classified Chart MK.3', 'Classified Chart MK.4']);
    await form.getByLabel(/Reason for the re-draw/).fill('Rolled on the wrong chart');
    await chart.selectOption('MK3');
    await form.getByLabel(/^Die/).fill('7');
    await readableAtEverySize(page, 'objectives-redraw-correction-01-form', { sizes: SCREEN_SIZES, checks: { typed: TYPED } });
    await form.getByRole('button', { name: 'Re-draw', exact: true }).click();
    await ann.getByRole('heading', { name: 'Extreme Prejudice' }).waitFor();
    expect(await ann.locator('.draw').first().textContent()).toContain('Chart MK.3, D20 roll 7');
    // The new draw shows before the table's view (and its log) is read again; the form closes only then.
    await ann.getByRole('button', { name: 'Re-draw', exact: true }).waitFor({ state: 'detached' });
    await ann.getByRole('button', { name: 'Hide my objectives and hand back' }).click();
    await ann.waitFor({ state: 'detached' });
    await page.getByText(/^Draws log/).click();
    expect(await page.locator('.log').textContent()).toContain('Ann re-drew draw 1. Reason: Rolled on the wrong chart. The new objective is hidden.');
    expect(page.problems).toEqual([]);
  });
});
