import { describe, expect, it } from 'vitest';
import { vpBreakdown } from '../scoring/vp';
import { armyA, armyB, dice, setupOf, Table, meleeRolls } from './testing/fixtures';
import { monsterCombatDice } from '../monsters/combat-dice';
import { outcomeTextFromSetup } from '../narrator';

/** Every chip drawn and passed, so the End Phase is the next step. */
function bagEmptied(t: Table): Table {
  if (t.state.chip && !t.state.chip.used) t.do({ type: 'chip-passed' });
  for (const side of ['A', 'B'] as const) while (t.state.bag.drawn[side] < t.state.bag.filled[side]) t.do({ type: 'chip-drawn', side }).do({ type: 'chip-passed' });
  return t;
}

/**
 * Rulings on contradictions and gaps in the Orders & Omens text (issues 11 and 22): one test per
 * option, each citing the seed line (002_cff186ffe79098a6.txt) it rules on.
 */

describe('oo.table-third-straddling (002:726 "split the battlefield into equal thirds"; 002:728 "more unbroken Brigades in that third")', () => {
  const across = { left: ['A/d1.b1', 'B/d1.b1'], centre: ['A/d1.b1'], right: [] };

  it('centre-point (default): a Brigade listed in two thirds is refused, naming it; listed once it scores', () => {
    const t = bagEmptied(Table.activating());
    expect(t.refuse({ type: 'end-phase', objectives: [], thirds: across })).toMatch(/cannot count in the left and the centre thirds at once: a Brigade straddling a line counts once/);
    t.finishTurn({ thirds: { left: ['B/d1.b1'], centre: ['A/d1.b1'], right: [] } });
    expect(vpBreakdown(t.state.vp, 'A')).toEqual({ 'table-third': 1 });
  });

  it('every-third-touched: the same Brigade counts in both thirds it reaches', () => {
    const t = Table.activating(setupOf(), { 'oo.table-third-straddling': 'every-third-touched' }).finishTurn({ thirds: across });
    // Left: 1 against 1, nobody; centre: A alone.
    expect(vpBreakdown(t.state.vp, 'A')).toEqual({ 'table-third': 1 });
    const twice = Table.activating(setupOf(), { 'oo.table-third-straddling': 'every-third-touched' }).finishTurn({ thirds: { left: ['A/d1.b1'], centre: ['A/d1.b1'], right: [] } });
    expect(vpBreakdown(twice.state.vp, 'A')).toEqual({ 'table-third': 2 });
  });
});

const n = (count: number, face: number) => new Array<number>(count).fill(face);

/** Turn 1 strategy: `side` orders its Division 1 to `order` objective 1, with `extra` fields; the messenger arrives. */
function ordered(t: Table, order: 'capture' | 'defend', extra: { brigadeId?: string } = {}): Table {
  t.do({ type: 'strategic-order-issued', side: 'A', divisionId: 'A/d1', order, objective: 1, ...extra });
  return t.do({ type: 'messenger-arrived', orderId: `order-${t.state.orders.length}` });
}

describe('oo.strategic-order-recipient (002:315 "which objective a Brigade is ordered"; 002:317 "the Division is ordered to capture or hold")', () => {
  it('division (default): the order goes to the Division, naming a Brigade is refused, and any of its Brigades captures', () => {
    const t = Table.deployed();
    expect(t.refuse({ type: 'strategic-order-issued', side: 'A', divisionId: 'A/d1', order: 'capture', objective: 1, brigadeId: 'A/d1.b2' })).toMatch(/goes to the whole of/);
    ordered(t, 'capture').do({ type: 'activation-started' }).finishTurn({ objectives: [{ objective: 1, within6: ['A/d1.b1'] }] });
    expect(vpBreakdown(t.state.vp, 'A')).toMatchObject({ 'objective-captured': expect.any(Number) });
  });

  it('brigade: the order must name a Brigade of the Division, and only that Brigade scores it', () => {
    const rulings = { 'oo.strategic-order-recipient': 'brigade' };
    const t = Table.deployed(setupOf(), rulings);
    expect(t.refuse({ type: 'strategic-order-issued', side: 'A', divisionId: 'A/d1', order: 'capture', objective: 1 })).toMatch(/Name the Brigade/);
    expect(t.refuse({ type: 'strategic-order-issued', side: 'A', divisionId: 'A/d1', order: 'capture', objective: 1, brigadeId: 'B/d1.b1' })).toMatch(/not part of/);
    const captured = (within: string) => {
      const table = ordered(Table.deployed(setupOf(), rulings), 'capture', { brigadeId: 'A/d1.b2' }).do({ type: 'activation-started' });
      return vpBreakdown(table.finishTurn({ objectives: [{ objective: 1, within6: [within] }] }).state.vp, 'A')['objective-captured'] ?? 0;
    };
    expect(captured('A/d1.b1')).toBe(0);
    expect(captured('A/d1.b2')).toBeGreaterThan(0);
    const named = ordered(Table.deployed(setupOf(), rulings), 'defend', { brigadeId: 'A/d1.b2' });
    expect(named.outcomes.find((o) => o.code === 'strategic-order-issued')).toMatchObject({ brigadeId: 'A/d1.b2' });
    expect(outcomeTextFromSetup(named.outcomes.find((o) => o.code === 'strategic-order-issued')!, setupOf())).toMatch(/^A messenger rode for .+ of .+: defend objective 1\.$/);
  });
});

