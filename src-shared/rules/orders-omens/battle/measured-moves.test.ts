import { describe, expect, it } from 'vitest';
import { armyA, armyB, dice, setupOf, Table } from './testing/fixtures';
import type { Army } from '../types';

/**
 * Measured moves, charges, spells and breath (seed 002_cff186ffe79098a6.txt): moves L399/L1368,
 * charges L432, counter-charge L454, withdraw L450, fleeing L688, Generals L533, spells L359–L383,
 * Breathe Fire/Dragonfire L960. Each limit is allowed exactly and refused just past it.
 */
const move = (brigadeId: string, inches: number, action: 'move' | 'wheel' | 'flee' | 'redress' = 'move') => ({ type: 'action-taken' as const, brigadeId, action, distanceInches: inches });
const charge = (brigadeId: string, targetBrigadeId: string, inches: number, reaction: 'none' | 'withdraw' | 'counter-charge' = 'none', contact = true) => ({
  type: 'charge-declared' as const,
  brigadeId,
  targetBrigadeId,
  approach: 'charge' as const,
  reaction,
  contact,
  distanceInches: inches,
});

describe('Moves: Infantry 2″, Cavalry 3″ per action (L399)', () => {
  it('infantry 2″ allowed, 2.5″ refused; cavalry 3″ allowed, 3.5″ refused', () => {
    Table.activating().order('A/d1.b1').do(move('A/d1.b1', 2));
    expect(Table.activating().order('A/d1.b1').refuse(move('A/d1.b1', 2.5))).toBe('Infantry move 2″ per action; this move is 2.5″');
    Table.activating().order('B/d1.b3').do(move('B/d1.b3', 3, 'wheel'));
    expect(Table.activating().order('B/d1.b3').refuse(move('B/d1.b3', 3.5))).toBe('Cavalry move 3″ per action; this move is 3.5″');
  });
  it('a distance on an action that has none is refused', () => {
    expect(Table.activating().order('A/d1.b1').refuse(move('A/d1.b1', 1, 'redress'))).toMatch(/A redress has no distance/);
  });
});

describe('Charges: "A charge doubles this distance (4″ for infantry and artillery, 6″ for cavalry)" (L432)', () => {
  it('infantry charge 4″ allowed, 4.5″ refused; cavalry 6″ allowed, 6.5″ refused', () => {
    Table.activating().order('A/d1.b1').do(charge('A/d1.b1', 'B/d1.b1', 4));
    expect(Table.activating().order('A/d1.b1').refuse(charge('A/d1.b1', 'B/d1.b1', 4.5))).toBe('Infantry charge 4″; this target is 4.5″ away');
    Table.activating().order('B/d1.b3').do(charge('B/d1.b3', 'A/d1.b1', 6));
    expect(Table.activating().order('B/d1.b3').refuse(charge('B/d1.b3', 'A/d1.b1', 6.5))).toBe('Cavalry charge 6″; this target is 6.5″ away');
  });
  // Reactions need held actions by default (oo.charge-reaction-cost); these tests are about distance only.
  const free = () => Table.activating(setupOf(), { 'oo.charge-reaction-cost': 'any-reaction-free' });
  it('a counter-charging target closes its own move: 4″ + 2″ = 6″ allowed, 6.5″ refused (L454)', () => {
    free().order('A/d1.b1').do(charge('A/d1.b1', 'B/d1.b1', 6, 'counter-charge'));
    expect(free().order('A/d1.b1').refuse(charge('A/d1.b1', 'B/d1.b1', 6.5, 'counter-charge'))).toMatch(/Infantry charge 4″ \(2″ more as the target counter-charges\); this target is 6.5″ away/);
  });
  it('ruling oo.counter-charge-distance: "Charge/Counter-Charge double their usual movement" (L400, L271, L1369) lets the target come 4″, so 8″ is allowed and 8.5″ refused', () => {
    const doubled = () => Table.activating(setupOf(), { 'oo.charge-reaction-cost': 'any-reaction-free', 'oo.counter-charge-distance': 'double-move' });
    doubled().order('A/d1.b1').do(charge('A/d1.b1', 'B/d1.b1', 8, 'counter-charge'));
    expect(doubled().order('A/d1.b1').refuse(charge('A/d1.b1', 'B/d1.b1', 8.5, 'counter-charge'))).toMatch(/Infantry charge 4″ \(4″ more as the target counter-charges\); this target is 8.5″ away/);
    expect(free().order('A/d1.b1').refuse(charge('A/d1.b1', 'B/d1.b1', 8, 'counter-charge'))).toMatch(/2″ more as the target counter-charges/);
  });
  it('a withdrawing target falls back 1″: contact at 3″ is possible, at 3.5″ it is not (L450)', () => {
    free().order('A/d1.b1').do(charge('A/d1.b1', 'B/d1.b1', 3, 'withdraw'));
    expect(free().order('A/d1.b1').refuse(charge('A/d1.b1', 'B/d1.b1', 3.5, 'withdraw'))).toMatch(/withdrew 1″ to 4.5″ away, beyond the 4″ reach/);
    free().order('A/d1.b1').do(charge('A/d1.b1', 'B/d1.b1', 3.5, 'withdraw', false));
  });
});

