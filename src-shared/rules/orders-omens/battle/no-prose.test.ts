import { describe, expect, it } from 'vitest';
import { outcomeText } from '../narrator';
import type { OrdersOmensOutcome } from './outcomes';
import { apply } from './reducer';
import { initialBattleState } from './initial-state';
import type { BattleState } from './state';
import { generateBattle, largeSetup } from './testing/generate';

/** Strings the engine itself put in the state (setup and roster are the players' own names and lists). */
function engineStrings(state: BattleState): string[] {
  const found: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') found.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value !== null && typeof value === 'object') for (const [key, inner] of Object.entries(value)) if (key !== 'reason') walk(inner);
  };
  const { setup: _setup, roster: _roster, ...engine } = state;
  walk(engine);
  return found;
}

/** An id or a code ("A/d1.b1", "melee-3", "in-transit"): never a word with a space. */
const CODE = /^[A-Za-z0-9./:_-]*$/;

describe('the engine state keeps no prose (issue #10: prose only in the narrator)', () => {
  const setup = largeSetup();
  const { events } = generateBattle(setup, 513, 1);

  it('a generated long battle: every string the engine wrote, at every step, is an id or a code; the narrated sentences are nowhere in it', () => {
    let state = initialBattleState(setup);
    const outcomes: OrdersOmensOutcome[] = [];
    for (const event of events) {
      const next = apply(state, event);
      if (!next.ok) throw new Error(next.reason);
      state = next.state;
      outcomes.push(...next.outcomes);
      const prose = engineStrings(state).filter((text) => !CODE.test(text));
      expect(prose, `after ${event.type}`).toEqual([]);
    }
    expect(events.length).toBeGreaterThan(400);
    expect(new Set(outcomes.map((outcome) => outcome.code)).size).toBeGreaterThan(15);
    const json = JSON.stringify(state);
    for (const outcome of outcomes.slice(-200)) expect(json).not.toContain(outcomeText(outcome, state.roster));
    // Was 114 KB for this battle when the state carried the chronicle's sentences.
    expect(json.length).toBeLessThan(40_000);
  });
});
