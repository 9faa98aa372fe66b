import { replay } from '../../src-shared/rules/orders-omens/battle/reducer';
import { generateBattle, largeSetup } from '../../src-shared/rules/orders-omens/battle/testing/generate';
import type { BenchSuite } from '../suite';

const EVENTS = 500;
const REPEATS = 20;

export const suite: BenchSuite = {
  name: 'engine',
  run() {
    const setup = largeSetup();
    const { events } = generateBattle(setup, EVENTS, 7);
    const battle = events.slice(0, EVENTS);
    replay(setup, battle); // warm-up
    const start = performance.now();
    for (let i = 0; i < REPEATS; i++) {
      const result = replay(setup, battle);
      if (!result.ok) throw new Error(`generated battle failed to replay at ${result.index}: ${result.reason}`);
    }
    const seconds = (performance.now() - start) / 1000;
    return [{ name: 'engine.replay.eventsPerSecond', value: (battle.length * REPEATS) / seconds, unit: 'events/s', note: `${battle.length}-event battle` }];
  },
};
