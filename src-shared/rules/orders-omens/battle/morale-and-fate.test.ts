import { describe, expect, it } from 'vitest';
import { resolveMorale } from './mechanics/morale';
import { fateBand, fateModifier } from './mechanics/fate';
import { vpBreakdown } from '../scoring/vp';
import { armyB, dice, setupOf, Table, meleeRolls } from './testing/fixtures';

const standard = { brigadeControlValue: 3, generalControlValue: 3, modifiers: [], benefit: 0, kind: 'standard' as const };

/** A Green Brigade A/d1.b1 charges B/d1.b1 and loses the first round by `margin` (Experienced rolls 6s). */
function lostBy(t: Table, sixes: number, generals = false): Table {
  t.order('A/d1.b1').do({ type: 'charge-declared', brigadeId: 'A/d1.b1', targetBrigadeId: 'B/d1.b1', approach: 'charge', reaction: 'none', contact: true });
  const faces = [...new Array<number>(sixes).fill(6), ...new Array<number>(4 - sixes).fill(1)];
  const attacker = { ...meleeRolls(['A/d1.b1.r1', generals ? [1, 1, 1, 1] : [1, 1, 1]]), ...(generals ? { generals: [{ generalId: 'A/d1.general', regimentId: 'A/d1.b1.r1' }] } : {}) };
  return t.do({ type: 'melee-round', engagementId: 'melee-1', attacker, defender: meleeRolls(['B/d1.b1.r1', faces]) });
}

