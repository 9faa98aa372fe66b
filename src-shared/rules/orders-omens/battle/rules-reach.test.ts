import { describe, expect, it } from 'vitest';
import type { Army } from '../types';
import type { OutcomeCode, OutcomeOf } from './outcomes';
import type { Volley } from './events';
import { armyA, armyB, dice, setupOf, Table } from './testing/fixtures';

/**
 * Rules the engine had but no screen reached (issue 11): the nearest commander, Fearsome, a
 * witnessed General's loss, Veil of Fog, the artillery reset, and Stubborn on both tests. Seed
 * file: /work/shared/seeds/002_cff186ffe79098a6.txt (Orders & Omens), lines as cited.
 */

const last = <C extends OutcomeCode>(t: Table, code: C) => [...t.outcomes].reverse().find((o): o is OutcomeOf<C> => o.code === code)!;

/** Army A with a second Division under an Elite General (CV 2); its Marshal is Elite too. */
function twoDivisions(): Army {
  const army = armyA();
  const first = army.divisions[0]!;
  return { ...army, divisions: [first, { ...first, general: { experience: 'elite', magicalAdvisor: false } }] };
}

function withMonster(army: Army, monster: 'stone-golem' | 'fanatics'): Army {
  const division = army.divisions[0]!;
  return { ...army, divisions: [{ ...division, attached: [{ type: 'monster', monster }] }] };
}

