import { describe, expect, it } from 'vitest';
import { ICE_RANGERS } from '../src-shared/rules/opend6/squads/samples';
import { GOBLIN_ARCHERS } from '../src-shared/rules/opend6/testing/fixtures';
import { useBrowserHost } from './support/browser-host';
import { readableAtEverySize } from './support/readable-screen';
import { newWatchedPage } from './support/watched-page';

/**
 * Setting up an OpenD6 battle with both sides over their agreed Squad Generation Points (seed 004
 * L41–L43: each side spends the SGPs agreed for it) marks both budgets at once, in the rules'
 * words, and sets nothing up: the players fix both before pressing again, not one per press.
 */
const env = useBrowserHost();

describe('a refused set-up of another system marks every field at once', () => {
  it('OpenD6: both sides over their SGPs are marked in one press, and the battle is set up once both are agreed', async () => {
    const campaignId = (await env.api<{ id: string }>('campaigns.create', { name: 'Hollowmere' })).id;
    const astrid = (await env.api<{ id: string }>('players.create', { campaignId, name: 'Astrid', colour: '#1565c0' })).id;
    const borg = (await env.api<{ id: string }>('players.create', { campaignId, name: 'Borg', colour: '#2e7d32' })).id;
    await env.api('forces.create', { campaignId, playerId: astrid, system: 'opend6', roster: ICE_RANGERS });
    await env.api('forces.create', { campaignId, playerId: borg, system: 'opend6', roster: GOBLIN_ARCHERS });
    const page = await newWatchedPage(env.browser);
    await page.goto(`${env.host.url}#/campaigns/${campaignId}/battles/new`);
    await page.getByRole('radio', { name: /^OpenD6/ }).check();
    const form = page.locator('form.setup-form');
    await form.locator('input[name="name"]').fill('The Ford');
    await form.locator('input[name="budget-1"]').fill('10');
    await form.locator('input[name="budget-2"]').fill('10');
    await form.getByRole('button', { name: 'Set up the battle' }).click();

    const marked = form.locator('.od6-setup [aria-invalid="true"]');
    await expect.poll(() => marked.count()).toBe(2);
    expect(await marked.evaluateAll((inputs) => inputs.map((input) => input.getAttribute('name')))).toEqual(['budget-1', 'budget-2']);
    const said = await form.locator('.od6-setup .field-error[role="alert"]').allInnerTexts();
    expect(said).toEqual([expect.stringMatching(/^Astrid’s squads cost [\d,]+ SGPs, over the agreed 10 SGPs\.$/), expect.stringMatching(/^Borg’s squads cost [\d,]+ SGPs, over the agreed 10 SGPs\.$/)]);
    expect(await form.locator('.field-error[role="alert"]').count()).toBe(2);
    expect((await env.api<unknown[]>('battles.list', { campaignId })).length).toBe(0);
    await readableAtEverySize(page, 'opend6/setup-every-problem');

    await form.locator('input[name="budget-1"]').fill('2000');
    // Fixing one leaves the other marked.
    await expect.poll(() => marked.evaluateAll((inputs) => inputs.map((input) => input.getAttribute('name')))).toEqual(['budget-2']);
    await form.locator('input[name="budget-2"]').fill('2000');
    await form.getByRole('button', { name: 'Set up the battle' }).click();
    await page.waitForURL((url) => !url.toString().endsWith('/battles/new'));
    expect(page.problems).toEqual([]);
    await page.close();
  }, 120_000);
});
