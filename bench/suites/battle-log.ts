import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateBattle, largeSetup } from '../../src-shared/rules/orders-omens/battle/testing/generate';
import { openDatabase } from '../../src-main/db/open';
import { createServiceContext } from '../../src-main/services/context';
import { appendBattleEvent, battleLog, createBattleRecord, loadBattle } from '../../src-main/services/battle-log';
import { createCampaign } from '../../src-main/services/campaigns';
import type { BenchSuite } from '../suite';

const EVENTS = 500;
const TIMED_STEPS = 50;
const COLD_LOADS = 5;

/**
 * One confirmed step at the table, late in a long battle, on a real SQLite file (WAL,
 * synchronous=FULL). Baseline, measured in the same run: resuming that battle cold, which replays
 * its whole log — what every step would cost without the fold kept between steps.
 */
export const suite: BenchSuite = {
  name: 'battle-log',
  run() {
    const dir = mkdtempSync(join(tmpdir(), 'warchronicle-bench-'));
    const store = openDatabase({ file: join(dir, 'bench.db'), migrationsFolder: join(__dirname, '..', '..', 'migrations') });
    try {
      const ctx = createServiceContext(store, 'browser', 'bench');
      const setup = largeSetup();
      const events = generateBattle(setup, EVENTS, 11).events.slice(0, EVENTS);
      const campaign = createCampaign(ctx, { name: 'Bench', setting: '', description: '' });
      const battle = createBattleRecord(ctx, { campaignId: campaign.id, name: 'Long battle', setup, rulings: {} });
      for (const event of events.slice(0, EVENTS - TIMED_STEPS)) appendBattleEvent(ctx, battle.id, event);

      let start = performance.now();
      for (const event of events.slice(EVENTS - TIMED_STEPS)) appendBattleEvent(ctx, battle.id, event);
      const stepMs = (performance.now() - start) / TIMED_STEPS;

      start = performance.now();
      for (let i = 0; i < COLD_LOADS; i++) {
        battleLog.forget(ctx, battle.id);
        loadBattle(ctx, battle.id);
      }
      const coldMs = (performance.now() - start) / COLD_LOADS;

      return [
        { name: 'battles.step.ms', value: stepMs, unit: 'ms', note: `append at steps ${EVENTS - TIMED_STEPS + 1}–${EVENTS}, fsync included` },
        { name: 'battles.resume.ms', value: coldMs, unit: 'ms', note: `cold load: replay of ${EVENTS} steps` },
        { name: 'battles.step.speedupOverReplay', value: coldMs / stepMs, unit: '×', target: { op: '>=', value: 10 } },
      ];
    } finally {
      store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
