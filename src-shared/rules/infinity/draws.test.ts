import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { enteredDice, rollDice } from '../dice';
import type { ClassifiedEvent } from './draw-events';
import { EMPTY_CLASSIFIED, type ClassifiedState } from './draw-state';
import { achievedCounts, ownDraws, publicDraws } from './draw-views';
import { applyDrawEvent, replayDraws } from './draws';
import { DUPLICATE_CLASSIFIED } from './rulings';

const AT = '2025-03-01T19:00:00Z';
const opened: ClassifiedEvent = { type: 'classified-draws-opened', battleId: 'b1', scenario: 'annihilation', players: ['ann', 'bob'], at: AT };
const drawn = (drawId: string, player: string, face: number, chart: 'MK1' | 'MK2' = 'MK1'): ClassifiedEvent => ({
  type: 'classified-drawn', battleId: 'b1', drawId, player, chart, dice: enteredDice([face], 20), at: AT,
});

function fold(events: readonly ClassifiedEvent[], choices = {}): ClassifiedState {
  const result = replayDraws(events, choices);
  if (!result.ok) throw new Error(`${result.rule}: ${result.reason}`);
  return result.state;
}

describe('Classified draws on a shared laptop (Infinity N3, Annihilation: "Each player has 2 Classified Objectives")', () => {
  const log = [opened, drawn('d1', 'ann', 7), drawn('d2', 'ann', 13), drawn('d3', 'bob', 1)];

  it('keeps draws hidden from the table until their owner reveals them', () => {
    const state = fold(log);
    expect(publicDraws(state, 'b1')).toEqual([
      { id: 'd1', player: 'ann', hidden: true, redrawCount: 0 },
      { id: 'd2', player: 'ann', hidden: true, redrawCount: 0 },
      { id: 'd3', player: 'bob', hidden: true, redrawCount: 0 },
    ]);
    expect(JSON.stringify(publicDraws(state, 'b1'))).not.toContain('Telemetry');
    expect(ownDraws(state, 'b1', 'ann').map((d) => d.current.name)).toEqual(['Telemetry', 'HVT: Designation']);
  });

  it('reveals with the timestamp carried by the event; only the owner may reveal', () => {
    const state = fold([...log, { type: 'classified-revealed', battleId: 'b1', drawId: 'd1', player: 'ann', at: '2025-03-01T20:15:00Z' }]);
    expect(publicDraws(state, 'b1')[0]).toMatchObject({ hidden: false, revealedAt: '2025-03-01T20:15:00Z', objective: { name: 'Telemetry', chart: 'MK1', result: 7 } });
    const byBob = applyDrawEvent(state, { type: 'classified-revealed', battleId: 'b1', drawId: 'd2', player: 'bob', at: AT });
    expect(byBob).toMatchObject({ ok: false, rule: 'draws.owner-reveals' });
  });

  it('refuses a third draw in a scenario of 2, and a draw in a 1-objective scenario after the first', () => {
    const state = fold(log);
    expect(applyDrawEvent(state, drawn('d4', 'ann', 2))).toMatchObject({ ok: false, rule: 'its.classified-count' });
    const nimbus = fold([{ ...opened, battleId: 'b1', scenario: 'nimbus-zone' } as ClassifiedEvent, drawn('n1', 'bob', 3)]);
    expect(applyDrawEvent(nimbus, drawn('n2', 'bob', 4))).toMatchObject({ ok: false, rule: 'its.classified-count' });
  });

  it('logs a re-draw with its reason and the objective it replaced; the new objective is hidden again', () => {
    const redrawn = fold([
      ...log,
      { type: 'classified-revealed', battleId: 'b1', drawId: 'd3', player: 'bob', at: AT },
      { type: 'classified-redrawn', battleId: 'b1', drawId: 'd3', dice: enteredDice([2], 20), chart: 'MK2', reason: 'No HVT model on the table', at: AT },
    ]);
    const draw = ownDraws(redrawn, 'b1', 'bob')[0]!;
    expect(draw.current).toMatchObject({ chart: 'MK2', result: 2, name: 'Test Run' });
    expect(draw.redraws).toEqual([{ replaced: { chart: 'MK1', result: 1, objective: 'test-run', name: 'Test Run' }, reason: 'No HVT model on the table', at: AT }]);
    expect(draw.revealedAt).toBeNull();
    expect(publicDraws(redrawn, 'b1')[2]).toMatchObject({ hidden: true, redrawCount: 1 });
  });

  it('refuses a silent re-draw (no reason)', () => {
    const result = applyDrawEvent(fold(log), { type: 'classified-redrawn', battleId: 'b1', drawId: 'd1', dice: enteredDice([2], 20), reason: ' ', at: AT });
    expect(result).toMatchObject({ ok: false, rule: 'draws.redraw-reason' });
  });

  it('marks an objective achieved only once revealed, and counts achievements for scoring', () => {
    const state = fold(log);
    expect(applyDrawEvent(state, { type: 'classified-achieved', battleId: 'b1', drawId: 'd1', at: AT })).toMatchObject({ ok: false, rule: 'draws.reveal-before-achieved' });
    const done = fold([
      ...log,
      { type: 'classified-revealed', battleId: 'b1', drawId: 'd1', player: 'ann', at: AT },
      { type: 'classified-achieved', battleId: 'b1', drawId: 'd1', at: '2025-03-01T21:00:00Z' },
    ]);
    expect(achievedCounts(done, 'b1')).toEqual({ ann: 1, bob: 0 });
    expect(publicDraws(done, 'b1')[0]).toMatchObject({ achievedAt: '2025-03-01T21:00:00Z' });
  });

  it('refuses a bad die, an outsider, and an unopened battle, leaving the state untouched', () => {
    const state = fold(log);
    const frozen = structuredClone(state);
    expect(applyDrawEvent(state, { ...drawn('x', 'bob', 5), dice: enteredDice([5], 6) } as ClassifiedEvent)).toMatchObject({ ok: false, rule: 'its.d20-chart' });
    expect(applyDrawEvent(state, drawn('x', 'cyd', 5))).toMatchObject({ ok: false, rule: 'draws.player' });
    expect(applyDrawEvent(state, { ...drawn('x', 'bob', 5), battleId: 'b9' } as ClassifiedEvent)).toMatchObject({ ok: false, rule: 'draws.battle' });
    expect(state).toEqual(frozen);
  });

  it('replays the same log to the same state, from seeded dice too', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (seedA, seedB) => {
        const events: ClassifiedEvent[] = [
          opened,
          { ...drawn('a', 'ann', 1), dice: rollDice(seedA, 1, 20) } as ClassifiedEvent,
          { ...drawn('b', 'bob', 1), dice: rollDice(seedB, 1, 20) } as ClassifiedEvent,
        ];
        expect(replayDraws(JSON.parse(JSON.stringify(events)) as ClassifiedEvent[])).toEqual(replayDraws(events));
      }),
      { numRuns: 50 },
    );
  });
});

