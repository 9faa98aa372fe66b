import { describe, expect, it } from 'vitest';
import { armyA, armyB, dice, setupOf, Table } from './testing/fixtures';
import type { Army, MonsterId } from '../types';
import type { MeleeSideInput } from './events';
import type { RulingChoices } from '../../ruling';
import { BattleEventSchema } from '../../../contract/orders-omens/battle-events';

/**
 * Harrier, Garrison, Flyer, Bombing Run and Compel (seed 002_cff186ffe79098a6.txt): Harrier L1134,
 * Garrison L267, Flyer L1133, Bombing Run L1330, Compel L373.
 */
function withMonster(army: Army, monster: MonsterId): Army {
  const division = army.divisions[0]!;
  return { ...army, divisions: [{ ...division, attached: [{ type: 'monster', monster }] }] };
}
const MONSTER = 'B/d1.x1';
const monsterTable = (monster: MonsterId, rulings: RulingChoices = {}) => Table.activating(setupOf({ B: withMonster(armyB(), monster) }), rulings);
const faces = (n: number, face: number) => Array.from({ length: n }, () => face);
const rolls = (t: Table, brigadeId: string, face: number): MeleeSideInput => ({
  rolls: t.state.roster.brigades[brigadeId]!.regimentIds.map((regimentId) => ({ regimentId, dice: dice(...faces(t.state.roster.brigades[brigadeId]!.combatDice, face)) })),
});

/** The monster charges Blue's 1st Brigade and one round is fought: `eagleFace` 1 ties (both miss), 6 wins. */
function afterOneRound(monster: MonsterId, eagleFace: 1 | 6, rulings: RulingChoices = {}): Table {
  const t = monsterTable(monster, rulings).order(MONSTER);
  t.do({ type: 'charge-declared', brigadeId: MONSTER, targetBrigadeId: 'A/d1.b1', approach: 'charge', reaction: 'none', contact: true });
  return t.do({ type: 'melee-round', engagementId: 'melee-1', attacker: rolls(t, MONSTER, eagleFace), defender: rolls(t, 'A/d1.b1', 1) });
}

describe('Harrier: "May withdraw 3″ for free after each round of Melee" (L1134)', () => {
  it('after a round the Eagle withdraws for free (no action spent); breaking contact ends the melee', () => {
    const t = afterOneRound('giant-eagle', 1);
    const actions = t.brigade(MONSTER).actionsLeft;
    t.do({ type: 'harrier-withdrew', brigadeId: MONSTER, distanceInches: 3, contactBroken: true });
    expect(t.brigade(MONSTER).actionsLeft).toBe(actions);
    expect(t.brigade(MONSTER).engagementId).toBeNull();
    expect(t.brigade('A/d1.b1').engagementId).toBeNull();
    expect(t.state.engagements['melee-1']).toBeUndefined();
    expect(t.outcomes.slice(-2).map((o) => o.code)).toEqual(['harrier-withdrew', 'engagement-ended']);
  });

  it('a withdraw that keeps contact leaves the melee on, once per round', () => {
    const t = afterOneRound('giant-eagle', 1).do({ type: 'harrier-withdrew', brigadeId: MONSTER, contactBroken: false });
    expect(t.state.engagements['melee-1']).toBeDefined();
    expect(t.refuse({ type: 'harrier-withdrew', brigadeId: MONSTER, contactBroken: true })).toMatch(/already withdrew after round 1/);
  });

  it('3″ exactly is allowed, 3.5″ refused; ruling oo.harrier-distance = exactly-3 refuses 2″', () => {
    expect(afterOneRound('giant-eagle', 1).refuse({ type: 'harrier-withdrew', brigadeId: MONSTER, distanceInches: 3.5, contactBroken: true })).toBe('Harrier: may withdraw 3″ for free; this withdraw is 3.5″');
    afterOneRound('giant-eagle', 1).do({ type: 'harrier-withdrew', brigadeId: MONSTER, distanceInches: 2, contactBroken: true });
    const exact = afterOneRound('giant-eagle', 1, { 'oo.harrier-distance': 'exactly-3' });
    expect(exact.refuse({ type: 'harrier-withdrew', brigadeId: MONSTER, distanceInches: 2, contactBroken: true })).toBe('Harrier withdraws exactly 3″ (ruling “Harrier: withdraw exactly 3″ or up to 3″?”); this withdraw is 2″');
    exact.do({ type: 'harrier-withdrew', brigadeId: MONSTER, distanceInches: 3, contactBroken: true });
  });

  it('ruling oo.harrier-timing: by default only after the round\'s Morale Test; "before" allows it while the test waits', () => {
    const after = afterOneRound('giant-eagle', 6);
    expect(after.state.pending[0]).toMatchObject({ kind: 'morale', brigadeId: 'A/d1.b1' });
    expect(after.refuse({ type: 'harrier-withdrew', brigadeId: MONSTER, contactBroken: true })).toBe("Settle the round's Morale Test first: the Harrier withdraw comes after it (ruling “Harrier: before or after the round's Morale Test?”)");
    const before = afterOneRound('giant-eagle', 6, { 'oo.harrier-timing': 'before-morale-test' });
    before.do({ type: 'harrier-withdrew', brigadeId: MONSTER, contactBroken: true });
    expect(before.state.pending[0]).toMatchObject({ kind: 'morale', brigadeId: 'A/d1.b1' });
  });

  it('refuses a monster without Harrier in the rule\'s words, and an Eagle before any round', () => {
    expect(afterOneRound('griffon', 1).refuse({ type: 'harrier-withdrew', brigadeId: MONSTER, contactBroken: true })).toBe(
      `${afterOneRound('griffon', 1).state.roster.brigades[MONSTER]!.name} cannot withdraw for free: only a Giant Eagle "may withdraw 3″ for free after each round of Melee"`,
    );
    const t = monsterTable('giant-eagle').order(MONSTER);
    t.do({ type: 'charge-declared', brigadeId: MONSTER, targetBrigadeId: 'A/d1.b1', approach: 'charge', reaction: 'none', contact: true });
    expect(t.refuse({ type: 'harrier-withdrew', brigadeId: MONSTER, contactBroken: true })).toMatch(/cannot withdraw before a round of this melee is fought/);
  });
});

