import { describe, expect, it } from 'vitest';
import { apply, initialBattleState, type BattleState } from '../rules/orders-omens/battle';
import { generateBattle, largeSetup } from '../rules/orders-omens/battle/testing/generate';
import { applyDelta, diffState } from './state-delta';

const overTheWire = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
/** JSON with keys sorted: equal strings for equal plain values whatever the key order (faster than a deep compare per step). */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v));

describe('a step answered with what changed in the state', () => {
  it('rebuilds every state of a generated battle from the one before, and stays small as the battle grows', () => {
    const setup = largeSetup();
    const { events } = generateBattle(setup, 500, 5);
    let state: BattleState = initialBattleState(setup);
    const sizes: number[] = [];
    for (const event of events) {
      const next = apply(state, event);
      if (!next.ok) throw new Error(next.reason);
      const delta = overTheWire(diffState(state, next.state));
      const rebuilt = canonical(applyDelta(overTheWire(state), delta));
      if (rebuilt !== canonical(next.state)) expect(applyDelta(overTheWire(state), delta)).toEqual(overTheWire(next.state));
      sizes.push(JSON.stringify(delta).length);
      state = next.state;
    }
    const late = Math.max(...sizes.slice(-100));
    expect(late).toBeLessThan(20_000);
    // The state keeps no prose now (about 34 KB at 500 steps, was 106 KB), yet still dwarfs a late step's delta.
    expect(late * 5).toBeLessThan(JSON.stringify(state).length);
  }, 30_000);

  it('sends a field whole, a list or record entry by entry, and says what was removed', () => {
    const before = { phase: 'a', list: [1, 2, 3], record: { x: { n: 1 }, y: { n: 2 } }, gone: 1, same: { deep: [1] } };
    const after = { phase: 'b', list: [1, 5], record: { x: { n: 1 }, z: { n: 3 } }, same: { deep: [1] } };
    const delta = diffState(before, after);
    expect(delta).toEqual({
      phase: { kind: 'value', value: 'b' },
      list: { kind: 'list', length: 2, items: { 1: 5 } },
      record: { kind: 'record', entries: { z: { n: 3 } }, removed: ['y'] },
      gone: { kind: 'value', value: undefined },
    });
    expect(applyDelta(before, overTheWire(delta))).toEqual(after);
    expect(diffState(after, structuredClone(after))).toEqual({});
  });
});
