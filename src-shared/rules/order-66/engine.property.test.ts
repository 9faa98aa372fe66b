import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { enteredDice } from '../dice';
import type { Order66Event } from './battle/events';
import type { Order66State } from './battle/state';
import { unactivatedUnits } from './battle/queries';
import { rulesInPlay } from './rules-in-play';
import { ORDER_66_RULINGS } from './rulings';
import { ORDER_66 } from './system';
import { setupOf } from './testing/game';

/**
 * Random steps, mostly plausible for the state they meet, thrown at the engine under random house rules: it never throws, a refused step
 * changes nothing, the numbers stay within the rules, and the accepted log replays to the same state.
 */

const setup = setupOf(
  [
    { player: 'A', mystic: 'meg', combat: 2, range: 2, dodge: 2 },
    { player: 'B', mystic: 'libby', combat: 3, range: 1, dodge: 1, allegiance: 'chaos' },
    { player: 'C', mystic: 'va-durr', combat: 1, range: 3, dodge: 2 },
    { player: 'D', mystic: 'jen', combat: 1, range: 2, dodge: 3, allegiance: 'chaos' },
    { player: 'E', mystic: 'luke', combat: 2, range: 1, dodge: 3 },
    { player: 'F', mystic: 'kieran', combat: 1, range: 2, dodge: 1, allegiance: 'chaos' },
  ],
  { 'o66.grymn-per-mystic': 'agreed' },
);
const sides = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'];
const models = sides.flatMap((side) => [`${side}.mystic`, `${side}.grymn-1`]);

const die = fc.integer({ min: 1, max: 6 });
const twoDice = fc.tuple(die, die).map((faces) => enteredDice(faces));
const model = fc.constantFrom(...models);
const squares = fc.integer({ min: 0, max: 13 });

const anyEvent: fc.Arbitrary<Order66Event> = fc.oneof(
  fc.array(die, { minLength: 6, maxLength: 6 }).map((faces) => ({ type: 'roll-off' as const, rolls: Object.fromEntries(sides.map((side, index) => [side, enteredDice([faces[index]!])])) })),
  fc.constantFrom(...models, 'p1.grymn', 'p1.force').map((unitId) => ({ type: 'activate' as const, unitId })),
  fc.constant({ type: 'end-activation' as const }),
  fc.record({ type: fc.constant('move' as const), modelId: model, squares }),
  fc.record({ type: fc.constant('jump' as const), modelId: model, squares }),
  fc.record({ type: fc.constant('shoot' as const), modelId: model, targetId: model, line: fc.constantFrom('straight' as const, 'diagonal' as const), support: fc.constant([]), roll: twoDice }),
  fc.record({ type: fc.constant('psychic-attack' as const), modelId: model, target: model.map((modelId) => ({ kind: 'model' as const, modelId })), squares, roll: twoDice }),
  fc.record({ type: fc.constant('melee' as const), modelId: model, targetId: model, contact: fc.constantFrom('side' as const, 'corner' as const), roll: twoDice }),
  fc.record({ type: fc.constant('sword-master' as const), modelId: model, targets: fc.array(fc.record({ targetId: model, squares, roll: twoDice }), { minLength: 1, maxLength: 3 }) }),
  fc.record({ type: fc.constant('choke' as const), modelId: model, targetId: model, lineOfSight: fc.boolean(), roll: twoDice }),
  fc.record({ type: fc.constant('defend' as const), roll: twoDice }),
  fc.record({ type: fc.constant('push' as const), squares, collision: fc.option(model.map((modelId) => ({ kind: 'model' as const, modelId })), { nil: null }) }),
  fc.record({ type: fc.constant('return-fire' as const), line: fc.constant('straight' as const), roll: twoDice }),
  fc.constant({ type: 'decline-return-fire' as const }),
  fc.record({ type: fc.constant('melee-reroll' as const), attack: twoDice, defence: twoDice }),
  fc.record({ type: fc.constant('concede' as const), side: fc.constantFrom(...sides) }),
);

/** Random numbers a step is made from: the state decides what kind of step they become. */
const anyDraw = fc.record({ junk: fc.nat(99), pick: fc.nat(50000), target: fc.nat(1000), a: twoDice, b: twoDice, squares, kind: fc.nat(1000) });
type Draw = typeof anyDraw extends fc.Arbitrary<infer T> ? T : never;

const ACTIONS = ['move', 'jump', 'shoot', 'lightning', 'psychic-attack', 'melee', 'sword-master', 'choke', 'manipulate', 'end-activation'] as const;

