import { describe, expect, it } from 'vitest';
import { meleeModifiers, meleeOutcome, type MeleeRegimentSituation } from './mechanics/melee';
import { armyA, armyB, dice, line, meleeRolls, setupOf, Table } from './testing/fixtures';
import type { MeleeSideInput } from './events';

const base: MeleeRegimentSituation = {
  weapon: 'hand-weapons',
  firstRound: false,
  charging: false,
  higherGround: false,
  strikes: 'front',
  engagedFrom: 'front',
  disordered: false,
  shockAndAwe: false,
};
const total = (s: Partial<MeleeRegimentSituation>, bonus: 'plus-one-to-hit' | 'plus-one-die' = 'plus-one-to-hit') =>
  meleeModifiers({ ...base, ...s }, bonus).reduce((sum, m) => sum + m.value, 0);

function charged(t: Table, reaction: 'none' | 'brace' | 'withdraw' | 'counter-charge' = 'none') {
  return t.order('A/d1.b1').do({ type: 'charge-declared', brigadeId: 'A/d1.b1', targetBrigadeId: 'B/d1.b1', approach: 'charge', reaction, contact: true });
}

describe('Melee Combat (rulebook: Combat, Melee Combat)', () => {
  it('the modifier list: charge, higher ground, polearms front/flank, flank attacks, disorder, shooters', () => {
    expect(total({ charging: true, firstRound: true })).toBe(1);
    expect(total({ charging: true, firstRound: false })).toBe(0);
    expect(total({ higherGround: true })).toBe(1);
    expect(total({ weapon: 'polearms' })).toBe(2);
    expect(total({ weapon: 'polearms', engagedFrom: 'flank' })).toBe(-2);
    expect(total({ strikes: 'rear' })).toBe(1);
    expect(total({ disordered: true })).toBe(-1);
    expect(total({ weapon: 'bows' })).toBe(-1);
    expect(total({ weapon: 'artillery' })).toBe(-1);
    expect(total({ weapon: null, shockAndAwe: true, firstRound: true })).toBe(1);
    expect(total({ charging: true, firstRound: true, higherGround: true, strikes: 'flank', disordered: true })).toBe(2);
  });

  it('Determine Winner: the side taking more hits loses by the difference; equal hits tie', () => {
    expect(meleeOutcome(4, 5)).toEqual({ loser: 'defender', margin: 1 });
    expect(meleeOutcome(3, 3)).toEqual({ loser: null, margin: 0 });
  });

  it('worked example: Green charges Experienced, 5 hits to 4; the Experienced Brigade tests at -1 against 6, rolls 6 and is pushed back', () => {
    const t = charged(Table.activating());
    // Green: 3 dice each, +1 for charging, so 4s hit: 4,4,2 and 5,4,6 give 5 hits.
    // Experienced: 4 dice each, no modifiers, 5s hit: 5,5,1,2 and 6,6,3,1 give 4 hits.
    t.do({ type: 'melee-round', engagementId: 'melee-1', attacker: meleeRolls(['A/d1.b1.r1', [4, 4, 2]], ['A/d1.b1.r2', [5, 4, 6]]), defender: meleeRolls(['B/d1.b1.r1', [5, 5, 1, 2]], ['B/d1.b1.r2', [6, 6, 3, 1]]) });
    const test = t.state.pending[0];
    expect(test).toMatchObject({ kind: 'morale', brigadeId: 'B/d1.b1', reason: 'lost-melee', modifiers: [{ value: -1 }] });
    t.do({ type: 'morale-tested', brigadeId: 'B/d1.b1', roll: dice(3, 3) });
    expect(t.brigade('B/d1.b1')).toMatchObject({ disordered: true, fleeing: false, engagementId: null });
    expect(t.outcomes.at(-1)).toMatchObject({ code: 'morale-faltered', brigadeId: 'B/d1.b1', reason: 'lost-melee', testKind: 'standard', monster: false, roll: 6, modified: 5, target: 6, margin: -1 });
    expect(t.state.regiments['B/d1.b1.r1']!.hitsTaken + t.state.regiments['B/d1.b1.r2']!.hitsTaken).toBe(5);
  });

  it('a melee that has just opened is fought before the next chip or the End Phase: "Melee begins when two opposing regiments are in base contact" (seed 002 L577)', () => {
    const t = charged(Table.activating());
    const unfought = /Fight the first round of the melee between Blue’s .+ and Red’s .+ before the next chip is drawn: "Melee begins when two opposing regiments are in base contact"/;
    expect(t.refuse({ type: 'chip-drawn', side: 'B' })).toMatch(unfought);
    t.do({ type: 'melee-round', engagementId: 'melee-1', attacker: meleeRolls(['A/d1.b1.r1', [4, 1, 1]], ['A/d1.b1.r2', [1, 1, 1]]), defender: meleeRolls(['B/d1.b1.r1', [5, 1, 1, 1]], ['B/d1.b1.r2', [1, 1, 1, 1]]) });
    expect(t.state.engagements['melee-1']!.round).toBe(2);
    t.do({ type: 'chip-drawn', side: 'B' });
    expect(t.state.chip).toMatchObject({ side: 'B', used: false });
  });

  it('the End Phase waits for a new melee too', () => {
    const t = Table.activating();
    while (t.state.bag.drawn.A + t.state.bag.drawn.B < t.state.bag.filled.A + t.state.bag.filled.B - 1) {
      const side = t.state.bag.drawn.B < t.state.bag.filled.B ? 'B' : 'A';
      t.do({ type: 'chip-drawn', side }).do({ type: 'chip-passed' });
    }
    charged(t);
    expect(t.refuse({ type: 'end-phase', objectives: [], thirds: { left: [], centre: [], right: [] } })).toMatch(/Fight the first round of the melee between .+ and .+ before the End Phase/);
  });

  it('a tie means another round, without the charge bonus', () => {
    const t = charged(Table.activating());
    t.do({ type: 'melee-round', engagementId: 'melee-1', attacker: meleeRolls(['A/d1.b1.r1', [4, 1, 1]], ['A/d1.b1.r2', [1, 1, 1]]), defender: meleeRolls(['B/d1.b1.r1', [5, 1, 1, 1]], ['B/d1.b1.r2', [1, 1, 1, 1]]) });
    expect(t.state.pending).toHaveLength(0);
    expect(t.state.engagements['melee-1']!.round).toBe(2);
    // Round 2: the 4 that hit with the charge bonus no longer does.
    t.do({ type: 'melee-round', engagementId: 'melee-1', attacker: meleeRolls(['A/d1.b1.r1', [4, 1, 1]], ['A/d1.b1.r2', [1, 1, 1]]), defender: meleeRolls(['B/d1.b1.r1', [5, 1, 1, 1]], ['B/d1.b1.r2', [1, 1, 1, 1]]) });
    expect(t.state.pending[0]).toMatchObject({ brigadeId: 'A/d1.b1' });
  });

  it('rejects more hits than dice rolled, a miscounted claim, and the wrong number of Combat Dice', () => {
    const t = charged(Table.activating());
    const defender = meleeRolls(['B/d1.b1.r1', [5, 5, 1, 2]], ['B/d1.b1.r2', [6, 6, 3, 1]]);
    const claim = (claimedHits: number): MeleeSideInput => ({ rolls: [{ regimentId: 'A/d1.b1.r1', dice: dice(4, 4, 2), claimedHits }, { regimentId: 'A/d1.b1.r2', dice: dice(1, 1, 1) }] });
    expect(t.refuse({ type: 'melee-round', engagementId: 'melee-1', attacker: claim(4), defender })).toMatch(/more hits than dice rolled/);
    expect(t.refuse({ type: 'melee-round', engagementId: 'melee-1', attacker: claim(3), defender })).toMatch(/dice give 2/);
    expect(t.refuse({ type: 'melee-round', engagementId: 'melee-1', attacker: meleeRolls(['A/d1.b1.r1', [4, 4]]), defender })).toMatch(/Roll 3 Combat Dice/);
  });

  it('ruling oo.charge-bonus = plus-one-die: chargers roll an extra die in the first round instead of +1', () => {
    const t = charged(Table.activating(setupOf(), { 'oo.charge-bonus': 'plus-one-die' }));
    const defender = meleeRolls(['B/d1.b1.r1', [1, 1, 1, 1]], ['B/d1.b1.r2', [1, 1, 1, 1]]);
    expect(t.refuse({ type: 'melee-round', engagementId: 'melee-1', attacker: meleeRolls(['A/d1.b1.r1', [4, 4, 4]], ['A/d1.b1.r2', [1, 1, 1]]), defender })).toMatch(/Roll 4 Combat Dice/);
    t.do({ type: 'melee-round', engagementId: 'melee-1', attacker: meleeRolls(['A/d1.b1.r1', [4, 4, 4, 5]], ['A/d1.b1.r2', [1, 1, 1, 1]]), defender });
    expect(t.state.pending[0]).toMatchObject({ brigadeId: 'B/d1.b1', modifiers: [{ value: -1 }] });
  });

  it('Generals in Combat: a General in contact adds a Combat Die to that regiment', () => {
    const t = charged(Table.activating());
    const general = 'A/d1.general';
    const attacker: MeleeSideInput = { ...meleeRolls(['A/d1.b1.r1', [6, 6, 6, 6]], ['A/d1.b1.r2', [1, 1, 1]]), generals: [{ generalId: general, regimentId: 'A/d1.b1.r1' }] };
    const defender = meleeRolls(['B/d1.b1.r1', [1, 1, 1, 1]], ['B/d1.b1.r2', [1, 1, 1, 1]]);
    expect(t.refuse({ type: 'melee-round', engagementId: 'melee-1', attacker: { ...attacker, rolls: meleeRolls(['A/d1.b1.r1', [6, 6, 6]]).rolls }, defender })).toMatch(/Roll 4 Combat Dice/);
    t.do({ type: 'melee-round', engagementId: 'melee-1', attacker, defender });
    expect(t.state.generals[general]!.attachedTo).toBe('A/d1.b1');
  });

  it('Orc Army List, Bloodlust: Orc regiments roll +1 Combat Die in melee', () => {
    const t = charged(Table.activating(setupOf({ A: armyA({ list: 'orc' }) })));
    expect(t.refuse({ type: 'melee-round', engagementId: 'melee-1', attacker: meleeRolls(['A/d1.b1.r1', [1, 1, 1]]), defender: meleeRolls(['B/d1.b1.r1', [1, 1, 1, 1]]) })).toMatch(/Roll 4 Combat Dice/);
  });

  it('ruling oo.armour-in-melee: armoured regiments save melee hits by default, not under saves-ranged-only', () => {
    const armouredB = armyB({
      divisions: [{ ...armyB().divisions[0]!, brigades: [{ regiments: [line('experienced', 'hand-weapons', { armoured: true }), line('experienced', 'hand-weapons', { armoured: true })] }] }],
    });
    const setup = setupOf({ B: armouredB });
    const fight = (t: Table, saves?: number[]) =>
      t.do({
        type: 'melee-round',
        engagementId: 'melee-1',
        attacker: { rolls: [{ regimentId: 'A/d1.b1.r1', dice: dice(6, 6, 1), ...(saves ? { saves: { dice: dice(...saves) } } : {}) }] },
        defender: meleeRolls(['B/d1.b1.r1', [5, 1, 1, 1]]),
      });
    const t1 = charged(Table.activating(setup));
    expect(t1.refuse({ type: 'melee-round', engagementId: 'melee-1', attacker: meleeRolls(['A/d1.b1.r1', [6, 6, 1]]), defender: meleeRolls(['B/d1.b1.r1', [5, 1, 1, 1]]) })).toMatch(/Roll a save for each of the 2 hits/);
    fight(t1, [6, 6]);
    expect(t1.state.pending[0]).toMatchObject({ brigadeId: 'A/d1.b1' });
    const t2 = charged(Table.activating(setup, { 'oo.armour-in-melee': 'saves-ranged-only' }));
    fight(t2);
    expect(t2.state.pending[0]).toMatchObject({ brigadeId: 'B/d1.b1' });
  });
});

