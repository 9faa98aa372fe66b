import { beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from './support/api';
import { useBrowserHost } from './support/browser-host';
import { readableAtEverySize } from './support/readable-screen';
import { newWatchedPage, type WatchedPage } from './support/watched-page';

/**
 * A report the scoring refuses for both players' answers together — more Quadrants Dominated in a
 * Game Round than the four on Supremacy's table (seed 003 L936–L950), more Antennae than Nimbus
 * Zone's four (L1014) — was refused on a path no single field shows, so "Score the game" did
 * nothing at all: no score, no "Report saved.", no word of why. The refusal now stands above the
 * form, saying what to correct.
 */
const env = useBrowserHost();
let page: WatchedPage;
let campaignId: string;
const sessions: Record<string, string> = {};
const TYPED = ['Thursday club', 'Annabelle', 'Bartholomew', 'supremacy night', 'nimbus-zone night'];

beforeAll(async () => {
  const call = apiCaller(env.host.url);
  campaignId = (await call('campaigns.create', { name: 'Thursday club' })).id;
  for (const scenario of ['supremacy', 'nimbus-zone'] as const) {
    sessions[scenario] = (await call('objectives.createSession', { campaignId, name: `${scenario} night`, scenario, playerA: 'Annabelle', playerB: 'Bartholomew', rulings: {} })).session.id;
  }
  page = await newWatchedPage(env.browser);
});

async function openReport(scenario: string) {
  await page.goto(`${env.host.url}#/campaigns/${campaignId}/objectives/${sessions[scenario]}`);
  const report = page.getByRole('form', { name: 'End-of-game report' });
  await report.waitFor();
  return report;
}

describe('a refused end-of-game report says why', () => {
  it('Supremacy: six Quadrants claimed in one Game Round are refused above the form, then the corrected report scores', async () => {
    const report = await openReport('supremacy');
    await report.getByLabel('Quadrants of Annabelle in Game Round 1', { exact: true }).fill('3');
    await report.getByLabel('Quadrants of Bartholomew in Game Round 1', { exact: true }).fill('3');
    await report.getByRole('button', { name: 'Score the game' }).click();
    const refusal = report.getByRole('alert').filter({ hasText: 'Quadrants Dominated in round 1' });
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('add up to more than the 4 on the table');
    expect(await report.getByRole('status').filter({ hasText: 'Report saved.' }).count()).toBe(0);
    await readableAtEverySize(page, 'objectives-report-refused-quadrants', { checks: { typed: TYPED } });

    await report.getByLabel('Quadrants of Bartholomew in Game Round 1', { exact: true }).fill('1');
    await report.getByRole('button', { name: 'Score the game' }).click();
    await report.getByRole('status').filter({ hasText: 'Report saved.' }).waitFor();
    expect(await report.getByRole('alert').count()).toBe(0);
    // L770: more Quadrants than the adversary at the end of a Game Round scores 2.
    expect(await page.getByText('3 Quadrants Dominated against 1. More than the adversary.').count()).toBe(1);
  });

  it('Nimbus Zone: five Antennae Disconnected between both players are refused above the form', async () => {
    const report = await openReport('nimbus-zone');
    await report.getByLabel('Antennae Disconnected by Annabelle', { exact: true }).fill('3');
    await report.getByLabel('Antennae Disconnected by Bartholomew', { exact: true }).fill('2');
    await report.getByRole('button', { name: 'Score the game' }).click();
    const refusal = report.getByRole('alert').filter({ hasText: 'Antennae Disconnected' });
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('add up to more than the 4 on the table');
    expect(await report.getByRole('status').filter({ hasText: 'Report saved.' }).count()).toBe(0);
  });
});