describe('oo.capture-after-contested (002:321 "previously uncontested or held by the enemy"; 002:720 "no enemy units within 6"")', () => {
  const contestedThenClear = (rulings: Record<string, string>) => {
    const t = ordered(Table.deployed(setupOf(), rulings), 'capture').do({ type: 'activation-started' });
    t.finishTurn({ objectives: [{ objective: 1, within6: ['A/d1.b1', 'B/d1.b1'] }] });
    expect(t.state.contestedObjectives).toEqual([1]);
    return t.do({ type: 'activation-started' }).finishTurn({ objectives: [{ objective: 1, within6: ['A/d1.b1'] }] });
  };

  it('contested-may-be-captured (default): clearing the enemy from a contested objective captures it', () => {
    expect(vpBreakdown(contestedThenClear({}).state.vp, 'A')['objective-captured']).toBeGreaterThan(0);
  });

  it('uncontested-or-enemy-only: an objective contested at the last End Phase cannot be captured this turn', () => {
    const t = contestedThenClear({ 'oo.capture-after-contested': 'uncontested-or-enemy-only' });
    expect(vpBreakdown(t.state.vp, 'A')['objective-captured']).toBeUndefined();
    expect(t.state.contestedObjectives).toEqual([]);
  });
});

/** A/d1.general rides with A/d1.b1, which charges B/d1.b1 with him and loses by four (his four 1s against four 6s). */
function lostWithGeneral(t: Table): Table {
  t.do({ type: 'chip-drawn', side: 'A' }).do({ type: 'general-attached', generalId: 'A/d1.general', brigadeId: 'A/d1.b1' });
  t.do({ type: 'order-tested', brigadeId: 'A/d1.b1', roll: dice(6, 6) });
  t.do({ type: 'charge-declared', brigadeId: 'A/d1.b1', targetBrigadeId: 'B/d1.b1', approach: 'charge', reaction: 'none', contact: true });
  return t.do({
    type: 'melee-round',
    engagementId: 'melee-1',
    attacker: { ...meleeRolls(['A/d1.b1.r1', [1, 1, 1, 1]]), generals: [{ generalId: 'A/d1.general', regimentId: 'A/d1.b1.r1' }] },
    defender: meleeRolls(['B/d1.b1.r1', [6, 6, 6, 6]]),
  });
}

describe('oo.second-fate-roll (002:629 "loses combat, roll on the General\'s Fate Table"; 002:647 "No further effect"; 002:700 "Brigades that break ... forces the General to roll")', () => {
  const brokenAfterNarrowEscape = (rulings: Record<string, string>) => {
    const t = lostWithGeneral(Table.activating(setupOf(), rulings));
    expect(t.state.pending.map((p) => p.kind)).toEqual(['fate', 'morale']);
    // Lost by 4: no modifier; 5+5 = 10, a Narrow escape. Then the Morale Test breaks the Brigade.
    t.do({ type: 'generals-fate-rolled', generalId: 'A/d1.general', roll: dice(5, 5) });
    return t.do({ type: 'morale-tested', brigadeId: 'A/d1.b1', roll: dice(1, 2) });
  };

  it('one-roll-per-defeat: the General who rolled for the lost melee does not roll again when his Brigade breaks', () => {
    const t = brokenAfterNarrowEscape({ 'oo.second-fate-roll': 'one-roll-per-defeat' });
    expect(t.brigade('A/d1.b1').fleeing).toBe(true);
    expect(t.state.pending).toEqual([]);
  });

  it('roll-again-on-break (default): he rolls again, with the same defeat modifier', () => {
    const t = brokenAfterNarrowEscape({});
    expect(t.state.pending).toEqual([{ kind: 'fate', generalId: 'A/d1.general', brigadeId: 'A/d1.b1', margin: 4 }]);
  });
});