/** A plausible next step for `state` (often legal, sometimes not), so random runs reach deep into battles. */
function plausible(state: Order66State, choices: Record<string, string>, draw: Draw, junk: Order66Event): Order66Event {
  if (draw.junk < 8) return junk;
  const standing = state.order.filter((id) => state.models[id]!.status === 'standing');
  const target = standing[draw.target % Math.max(1, standing.length)] ?? 'p1.mystic';
  if (state.phase === 'roll-off') return { type: 'roll-off', rolls: Object.fromEntries(state.rollOff.map((side, index) => [side, enteredDice([(Math.floor(draw.pick / 6 ** index) % 6) + 1])])) };
  if (state.phase === 'pick') {
    const units = unactivatedUnits(state, rulesInPlay(choices)).filter((unit) => unit.pickBy === state.picker);
    return { type: 'activate', unitId: units[draw.pick % Math.max(1, units.length)]?.id ?? 'p1.mystic' };
  }
  const pending = state.pending[0];
  if (pending) {
    if (pending.kind === 'push') return { type: 'push', squares: draw.squares % (pending.max + 2), collision: draw.pick % 3 === 0 ? { kind: 'model', modelId: target } : draw.pick % 3 === 1 ? { kind: 'terrain', name: 'Crate' } : null };
    if (pending.kind === 'return-fire') return draw.pick % 2 === 0 ? { type: 'return-fire', line: 'straight', roll: draw.a } : { type: 'decline-return-fire' };
    if (pending.kind === 'melee-tie') return { type: 'melee-reroll', attack: draw.a, defence: draw.b };
    return { type: 'defend', roll: draw.a };
  }
  const actors = state.activation!.modelIds.filter((id) => state.models[id]!.status === 'standing');
  const modelId = actors[draw.pick % Math.max(1, actors.length)] ?? 'p1.mystic';
  const action = ACTIONS[draw.kind % ACTIONS.length]!;
  const near = (draw.squares % 4) + 1;
  switch (action) {
    case 'move':
    case 'jump':
      return { type: action, modelId, squares: near };
    case 'shoot':
    case 'lightning':
      return action === 'shoot'
        ? { type: 'shoot', modelId, targetId: target, line: 'straight', support: [], roll: draw.a }
        : { type: 'lightning', modelId, targetId: target, line: 'straight', roll: draw.a };
    case 'psychic-attack':
      return { type: 'psychic-attack', modelId, target: draw.pick % 5 === 0 ? { kind: 'terrain', name: 'Crate', squares: 2 } : { kind: 'model', modelId: target }, squares: near, roll: draw.a };
    case 'melee':
      return { type: 'melee', modelId, targetId: target, contact: 'side', roll: draw.a };
    case 'sword-master':
      return { type: 'sword-master', modelId, targets: [{ targetId: target, squares: 1, roll: draw.a }] };
    case 'choke':
      return { type: 'choke', modelId, targetId: target, lineOfSight: true, roll: draw.a };
    case 'manipulate':
      return { type: 'manipulate', modelId, targetId: target, squares: near, roll: draw.a };
    case 'end-activation':
      return { type: 'end-activation' };
  }
}

const anyChoices = fc.tuple(...ORDER_66_RULINGS.map((ruling) => fc.constantFrom(...ruling.options.map((option) => option.id)))).map((picked) =>
  Object.fromEntries(ORDER_66_RULINGS.map((ruling, index) => [ruling.id, picked[index]!])),
);

function checkInvariants(state: Order66State): void {
  for (const id of state.order) {
    const m = state.models[id]!;
    expect(m.wounds).toBeGreaterThanOrEqual(0);
    expect(m.wounds).toBeLessThanOrEqual(m.maxWounds);
    expect(m.actionsUsed).toBeLessThanOrEqual(2);
    expect(m.status === 'fallen').toBe(m.wounds === 0);
  }
  if (state.pending.length > 0) expect(state.phase).toBe('activation');
  if (state.phase === 'over') expect(state.result).not.toBeNull();
}

describe('the Order 66 engine under random steps', () => {
  it('never throws, refuses without changing anything, keeps its numbers and replays exactly', () => {
    fc.assert(
      fc.property(anyChoices, fc.array(fc.tuple(anyDraw, anyEvent), { minLength: 200, maxLength: 400 }), (rawChoices, draws) => {
        const choices = { ...rawChoices, 'o66.victory': rawChoices['o66.victory'] === 'scenario' ? 'last-mystic-standing' : rawChoices['o66.victory']! };
        const game = { ...setup, turnLimit: choices['o66.victory'] === 'turn-limit' ? 3 : null };
        let state = ORDER_66.battle.initialState(game, choices);
        const accepted: Order66Event[] = [];
        for (const [draw, junk] of draws) {
          if (state.phase === 'over') break;
          const event = plausible(state, choices, draw, junk);
          const before = JSON.stringify(state);
          const applied = ORDER_66.battle.apply(state, event, choices);
          expect(JSON.stringify(state)).toBe(before);
          if (!applied.ok) {
            expect(applied.reason.length).toBeGreaterThan(0);
            continue;
          }
          state = applied.state;
          accepted.push(event);
          checkInvariants(state);
          for (const outcome of applied.outcomes) expect(ORDER_66.narrator.describeOutcome(outcome, game)).not.toMatch(/undefined|NaN/);
        }
        let again = ORDER_66.battle.initialState(game, choices);
        for (const event of accepted) again = (ORDER_66.battle.apply(again, event, choices) as { state: Order66State }).state;
        expect(again).toEqual(state);
      }),
      { numRuns: 25, seed: 66 },
    );
  }, 60_000);
});