describe('Morale & Disorder (rulebook: Morale & Disorder)', () => {
  it('Morale Test: equal to or above the target holds; fail by 1-2 disorders; fail by 3+ breaks', () => {
    expect(resolveMorale(6, standard, 'modifier-helps').outcome).toBe('hold');
    expect(resolveMorale(5, standard, 'modifier-helps').outcome).toBe('disordered');
    expect(resolveMorale(4, standard, 'modifier-helps').outcome).toBe('disordered');
    expect(resolveMorale(3, standard, 'modifier-helps').outcome).toBe('break');
  });

  it('Dwarf Stubborn and Death-seekers: the benefit lowers the target (ruling oo.control-modifier-sense)', () => {
    expect(resolveMorale(5, { ...standard, benefit: 1 }, 'modifier-helps').outcome).toBe('hold');
    expect(resolveMorale(5, { ...standard, benefit: 1 }, 'modifier-on-roll').outcome).toBe('disordered');
    expect(resolveMorale(3, { ...standard, benefit: 3 }, 'modifier-helps').outcome).toBe('hold');
  });

  it('Collisions While Fleeing: a friend that passes becomes disordered; one that fails breaks', () => {
    expect(resolveMorale(9, { ...standard, kind: 'collision' }, 'modifier-helps').outcome).toBe('disordered');
    expect(resolveMorale(5, { ...standard, kind: 'collision' }, 'modifier-helps').outcome).toBe('break');
  });

  it('Disorder: a disordered Brigade that loses another melee tests at a further -1', () => {
    const t = Table.activating(setupOf(), { 'oo.charge-reaction-cost': 'any-reaction-free' });
    t.order('B/d1.b2').do({ type: 'charge-declared', brigadeId: 'B/d1.b2', targetBrigadeId: 'A/d1.b1', approach: 'move-into-contact', reaction: 'withdraw', contact: false });
    expect(t.brigade('A/d1.b1').disordered).toBe(true);
    lostBy(t, 2);
    expect(t.state.pending[0]).toMatchObject({ modifiers: [{ value: -2 }, { value: -1 }] });
  });

  it('Fleeing & Breaking: a broken Brigade flees; a friend within 6" tests; rally at most twice a turn', () => {
    const t = lostBy(Table.activating(), 4);
    t.do({ type: 'morale-tested', brigadeId: 'A/d1.b1', roll: dice(1, 2) });
    expect(t.brigade('A/d1.b1')).toMatchObject({ fleeing: true, engagementId: null, timesBroken: 1 });
    t.do({ type: 'morale-test-called', brigadeId: 'A/d1.b2', reason: 'friend-broke-nearby', sourceBrigadeId: 'A/d1.b1' });
    t.do({ type: 'morale-tested', brigadeId: 'A/d1.b2', roll: dice(6, 6) });
    expect(t.refuse({ type: 'action-taken', brigadeId: 'A/d1.b1', action: 'move' })).toMatch(/fleeing/);
    t.finishTurn();
    t.do({ type: 'activation-started' }).order('A/d1.b1');
    t.do({ type: 'rally-attempted', brigadeId: 'A/d1.b1', roll: dice(1, 1) }).do({ type: 'rally-attempted', brigadeId: 'A/d1.b1', roll: dice(1, 2) });
    expect(t.refuse({ type: 'rally-attempted', brigadeId: 'A/d1.b1', roll: dice(6, 6) })).toMatch(/2 rally attempts/);
  });

  it('Fleeing (seed 002 L519, L690): a Brigade that fails both rallies must flee with its remaining actions before the next chip or the End Phase', () => {
    const t = lostBy(Table.activating(), 4);
    t.do({ type: 'morale-tested', brigadeId: 'A/d1.b1', roll: dice(1, 2) }).finishTurn();
    t.do({ type: 'activation-started' }).order('A/d1.b1', [5, 4]);
    t.do({ type: 'rally-attempted', brigadeId: 'A/d1.b1', roll: dice(1, 1) }).do({ type: 'rally-attempted', brigadeId: 'A/d1.b1', roll: dice(1, 2) });
    expect(t.brigade('A/d1.b1').actionsLeft).toBe(3);
    expect(t.refuse({ type: 'chip-drawn', side: 'B' })).toMatch(/failed both rally attempts and must use the remaining 3 actions to flee further/);
    t.do({ type: 'action-taken', brigadeId: 'A/d1.b1', action: 'flee' }).do({ type: 'action-taken', brigadeId: 'A/d1.b1', action: 'flee' });
    expect(t.refuse({ type: 'chip-drawn', side: 'B' })).toMatch(/remaining 1 action to flee/);
    t.do({ type: 'action-taken', brigadeId: 'A/d1.b1', action: 'flee' });
    t.do({ type: 'chip-drawn', side: 'B' });
    expect(t.state.chip).toMatchObject({ side: 'B' });
  });

  it('Fleeing (seed 002 L519): the End Phase also waits for the remaining actions of a Brigade that failed both rallies', () => {
    const t = lostBy(Table.activating(), 4);
    t.do({ type: 'morale-tested', brigadeId: 'A/d1.b1', roll: dice(1, 2) }).finishTurn();
    t.do({ type: 'activation-started' });
    for (const side of ['B', 'A'] as const) {
      const keep = side === 'A' ? 1 : 0;
      while (t.state.bag.drawn[side] < t.state.bag.filled[side] - keep) t.do({ type: 'chip-drawn', side }).do({ type: 'chip-passed' });
    }
    t.order('A/d1.b1', [5, 4]);
    t.do({ type: 'rally-attempted', brigadeId: 'A/d1.b1', roll: dice(1, 1) }).do({ type: 'rally-attempted', brigadeId: 'A/d1.b1', roll: dice(1, 2) });
    const report = { type: 'end-phase', objectives: [], thirds: { left: [], centre: [], right: [] } } as const;
    expect(t.refuse(report)).toMatch(/remaining 3 actions to flee further before the End Phase/);
    t.do({ type: 'brigade-left-table', brigadeId: 'A/d1.b1' }).do(report);
    expect(t.state.turn).toBe(3);
  });

  it('Fleeing: one failed rally leaves the rest of the actions free (a second rally is still allowed)', () => {
    const t = lostBy(Table.activating(), 4);
    t.do({ type: 'morale-tested', brigadeId: 'A/d1.b1', roll: dice(1, 2) }).finishTurn();
    t.do({ type: 'activation-started' }).order('A/d1.b1', [5, 4]);
    t.do({ type: 'rally-attempted', brigadeId: 'A/d1.b1', roll: dice(1, 1) });
    t.do({ type: 'chip-drawn', side: 'B' });
    expect(t.brigade('A/d1.b1').actionsLeft).toBe(4);
  });

  it('audit reading (seed 002 L343, L671): with every General of the side slain, a Morale Test is taken as under a Green General and no order can be given', () => {
    const t = Table.activating().order('A/d1.b1').do({ type: 'charge-declared', brigadeId: 'A/d1.b1', targetBrigadeId: 'B/d1.b1', approach: 'charge', reaction: 'none', contact: true });
    const generals = [{ generalId: 'A/d1.general', regimentId: 'A/d1.b1.r1' }, { generalId: 'A/marshal', regimentId: 'A/d1.b1.r2' }];
    t.do({ type: 'melee-round', engagementId: 'melee-1', attacker: { rolls: [{ regimentId: 'A/d1.b1.r1', dice: dice(1, 1, 1, 1) }, { regimentId: 'A/d1.b1.r2', dice: dice(1, 1, 1, 1) }], generals }, defender: meleeRolls(['B/d1.b1.r1', [6, 6, 6, 6]]) });
    t.do({ type: 'generals-fate-rolled', generalId: 'A/d1.general', roll: dice(1, 1) }).do({ type: 'morale-tested', brigadeId: 'A/d1.b1', roll: dice(6, 6) });
    t.do({ type: 'generals-fate-rolled', generalId: 'A/marshal', roll: dice(1, 1) }).do({ type: 'morale-tested', brigadeId: 'A/d1.b1', roll: dice(6, 6) });
    t.do({ type: 'morale-tested', brigadeId: 'A/d1.b1', roll: dice(6, 6) });
    const last = t.outcomes.at(-1)!;
    // Green Brigade (4) + a Green General's 4 = 8, the -4 of the lost melee on the roll.
    expect(last).toMatchObject({ code: 'morale-held', brigadeId: 'A/d1.b1', generalId: null, target: 8, modified: 8 });
    t.do({ type: 'chip-drawn', side: 'A' });
    expect(t.refuse({ type: 'order-tested', brigadeId: 'A/d1.b2', roll: dice(6, 6) })).toBe('Blue cannot give orders: no Divisional General left');
  });

  it('ruling oo.rallied-brigade-state: rallied Brigades stay disordered by default, or recover fully', () => {
    for (const [choice, disordered] of [['rallied-disordered', true], ['rallied-in-good-order', false]] as const) {
      const t = lostBy(Table.activating(setupOf(), { 'oo.rallied-brigade-state': choice }), 4);
      t.do({ type: 'morale-tested', brigadeId: 'A/d1.b1', roll: dice(1, 2) }).finishTurn();
      t.do({ type: 'activation-started' }).order('A/d1.b1').do({ type: 'rally-attempted', brigadeId: 'A/d1.b1', roll: dice(5, 5) });
      expect(t.brigade('A/d1.b1')).toMatchObject({ fleeing: false, disordered });
    }
  });

  it('Collisions: a fleeing Brigade that hits a friend is dispersed and the friend tests at once (chain rout)', () => {
    const t = lostBy(Table.activating(), 4);
    t.do({ type: 'morale-tested', brigadeId: 'A/d1.b1', roll: dice(1, 2) });
    t.do({ type: 'flee-collision', brigadeId: 'A/d1.b1', with: 'friendly', friendlyBrigadeId: 'A/d1.b2' });
    expect(t.brigade('A/d1.b1').status).toBe('dispersed');
    t.do({ type: 'morale-tested', brigadeId: 'A/d1.b2', roll: dice(1, 2) });
    expect(t.brigade('A/d1.b2').fleeing).toBe(true);
    expect(vpBreakdown(t.state.vp, 'B')['enemy-brigade-broken']).toBe(1);
  });

  it('Fearsome and witnessing a General lost each cost -1 on the next test', () => {
    const t = lostBy(Table.activating(), 1);
    t.do({ type: 'morale-tested', brigadeId: 'A/d1.b1', roll: dice(4, 4), fearsome: true });
    // Target 4 + 3 = 7; 8 - 1 (lost by 1) - 1 (Fearsome) = 6: disordered.
    expect(t.brigade('A/d1.b1').disordered).toBe(true);
  });
});