describe('oo.fate-modifier-outside-melee (002:633–637 "Defeated by N hits"; 002:700 breaks outside melee)', () => {
  /** A/d1.b1, with its General, breaks on a called Morale Test (no melee); the General then rolls 3+4. */
  const brokenWithoutMelee = (rulings: Record<string, string>) => {
    const t = Table.activating(setupOf(), rulings).do({ type: 'general-attached', generalId: 'A/d1.general', brigadeId: 'A/d1.b1' });
    t.do({ type: 'morale-test-called', brigadeId: 'A/d1.b1', reason: 'special' }).do({ type: 'morale-tested', brigadeId: 'A/d1.b1', roll: dice(1, 1) });
    expect(t.state.pending).toEqual([{ kind: 'fate', generalId: 'A/d1.general', brigadeId: 'A/d1.b1', margin: null }]);
    return t.do({ type: 'generals-fate-rolled', generalId: 'A/d1.general', roll: dice(3, 4) });
  };

  it('no-modifier (default): 7 stands, Wounded', () => {
    const t = brokenWithoutMelee({});
    expect(t.outcomes.at(-1)).toMatchObject({ code: 'generals-fate', roll: 7, modifier: 0, result: 'wounded' });
  });

  it('as-heavy-defeat: 7 - 2 = 5, Captured', () => {
    const t = brokenWithoutMelee({ 'oo.fate-modifier-outside-melee': 'as-heavy-defeat' });
    expect(t.outcomes.find((o) => o.code === 'generals-fate')).toMatchObject({ roll: 7, modifier: -2, result: 'captured' });
  });
});

/** B/d1.b2 charges A/d1.b1 (ordered first), which withdraws and is Disordered by it. */
function disorderedA(rulings: Record<string, string>): Table {
  const t = Table.activating(setupOf(), rulings).order('A/d1.b1');
  t.order('B/d1.b2').do({ type: 'charge-declared', brigadeId: 'B/d1.b2', targetBrigadeId: 'A/d1.b1', approach: 'move-into-contact', reaction: 'withdraw', contact: false });
  expect(t.brigade('A/d1.b1').disordered).toBe(true);
  return t;
}

describe('oo.disorder-recovery (002:682 "spend 1 action point to redress ... No test is required"; 002:413 "spend an action to rally"; 002:404 "rally a fleeing unit")', () => {
  it('redress-action (default): 1 action redresses, no test; a rally is only for a fleeing Brigade', () => {
    const t = disorderedA({});
    expect(t.refuse({ type: 'rally-attempted', brigadeId: 'A/d1.b1', roll: dice(6, 6) })).toMatch(/cannot rally: only a fleeing Brigade rallies$/);
    const before = t.brigade('A/d1.b1').actionsLeft;
    t.do({ type: 'action-taken', brigadeId: 'A/d1.b1', action: 'redress' });
    expect(t.brigade('A/d1.b1')).toMatchObject({ disordered: false, actionsLeft: before - 1 });
  });

  it('rally-test: redressing is refused; a failed rally leaves it Disordered, a passed one recovers it', () => {
    const t = disorderedA({ 'oo.disorder-recovery': 'rally-test' });
    expect(t.refuse({ type: 'action-taken', brigadeId: 'A/d1.b1', action: 'redress' })).toMatch(/must rally to recover from disorder, with a Morale Test/);
    t.do({ type: 'rally-attempted', brigadeId: 'A/d1.b1', roll: dice(1, 1) });
    expect(t.brigade('A/d1.b1')).toMatchObject({ disordered: true, fleeing: false });
    t.do({ type: 'rally-attempted', brigadeId: 'A/d1.b1', roll: dice(6, 6) });
    expect(t.brigade('A/d1.b1')).toMatchObject({ disordered: false, fleeing: false });
  });
});