describe('The nearest commander (L343 order tests, L671 morale tests)', () => {
  it('L343 "the Control Value (CV) of the nearest Divisional General": another Division\'s General may give the order, and the outcome names him', () => {
    const t = Table.activating(setupOf({ A: twoDivisions() }));
    t.do({ type: 'chip-drawn', side: 'A' }).do({ type: 'order-tested', brigadeId: 'A/d1.b1', generalId: 'A/d2.general', roll: dice(3, 3) });
    // Elite General CV 2 + Green Brigade CV 4 = 6 (the rulebook's own example at L343): 6 passes.
    expect(last(t, 'order-passed')).toMatchObject({ generalId: 'A/d2.general', target: 6, baseTarget: 6, roll: 6 });
    const own = Table.activating(setupOf({ A: twoDivisions() }));
    own.do({ type: 'chip-drawn', side: 'A' }).do({ type: 'order-tested', brigadeId: 'A/d1.b1', roll: dice(3, 3) });
    // Its own Experienced General: 3 + 4 = 7, and 6 fails.
    expect(last(own, 'order-failed')).toMatchObject({ generalId: 'A/d1.general', target: 7 });
  });

  it('L343 names a Divisional General: the Marshal cannot give an Order Test, and an enemy General is refused', () => {
    const t = Table.activating(setupOf({ A: twoDivisions() })).do({ type: 'chip-drawn', side: 'A' });
    expect(t.refuse({ type: 'order-tested', brigadeId: 'A/d1.b1', generalId: 'A/marshal', roll: dice(3, 3) })).toMatch(/Divisional General, not the Marshal/);
    expect(t.refuse({ type: 'order-tested', brigadeId: 'A/d1.b1', generalId: 'B/d1.general', roll: dice(3, 3) })).toMatch(/cannot command the enemy's /);
  });

  it('L671 "the nearest Divisional General or Marshal\'s Control Score": an Elite Marshal beside the Brigade is used for its Morale Test', () => {
    const t = Table.activating(setupOf({ A: twoDivisions() })).order('A/d1.b1');
    t.do({ type: 'morale-test-called', brigadeId: 'A/d1.b1', reason: 'special' });
    t.do({ type: 'morale-tested', brigadeId: 'A/d1.b1', generalId: 'A/marshal', roll: dice(3, 3) });
    // Marshal CV 2 + Green 4 = 6: a 6 holds (under its own General, 3 + 4 = 7, it would falter).
    expect(last(t, 'morale-held')).toMatchObject({ generalId: 'A/marshal', target: 6 });
  });

  it('L671: a captured General cannot command; the test names whoever the players chose', () => {
    const t = Table.activating(setupOf({ A: twoDivisions() })).order('A/d1.b1');
    t.do({ type: 'charge-declared', brigadeId: 'A/d1.b1', targetBrigadeId: 'B/d1.b1', approach: 'charge', reaction: 'none', contact: true });
    t.do({
      type: 'melee-round',
      engagementId: 'melee-1',
      attacker: { rolls: [{ regimentId: 'A/d1.b1.r1', dice: dice(1, 1, 1, 1) }], generals: [{ generalId: 'A/d1.general', regimentId: 'A/d1.b1.r1' }] },
      defender: { rolls: [{ regimentId: 'B/d1.b1.r1', dice: dice(6, 6, 1, 1) }] },
    });
    t.do({ type: 'generals-fate-rolled', generalId: 'A/d1.general', roll: dice(1, 2) });
    expect(t.state.generals['A/d1.general']!.status).toBe('captured');
    expect(t.refuse({ type: 'morale-tested', brigadeId: 'A/d1.b1', generalId: 'A/d1.general', roll: dice(6, 6) })).toMatch(/cannot command after being captured$/);
    t.do({ type: 'morale-tested', brigadeId: 'A/d1.b1', generalId: 'A/d2.general', roll: dice(6, 6) });
    expect(last(t, 'morale-held')).toMatchObject({ generalId: 'A/d2.general', baseTarget: 6 });
  });
});

describe('Modifiers the forms now send', () => {
  it('L961 Fearsome "Enemy units within 6" suffer -1 to Morale Tests": on the roll, named in the outcome', () => {
    const t = Table.activating().order('A/d1.b1').do({ type: 'morale-test-called', brigadeId: 'A/d1.b1', reason: 'special' });
    t.do({ type: 'morale-tested', brigadeId: 'A/d1.b1', roll: dice(4, 3), fearsome: true });
    // Target 3 + 4 = 7; 7 - 1 = 6 fails by 1.
    expect(last(t, 'morale-faltered')).toMatchObject({ roll: 7, modified: 6, target: 7, margin: -1, modifiers: [{ kind: 'fearsome', value: -1, on: 'roll' }] });
  });

  it('L702 "a -1 modifier to their next morale test if they witness the loss of a General": once, then gone', () => {
    const t = Table.activating().order('A/d1.b1');
    t.do({ type: 'charge-declared', brigadeId: 'A/d1.b1', targetBrigadeId: 'B/d1.b1', approach: 'charge', reaction: 'none', contact: true });
    t.do({
      type: 'melee-round',
      engagementId: 'melee-1',
      attacker: { rolls: [{ regimentId: 'A/d1.b1.r1', dice: dice(1, 1, 1, 1) }], generals: [{ generalId: 'A/d1.general', regimentId: 'A/d1.b1.r1' }] },
      defender: { rolls: [{ regimentId: 'B/d1.b1.r1', dice: dice(6, 6, 1, 1) }] },
    });
    t.do({ type: 'generals-fate-rolled', generalId: 'A/d1.general', roll: dice(1, 2), witnesses: ['A/d1.b2'] });
    while (t.state.pending.length > 0) t.do({ type: 'morale-tested', brigadeId: 'A/d1.b1', generalId: 'A/marshal', roll: dice(6, 6) });
    t.do({ type: 'morale-test-called', brigadeId: 'A/d1.b2', reason: 'special' });
    t.do({ type: 'morale-tested', brigadeId: 'A/d1.b2', generalId: 'A/marshal', roll: dice(3, 2) });
    // Experienced bows 3 + Elite Marshal 2 = 5; 5 - 1 = 4 falters where a plain 5 would hold.
    expect(last(t, 'morale-faltered')).toMatchObject({ brigadeId: 'A/d1.b2', roll: 5, modified: 4, target: 5, modifiers: [{ kind: 'witnessed-general-loss', value: -1, on: 'roll' }] });
    expect(t.brigade('A/d1.b2').witnessedGeneralLoss).toBe(false);
    t.do({ type: 'morale-test-called', brigadeId: 'A/d1.b2', reason: 'special' });
    t.do({ type: 'morale-tested', brigadeId: 'A/d1.b2', generalId: 'A/marshal', roll: dice(3, 2) });
    expect(last(t, 'morale-held')).toMatchObject({ brigadeId: 'A/d1.b2', modified: 5, modifiers: [] });
  });

  it('L379 Veil of Fog "-1 to hit": a 5 at effective range misses through the fog, and the outcome quotes 5+ -1', () => {
    const army = { ...armyA(), marshal: { experience: 'elite' as const, magicalAdvisor: true } };
    const volley: Volley = { regimentId: 'A/d1.b2.r1', range: 'effective', dice: dice(5, 5, 5, 5), throughFog: true };
    const t = Table.activating(setupOf({ A: army }));
    t.do({ type: 'chip-drawn', side: 'A' }).do({ type: 'spell-cast', casterId: 'A/marshal', spell: 'veil-of-fog', roll: dice(4, 4) });
    t.order('A/d1.b2').do({ type: 'shot-fired', brigadeId: 'A/d1.b2', targetBrigadeId: 'B/d1.b1', volleys: [volley] });
    expect(last(t, 'shot-fired')).toMatchObject({ hits: 0, volleys: [{ hitOn: 5, modifiers: [{ kind: 'veil-of-fog', value: -1 }], hits: 0 }] });
    const clear = Table.activating().order('A/d1.b2');
    expect(clear.refuse({ type: 'shot-fired', brigadeId: 'A/d1.b2', targetBrigadeId: 'B/d1.b1', volleys: [volley] })).toMatch(/no Veil of Fog/);
  });

  it('L275 artillery "if ... their chosen target moves more than 1" their to hit rolls reset to 6+": the outcome says which', () => {
    const army: Army = { ...armyA(), divisions: [{ ...armyA().divisions[0]!, attached: [{ type: 'artillery', experience: 'experienced' }] }] };
    const gun = 'A/d1.x1.r1';
    const t = Table.activating(setupOf({ A: army })).order('A/d1.x1');
    t.do({ type: 'shot-fired', brigadeId: 'A/d1.x1', targetBrigadeId: 'B/d1.b3', volleys: [{ regimentId: gun, range: 'long', dice: dice(6, 1, 1, 1) }] });
    expect(last(t, 'shot-fired').volleys[0]).toMatchObject({ hitOn: 6, ranging: 'new-target', hits: 1 });
    t.do({ type: 'morale-tested', brigadeId: 'B/d1.b3', roll: dice(6, 6) }).do({ type: 'action-taken', brigadeId: 'A/d1.x1', action: 'reload' });
    t.do({ type: 'shot-fired', brigadeId: 'A/d1.x1', targetBrigadeId: 'B/d1.b3', volleys: [{ regimentId: gun, range: 'long', dice: dice(5, 1, 1, 1), targetMovedOver1in: true }] });
    expect(last(t, 'shot-fired').volleys[0]).toMatchObject({ hitOn: 6, ranging: 'target-moved', hits: 0 });
  });
});

describe('Stubborn on both tests (L1274 "Dwarf Brigades benefit from a -1 modifier to all Morale and Control Test rolls")', () => {
  const dwarves = (monster: 'stone-golem' | 'fanatics') => setupOf({ B: withMonster(armyB({ list: 'dwarven' }), monster) });

  it('a Dwarf Brigade\'s Order Test is judged against the lowered target, and the outcome says 6 from 7', () => {
    const t = Table.activating(setupOf({ B: armyB({ list: 'dwarven' }) }));
    // Experienced General 3 + Green crossbows 4 = 7; Stubborn: judged against 6.
    t.do({ type: 'chip-drawn', side: 'B' }).do({ type: 'order-tested', brigadeId: 'B/d1.b2', roll: dice(2, 4) });
    expect(last(t, 'order-passed')).toMatchObject({ roll: 6, target: 6, baseTarget: 7, modifiers: [{ kind: 'stubborn', value: -1, on: 'target' }] });
  });

  it('ruling oo.stubborn-monsters = whole-army (default): a Stone Golem has Stubborn on its Order Test and its Morale Test', () => {
    const t = Table.activating(dwarves('stone-golem'));
    // Golem CV 3 + Experienced General 3 = 6, Stubborn 5.
    t.do({ type: 'chip-drawn', side: 'B' }).do({ type: 'order-tested', brigadeId: 'B/d1.x1', roll: dice(2, 3) });
    expect(last(t, 'order-passed')).toMatchObject({ target: 5, baseTarget: 6 });
    t.do({ type: 'morale-test-called', brigadeId: 'B/d1.x1', reason: 'special' }).do({ type: 'morale-tested', brigadeId: 'B/d1.x1', roll: dice(2, 3) });
    expect(last(t, 'morale-held')).toMatchObject({ target: 5, baseTarget: 6, modifiers: [{ kind: 'stubborn', value: -1 }] });
  });

  it('ruling oo.stubborn-monsters = brigades-only: the Stone Golem has Stubborn on neither test', () => {
    const t = Table.activating(dwarves('stone-golem'), { 'oo.stubborn-monsters': 'brigades-only' });
    t.do({ type: 'chip-drawn', side: 'B' }).do({ type: 'order-tested', brigadeId: 'B/d1.x1', roll: dice(2, 3) });
    expect(last(t, 'order-failed')).toMatchObject({ target: 6, modifiers: [] });
    t.do({ type: 'chip-drawn', side: 'B' }).do({ type: 'order-tested', brigadeId: 'B/d1.b1', roll: dice(3, 3) });
    t.do({ type: 'morale-test-called', brigadeId: 'B/d1.x1', reason: 'special' }).do({ type: 'morale-tested', brigadeId: 'B/d1.x1', roll: dice(2, 3) });
    expect(last(t, 'morale-faltered')).toMatchObject({ target: 6, modifiers: [] });
    // A Brigade of regiments keeps Stubborn under either option.
    expect(last(t, 'order-passed')).toMatchObject({ brigadeId: 'B/d1.b1', target: 5 });
  });

  it('L1338 Death-seekers "-3 to their Morale Tests" replaces Stubborn for Dwarf Fanatics rather than stacking', () => {
    const t = Table.activating(dwarves('fanatics'));
    t.do({ type: 'chip-drawn', side: 'B' }).do({ type: 'order-tested', brigadeId: 'B/d1.x1', roll: dice(6, 6) });
    t.do({ type: 'morale-test-called', brigadeId: 'B/d1.x1', reason: 'special' }).do({ type: 'morale-tested', brigadeId: 'B/d1.x1', roll: dice(1, 1) });
    // Fanatics CV 2 + General 3 = 5; Death-seekers: 2. A 2 holds.
    expect(last(t, 'morale-held')).toMatchObject({ target: 2, baseTarget: 5, modifiers: [{ kind: 'death-seekers', value: -3 }] });
  });
});