describe("General's Fate (rulebook: Generals in Combat, General's Fate Table)", () => {
  it('modifiers by the margin of defeat, and the table bands', () => {
    expect([1, 2, 3, 4, 5, 9].map(fateModifier)).toEqual([2, 2, 0, 0, -2, -2]);
    expect(fateModifier(null)).toBe(0);
    expect([0, 2, 3, 5, 6, 8, 9, 11, 12, 14].map((n) => fateBand(n).result)).toEqual([
      'slain', 'slain', 'captured', 'captured', 'wounded', 'wounded', 'narrow-escape', 'narrow-escape', 'heroic-stand', 'heroic-stand',
    ]);
  });

  it('a General whose Brigade loses rolls first; captured gives the enemy 2 VP and a -1 Morale Test', () => {
    const t = lostBy(Table.activating(), 2, true);
    // Lost by 2 (two 6s vs none): +2 to the roll. 1+2+2 = 5: captured.
    expect(t.state.pending.map((p) => p.kind)).toEqual(['fate', 'morale']);
    expect(t.refuse({ type: 'morale-tested', brigadeId: 'A/d1.b1', roll: dice(6, 6) })).toMatch(/No Morale Test is due/);
    t.do({ type: 'generals-fate-rolled', generalId: 'A/d1.general', roll: dice(1, 2), witnesses: ['A/d1.b2'] });
    expect(t.state.generals['A/d1.general']!.status).toBe('captured');
    expect(vpBreakdown(t.state.vp, 'B')).toEqual({ 'general-captured': 2 });
    expect(t.state.pending[0]).toMatchObject({ reason: 'general-captured', modifiers: [{ value: -1 }] });
    expect(t.brigade('A/d1.b2').witnessedGeneralLoss).toBe(true);
  });

  it('slain Divisional General: 1 VP; slain Marshal: 5 VP; Heroic Stand: +1 die next melee', () => {
    const slain = lostBy(Table.activating(), 4, true);
    slain.do({ type: 'generals-fate-rolled', generalId: 'A/d1.general', roll: dice(1, 1) });
    expect(vpBreakdown(slain.state.vp, 'B')).toEqual({ 'general-slain': 1 });
    const hero = lostBy(Table.activating(), 1, true);
    hero.do({ type: 'generals-fate-rolled', generalId: 'A/d1.general', roll: dice(5, 5) });
    expect(hero.brigade('A/d1.b1').heroicStand).toBe(true);
  });

  it('a wounded General cannot join another combat', () => {
    const t = lostBy(Table.activating(), 3, true);
    t.do({ type: 'generals-fate-rolled', generalId: 'A/d1.general', roll: dice(3, 4) });
    expect(t.state.generals['A/d1.general']!.status).toBe('wounded');
    t.do({ type: 'morale-tested', brigadeId: 'A/d1.b1', roll: dice(6, 6) });
    expect(t.refuse({ type: 'melee-round', engagementId: 'melee-1', attacker: { ...meleeRolls(['A/d1.b1.r1', [1, 1, 1, 1]]), generals: [{ generalId: 'A/d1.general', regimentId: 'A/d1.b1.r1' }] }, defender: meleeRolls(['B/d1.b1.r1', [1, 1, 1, 1]]) })).toMatch(/wounded/);
  });

  it('Marshal captured: 5 VP to the enemy', () => {
    const t = Table.activating(setupOf({ B: armyB() }));
    t.order('A/d1.b1').do({ type: 'charge-declared', brigadeId: 'A/d1.b1', targetBrigadeId: 'B/d1.b1', approach: 'charge', reaction: 'none', contact: true });
    t.do({ type: 'melee-round', engagementId: 'melee-1', attacker: { ...meleeRolls(['A/d1.b1.r1', [1, 1, 1, 1]]), generals: [{ generalId: 'A/marshal', regimentId: 'A/d1.b1.r1' }] }, defender: meleeRolls(['B/d1.b1.r1', [6, 6, 6, 1]]) });
    t.do({ type: 'generals-fate-rolled', generalId: 'A/marshal', roll: dice(2, 2) });
    expect(vpBreakdown(t.state.vp, 'B')).toEqual({ 'marshal-taken': 5 });
  });
});
