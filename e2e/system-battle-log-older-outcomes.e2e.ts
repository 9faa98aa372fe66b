import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { OUTCOMES_SENT, type SystemBattleDetail, type SystemStepOutcomesRow } from '../src-shared/contract/system-battles';
import { requireSystem } from '../src-shared/systems/registry';
import { LONG_ROSTERS_1999, LONG_SETUP_INPUT, longBattle1999 } from '../src-main/testing/long-system-battle';
import { useBrowserHost } from './support/browser-host';
import { readableSnapshot } from './support/readable-screen';
import { SCREEN_SIZES } from './support/screenshots';
import { newWatchedPage } from './support/watched-page';
import { join } from 'node:path';

/**
 * An opened 1999 battle (any system but Orders & Omens) carries the outcomes of its newest steps
 * only; the shell's event log fetches the older ones (battles.stepOutcomes) when it first draws
 * an older step, so every step still shows what came of it.
 */
const running = useBrowserHost();
const api = <T>(name: string, input: unknown) => running.api<T>(name, input);
const OLDER = 30;
const STEPS = OUTCOMES_SENT + OLDER;

async function longBattle(): Promise<{ campaignId: string; battle: SystemBattleDetail }> {
  const campaignId = (await api<{ id: string }>('campaigns.create', { name: 'The Long Night' })).id;
  const players: string[] = [];
  for (const [name, colour] of [['Ann', '#1f5f8b'], ['Bob', '#8e2a22']] as const) players.push((await api<{ id: string }>('players.create', { campaignId, name, colour })).id);
  const forces: string[] = [];
  for (const [i, roster] of LONG_ROSTERS_1999.entries()) forces.push((await api<{ id: string }>('forces.create', { campaignId, playerId: players[i], system: '1999', roster })).id);
  const battle = await api<SystemBattleDetail>('battles.create', { system: '1999', campaignId, name: 'A long night', sides: players.map((playerId, i) => ({ playerId, armyIds: [forces[i]] })), setup: LONG_SETUP_INPUT });
  for (const [i, event] of longBattle1999(STEPS).entries()) await api('battles.append', { battleId: battle.id, system: '1999', event, expectedCount: i });
  return { campaignId, battle };
}

/** Scrolls the log down until the step numbered `seq` is drawn (newest first: the oldest are at the foot). */
async function scrollTo(page: Page, seq: number) {
  const row = page.locator('.shell-log .log-row').filter({ has: page.locator('.log-seq', { hasText: new RegExp(`^${seq}$`) }) });
  for (let i = 0; i < 40 && (await row.count()) === 0; i++) {
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(100);
  }
  return row;
}

describe('the event log of a long 1999 battle', () => {
  it('shows what came of its oldest steps, which the opened battle leaves out, at desktop and phone size', async () => {
    const { campaignId, battle } = await longBattle();
    const opened = await api<SystemBattleDetail>('battles.get', { id: battle.id });
    expect(opened.steps).toHaveLength(STEPS);
    expect(opened.steps.slice(0, OLDER).every((step) => step.outcomes === undefined)).toBe(true);
    const older = await api<SystemStepOutcomesRow[]>('battles.stepOutcomes', { battleId: battle.id, fromSeq: 1, toSeq: OLDER });
    const narrator = requireSystem('1999').narrator;
    const worded = older.filter((row) => row.outcomes.length > 0).at(-1)!;
    expect(worded).toBeDefined();
    const lines = worded.outcomes.map((outcome) => narrator.describeOutcome(outcome as never, opened.setup));

    for (const size of ['desktop', 'phone'] as const) {
      const page = await newWatchedPage(running.browser, { viewport: SCREEN_SIZES[size] });
      try {
        await page.goto(`${running.host.url}#/campaigns/${campaignId}/battles/${battle.id}`);
        await page.getByRole('tab', { name: /Event log/ }).click();
        await page.locator('.shell-log .log-row').first().waitFor();
        await readableSnapshot(page, `system-log-older-outcomes-${size}-top`);
        const row = await scrollTo(page, worded.seq);
        await expect.poll(() => row.locator('.log-outcome').allTextContents(), { timeout: 15_000 }).toEqual(lines);
        await row.scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(__dirname, 'screenshots', `system-log-older-outcomes-${size}-oldest.png`) });
        expect(page.problems).toEqual([]);
      } finally {
        await page.close();
      }
    }
  }, 240_000);
});