describe('oo.unordered-reactions (002:341 "may only act defensively ... 10" Zone of Control"; 002:428 "spend unspent actions as reactions")', () => {
  /** B/d1.b2 (crossbows, no order this turn) fires at A/d1.b1 as a reaction, every die a 1. */
  const reactionVolley = (t: Table) => {
    const diceCount = t.state.roster.brigades['B/d1.b2']!.combatDice;
    return { type: 'shot-fired', brigadeId: 'B/d1.b2', targetBrigadeId: 'A/d1.b1', reaction: true, volleys: [{ regimentId: 'B/d1.b2.r1', range: 'effective', dice: dice(...n(diceCount, 1)) }] } as const;
  };

  it('held-actions-only (default): a Brigade with no order has no actions to react with, refused in L341\'s words', () => {
    const t = Table.activating();
    expect(t.refuse(reactionVolley(t))).toMatch(/got no order this turn: "If no orders are issued to a Brigade during a turn, they may only act defensively"/);
    expect(t.brigade('B/d1.b2').actionsLeft).toBe(0);
  });

  it('one-reaction-in-zone: one free reaction a turn without an order, not two', () => {
    const t = Table.activating(setupOf(), { 'oo.unordered-reactions': 'one-reaction-in-zone' });
    t.do(reactionVolley(t));
    expect(t.brigade('B/d1.b2')).toMatchObject({ actionsLeft: 0, freeReactionUsedThisTurn: true });
    expect(t.refuse({ type: 'action-taken', brigadeId: 'B/d1.b2', action: 'wheel', reaction: true })).toMatch(/already made the one reaction allowed/);
    t.finishTurn();
    expect(t.brigade('B/d1.b2').freeReactionUsedThisTurn).toBeUndefined();
  });
});

describe('oo.activations-per-general (002:327 "up to two activations per turn"; 002:329 two chips each; 002:343 "the nearest Divisional General")', () => {
  const twoDivisions = () => {
    const division = armyA().divisions[0]!;
    return setupOf({ A: armyA({ divisions: [division, division] }) });
  };
  const thirdOrder = (t: Table) => {
    t.order('A/d1.b1').order('A/d1.b2');
    return t.do({ type: 'chip-drawn', side: 'A' });
  };

  it('chips-per-side (default): the same General may test a third Brigade on a third chip', () => {
    const t = thirdOrder(Table.activating(twoDivisions()));
    t.do({ type: 'order-tested', brigadeId: 'A/d1.b3', generalId: 'A/d1.general', roll: dice(6, 6) });
    expect(t.brigade('A/d1.b3').activatedThisTurn).toBe(true);
  });

  it('two-per-general: a third test by the same General is refused; another General may take it', () => {
    const t = thirdOrder(Table.activating(twoDivisions(), { 'oo.activations-per-general': 'two-per-general' }));
    expect(t.refuse({ type: 'order-tested', brigadeId: 'A/d1.b3', generalId: 'A/d1.general', roll: dice(6, 6) })).toMatch(/already issued 2 activations/);
    t.do({ type: 'order-tested', brigadeId: 'A/d1.b3', generalId: 'A/d2.general', roll: dice(6, 6) });
    expect(t.state.generals['A/d2.general']!.ordersTestedThisTurn).toBe(1);
    t.finishTurn();
    expect(t.state.generals['A/d1.general']!.ordersTestedThisTurn).toBeUndefined();
  });
});

describe('oo.keen-sight-scope (002:1080 "Elf ranged regiments gain +1 Combat Dice when shooting"; 002:452 Brace Volley)', () => {
  /** Elves: A/d1.b2 bows, and an attached Green artillery regiment A/d1.x1. */
  const elves = () => {
    const a = armyA({ list: 'elven' });
    return setupOf({ A: { ...a, divisions: [{ ...a.divisions[0]!, attached: [{ type: 'artillery', experience: 'green' }] }] } });
  };
  const volley = (t: Table, shooter: string, regimentId: string, extra: number, range: 'effective' | 'long') =>
    ({ type: 'shot-fired', brigadeId: shooter, targetBrigadeId: 'B/d1.b1', volleys: [{ regimentId, range, dice: dice(...n(t.state.roster.brigades[shooter]!.combatDice + extra, 1)) }] }) as const;
  const braceCharge = (t: Table, extra: number) => {
    const diceCount = t.state.roster.brigades['A/d1.b2']!.combatDice + extra;
    return { type: 'charge-declared', brigadeId: 'B/d1.b1', targetBrigadeId: 'A/d1.b2', approach: 'charge', reaction: 'brace', contact: true, braceVolley: [{ regimentId: 'A/d1.b2.r1', range: 'effective', dice: dice(...n(diceCount, 1)) }] } as const;
  };

  it('every-volley (default): bows, artillery and a Brace Volley each roll one more die', () => {
    const t = Table.activating(elves()).order('A/d1.b2').order('A/d1.x1');
    expect(t.refuse(volley(t, 'A/d1.b2', 'A/d1.b2.r1', 0, 'effective'))).toMatch(/Roll \d+ Combat Dice/);
    t.do(volley(t, 'A/d1.b2', 'A/d1.b2.r1', 1, 'effective')).do(volley(t, 'A/d1.x1', 'A/d1.x1.r1', 1, 'long'));
    const braced = Table.activating(elves()).order('B/d1.b1');
    braced.do(braceCharge(braced, 1));
  });

  it('not-artillery: artillery rolls its own dice; bows still gain one', () => {
    const t = Table.activating(elves(), { 'oo.keen-sight-scope': 'not-artillery' }).order('A/d1.b2').order('A/d1.x1');
    t.do(volley(t, 'A/d1.b2', 'A/d1.b2.r1', 1, 'effective'));
    expect(t.refuse(volley(t, 'A/d1.x1', 'A/d1.x1.r1', 1, 'long'))).toMatch(/Roll \d+ Combat Dice/);
    t.do(volley(t, 'A/d1.x1', 'A/d1.x1.r1', 0, 'long'));
  });

  it('shoot-actions-only: a Brace Volley rolls its own dice', () => {
    const braced = Table.activating(elves(), { 'oo.keen-sight-scope': 'shoot-actions-only' }).order('B/d1.b1');
    expect(braced.refuse(braceCharge(braced, 1))).toMatch(/Roll \d+ Combat Dice/);
    braced.do(braceCharge(braced, 0));
  });
});

