import { describe, expect, it } from 'vitest';
import { COPY_ON_WRITE, DEEP_CLONE } from './draft';
import { apply } from './reducer';
import type { BattleEvent } from './events';
import { initialBattleState } from './initial-state';
import type { BattleState } from './state';
import { generateBattle, largeSetup } from './testing/generate';

const setup = largeSetup();

/** JSON with keys sorted: the two paths build the same data with keys in a different order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v,
  );
}
const SEEDS = [3, 11, 42, 77, 1_234];

/** Every state of a fold, with the outcomes of each step, by one drafting strategy. */
function fold(events: readonly BattleEvent[], drafting: typeof COPY_ON_WRITE): { states: BattleState[]; outcomes: unknown[] } {
  const states = [initialBattleState(setup)];
  const outcomes: unknown[] = [];
  for (const event of events) {
    const result = apply(states.at(-1)!, event, {}, drafting);
    if (!result.ok) throw new Error(`refused: ${result.reason}`);
    states.push(result.state);
    outcomes.push(result.outcomes);
  }
  return { states, outcomes };
}

describe('copy-on-write drafts in the Orders & Omens reducer', () => {
  it.each(SEEDS)('seed %i: every state and outcome equals the deep-clone path, step by step', (seed) => {
    const { events } = generateBattle(setup, 600, seed);
    expect(events.length).toBeGreaterThan(100);
    const cow = fold(events, COPY_ON_WRITE);
    const clone = fold(events, DEEP_CLONE);
    // Every fifth state and the last (each comparison serialises two whole states).
    const checked = [...cow.states.keys()].filter((i) => i % 5 === 0 || i === cow.states.length - 1);
    for (const i of checked) expect(canonical(cow.states[i])).toBe(canonical(clone.states[i]));
    expect(canonical(cow.outcomes)).toBe(canonical(clone.outcomes));
    expect(cow.states.at(-1)!.phase).toBe(clone.states.at(-1)!.phase);
  });

  it('earlier states never change when later events are applied (structural sharing is read-only)', () => {
    const { events } = generateBattle(setup, 600, 5);
    const states = [initialBattleState(setup)];
    const snapshots = [JSON.stringify(states[0])];
    for (const event of events) {
      const result = apply(states.at(-1)!, event);
      if (!result.ok) throw new Error(result.reason);
      states.push(result.state);
      snapshots.push(JSON.stringify(result.state));
    }
    states.forEach((state, i) => expect(JSON.stringify(state)).toBe(snapshots[i]));
    // Something was shared: the roster always, and most Regiments between two steps.
    const [before, after] = [states.at(-2)!, states.at(-1)!];
    expect(after.roster).toBe(before.roster);
    const shared = Object.keys(after.regiments).filter((id) => after.regiments[id] === before.regiments[id]).length;
    expect(shared).toBeGreaterThan(Object.keys(after.regiments).length / 2);
  });

  it('a refused event gives the same reason on both paths and leaves the state as it was', () => {
    const { events } = generateBattle(setup, 300, 9);
    const { states } = fold(events, COPY_ON_WRITE);
    let refusals = 0;
    // Events out of their place: most are refused, some half-way through a handler's writes.
    for (let i = 0; i + 3 < states.length; i += 2) {
      const state = states[i]!;
      const before = JSON.stringify(state);
      const wrong = events[i + 3]!;
      const cow = apply(state, wrong, {}, COPY_ON_WRITE);
      const clone = apply(state, wrong, {}, DEEP_CLONE);
      expect(cow.ok).toBe(clone.ok);
      if (!cow.ok && !clone.ok) {
        refusals++;
        expect(cow.reason).toBe(clone.reason);
      } else if (cow.ok && clone.ok) {
        expect(canonical(cow.state)).toBe(canonical(clone.state));
      }
      expect(JSON.stringify(state)).toBe(before);
    }
    expect(refusals).toBeGreaterThan(10);
  });
});
