import { describe, expect, it } from 'vitest';
import { vpBreakdown } from '../scoring/vp';
import { casualties } from './casualties';
import { replay } from './reducer';
import { dice, setupOf, Table } from './testing/fixtures';

describe('A whole small battle from events (rulebook: Turn Sequence through Game End)', () => {
  it('plays three turns to a Tactical and a Strategic Victory (the enemy Marshal taken) with a VP breakdown', () => {
    const t = Table.deployed(setupOf({}, { turnLimit: 3 }));
    // Turn 1: Blue orders its Division to capture the bridge; Red to defend the crossroads.
    t.do({ type: 'strategic-order-issued', side: 'A', divisionId: 'A/d1', order: 'capture', objective: 1 });
    t.do({ type: 'strategic-order-issued', side: 'B', divisionId: 'B/d1', order: 'defend', objective: 2 });
    t.do({ type: 'messenger-arrived', orderId: 'order-1' }).do({ type: 'messenger-arrived', orderId: 'order-2' });
    t.do({ type: 'activation-started', firstDrawerRoll: { A: dice(3), B: dice(5) } });
    t.order('A/d1.b2').do({ type: 'action-taken', brigadeId: 'A/d1.b2', action: 'move' });
    t.do({ type: 'shot-fired', brigadeId: 'A/d1.b2', targetBrigadeId: 'B/d1.b1', volleys: [{ regimentId: 'A/d1.b2.r1', range: 'effective', dice: dice(5, 6, 2, 1) }, { regimentId: 'A/d1.b2.r2', range: 'long', dice: dice(6, 3, 3, 1) }] });
    t.do({ type: 'morale-tested', brigadeId: 'B/d1.b1', roll: dice(2, 3) }); // 5 - 3 = 2 against 6: breaks
    expect(t.brigade('B/d1.b1').fleeing).toBe(true);
    t.order('B/d1.b1').do({ type: 'rally-attempted', brigadeId: 'B/d1.b1', roll: dice(1, 2) }).do({ type: 'action-taken', brigadeId: 'B/d1.b1', action: 'flee' });
    t.do({ type: 'brigade-left-table', brigadeId: 'B/d1.b1' });
    t.finishTurn({
      objectives: [{ objective: 1, within6: ['A/d1.b1'] }, { objective: 2, within6: ['B/d1.b2'] }],
      thirds: { left: ['A/d1.b1', 'A/d1.b2'], centre: ['A/d1.b3', 'B/d1.b2'], right: ['B/d1.b3'] },
    });
    expect(vpBreakdown(t.state.vp, 'A')).toEqual({ 'enemy-brigade-broken': 1, 'objective-captured': 2, 'table-third': 1 });
    expect(vpBreakdown(t.state.vp, 'B')).toEqual({ 'objective-defended': 2, 'table-third': 1 });

    // Turn 2: Red's cavalry charge Blue's Green infantry, with the Marshal in the fight, and win.
    t.do({ type: 'activation-started' });
    t.order('B/d1.b3').do({ type: 'charge-declared', brigadeId: 'B/d1.b3', targetBrigadeId: 'A/d1.b1', approach: 'charge', reaction: 'brace', contact: true });
    t.do({
      type: 'melee-round',
      engagementId: 'melee-1',
      attacker: { rolls: [{ regimentId: 'B/d1.b3.r1', dice: dice(4, 4, 5, 1, 2) }, { regimentId: 'B/d1.b3.r2', dice: dice(6, 2, 2, 1, 1) }] },
      defender: {
        rolls: [{ regimentId: 'A/d1.b1.r1', dice: dice(6, 6, 2, 1), saves: { dice: dice(6, 1) } }, { regimentId: 'A/d1.b1.r2', dice: dice(5, 1, 1), saves: { dice: dice(2) } }],
        generals: [{ generalId: 'A/marshal', regimentId: 'A/d1.b1.r1' }],
      },
    });
    // Elite cavalry charging hit on 4+: 4 hits. Green (+1 die for the Marshal): 3 hits, one saved by the cavalry's armour: 2. Blue loses by 2.
    expect(t.state.pending.map((p) => p.kind)).toEqual(['fate', 'morale']);
    t.do({ type: 'generals-fate-rolled', generalId: 'A/marshal', roll: dice(1, 2) }); // 3 + 2 = 5: captured
    t.do({ type: 'morale-tested', brigadeId: 'A/d1.b1', roll: dice(6, 5) }); // Marshal captured, -1: 10 against 4 + 3: holds
    t.do({ type: 'morale-tested', brigadeId: 'A/d1.b1', roll: dice(1, 2) }); // lost by 2: 1 against 7: breaks
    expect(t.brigade('A/d1.b1').fleeing).toBe(true);
    t.finishTurn({ objectives: [{ objective: 2, within6: ['B/d1.b2'] }], thirds: { left: ['A/d1.b2'], centre: ['A/d1.b3', 'B/d1.b2'], right: ['B/d1.b3'] } });

    // Turn 3: nothing decisive; the turn limit ends the battle.
    t.do({ type: 'activation-started' }).finishTurn({ objectives: [{ objective: 2, within6: ['B/d1.b2'] }], thirds: { left: ['A/d1.b2'], centre: ['A/d1.b3'], right: ['B/d1.b3', 'B/d1.b2'] } });

    expect(vpBreakdown(t.state.vp, 'A')).toEqual({ 'enemy-brigade-broken': 1, 'objective-captured': 2, 'table-third': 4 });
    expect(vpBreakdown(t.state.vp, 'B')).toEqual({ 'objective-defended': 6, 'table-third': 3, 'marshal-taken': 5 });
    expect(t.state.result).toMatchObject({ endedBy: 'turn-limit', turn: 3, vp: { A: 7, B: 14 }, tacticalVictory: 'B', strategicVictory: 'B' });
    expect(casualties(t.state).bySide.A.hits).toBeGreaterThan(0);
    expect(t.outcomes).toContainEqual(expect.objectContaining({ code: 'generals-fate', generalId: 'A/marshal', result: 'captured' }));

    // The log replays to the same result.
    expect(replay(t.setup, t.events).state.result).toEqual(t.state.result);
  });
});