describe('oo.melee-break-flee-distance (002:599 "breaks and flees 4""; 002:517, 002:688, 002:1393 cavalry 6")', () => {
  /** A/d1.b1 (attached General-free) charges the all-cavalry B/d1.b3 and wins every die; B then rolls 1+1. */
  const cavalryBrokenInMelee = (rulings: Record<string, string>) => {
    const t = Table.activating(setupOf(), rulings).order('A/d1.b1');
    t.do({ type: 'charge-declared', brigadeId: 'A/d1.b1', targetBrigadeId: 'B/d1.b3', approach: 'charge', reaction: 'none', contact: true });
    const diceOf = (id: string) => t.state.roster.brigades[id]!.combatDice;
    // Every die hits; the armoured cavalry fails every save.
    const attacker = { rolls: [{ regimentId: 'A/d1.b1.r1', dice: dice(...n(diceOf('A/d1.b1'), 6)), saves: { dice: dice(...n(diceOf('A/d1.b1'), 1)) } }] };
    t.do({ type: 'melee-round', engagementId: 'melee-1', attacker, defender: meleeRolls(['B/d1.b3.r1', n(diceOf('B/d1.b3'), 1)]) });
    return t.do({ type: 'morale-tested', brigadeId: 'B/d1.b3', roll: dice(1, 1) });
  };
  const fled = (t: Table) => t.outcomes.find((o) => o.code === 'broke');

  it('by-regiment-type (default): cavalry broken in melee flees 6"; infantry 4"', () => {
    expect(fled(cavalryBrokenInMelee({}))).toMatchObject({ brigadeId: 'B/d1.b3', fleeInches: 6 });
    const infantry = Table.activating().do({ type: 'morale-test-called', brigadeId: 'A/d1.b1', reason: 'special' }).do({ type: 'morale-tested', brigadeId: 'A/d1.b1', roll: dice(1, 1) });
    expect(fled(infantry)).toMatchObject({ brigadeId: 'A/d1.b1', fleeInches: 4 });
  });

  it('four-inches: cavalry broken in melee flees 4"; broken any other way, still 6"', () => {
    expect(fled(cavalryBrokenInMelee({ 'oo.melee-break-flee-distance': 'four-inches' }))).toMatchObject({ fleeInches: 4 });
    const called = Table.activating(setupOf(), { 'oo.melee-break-flee-distance': 'four-inches' });
    called.do({ type: 'morale-test-called', brigadeId: 'B/d1.b3', reason: 'special' }).do({ type: 'morale-tested', brigadeId: 'B/d1.b3', roll: dice(1, 1) });
    expect(fled(called)).toMatchObject({ brigadeId: 'B/d1.b3', fleeInches: 6 });
  });
});

describe('oo.fleeing-order-test (002:339 a chip is an order or a spell; 002:413 "spend an action to rally in a later activation"; 002:519)', () => {
  /** A/d1.b1 breaks on turn 1; on turn 2 its chip is drawn and the Order Test rolls 1+2, a failure. */
  const fleeingNextTurn = (rulings: Record<string, string>) => {
    const t = Table.activating(setupOf(), rulings).do({ type: 'morale-test-called', brigadeId: 'A/d1.b1', reason: 'special' });
    t.do({ type: 'morale-tested', brigadeId: 'A/d1.b1', roll: dice(1, 1) }).finishTurn();
    return t.do({ type: 'activation-started' }).do({ type: 'chip-drawn', side: 'A' }).do({ type: 'order-tested', brigadeId: 'A/d1.b1', roll: dice(1, 2) });
  };

  it('order-test-needed (default): the failed test leaves the fleeing Brigade without actions', () => {
    const t = fleeingNextTurn({});
    expect(t.outcomes.at(-1)).toMatchObject({ code: 'order-failed' });
    expect(t.refuse({ type: 'action-taken', brigadeId: 'A/d1.b1', action: 'flee' })).toMatch(/0 actions left/);
  });

  it('no-test-to-flee-or-rally: the chip alone gives it 5 actions to flee or rally', () => {
    const t = fleeingNextTurn({ 'oo.fleeing-order-test': 'no-test-to-flee-or-rally' });
    expect(t.outcomes.at(-1)).toMatchObject({ code: 'order-passed', actions: 5, fleeingWithoutTest: true });
    t.do({ type: 'action-taken', brigadeId: 'A/d1.b1', action: 'flee' }).do({ type: 'rally-attempted', brigadeId: 'A/d1.b1', roll: dice(6, 6) });
    expect(t.brigade('A/d1.b1')).toMatchObject({ fleeing: false, actionsLeft: 3 });
  });
});

