import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyOd6, initialOd6State, type Od6Event, type Od6State } from '../index';
import { GOBLIN_ARCHERS, GOBLIN_BRAWLERS, HUMAN_BLADES, setupOf } from '../testing/fixtures';
import { ICE_RANGERS } from '../squads/samples';

const SQUADS = ['A-1', 'A-2', 'B-1', 'B-2', 'C-9'];
const SOLDIERS = ['sergeant', 'champion-1', 'soldier-1', 'soldier-2', 'soldier-3', 'soldier-9'];
const face = fc.oneof({ weight: 12, arbitrary: fc.integer({ min: 1, max: 5 }) }, { weight: 1, arbitrary: fc.integer({ min: 0, max: 7 }) });
const roll = fc.array(face, { minLength: 1, maxLength: 3 }).map((faces) => ({ source: 'entered' as const, sides: 6 as const, faces }));
const key = fc.oneof({ weight: 12, arbitrary: fc.constantFrom('A-1', 'A-2', 'B-1', 'B-2') }, { weight: 1, arbitrary: fc.constantFrom(...SQUADS) });
const soldier = fc.constantFrom(...SOLDIERS);
const test = fc.record({ command: roll, threat: roll });

/** Plausible and implausible steps alike: the engine must judge every one without throwing. */
const event: fc.Arbitrary<Od6Event> = fc.oneof(
  fc.record({ type: fc.constant('initiative-rolled' as const), rolls: fc.record({ A: roll, B: roll }) }),
  fc.record({ type: fc.constant('movement-order-chosen' as const), movesFirst: fc.constantFrom('A', 'B', 'Z') }),
  fc.record({ type: fc.constant('squad-moved' as const), squad: key, pace: fc.constantFrom('stay' as const, 'walk' as const, 'run' as const) }),
  fc.record({ type: fc.constant('opportunity-fire-tested' as const), squad: key, target: key, test }),
  fc.record({ type: fc.constant('charge-declared' as const), squad: key, target: key, test: fc.option(test, { nil: undefined }), flankOrRear: fc.boolean() }),
  fc.record({ type: fc.constant('charge-received' as const), test: fc.option(test, { nil: undefined }) }),
  fc.constant({ type: 'charge-braced' as const }),
  fc.record({ type: fc.constant('charge-completed' as const), reached: fc.boolean() }),
  fc.record({ type: fc.constant('disengage-attempted' as const), squad: key, roll }),
  fc.record({
    type: fc.constant('shots-fired' as const),
    squad: key,
    mode: fc.constantFrom('ranged' as const, 'opportunity' as const, 'defensive' as const),
    target: key,
    shots: fc.array(fc.record({ soldier, weaponId: fc.constantFrom('medium-crossbow', 'heavy-crossbow', 'sword'), range: fc.constantFrom('short' as const, 'medium' as const, 'long' as const), roll }), { minLength: 1, maxLength: 4 }),
    hits: fc.array(fc.record({ shot: fc.integer({ min: 0, max: 4 }), soldier }), { maxLength: 4 }),
  }),
  fc.record({ type: fc.constant('damage-rolled' as const), damage: fc.array(roll, { maxLength: 4 }), strength: fc.array(fc.record({ squad: key, soldier, roll }), { maxLength: 4 }) }),
  fc.record({ type: fc.constant('close-combat-fought' as const), squads: fc.tuple(key, key), groups: fc.array(fc.record({ lone: fc.record({ squad: key, soldier, roll }), opponents: fc.array(fc.record({ soldier, roll }), { minLength: 1, maxLength: 3 }) }), { maxLength: 3 }) }),
  fc.record({ type: fc.constant('parting-swing-rolled' as const), attacker: key, defender: key, fights: fc.array(fc.record({ attacker: fc.record({ soldier, roll }), defender: fc.record({ soldier, roll }) }), { maxLength: 2 }) }),
  fc.record({ type: fc.constant('morale-tested' as const), squad: key, test }),
  fc.record({ type: fc.constant('rally-tested' as const), squad: key, test }),
  fc.record({ type: fc.constant('rally-point-reached' as const), squad: key }),
  fc.constant({ type: 'phase-ended' as const }),
  fc.constant({ type: 'phase-ended' as const }),
  fc.constant({ type: 'phase-ended' as const }),
);

describe('the engine judges any step without throwing, and a refusal changes nothing', () => {
  const fresh = initialOd6State(setupOf([ICE_RANGERS, HUMAN_BLADES], [GOBLIN_ARCHERS, GOBLIN_BRAWLERS]));
  const rolled = applyOd6(fresh, { type: 'initiative-rolled', rolls: { A: { source: 'entered', sides: 6, faces: [5] }, B: { source: 'entered', sides: 6, faces: [2] } } });
  const ordered = rolled.ok ? applyOd6(rolled.state, { type: 'movement-order-chosen', movesFirst: 'A' }) : rolled;
  if (!ordered.ok) throw new Error(ordered.reason);
  const start = ordered.state;

  it('holds over random step sequences', () => {
    let accepted = 0;
    fc.assert(
      fc.property(fc.array(event, { minLength: 30, maxLength: 80 }), (events) => {
        let state: Od6State = start;
        for (const step of events) {
          const before = JSON.stringify(state);
          const result = applyOd6(state, step);
          expect(JSON.stringify(state)).toBe(before);
          if (!result.ok) {
            expect(result.reason.length).toBeGreaterThan(5);
            continue;
          }
          expect(JSON.stringify(applyOd6(state, step))).toBe(JSON.stringify(result));
          for (const squad of Object.values(result.state.squads)) {
            expect(squad.morale).toBeGreaterThanOrEqual(0);
            expect(squad.morale).toBeLessThanOrEqual(7);
          }
          state = result.state;
          accepted += 1;
        }
      }),
      { numRuns: 60 },
    );
    // The walk gets past the first phases, not only refusals.
    expect(accepted).toBeGreaterThan(150);
  }, 60_000);
});
