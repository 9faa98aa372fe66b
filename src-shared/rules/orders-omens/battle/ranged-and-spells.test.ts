import { describe, expect, it } from 'vitest';
import { armyA, armyB, dice, meleeRolls, setupOf, Table } from './testing/fixtures';
import type { Army } from '../types';
import type { Volley } from './events';

const volley = (regimentId: string, faces: number[], extra: Partial<Volley> = {}): Volley => ({ regimentId, range: 'long', dice: dice(...faces), ...extra });

function withArtillery(army: Army): Army {
  const division = army.divisions[0]!;
  return { ...army, divisions: [{ ...division, attached: [{ type: 'artillery', experience: 'experienced' }] }] };
}

describe('Ranged Combat (rulebook: Combat, Ranged Combat; Units & Weapons)', () => {
  it('Bows: 6+ at long range, 5+ within 6"; hits force a Morale Test at -hits, capped at -3', () => {
    const t = Table.activating().order('A/d1.b2');
    t.do({ type: 'shot-fired', brigadeId: 'A/d1.b2', targetBrigadeId: 'B/d1.b1', volleys: [volley('A/d1.b2.r1', [6, 5, 5, 6]), volley('A/d1.b2.r2', [5, 5, 5, 5], { range: 'effective' })] });
    expect(t.state.regiments['B/d1.b1.r1']!.hitsTaken).toBe(6);
    expect(t.state.pending[0]).toMatchObject({ reason: 'shot', modifiers: [{ value: -3 }] });
  });

  it('Armour: a 6+ save against bows; crossbows negate it (no save dice expected)', () => {
    const t = Table.activating().order('B/d1.b2');
    t.do({ type: 'shot-fired', brigadeId: 'B/d1.b2', targetBrigadeId: 'A/d1.b3', volleys: [volley('B/d1.b2.r1', [6, 6, 1])] });
    expect(t.state.regiments['A/d1.b3.r1']!.hitsTaken).toBe(2);
    const u = Table.activating().order('A/d1.b2');
    u.do({ type: 'shot-fired', brigadeId: 'A/d1.b2', targetBrigadeId: 'B/d1.b3', volleys: [volley('A/d1.b2.r1', [6, 6, 1, 1], { saves: { dice: dice(6, 2) } })] });
    expect(u.state.regiments['B/d1.b3.r1']!.hitsTaken).toBe(1);
    u.do({ type: 'morale-tested', brigadeId: 'B/d1.b3', roll: dice(6, 6) });
    expect(u.refuse({ type: 'shot-fired', brigadeId: 'A/d1.b2', targetBrigadeId: 'B/d1.b3', volleys: [volley('A/d1.b2.r2', [6, 1, 1, 1])] })).toMatch(/Roll a save for the hit; none were entered/);
  });

  it('Crossbows & Firearms must reload; Dwarven Made crossbows need not', () => {
    const t = Table.activating().order('B/d1.b2');
    t.do({ type: 'shot-fired', brigadeId: 'B/d1.b2', targetBrigadeId: 'A/d1.b1', volleys: [volley('B/d1.b2.r1', [1, 1, 1])] });
    expect(t.refuse({ type: 'shot-fired', brigadeId: 'B/d1.b2', targetBrigadeId: 'A/d1.b1', volleys: [volley('B/d1.b2.r1', [1, 1, 1])] })).toMatch(/reload/);
    t.do({ type: 'action-taken', brigadeId: 'B/d1.b2', action: 'reload' });
    t.do({ type: 'shot-fired', brigadeId: 'B/d1.b2', targetBrigadeId: 'A/d1.b1', volleys: [volley('B/d1.b2.r1', [1, 1, 1])] });
    const dwarves = Table.activating(setupOf({ B: armyB({ list: 'dwarven' }) })).order('B/d1.b2');
    dwarves.do({ type: 'shot-fired', brigadeId: 'B/d1.b2', targetBrigadeId: 'A/d1.b1', volleys: [volley('B/d1.b2.r1', [1, 1, 1])] });
    expect(dwarves.state.regiments['B/d1.b2.r1']!.loaded).toBe(true);
  });

  it('Elven Keen Sight: +1 Combat Die when shooting', () => {
    const t = Table.activating(setupOf({ A: armyA({ list: 'elven' }) })).order('A/d1.b2');
    expect(t.refuse({ type: 'shot-fired', brigadeId: 'A/d1.b2', targetBrigadeId: 'B/d1.b1', volleys: [volley('A/d1.b2.r1', [1, 1, 1, 1])] })).toMatch(/Roll 5 Combat Dice/);
  });

  it('Artillery: 6+ first, improving after a volley that hits, reset by a new target; ignores armour; must reload', () => {
    const t = Table.activating(setupOf({ A: withArtillery(armyA()) })).order('A/d1.x1');
    const gun = 'A/d1.x1.r1';
    t.do({ type: 'shot-fired', brigadeId: 'A/d1.x1', targetBrigadeId: 'B/d1.b3', volleys: [volley(gun, [6, 5, 1, 1])] });
    expect(t.state.regiments[gun]).toMatchObject({ loaded: false, ranging: { targetBrigadeId: 'B/d1.b3', step: 1 } });
    expect(t.state.regiments['B/d1.b3.r1']!.hitsTaken).toBe(1);
    t.do({ type: 'morale-tested', brigadeId: 'B/d1.b3', roll: dice(6, 6) });
    t.do({ type: 'action-taken', brigadeId: 'A/d1.x1', action: 'reload' });
    t.do({ type: 'shot-fired', brigadeId: 'A/d1.x1', targetBrigadeId: 'B/d1.b3', volleys: [volley(gun, [5, 1, 1, 1])] });
    expect(t.state.regiments['B/d1.b3.r1']!.hitsTaken).toBe(2);
    t.do({ type: 'morale-tested', brigadeId: 'B/d1.b3', roll: dice(6, 6) });
    t.do({ type: 'action-taken', brigadeId: 'A/d1.x1', action: 'reload' });
    t.do({ type: 'shot-fired', brigadeId: 'A/d1.x1', targetBrigadeId: 'B/d1.b3', volleys: [volley(gun, [4, 1, 1, 1], { targetMovedOver1in: true })] });
    expect(t.state.regiments['B/d1.b3.r1']!.hitsTaken).toBe(2);
  });

  it('ruling oo.artillery-accuracy-step = per-hit: two hits improve by two steps', () => {
    const t = Table.activating(setupOf({ A: withArtillery(armyA()) }), { 'oo.artillery-accuracy-step': 'per-hit' }).order('A/d1.x1');
    t.do({ type: 'shot-fired', brigadeId: 'A/d1.x1', targetBrigadeId: 'B/d1.b3', volleys: [volley('A/d1.x1.r1', [6, 6, 1, 1])] });
    expect(t.state.regiments['A/d1.x1.r1']!.ranging?.step).toBe(2);
  });

  it('ruling oo.ranged-morale-without-hits: no test after a clean miss by default; always-test tests at 0', () => {
    const miss = [volley('A/d1.b2.r1', [1, 1, 1, 1])];
    const t = Table.activating().order('A/d1.b2').do({ type: 'shot-fired', brigadeId: 'A/d1.b2', targetBrigadeId: 'B/d1.b1', volleys: miss });
    expect(t.state.pending).toHaveLength(0);
    const u = Table.activating(setupOf(), { 'oo.ranged-morale-without-hits': 'always-test' }).order('A/d1.b2');
    u.do({ type: 'shot-fired', brigadeId: 'A/d1.b2', targetBrigadeId: 'B/d1.b1', volleys: miss });
    expect(u.state.pending[0]).toMatchObject({ reason: 'shot', modifiers: [{ value: -0 }] });
  });

  it('Monsters ignore morale when shot; a Dragon breathes fire once per turn, armour ignored', () => {
    const dragonArmy: Army = { ...armyB(), divisions: [{ ...armyB().divisions[0]!, attached: [{ type: 'monster', monster: 'dragon' }] }] };
    const t = Table.activating(setupOf({ B: dragonArmy })).order('A/d1.b2');
    t.do({ type: 'shot-fired', brigadeId: 'A/d1.b2', targetBrigadeId: 'B/d1.x1', volleys: [volley('A/d1.b2.r1', [6, 6, 6, 6])] });
    expect(t.state.pending).toHaveLength(0);
    t.order('B/d1.x1').do({ type: 'breath-attack', brigadeId: 'B/d1.x1', targetBrigadeId: 'A/d1.b3', dice: dice(5, 5, 1) });
    expect(t.state.regiments['A/d1.b3.r1']!.hitsTaken).toBe(2);
    t.do({ type: 'morale-tested', brigadeId: 'A/d1.b3', roll: dice(6, 6) });
    expect(t.refuse({ type: 'breath-attack', brigadeId: 'B/d1.x1', targetBrigadeId: 'A/d1.b3', dice: dice(5, 5, 1) })).toMatch(/once per turn/);
  });

  it('ruling oo.wyvern-dragonfire: as the Dragon by default; no breath under no-dragonfire', () => {
    const wyvernArmy: Army = { ...armyB({ list: 'orc' }), divisions: [{ ...armyB().divisions[0]!, attached: [{ type: 'monster', monster: 'wyvern' }] }] };
    const t = Table.activating(setupOf({ B: wyvernArmy })).order('B/d1.x1');
    t.do({ type: 'breath-attack', brigadeId: 'B/d1.x1', targetBrigadeId: 'A/d1.b1', dice: dice(5, 1, 1) });
    const u = Table.activating(setupOf({ B: wyvernArmy }), { 'oo.wyvern-dragonfire': 'no-dragonfire' }).order('B/d1.x1');
    expect(u.refuse({ type: 'breath-attack', brigadeId: 'B/d1.x1', targetBrigadeId: 'A/d1.b1', dice: dice(5, 1, 1) })).toMatch(/cannot make a breath or bombing attack: no such attack in its profile$/);
  });

  it('a Brigade engaged in melee cannot be shot at', () => {
    const t = Table.activating().order('A/d1.b1').do({ type: 'charge-declared', brigadeId: 'A/d1.b1', targetBrigadeId: 'B/d1.b1', approach: 'charge', reaction: 'none', contact: true });
    // A tied first round: the melee goes on into the next chip.
    t.do({ type: 'melee-round', engagementId: 'melee-1', attacker: meleeRolls(['A/d1.b1.r1', [4, 1, 1]], ['A/d1.b1.r2', [1, 1, 1]]), defender: meleeRolls(['B/d1.b1.r1', [5, 1, 1, 1]], ['B/d1.b1.r2', [1, 1, 1, 1]]) });
    t.order('B/d1.b2');
    expect(t.refuse({ type: 'shot-fired', brigadeId: 'B/d1.b2', targetBrigadeId: 'A/d1.b1', volleys: [volley('B/d1.b2.r1', [1, 1, 1])] })).toMatch(/engaged in melee/);
  });
});