describe('Garrison: "Infantry are the only unit type able to garrison terrain" (L267)', () => {
  it('records which Brigade garrisons which named piece; leaving clears it', () => {
    const t = Table.activating().do({ type: 'terrain-garrisoned', brigadeId: 'A/d1.b1', terrain: 'The Old Mill' });
    expect(t.state.movement.garrisons).toEqual({ 'A/d1.b1': 'The Old Mill' });
    expect(t.refuse({ type: 'terrain-garrisoned', brigadeId: 'B/d1.b1', terrain: 'the old mill' })).toMatch(/^the enemy already garrisons the old mill with /i);
    t.do({ type: 'garrison-left', brigadeId: 'A/d1.b1' });
    expect(t.state.movement.garrisons).toEqual({});
    expect(t.refuse({ type: 'garrison-left', brigadeId: 'A/d1.b1' })).toMatch(/cannot leave a garrison: not garrisoning any terrain$/);
  });

  it('refuses cavalry, artillery and monsters with the rule\'s words', () => {
    const t = monsterTable('dragon');
    expect(t.refuse({ type: 'terrain-garrisoned', brigadeId: 'B/d1.b3', terrain: 'Farm' })).toMatch(/cannot garrison terrain with cavalry in the Brigade: "Infantry are the only unit type able to garrison terrain"/);
    expect(t.refuse({ type: 'terrain-garrisoned', brigadeId: MONSTER, terrain: 'Farm' })).toMatch(/cannot garrison terrain with a monster in the Brigade: "Infantry are the only unit type able to garrison terrain"/);
    const guns = Table.activating(setupOf({ A: { ...armyA(), divisions: [{ ...armyA().divisions[0]!, attached: [{ type: 'artillery', experience: 'green' }] }] } }));
    expect(guns.refuse({ type: 'terrain-garrisoned', brigadeId: 'A/d1.x1', terrain: 'Farm' })).toMatch(/cannot garrison terrain with artillery in the Brigade/);
  });

  it('ruling oo.garrison-effect: no number changes by default; "cover" makes shooting at the garrison -1 to hit', () => {
    const shoot = { type: 'shot-fired' as const, brigadeId: 'A/d1.b2', targetBrigadeId: 'B/d1.b1', volleys: [{ regimentId: 'A/d1.b2.r1', range: 'effective' as const, dice: dice(5, 5, 6, 6) }] };
    const plain = Table.activating().do({ type: 'terrain-garrisoned', brigadeId: 'B/d1.b1', terrain: 'Farm' }).order('A/d1.b2').do(shoot);
    expect(plain.state.regiments['B/d1.b1.r1']!.hitsTaken).toBe(4);
    const cover = Table.activating(setupOf(), { 'oo.garrison-effect': 'cover-against-shooting' }).do({ type: 'terrain-garrisoned', brigadeId: 'B/d1.b1', terrain: 'Farm' }).order('A/d1.b2').do(shoot);
    expect(cover.state.regiments['B/d1.b1.r1']!.hitsTaken).toBe(2);
  });

  it('the contract refuses a blank terrain name', () => {
    const parsed = BattleEventSchema.safeParse({ type: 'terrain-garrisoned', brigadeId: 'A/d1.b1', terrain: '   ' });
    expect(parsed.success ? [] : parsed.error.issues.map((i) => i.message)).toContain('Name the piece of terrain');
  });
});