describe('oo.stomp-six (002:950 "Stomp: In melee, any roll of 6 counts as 2 hits")', () => {
  /** A's attached Giant charges B/d1.b1 and rolls every die a 5 (+1 charging = 6); B rolls 1s. */
  const giantCharges = (rulings: Record<string, string>) => {
    const a = armyA();
    const t = Table.activating(setupOf({ A: { ...a, divisions: [{ ...a.divisions[0]!, attached: [{ type: 'monster', monster: 'giant' }] }] } }), rulings).order('A/d1.x1');
    t.do({ type: 'charge-declared', brigadeId: 'A/d1.x1', targetBrigadeId: 'B/d1.b1', approach: 'charge', reaction: 'none', contact: true });
    const giantDice = monsterCombatDice('giant', 'melee');
    t.do({ type: 'melee-round', engagementId: 'melee-1', attacker: meleeRolls(['A/d1.x1.r1', n(giantDice, 5)]), defender: meleeRolls(['B/d1.b1.r1', n(t.state.roster.brigades['B/d1.b1']!.combatDice, 1)]) });
    return { hits: t.outcomes.find((o) => o.code === 'melee-won'), giantDice };
  };

  it('natural-six (default): a charging 5 is one hit', () => {
    const { hits, giantDice } = giantCharges({});
    expect(hits).toMatchObject({ attackerHits: giantDice });
  });

  it('modified-six: a charging 5 reaches 6 and is two hits', () => {
    const { hits, giantDice } = giantCharges({ 'oo.stomp-six': 'modified-six' });
    expect(hits).toMatchObject({ attackerHits: 2 * giantDice });
  });
});

describe('oo.artillery-ranging-reset (002:275 "their chosen target moves more than 1""; 002:1403 "Resets if target moves 1"")', () => {
  /** A's attached artillery hits B/d1.b1 with every die, then moves. */
  const rangedThenMoved = (rulings: Record<string, string>) => {
    const a = armyA();
    const t = Table.activating(setupOf({ A: { ...a, divisions: [{ ...a.divisions[0]!, attached: [{ type: 'artillery', experience: 'green' }] }] } }), rulings).order('A/d1.x1');
    const diceCount = t.state.roster.brigades['A/d1.x1']!.combatDice;
    t.do({ type: 'shot-fired', brigadeId: 'A/d1.x1', targetBrigadeId: 'B/d1.b1', volleys: [{ regimentId: 'A/d1.x1.r1', range: 'long', dice: dice(...n(diceCount, 6)) }] });
    t.do({ type: 'morale-tested', brigadeId: 'B/d1.b1', roll: dice(6, 6) });
    expect(t.state.regiments['A/d1.x1.r1']!.ranging).toMatchObject({ targetBrigadeId: 'B/d1.b1', step: 1 });
    return t.do({ type: 'action-taken', brigadeId: 'A/d1.x1', action: 'move' });
  };

  it('target-moves-or-changes (default): the gun moving keeps its ranging', () => {
    expect(rangedThenMoved({}).state.regiments['A/d1.x1.r1']!.ranging).toMatchObject({ step: 1 });
  });

  it('gun-moving-too: the gun moving resets it to 6+', () => {
    expect(rangedThenMoved({ 'oo.artillery-ranging-reset': 'gun-moving-too' }).state.regiments['A/d1.x1.r1']!.ranging).toBeNull();
  });
});

