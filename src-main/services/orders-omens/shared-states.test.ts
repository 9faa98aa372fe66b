import { describe, expect, it } from 'vitest';
import { generateBattle, largeSetup } from '../../../src-shared/rules/orders-omens/battle/testing/generate';
import { casualties } from '../../../src-shared/rules/orders-omens/battle';
import { foldStep, seriesOf, startFold, type FoldedBattle } from '../../../src-shared/rules/orders-omens/walkthrough/step-fold';
import { stageOf } from '../../../src-shared/rules/orders-omens/walkthrough/walkthrough';
import { applyDelta, diffState } from '../../../src-shared/systems/state-delta';
import { summarise } from './battle-log';

/**
 * Copy-on-write states share every part a step left alone with the states before them, so one
 * write by any caller would change earlier states too. Here every state the log's fold returns is
 * frozen, deep, before anything else reads it: a caller that writes to one throws instead.
 */

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

const setup = largeSetup();

describe('states shared between steps are never written to', () => {
  it('a frozen state refuses a write (the check below would catch a caller that writes)', () => {
    const folded = deepFreeze(startFold(setup));
    const brigadeId = Object.keys(folded.walk.battle.brigades)[0]!;
    expect(() => {
      (folded.walk.battle.brigades[brigadeId] as { deployed: boolean }).deployed = true;
    }).toThrow(TypeError);
  });

  it.each([4, 19])('seed %i: the fold, narration, chart series, stage, summary and step deltas read frozen states only', (seed) => {
    const { events } = generateBattle(setup, 700, seed);
    let folded: FoldedBattle = deepFreeze(startFold(setup));
    let steps = 0;
    for (const event of events) {
      const before = folded;
      const next = foldStep(before, event, {});
      if (!next.ok) throw new Error(`step ${steps + 1} refused: ${next.reason}`);
      folded = deepFreeze(next.state);
      steps++;
      seriesOf(folded);
      stageOf(folded.walk);
      summarise(folded.walk.battle);
      casualties(folded.walk.battle);
      // What a step answers with, and how the screen applies it to the state it holds.
      const delta = diffState(before.walk.battle, folded.walk.battle);
      expect(applyDelta(before.walk.battle, delta)).toEqual(folded.walk.battle);
    }
    expect(steps).toBe(events.length);
    expect(folded.walk.battle.turn).toBeGreaterThan(1);
  });
});