describe('Flyer (L1133) and Bombing Run (L1330): "drop bombs on an enemy unit it has moved over"', () => {
  it('the Copter Comber bombs only a Brigade it flew over this turn', () => {
    const t = monsterTable('copter-bomber').order(MONSTER);
    const bomb = (target: string) => ({ type: 'breath-attack' as const, brigadeId: MONSTER, targetBrigadeId: target, dice: dice(5, 5, 1, 1) });
    expect(t.refuse(bomb('A/d1.b1'))).toMatch(/did not fly over .* this turn/);
    t.do({ type: 'flyer-moved', brigadeId: MONSTER, distanceInches: 5, overBrigadeIds: ['A/d1.b1'], overTerrain: ['Dark Wood'] });
    expect(t.state.movement.flights[MONSTER]).toEqual({ turn: 1, overBrigadeIds: ['A/d1.b1'], overTerrain: ['Dark Wood'] });
    expect(t.refuse(bomb('A/d1.b2'))).toMatch(/did not fly over/);
    t.do(bomb('A/d1.b1'));
    expect(t.state.regiments['A/d1.b1.r1']!.hitsTaken).toBe(2);
  });

  it('a Flyer moves 5″ per action: 5″ exactly allowed, 5.5″ refused; a non-Flyer is refused with the rule', () => {
    monsterTable('giant-eagle').order(MONSTER).do({ type: 'flyer-moved', brigadeId: MONSTER, distanceInches: 5, overBrigadeIds: [], overTerrain: [] });
    expect(monsterTable('giant-eagle').order(MONSTER).refuse({ type: 'flyer-moved', brigadeId: MONSTER, distanceInches: 5.5, overBrigadeIds: [], overTerrain: [] })).toBe(
      'The Giant Eagle moves 5″ per action; this move is 5.5″',
    );
    expect(monsterTable('giant').order(MONSTER).refuse({ type: 'flyer-moved', brigadeId: MONSTER, overBrigadeIds: [], overTerrain: [] })).toMatch(/only a Flyer "ignores terrain and other units when moving"/);
  });
});