describe('oo.polearm-cavalry-charge (002:293 "a polearm regiment infantry regiment may not charge"; 002:1400 "Cannot charge")', () => {
  /** Army B's b3 is Elite cavalry with polearms (lances). */
  const lancers = () => {
    const b = armyB();
    const lance = { ...b.divisions[0]!.brigades[2]!.regiments[0]!, weapon: 'polearms' as const };
    return setupOf({ B: { ...b, divisions: [{ ...b.divisions[0]!, brigades: [b.divisions[0]!.brigades[0]!, b.divisions[0]!.brigades[1]!, { regiments: [lance, lance] }] }] } });
  };
  const charge = { type: 'charge-declared', brigadeId: 'B/d1.b3', targetBrigadeId: 'A/d1.b1', approach: 'charge', reaction: 'none', contact: true } as const;

  it('infantry-only (default): lancers charge', () => {
    const t = Table.activating(lancers()).order('B/d1.b3').do(charge);
    expect(t.brigade('B/d1.b3').chargedThisTurn).toBe(true);
  });

  it('no-polearm-charges: lancers may not charge, and may still move into contact', () => {
    const t = Table.activating(lancers(), { 'oo.polearm-cavalry-charge': 'no-polearm-charges' }).order('B/d1.b3');
    expect(t.refuse(charge)).toMatch(/"Cannot charge"/);
    t.do({ ...charge, approach: 'move-into-contact' });
  });
});

describe('oo.adaptable-command-scope (002:989 "Once per turn, a Human Divisional General may re-roll one failed Order Test")', () => {
  /** A Human army of two Divisions; each General fails an Order Test in turn. */
  const humans = (rulings: Record<string, string>) => {
    const a = armyA({ list: 'human' });
    const t = Table.activating(setupOf({ A: { ...a, divisions: [a.divisions[0]!, a.divisions[0]!] } }), rulings);
    t.do({ type: 'chip-drawn', side: 'A' }).do({ type: 'order-tested', brigadeId: 'A/d1.b1', roll: dice(1, 2) });
    t.do({ type: 'order-rerolled', brigadeId: 'A/d1.b1', roll: dice(6, 5) });
    return t.do({ type: 'chip-drawn', side: 'A' }).do({ type: 'order-tested', brigadeId: 'A/d2.b1', roll: dice(1, 2) });
  };

  it('each-general (default): the second General has his own re-roll', () => {
    const t = humans({}).do({ type: 'order-rerolled', brigadeId: 'A/d2.b1', roll: dice(6, 5) });
    expect(t.brigade('A/d2.b1').activatedThisTurn).toBe(true);
  });

  it('once-per-army: the army has used its re-roll this turn', () => {
    expect(humans({ 'oo.adaptable-command-scope': 'once-per-army' }).refuse({ type: 'order-rerolled', brigadeId: 'A/d2.b1', roll: dice(6, 5) })).toMatch(/already re-rolled an Order Test this turn/);
  });
});

describe('oo.formation-cost (002:462 "costs 2 Action points"; 002:1366 "All actions cost 1 Action point")', () => {
  it('two-actions (default) and one-action', () => {
    for (const [choice, cost] of [['two-actions', 2], ['one-action', 1]] as const) {
      const t = Table.activating(setupOf(), { 'oo.formation-cost': choice }).order('A/d1.b1');
      const before = t.brigade('A/d1.b1').actionsLeft;
      t.do({ type: 'action-taken', brigadeId: 'A/d1.b1', action: 'formation' });
      expect(before - t.brigade('A/d1.b1').actionsLeft).toBe(cost);
    }
  });
});

describe('oo.regeneration-duration (002:1249–1250 "In the Strategy Phase roll a die, on 5+ the Troll Mob earns 1 additional Combat Dice")', () => {
  /** An Orc Troll Mob regenerates on turns 1 and 2, then charges B/d1.b1 on turn 2 with `extra` dice over its profile. */
  const trollCharges = (rulings: Record<string, string>) => {
    const a = armyA({ list: 'orc' });
    const t = Table.deployed(setupOf({ A: { ...a, divisions: [{ ...a.divisions[0]!, attached: [{ type: 'monster', monster: 'troll-mob' }] }] } }), rulings);
    t.do({ type: 'regeneration-rolled', brigadeId: 'A/d1.x1', roll: dice(5) }).do({ type: 'activation-started' }).finishTurn();
    t.do({ type: 'regeneration-rolled', brigadeId: 'A/d1.x1', roll: dice(6) }).do({ type: 'activation-started' }).order('A/d1.x1');
    t.do({ type: 'charge-declared', brigadeId: 'A/d1.x1', targetBrigadeId: 'B/d1.b1', approach: 'charge', reaction: 'none', contact: true });
    const round = (extra: number) =>
      ({
        type: 'melee-round',
        engagementId: 'melee-1',
        // The profile's dice, +1 for the Orcs' Bloodlust ("In melee Orc regiments gain +1 Combat Dice"), + Regeneration.
        attacker: meleeRolls(['A/d1.x1.r1', n(monsterCombatDice('troll-mob', 'melee') + 1 + extra, 1)]),
        defender: meleeRolls(['B/d1.b1.r1', n(t.state.roster.brigades['B/d1.b1']!.combatDice, 1)]),
      }) as const;
    return { t, round };
  };

  it('that-turn (default): one extra die this turn, whatever was rolled before', () => {
    const { t, round } = trollCharges({});
    expect(t.refuse(round(2))).toMatch(/Roll \d+ Combat Dice/);
    t.do(round(1));
  });

  it('cumulative: each success adds a die for good, two by turn 2', () => {
    const { t, round } = trollCharges({ 'oo.regeneration-duration': 'cumulative' });
    expect(t.state.brigades['A/d1.x1']!.regeneratedDice).toBe(2);
    expect(t.refuse(round(1))).toMatch(/Roll \d+ Combat Dice/);
    t.do(round(2));
  });
});

