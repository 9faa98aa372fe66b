import { armyA, armyB, dice, setupOf, Table, meleeRolls } from '../../battle/testing/fixtures';
import type { BattleEvent, BattleSetup } from '../../battle';

/** The Iron Hold (Dwarves) against the Elves of the Greenwood, at 10:00, over a bridge and a crossroads. */
export function bridgeSetup(): BattleSetup {
  return setupOf(
    { A: armyA({ name: 'The Iron Hold', narrativeRace: 'dwarf' }), B: armyB({ name: 'The Elves of the Greenwood', narrativeRace: 'elf' }) },
    {
      turnLimit: 2,
      battleClockStart: '10:00',
      objectives: [
        { number: 1, name: 'The bridge' },
        { number: 2, name: 'The crossroads' },
      ],
    },
  );
}

/**
 * A fixed two-turn log through the real reducer: orders, a charge lost by four hits with the
 * General in the fight, a rout and the General slain, a volley, an objective scored, a volley that missed,
 * and the turn limit ending it.
 */
export function bridgeBattle(): { setup: BattleSetup; events: BattleEvent[] } {
  const setup = bridgeSetup();
  const t = Table.deployed(setup);
  t.do({ type: 'strategic-order-issued', side: 'A', divisionId: 'A/d1', order: 'capture', objective: 1 });
  t.do({ type: 'strategic-order-issued', side: 'B', divisionId: 'B/d1', order: 'defend', objective: 2 });
  for (const order of t.state.orders) t.do({ type: 'messenger-arrived', orderId: order.id });
  t.do({ type: 'activation-started' });
  t.order('A/d1.b1').do({ type: 'charge-declared', brigadeId: 'A/d1.b1', targetBrigadeId: 'B/d1.b1', approach: 'charge', reaction: 'brace', contact: true });
  t.do({
    type: 'melee-round',
    engagementId: 'melee-1',
    attacker: { ...meleeRolls(['A/d1.b1.r1', [1, 1, 1, 1]]), generals: [{ generalId: 'A/d1.general', regimentId: 'A/d1.b1.r1' }] },
    defender: meleeRolls(['B/d1.b1.r1', [6, 6, 6, 6]]),
  });
  t.do({ type: 'generals-fate-rolled', generalId: 'A/d1.general', roll: dice(1, 1) });
  t.do({ type: 'morale-tested', brigadeId: 'A/d1.b1', roll: dice(1, 2) });
  while (t.state.pending.length > 0) {
    const next = t.state.pending[0]!;
    if (next.kind === 'fate') t.do({ type: 'generals-fate-rolled', generalId: next.generalId, roll: dice(4, 4) });
    else t.do({ type: 'morale-tested', brigadeId: next.brigadeId, roll: dice(6, 6) });
  }
  t.order('B/d1.b2').do({ type: 'shot-fired', brigadeId: 'B/d1.b2', targetBrigadeId: 'A/d1.b3', volleys: [{ regimentId: 'B/d1.b2.r1', range: 'effective', dice: dice(6, 6, 5) }] });
  t.do({ type: 'morale-tested', brigadeId: 'A/d1.b3', roll: dice(3, 4) });
  t.finishTurn({ objectives: [{ objective: 1, within6: ['A/d1.b2'] }, { objective: 2, within6: ['B/d1.b2'] }], thirds: { left: ['A/d1.b2'], centre: ['B/d1.b2', 'B/d1.b3'], right: [] } });
  t.do({ type: 'activation-started' });
  // The Iron Hold lost its only Divisional General, so it has no chips this turn (Activation Phase).
  t.order('B/d1.b2').do({ type: 'shot-fired', brigadeId: 'B/d1.b2', targetBrigadeId: 'A/d1.b2', volleys: [{ regimentId: 'B/d1.b2.r2', range: 'long', dice: dice(1, 2, 1) }] });
  t.finishTurn({ objectives: [{ objective: 1, within6: ['A/d1.b2', 'A/d1.b1'] }], thirds: { left: [], centre: [], right: [] } });
  return { setup, events: t.events };
}
