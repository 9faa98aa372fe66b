import { describe, expect, it } from 'vitest';
import { blueRoster, redRoster } from '../src-shared/rules/orders-omens/walkthrough/testing/sample-armies';
import { generateBattle } from '../src-shared/rules/orders-omens/battle/testing/generate';
import { OUTCOMES_SENT } from '../src-shared/contract/battles';
import { type BattleDetail, type StepOutcomeRow } from '../src-shared/contract/orders-omens/battles';
import type { BattleEvent } from '../src-shared/rules/orders-omens/battle';
import { useBrowserHost } from './support/browser-host';
import { campaignWithArmies, setUpBattle } from './support/oo-battle';
import { SCREEN_SIZES } from './support/screenshots';
import { newWatchedPage } from './support/watched-page';

/**
 * An opened Orders & Omens battle carries outcome lines for its newest steps only; the event log
 * fetches the older ones (battles.stepOutcomes) when it first draws an older row.
 */
const running = useBrowserHost();
const api = <T>(name: string, input: unknown) => running.api<T>(name, input);
const OLDER = 12;
const STEPS = OUTCOMES_SENT + OLDER;

/** A legal battle of STEPS steps for this setup (a seeded generator; some seeds end the battle sooner). */
function stepsFor(setup: BattleDetail['setup']): BattleEvent[] {
  for (let seed = 1; seed < 40; seed++) {
    const { events } = generateBattle(setup, STEPS, seed);
    if (events.length >= STEPS) return events.slice(0, STEPS);
  }
  throw new Error(`no seed gave a battle of ${STEPS} steps`);
}

describe('the event log of a long Orders & Omens battle', () => {
  it('shows the outcome lines of its oldest steps, which the opened battle leaves out', async () => {
    const campaign = await campaignWithArmies(api, 'The Long Ridge', [blueRoster(), redRoster()]);
    const { battle, hash } = await setUpBattle<BattleDetail>(api, campaign, { name: 'The Long Ridge', tableWidthFeet: 6, tableDepthFeet: 4, turnLimit: 40, objectives: [{ name: 'The ford' }, { name: 'Old mill' }] });
    const events = stepsFor(battle.setup);
    for (const [i, event] of events.entries()) await api('battles.append', { battleId: battle.id, event, expectedCount: i });

    const opened = await api<BattleDetail>('battles.get', { id: battle.id });
    expect(opened.steps.slice(0, OLDER).every((row) => row.outcome === undefined)).toBe(true);
    const older = await api<StepOutcomeRow[]>('battles.stepOutcomes', { battleId: battle.id, fromSeq: 1, toSeq: OLDER });
    const worded = older.find((row) => row.outcome.length > 0);
    expect(worded).toBeDefined();

    const page = await newWatchedPage(running.browser, { viewport: SCREEN_SIZES.desktop });
    try {
      await page.goto(`${running.host.url}#${hash}`);
      await page.getByRole('tab', { name: /Event log/ }).click();
      const row = page.locator('ol.event-log > li').filter({ has: page.locator('.log-seq', { hasText: new RegExp(`^${worded!.seq}$`) }) });
      // Newest first: the oldest steps are at the foot of the log, drawn once scrolled to.
      for (let i = 0; i < 20 && (await row.count()) === 0; i++) {
        await page.mouse.wheel(0, 4000);
        await page.waitForTimeout(100);
      }
      await expect.poll(() => row.locator('.log-outcome').allTextContents(), { timeout: 15_000 }).toEqual(worded!.outcome);
      expect(page.problems).toEqual([]);
    } finally {
      await page.close();
    }
  }, 240_000);
});