describe('Compel: "Target Brigade must immediately move 1D6″" (L373); ruling oo.compel-contact (RULINGS 44)', () => {
  const wizardArmy = (army: Army): Army => ({ ...army, divisions: [{ ...army.divisions[0]!, general: { ...army.divisions[0]!.general, magicalAdvisor: true } }] });
  function compelled(rulings: RulingChoices = {}): Table {
    const t = Table.activating(setupOf({ A: wizardArmy(armyA()) }), rulings).do({ type: 'chip-drawn', side: 'A' });
    return t.do({ type: 'spell-cast', casterId: 'A/d1.general', spell: 'compel', targetBrigadeId: 'B/d1.b1', roll: dice(4, 4) });
  }

  it('records the rolled distance and a stop short; the move is only offered after a cast Compel', () => {
    const t = compelled();
    expect(t.state.movement.compelled).toBe('B/d1.b1');
    expect(t.refuse({ type: 'compel-moved', brigadeId: 'B/d1.b1', roll: dice(4), outcome: 'stopped-short', stoppedAfterInches: 4 })).toMatch(/less than the 4″ rolled/);
    t.do({ type: 'compel-moved', brigadeId: 'B/d1.b1', roll: dice(4), outcome: 'stopped-short', stoppedAfterInches: 2.5 });
    expect(t.outcomes.at(-1)).toMatchObject({ code: 'compel-moved', rolled: 4, movedInches: 2.5, outcome: 'stopped-short' });
    expect(t.refuse({ type: 'compel-moved', brigadeId: 'B/d1.b1', roll: dice(4), outcome: 'full-move' })).toMatch(/No Compel cast/);
  });

  it('the move comes at once (L373 "must immediately move"): no chip, action or end of phase is taken before it, and after it they are', () => {
    const t = compelled();
    expect(t.refuse({ type: 'chip-drawn', side: 'B' })).toMatch(/Record the Compel move of .* first/);
    expect(t.refuse({ type: 'end-phase', objectives: [], thirds: { left: [], centre: [], right: [] } })).toMatch(/Record the Compel move of .* first/);
    t.do({ type: 'compel-moved', brigadeId: 'B/d1.b1', roll: dice(3), outcome: 'full-move' });
    expect(t.state.movement.compelled).toBeNull();
    t.do({ type: 'chip-drawn', side: 'B' });
    expect(t.state.chip).toMatchObject({ side: 'B', used: false });
  });

  it('contact opens a melee; by default neither side counts as charging, "counts-as-charge" makes it a charge', () => {
    const t = compelled().do({ type: 'compel-moved', brigadeId: 'B/d1.b1', roll: dice(6), outcome: 'contact', contactBrigadeId: 'A/d1.b1' });
    expect(t.state.engagements['melee-1']).toMatchObject({ attacker: 'B/d1.b1', defender: 'A/d1.b1', charging: { attacker: false, defender: false } });
    const u = compelled({ 'oo.compel-contact': 'counts-as-charge' }).do({ type: 'compel-moved', brigadeId: 'B/d1.b1', roll: dice(6), outcome: 'contact', contactBrigadeId: 'A/d1.b1' });
    expect(u.state.engagements['melee-1']!.charging.attacker).toBe(true);
    expect(u.outcomes.at(-1)).toMatchObject({ charge: true });
  });

  it('refuses contact with a friend, and a die that is not 1D6', () => {
    expect(compelled().refuse({ type: 'compel-moved', brigadeId: 'B/d1.b1', roll: dice(5), outcome: 'contact', contactBrigadeId: 'B/d1.b2' })).toMatch(/towards nearest enemy/);
    expect(compelled().refuse({ type: 'compel-moved', brigadeId: 'B/d1.b1', roll: dice(4, 2), outcome: 'full-move' })).toMatch(/Compel move/);
  });
});

describe('ruling oo.curse-of-weakness-scope: "Target rolls one less Combat Dice in melee" (L385)', () => {
  const wizard = (army: Army): Army => ({ ...army, divisions: [{ ...army.divisions[0]!, general: { ...army.divisions[0]!.general, magicalAdvisor: true } }] });
  function cursedMelee(rulings: RulingChoices): Table {
    const t = Table.activating(setupOf({ A: wizard(armyA()) }), rulings).do({ type: 'chip-drawn', side: 'A' });
    t.do({ type: 'spell-cast', casterId: 'A/d1.general', spell: 'curse-of-weakness', targetBrigadeId: 'B/d1.b1', roll: dice(4, 4) });
    return t.order('A/d1.b1').do({ type: 'charge-declared', brigadeId: 'A/d1.b1', targetBrigadeId: 'B/d1.b1', approach: 'charge', reaction: 'none', contact: true });
  }
  const round = (red: [number, number]) => ({
    type: 'melee-round' as const,
    engagementId: 'melee-1',
    attacker: { rolls: [{ regimentId: 'A/d1.b1.r1', dice: dice(1, 1, 1) }, { regimentId: 'A/d1.b1.r2', dice: dice(1, 1, 1) }] },
    defender: { rolls: [{ regimentId: 'B/d1.b1.r1', dice: dice(...faces(red[0], 1)) }, { regimentId: 'B/d1.b1.r2', dice: dice(...faces(red[1], 1)) }] },
  });
  it('by default each regiment of the cursed Brigade rolls one die fewer (4 → 3 each)', () => {
    cursedMelee({}).do(round([3, 3]));
    expect(cursedMelee({}).refuse(round([3, 4]))).toMatch(/Roll 3 Combat Dice/);
  });
  it('"per-brigade": only the first regiment loses a die', () => {
    const rulings = { 'oo.curse-of-weakness-scope': 'per-brigade' };
    cursedMelee(rulings).do(round([3, 4]));
    expect(cursedMelee(rulings).refuse(round([3, 3]))).toMatch(/Roll 4 Combat Dice/);
  });
});