describe('Reactions to a Charge (rulebook: Movement, Reactions to a Charge)', () => {
  it('Brace Volley: hits only on natural 6s and counts toward the first round', () => {
    const t = Table.activating().order('B/d1.b2');
    t.do({ type: 'action-taken', brigadeId: 'B/d1.b2', action: 'move' });
    t.order('A/d1.b1');
    t.do({
      type: 'charge-declared',
      brigadeId: 'A/d1.b1',
      targetBrigadeId: 'B/d1.b2',
      approach: 'charge',
      reaction: 'brace',
      contact: true,
      braceVolley: [{ regimentId: 'B/d1.b2.r1', range: 'effective', dice: dice(6, 5, 6) }],
    });
    expect(t.state.engagements['melee-1']!.braceHitsOnAttacker).toBe(2);
    expect(t.state.regiments['B/d1.b2.r1']!.loaded).toBe(false);
    // Green chargers hit once (4 +1); the crossbowmen miss (5 -1 in melee); with the volley, 2 hits to 1.
    t.do({ type: 'melee-round', engagementId: 'melee-1', attacker: meleeRolls(['A/d1.b1.r1', [4, 1, 1]]), defender: meleeRolls(['B/d1.b2.r1', [5, 1, 1]]) });
    expect(t.state.pending[0]).toMatchObject({ brigadeId: 'A/d1.b1', modifiers: [{ value: -1 }] });
  });

  it('audit reading (seed 002 L452): a Brace Volley at a charge that never reaches contact stands as casualties, with no melee and no Morale Test', () => {
    const t = Table.activating().order('A/d1.b1');
    t.do({ type: 'charge-declared', brigadeId: 'A/d1.b1', targetBrigadeId: 'B/d1.b2', approach: 'charge', reaction: 'brace', contact: false, braceVolley: [{ regimentId: 'B/d1.b2.r1', range: 'effective', dice: dice(6, 6, 1) }] });
    expect(t.state.regiments['A/d1.b1.r1']!.hitsTaken).toBe(2);
    expect(t.state.engagements).toEqual({});
    expect(t.state.pending).toEqual([]);
  });

  it('Polearm infantry may not charge, and Brigades with polearms may only Brace', () => {
    const t = Table.activating().order('A/d1.b3');
    expect(t.refuse({ type: 'charge-declared', brigadeId: 'A/d1.b3', targetBrigadeId: 'B/d1.b1', approach: 'charge', reaction: 'none', contact: true })).toMatch(/polearm/i);
    t.do({ type: 'charge-declared', brigadeId: 'A/d1.b3', targetBrigadeId: 'B/d1.b1', approach: 'move-into-contact', reaction: 'none', contact: true });
    expect(t.state.engagements['melee-1']!.charging).toEqual({ attacker: false, defender: false });
    const u = Table.activating().order('B/d1.b1');
    expect(u.refuse({ type: 'charge-declared', brigadeId: 'B/d1.b1', targetBrigadeId: 'A/d1.b3', approach: 'charge', reaction: 'counter-charge', contact: true })).toMatch(/only Brace/);
  });

  it('a Brigade charges once per turn', () => {
    const t = Table.activating().order('A/d1.b1');
    t.do({ type: 'charge-declared', brigadeId: 'A/d1.b1', targetBrigadeId: 'B/d1.b1', approach: 'charge', reaction: 'none', contact: false });
    expect(t.refuse({ type: 'charge-declared', brigadeId: 'A/d1.b1', targetBrigadeId: 'B/d1.b2', approach: 'charge', reaction: 'none', contact: true })).toMatch(/already charged/);
  });

  it('ruling oo.charge-reaction-cost: by default a counter-charge spends a held action; under any-reaction-free it does not', () => {
    const t = Table.activating().order('A/d1.b1');
    expect(t.refuse({ type: 'charge-declared', brigadeId: 'A/d1.b1', targetBrigadeId: 'B/d1.b1', approach: 'charge', reaction: 'counter-charge', contact: true })).toMatch(/0 actions left/);
    t.do({ type: 'charge-declared', brigadeId: 'A/d1.b1', targetBrigadeId: 'B/d1.b1', approach: 'charge', reaction: 'brace', contact: true });
    const free = Table.activating(setupOf(), { 'oo.charge-reaction-cost': 'any-reaction-free' }).order('A/d1.b1');
    free.do({ type: 'charge-declared', brigadeId: 'A/d1.b1', targetBrigadeId: 'B/d1.b1', approach: 'charge', reaction: 'counter-charge', contact: true });
    expect(free.state.engagements['melee-1']!.charging).toEqual({ attacker: true, defender: true });
  });

  it('ruling oo.withdraw-distance: withdrawing cavalry fall back 1.5" by default and 3" as printed, and are disordered', () => {
    for (const [choice, inches] of [['half-move', 1.5], ['as-printed', 3]] as const) {
      const t = Table.activating(setupOf(), { 'oo.withdraw-distance': choice, 'oo.charge-reaction-cost': 'any-reaction-free' }).order('A/d1.b1');
      t.do({ type: 'charge-declared', brigadeId: 'A/d1.b1', targetBrigadeId: 'B/d1.b3', approach: 'charge', reaction: 'withdraw', contact: false });
      expect(t.outcomes.at(-1)).toMatchObject({ code: 'charge-declared', reaction: 'withdraw', withdrewInches: inches, contact: false });
      expect(t.brigade('B/d1.b3').disordered).toBe(true);
    }
  });

  it('When to Test Morale: a Brigade charged while already disordered tests before the melee', () => {
    const t = Table.activating(setupOf(), { 'oo.charge-reaction-cost': 'any-reaction-free' }).order('A/d1.b1');
    t.do({ type: 'charge-declared', brigadeId: 'A/d1.b1', targetBrigadeId: 'B/d1.b1', approach: 'charge', reaction: 'withdraw', contact: false });
    t.order('A/d1.b2').do({ type: 'charge-declared', brigadeId: 'A/d1.b2', targetBrigadeId: 'B/d1.b1', approach: 'charge', reaction: 'none', contact: true });
    expect(t.state.pending[0]).toMatchObject({ brigadeId: 'B/d1.b1', reason: 'charged-while-disordered' });
    expect(t.refuse({ type: 'melee-round', engagementId: 'melee-1', attacker: meleeRolls(['A/d1.b2.r1', [1, 1, 1, 1]]), defender: meleeRolls(['B/d1.b1.r1', [1, 1, 1, 1]]) })).toMatch(/Resolve a Morale Test/);
  });

  it('monster melee dice follow the army ruling oo.monster-combat-dice (Dragon: 7 by profile, 6 under six-in-melee)', () => {
    const dragonArmy = armyB({ divisions: [{ ...armyB().divisions[0]!, attached: [{ type: 'monster', monster: 'dragon' }] }] });
    for (const [choice, count] of [[undefined, 7], ['six-in-melee', 6]] as const) {
      const t = Table.activating(setupOf({ B: dragonArmy }), choice ? { 'oo.monster-combat-dice': choice } : {}).order('B/d1.x1');
      t.do({ type: 'charge-declared', brigadeId: 'B/d1.x1', targetBrigadeId: 'A/d1.b1', approach: 'charge', reaction: 'none', contact: true });
      const defender = meleeRolls(['A/d1.b1.r1', [1, 1, 1]]);
      expect(t.refuse({ type: 'melee-round', engagementId: 'melee-1', attacker: meleeRolls(['B/d1.x1.r1', new Array<number>(count + 1).fill(1)]), defender })).toMatch(`Roll ${count} Combat Dice`);
    }
  });
});
