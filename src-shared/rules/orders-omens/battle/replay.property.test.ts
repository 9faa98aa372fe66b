import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vpTotal } from '../scoring/vp';
import { apply, replay, undo } from './reducer';
import type { BattleEvent } from './events';
import type { BattleState } from './state';
import { generateBattle, largeSetup } from './testing/generate';
import { setupOf } from './testing/fixtures';

const setup = largeSetup();

describe('Battles are event logs (DESIGN: replay, undo)', () => {
  it('replay determinism: the same events always fold to an identical state', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 20, max: 160 }), (seed, length) => {
        const { events, state } = generateBattle(setup, length, seed);
        const first = replay(setup, events);
        const second = replay(setup, JSON.parse(JSON.stringify(events)));
        expect(first.ok && second.ok).toBe(true);
        expect(JSON.stringify(second.state)).toBe(JSON.stringify(first.state));
        expect(JSON.stringify(first.state)).toBe(JSON.stringify(state));
      }),
      { numRuns: 25 },
    );
  });

  it('VP never go negative, and chips drawn never exceed chips put in the bag', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (seed) => {
        const { events } = generateBattle(setup, 220, seed);
        let state = replay(setup, []).state;
        let previousBag = state.bag;
        for (const event of events) {
          const next = applyOne(state, event);
          state = next;
          for (const side of ['A', 'B'] as const) {
            expect(vpTotal(state.vp, side)).toBeGreaterThanOrEqual(0);
            expect(state.bag.drawn[side]).toBeLessThanOrEqual(state.bag.filled[side]);
          }
          if (event.type === 'end-phase' && state.phase !== 'over') {
            // The End Phase was accepted, so every chip of the turn had been drawn.
            const before = previousBag;
            expect(before.drawn).toEqual(before.filled);
          }
          previousBag = state.bag;
        }
      }),
      { numRuns: 15 },
    );
  });

  it('undo drops the last event: the state equals the fold of the shorter log', () => {
    const { events } = generateBattle(setup, 120, 42);
    const undone = undo(setup, events);
    expect(JSON.stringify(undone.state)).toBe(JSON.stringify(replay(setup, events.slice(0, -1)).state));
  });

  it('a replay stops at the first illegal event and reports which', () => {
    const small = setupOf();
    const result = replay(small, [{ type: 'chip-drawn', side: 'A' }]);
    expect(result).toMatchObject({ ok: false, index: 0 });
  });
});


function applyOne(state: BattleState, event: BattleEvent): BattleState {
  const result = apply(state, event);
  if (!result.ok) throw new Error(result.reason);
  return result.state;
}