const wizardA = () => armyA({ marshal: { experience: 'elite', magicalAdvisor: true } });

describe('Magic Spells (rulebook: Turn Sequence, Magic Spells)', () => {
  it('a Magical Advisor adds a chip; 7+ casts; Magic Missile hits on 5+ with saves', () => {
    const t = Table.activating(setupOf({ A: wizardA() }));
    expect(t.state.bag.filled).toEqual({ A: 3, B: 2 });
    t.do({ type: 'chip-drawn', side: 'A' });
    t.do({ type: 'spell-cast', casterId: 'A/marshal', spell: 'magic-missile', targetBrigadeId: 'B/d1.b3', roll: dice(3, 4), missile: { dice: dice(5, 6, 1), saves: { dice: dice(6, 1) } } });
    expect(t.state.regiments['B/d1.b3.r1']!.hitsTaken).toBe(1);
    expect(t.state.pending[0]).toMatchObject({ reason: 'shot' });
  });

  it('Magic Missile, read as shooting (RULINGS.md 38), cannot target a Brigade engaged in melee (seed 002 L557)', () => {
    const t = Table.activating(setupOf({ A: wizardA() })).order('B/d1.b1').do({ type: 'charge-declared', brigadeId: 'B/d1.b1', targetBrigadeId: 'A/d1.b1', approach: 'charge', reaction: 'none', contact: true });
    t.do({ type: 'melee-round', engagementId: 'melee-1', attacker: meleeRolls(['B/d1.b1.r1', [4, 1, 1, 1]], ['B/d1.b1.r2', [1, 1, 1, 1]]), defender: meleeRolls(['A/d1.b1.r1', [5, 1, 1]], ['A/d1.b1.r2', [1, 1, 1]]) });
    expect(t.state.engagements['melee-1']!.round).toBe(2);
    t.do({ type: 'chip-drawn', side: 'A' });
    expect(t.refuse({ type: 'spell-cast', casterId: 'A/marshal', spell: 'magic-missile', targetBrigadeId: 'B/d1.b1', roll: dice(3, 4), missile: { dice: dice(5, 6, 1) } })).toMatch(/engaged in melee/);
    t.do({ type: 'spell-cast', casterId: 'A/marshal', spell: 'magic-missile', targetBrigadeId: 'B/d1.b3', roll: dice(3, 4), missile: { dice: dice(5, 6, 1), saves: { dice: dice(1, 1) } } });
  });

  it('a double 1 miscasts and loses the upgrade for the battle', () => {
    const t = Table.activating(setupOf({ A: wizardA() })).do({ type: 'chip-drawn', side: 'A' });
    t.do({ type: 'spell-cast', casterId: 'A/marshal', spell: 'veil-of-fog', roll: dice(1, 1) });
    expect(t.state.generals['A/marshal']!.magic).toBe('lost');
    t.finishTurn().do({ type: 'activation-started' });
    expect(t.state.bag.filled.A).toBe(2);
  });

  it('ruling oo.magic-casting-limit: once per turn by default; failure exhausts; once per battle', () => {
    const cast = (choice: string, faces: [number, number]) => {
      const t = Table.activating(setupOf({ A: wizardA() }), { 'oo.magic-casting-limit': choice }).do({ type: 'chip-drawn', side: 'A' });
      t.do({ type: 'spell-cast', casterId: 'A/marshal', spell: 'veil-of-fog', roll: dice(...faces) });
      t.do({ type: 'chip-drawn', side: 'A' });
      const again = t.refuse({ type: 'spell-cast', casterId: 'A/marshal', spell: 'veil-of-fog', roll: dice(4, 4) });
      t.do({ type: 'chip-passed' }).finishTurn().do({ type: 'activation-started' }).do({ type: 'chip-drawn', side: 'A' });
      const chips = t.state.bag.filled.A;
      const next = apply(t, { type: 'spell-cast', casterId: 'A/marshal', spell: 'veil-of-fog', roll: dice(4, 4) });
      return { again, next, chips };
    };
    expect(cast('once-per-turn-per-upgrade', [2, 3])).toMatchObject({ again: expect.stringMatching(/this turn/), next: true, chips: 3 });
    // A spent upgrade, like a miscast one ("lost for the remainder of the battle", seed 002 L387), adds no magic chip (L329).
    expect(cast('failure-exhausts-upgrade', [2, 3])).toMatchObject({ next: false, chips: 2 });
    expect(cast('failure-exhausts-upgrade', [4, 4])).toMatchObject({ next: true, chips: 3 });
    expect(cast('once-per-battle-per-upgrade', [4, 4])).toMatchObject({ next: false, chips: 2 });
  });

  it('Veil of Fog: shooting through it suffers -1 this turn, and it expires in the End Phase', () => {
    const t = Table.activating(setupOf({ A: wizardA() })).do({ type: 'chip-drawn', side: 'A' });
    t.do({ type: 'spell-cast', casterId: 'A/marshal', spell: 'veil-of-fog', roll: dice(4, 4) });
    t.order('B/d1.b2').do({ type: 'shot-fired', brigadeId: 'B/d1.b2', targetBrigadeId: 'A/d1.b1', volleys: [volley('B/d1.b2.r1', [6, 6, 1], { throughFog: true })] });
    expect(t.state.regiments['A/d1.b1.r1']!.hitsTaken).toBe(0);
    t.finishTurn();
    expect(t.state.spells).toEqual([]);
  });

  it('ruling oo.shield-of-warding-unarmoured: improves saves only; grants-save gives unarmoured regiments 6+', () => {
    const ward = (choice: string) => {
      const t = Table.activating(setupOf({ B: armyB({ marshal: { experience: 'elite', magicalAdvisor: true } }) }), { 'oo.shield-of-warding-unarmoured': choice });
      t.do({ type: 'chip-drawn', side: 'B' }).do({ type: 'spell-cast', casterId: 'B/marshal', spell: 'shield-of-warding', targetBrigadeId: 'B/d1.b1', roll: dice(4, 4) });
      return t.order('A/d1.b2');
    };
    ward('improves-existing-saves').do({ type: 'shot-fired', brigadeId: 'A/d1.b2', targetBrigadeId: 'B/d1.b1', volleys: [volley('A/d1.b2.r1', [6, 1, 1, 1])] });
    const granted = ward('grants-save');
    expect(granted.refuse({ type: 'shot-fired', brigadeId: 'A/d1.b2', targetBrigadeId: 'B/d1.b1', volleys: [volley('A/d1.b2.r1', [6, 1, 1, 1])] })).toMatch(/Roll a save for the hit/);
  });
});

function apply(t: Table, event: Parameters<Table['do']>[0]): boolean {
  try {
    t.do(event);
    return true;
  } catch {
    return false;
  }
}