describe('Generals move "up to 15″ once per turn" (L533)', () => {
  it('15″ allowed, 15.5″ refused', () => {
    const t = Table.activating().do({ type: 'chip-drawn', side: 'A' });
    expect(t.refuse({ type: 'general-moved', generalId: 'A/d1.general', distanceInches: 15.5 })).toBe('A General may move up to 15″ once per turn; this move is 15.5″');
    t.do({ type: 'general-moved', generalId: 'A/d1.general', distanceInches: 15 });
    expect(t.outcomes.at(-1)).toMatchObject({ code: 'general-moved', inches: 15 });
  });
});

describe('Spells: Magic Missile 15″, Shield of Warding 12″ (L359, L365)', () => {
  const wizard = (army: Army): Army => ({ ...army, divisions: [{ ...army.divisions[0]!, general: { ...army.divisions[0]!.general, magicalAdvisor: true } }] });
  const cast = (spell: 'magic-missile' | 'shield-of-warding', inches: number) => {
    const t = Table.activating(setupOf({ A: wizard(armyA()) })).do({ type: 'chip-drawn', side: 'A' });
    const target = spell === 'magic-missile' ? 'B/d1.b1' : 'A/d1.b1';
    return { t, event: { type: 'spell-cast' as const, casterId: 'A/d1.general', spell, targetBrigadeId: target, roll: dice(1, 2), distanceInches: inches } };
  };
  it('at the range the cast is judged; just past it the cast is refused', () => {
    const missile = cast('magic-missile', 15);
    missile.t.do(missile.event);
    const far = cast('magic-missile', 15.5);
    expect(far.t.refuse(far.event)).toBe('Magic Missile has a range of 15″; this target is 15.5″ away');
    const ward = cast('shield-of-warding', 12);
    ward.t.do(ward.event);
    const wardFar = cast('shield-of-warding', 12.5);
    expect(wardFar.t.refuse(wardFar.event)).toBe('Shield of Warding has a range of 12″; this target is 12.5″ away');
  });
});

describe('Breathe Fire: "a target up to 6″ away" (L960)', () => {
  const dragonArmy: Army = { ...armyB(), divisions: [{ ...armyB().divisions[0]!, attached: [{ type: 'monster', monster: 'dragon' }] }] };
  const breath = (inches: number) => ({ type: 'breath-attack' as const, brigadeId: 'B/d1.x1', targetBrigadeId: 'A/d1.b1', dice: dice(1, 1, 1), distanceInches: inches });
  it('6″ allowed, 6.5″ refused', () => {
    Table.activating(setupOf({ B: dragonArmy })).order('B/d1.x1').do(breath(6));
    expect(Table.activating(setupOf({ B: dragonArmy })).order('B/d1.x1').refuse(breath(6.5))).toBe('Dragonfire reaches a target up to 6″ away; this target is 6.5″ away');
  });
});

describe('Messengers "move at 15″ per turn" (L319, L531)', () => {
  it('a General 15″ away receives the order this turn; 15.5″ away the arrival is refused', () => {
    const sent = () => Table.deployed().do({ type: 'strategic-order-issued', side: 'A', divisionId: 'A/d1', order: 'capture', objective: 1 });
    const t = sent().do({ type: 'messenger-arrived', orderId: 'order-1', distanceInches: 15 });
    expect(t.state.orders[0]!.status).toBe('received');
    expect(sent().refuse({ type: 'messenger-arrived', orderId: 'order-1', distanceInches: 15.5 })).toBe('Messengers move 15″ per turn; this General is 15.5″ away, so the messenger rides on');
  });
});