describe('its.duplicate-classified (Classified Chart Models; Annihilation and The Armory: 2 Classified Objectives)', () => {
  // MK.1 results 4 and 9 are both Extreme Prejudice.
  const twice = [opened, drawn('d1', 'ann', 4), drawn('d2', 'ann', 9)];

  it('keep (default): a duplicate draw stands', () => {
    expect(ownDraws(fold(twice), 'b1', 'ann').map((d) => d.current.name)).toEqual(['Extreme Prejudice', 'Extreme Prejudice']);
  });

  it('redraw: the duplicate is refused so the player rolls again; other players may hold the same objective', () => {
    const choices = { [DUPLICATE_CLASSIFIED.id]: 'redraw' };
    expect(replayDraws(twice, choices)).toMatchObject({ ok: false, index: 2, rule: 'its.duplicate-classified' });
    expect(replayDraws([opened, drawn('d1', 'ann', 4), drawn('d2', 'bob', 9)], choices).ok).toBe(true);
  });

  it('starts from an empty state', () => {
    expect(EMPTY_CLASSIFIED).toEqual({ battles: {} });
  });
});

describe('a hidden hand discarded when its PIN is forgotten (Annihilation: "Each player has 2 Classified Objectives", seeds/003_9599211d7d2a322b.txt line 412)', () => {
  const log = [opened, drawn('d1', 'ann', 7), drawn('d2', 'ann', 13), drawn('d3', 'bob', 1), { type: 'classified-revealed', battleId: 'b1', drawId: 'd1', player: 'ann', at: AT } as ClassifiedEvent];
  const discard = (drawIds: string[], player = 'ann'): ClassifiedEvent => ({ type: 'classified-hidden-discarded', battleId: 'b1', player, drawIds, confirmedBy: 'bob', at: AT });

  it('removes exactly the hidden draws, so the player may draw again up to the scenario count', () => {
    const state = fold([...log, discard(['d2'])]);
    expect(publicDraws(state, 'b1').map((draw) => draw.id)).toEqual(['d1', 'd3']);
    expect(applyDrawEvent(state, drawn('d4', 'ann', 13)).ok).toBe(true);
    expect(applyDrawEvent(fold(log), drawn('d4', 'ann', 13))).toMatchObject({ ok: false, rule: 'its.classified-count' });
  });

  it('refuses a revealed draw, a partial hand, or another player\'s draw', () => {
    const state = fold(log);
    expect(applyDrawEvent(state, discard(['d1', 'd2']))).toMatchObject({ ok: false, rule: 'draws.discard-hidden' });
    expect(applyDrawEvent(state, discard([]))).toMatchObject({ ok: false, rule: 'draws.discard-hidden' });
    expect(applyDrawEvent(state, discard(['d3']))).toMatchObject({ ok: false, rule: 'draws.discard-hidden' });
    expect(applyDrawEvent(state, { ...discard(['d2']), confirmedBy: ' ' } as ClassifiedEvent)).toMatchObject({ ok: false, rule: 'draws.discard-hidden' });
  });
});
