import { replay } from '../../src-shared/rules/orders-omens/battle/reducer';
import { COPY_ON_WRITE, DEEP_CLONE, type Drafting } from '../../src-shared/rules/orders-omens/battle/draft';
import type { BattleEvent, BattleSetup } from '../../src-shared/rules/orders-omens/battle';
import { longBattle, mediumBattle } from '../generated';
import { ratioMetric, type BenchSuite } from '../suite';

const ROUNDS = 12;

/**
 * The Orders & Omens replay, as every open, undo and narration runs it. Copy-on-write drafts
 * against the former deep clone per event (kept as DEEP_CLONE), interleaved in one run so load
 * on the machine hits both alike; each figure is the fastest of its rounds.
 */
export const suite: BenchSuite = {
  name: 'engine',
  run() {
    const medium = mediumBattle();
    const long = longBattle();
    const longFirst500 = long.events.slice(0, 500);
    const best = { cow: Infinity, clone: Infinity, long500: Infinity, long5000: Infinity };
    const time = (key: keyof typeof best, setup: BattleSetup, events: readonly BattleEvent[], drafting: Drafting) => {
      const start = performance.now();
      const result = replay(setup, events, {}, drafting);
      const ms = performance.now() - start;
      if (!result.ok) throw new Error(`generated battle failed to replay at ${result.index}: ${result.reason}`);
      best[key] = Math.min(best[key], ms);
    };
    for (let round = 0; round <= ROUNDS; round++) {
      time('cow', medium.setup, medium.events, COPY_ON_WRITE);
      time('clone', medium.setup, medium.events, DEEP_CLONE);
      if (round % 3 === 0) {
        // Ten 500-event replays back to back: as much work as the 5,000-event one, so both meet the same load on a shared machine.
        const start = performance.now();
        for (let i = 0; i < 10; i++) replay(long.setup, longFirst500, {}, COPY_ON_WRITE);
        best.long500 = Math.min(best.long500, (performance.now() - start) / 10);
        time('long5000', long.setup, long.events, COPY_ON_WRITE);
      }
    }
    const perSecond = (ms: number, count: number) => (count / ms) * 1000;
    return [
      {
        name: 'engine.replay.eventsPerSecond',
        value: perSecond(best.cow, medium.events.length),
        unit: 'events/s',
        target: { op: '>=', value: 100_000 },
        note: `${medium.events.length}-event battle, copy-on-write drafts, fastest of ${ROUNDS}`,
      },
      ratioMetric(
        'engine.replay.speedupVsDeepClone',
        { measured: perSecond(best.cow, medium.events.length), baseline: perSecond(best.clone, medium.events.length), unit: 'events/s', baselineLabel: 'deep clone per event' },
        { op: '>=', value: 1.5 },
        'the same replay with the former deep copy of the state per event',
      ),
      ratioMetric(
        'engine.replay.5000vs500',
        { measured: best.long5000, baseline: best.long500, unit: 'ms', baselineLabel: 'its first 500 events, ten times in a row, per replay' },
        { op: '<=', value: 10 },
        `${long.events.length.toLocaleString('en-GB')}-event battle (six Divisions a side) against its first 500 events`,
      ),
    ];
  },
};