describe('oo.colossus-against-breath (002:1321 "a 5+ armour save which cannot be negated"; 002:960 Dragonfire "armour saves are ignored")', () => {
  /** A's Dragon breathes on B's Stone Golem: three 6s. */
  const dragonOnGolem = (rulings: Record<string, string>) => {
    const a = armyA();
    const b = armyB({ list: 'dwarven' });
    const setup = setupOf({
      A: { ...a, divisions: [{ ...a.divisions[0]!, attached: [{ type: 'monster', monster: 'dragon' }] }] },
      B: { ...b, divisions: [{ ...b.divisions[0]!, attached: [{ type: 'monster', monster: 'stone-golem' }] }] },
    });
    return Table.activating(setup, rulings).order('A/d1.x1');
  };
  const breath = (saves?: number[]) => ({ type: 'breath-attack', brigadeId: 'A/d1.x1', targetBrigadeId: 'B/d1.x1', dice: dice(6, 6, 6), ...(saves ? { saves: { dice: dice(...saves) } } : {}) }) as const;

  it('save-stands (default): the Golem rolls its 5+ against the fire', () => {
    const t = dragonOnGolem({});
    expect(t.refuse(breath())).toMatch(/save/);
    t.do(breath([5, 6, 2]));
    expect(t.outcomes.at(-1)).toMatchObject({ code: 'breath-attack', hits: 1 });
  });

  it('breath-ignores-it: no save is rolled and every hit lands', () => {
    const t = dragonOnGolem({ 'oo.colossus-against-breath': 'breath-ignores-it' });
    t.do(breath());
    expect(t.outcomes.at(-1)).toMatchObject({ code: 'breath-attack', hits: 3 });
  });
});

describe('oo.heroic-stand-timing (002:649 "Add a further +1 Combat Dice to the Brigade in the next melee"; 002:599 "another round of melee takes place")', () => {
  /** The General's 6+6 after a lost round is a Heroic Stand; the Brigade holds and fights round 2 with `extra` dice. */
  const secondRound = (rulings: Record<string, string>) => {
    const t = lostWithGeneral(Table.activating(setupOf(), rulings));
    t.do({ type: 'generals-fate-rolled', generalId: 'A/d1.general', roll: dice(6, 6) });
    t.do({ type: 'morale-tested', brigadeId: 'A/d1.b1', roll: dice(6, 6) });
    expect(t.brigade('A/d1.b1')).toMatchObject({ heroicStand: true, engagementId: 'melee-1' });
    const round = (extra: number) =>
      ({ type: 'melee-round', engagementId: 'melee-1', attacker: meleeRolls(['A/d1.b1.r1', n(t.state.roster.brigades['A/d1.b1']!.combatDice + extra, 1)]), defender: meleeRolls(['B/d1.b1.r1', n(4, 1)]) }) as const;
    return { t, round };
  };

  it('next-round (default): the extra die comes in the next round of the same fight', () => {
    const { t, round } = secondRound({});
    expect(t.refuse(round(0))).toMatch(/Roll \d+ Combat Dice/);
    t.do(round(1));
    expect(t.brigade('A/d1.b1').heroicStand).toBe(false);
  });

  it('next-engagement: the die waits for the next melee, not this one', () => {
    const { t, round } = secondRound({ 'oo.heroic-stand-timing': 'next-engagement' });
    expect(t.refuse(round(1))).toMatch(/Roll \d+ Combat Dice/);
    t.do(round(0));
    expect(t.brigade('A/d1.b1')).toMatchObject({ heroicStand: true, heroicStandWonIn: 'melee-1' });
  });
});
