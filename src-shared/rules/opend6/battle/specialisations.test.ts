import { describe, expect, it } from 'vitest';
import { EQUIPMENT_LIBRARY_ID, initialOd6State, pairingPreview, shotPreview, siegePreview, STARTER_EQUIPMENT, type EquipmentItem, type Od6Event, type Od6Setup, type Od6State } from '../index';
import { ICE_RANGERS } from '../squads/samples';
import { ARCHERS, atMovement, die, GOBLIN_ARCHERS, GOBLIN_BRAWLERS, ICE, play, setupOf, squad } from '../testing/fixtures';

/**
 * A specialisation in battle (seed 004 L650): "treated just like regular skills", its code (the
 * attribute plus its own training) is what a roll with its weapon adds when it is higher than the
 * skill's; with any other weapon the skill is rolled. It never adds to the skill.
 */

/** Ice Rangers with marksmanship 4 (COR 2 + 2) and a medium crossbow specialisation of 5 (COR 2 + 3). */
const specialists = squad({ ...ICE_RANGERS, specialisations: [{ skill: 'marksmanship', weaponId: 'medium-crossbow', training: 3 }] });
/** One shot at the goblins at medium range (difficulty 8); `hit` gives the hit its target, as the engine asks of a hit. */
const shot = (soldier: string, weaponId: string, faces: number, hit: boolean): Od6Event => ({ type: 'shots-fired', squad: ICE, mode: 'ranged', target: ARCHERS, shots: [{ soldier, weaponId, range: 'medium', roll: die(faces) }], hits: hit ? [{ shot: 0, soldier: 'soldier-1' }] : [] });
const rangedPhase = (setup: Od6Setup) => play(initialOd6State(setup), [{ type: 'initiative-rolled', rolls: { A: die(5), B: die(2) } }, { type: 'movement-order-chosen', movesFirst: 'A' }, { type: 'phase-ended' }]).state;
const scoreOf = (state: Od6State, event: Od6Event) => {
  const volley = play(state, [event]).last.find((outcome) => outcome.code === 'volley');
  return volley?.code === 'volley' ? volley.shots[0]!.score : null;
};

describe('a specialisation in the Ranged Combat Phase (L650, L243)', () => {
  const state = rangedPhase(setupOf([specialists], [GOBLIN_ARCHERS]));

  it('adds the specialisation’s 5, not the skill’s 4, to a medium crossbow shot: a 3 makes 8 and hits difficulty 8', () => {
    expect(scoreOf(state, shot('soldier-1', 'medium-crossbow', 3, true))).toBe(8);
    expect(scoreOf(rangedPhase(setupOf([ICE_RANGERS], [GOBLIN_ARCHERS])), shot('soldier-1', 'medium-crossbow', 3, false))).toBe(7);
    expect(shotPreview(state, { squad: ICE, soldier: 'soldier-1', weaponId: 'medium-crossbow', range: 'medium', mode: 'ranged', cover: 'none', targetProne: false })).toMatchObject({
      skill: 5,
      rolled: { skill: 'marksmanship', level: 5, specialisation: 'Medium crossbow', skillLevel: 4 },
      difficulty: 8,
    });
  });

  it('rolls the skill with any other weapon, and where the skill is as good: the champion’s heavy crossbow, and his medium crossbow at 5 either way', () => {
    // The champion's marksmanship is COR 2 + 2 + 1 = 5; the squad's specialisation gives him COR 2 + 3 = 5, no better.
    expect(scoreOf(state, shot('champion-1', 'heavy-crossbow', 3, true))).toBe(8);
    const preview = (weaponId: string) => shotPreview(state, { squad: ICE, soldier: 'champion-1', weaponId, range: 'medium', mode: 'ranged', cover: 'none', targetProne: false })?.rolled;
    expect(preview('heavy-crossbow')).toEqual({ skill: 'marksmanship', level: 5, specialisation: null, skillLevel: 5 });
    expect(preview('medium-crossbow')).toEqual({ skill: 'marksmanship', level: 5, specialisation: null, skillLevel: 5 });
  });

  it('takes the wound’s -1 off the specialisation too (L254, L282), and nothing is left to a fleeing squad (L438)', () => {
    const squadState = state.squads[ICE]!;
    const wounded = { ...state, squads: { ...state.squads, [ICE]: { ...squadState, soldiers: squadState.soldiers.map((soldier) => (soldier.id === 'soldier-1' ? { ...soldier, condition: 'wounded' as const } : soldier)) } } };
    const rolled = (at: Od6State) => shotPreview(at, { squad: ICE, soldier: 'soldier-1', weaponId: 'medium-crossbow', range: 'medium', mode: 'ranged', cover: 'none', targetProne: false })?.rolled;
    expect(rolled(wounded)).toEqual({ skill: 'marksmanship', level: 4, specialisation: 'Medium crossbow', skillLevel: 3 });
    const fleeing = { ...state, squads: { ...state.squads, [ICE]: { ...squadState, presence: 'routing' as const } } };
    expect(rolled(fleeing)?.level).toBe(0);
  });

  it('replays a battle set up before specialisations, whose soldiers carry none, at the skill', () => {
    const setup = setupOf([specialists], [GOBLIN_ARCHERS]);
    const older: Od6Setup = { ...setup, sides: setup.sides.map((side) => ({ ...side, squads: side.squads.map((fielded) => ({ ...fielded, soldiers: fielded.soldiers.map(({ specialisations: _none, ...soldier }) => soldier) })) })) };
    expect(scoreOf(rangedPhase(older), shot('soldier-1', 'medium-crossbow', 3, false))).toBe(7);
  });
});

describe('a specialisation in close combat (L650, L366–L368)', () => {
  const BLADES = 'A-1';
  const BRAWLERS = 'B-1';
  /** A group's longsword: a standard melee weapon (+1, L374). */
  const longsword: EquipmentItem = { id: 'longsword', name: 'Longsword', kind: 'melee', class: 'standard', damageBonus: 1, cost: 2, source: { kind: 'group' }, notes: '' };
  const libraries = { [EQUIPMENT_LIBRARY_ID]: [...STARTER_EQUIPMENT, longsword] };
  /** Veteran footmen: melee combat 4 (AGI 3 + 1) and a longsword specialisation of 5 (AGI 3 + 2). */
  const swordsmen = squad({ name: 'Swordsmen of Aster', troopTypeId: 'human-footmen', quality: 'veteran', soldiers: 6, training: { 'melee-combat': 1, command: 1 }, specialisations: [{ skill: 'melee-combat', weaponId: 'longsword', training: 2 }], weaponIds: ['longsword'] });
  function inCloseCombat(): Od6State {
    return play(atMovement([swordsmen], [GOBLIN_BRAWLERS], { libraries }).state, [
      { type: 'charge-declared', squad: BLADES, target: BRAWLERS, test: { command: die(5), threat: die(2) } },
      { type: 'charge-received', test: { command: die(4), threat: die(1) } },
      { type: 'charge-braced' },
      { type: 'charge-completed', reached: true },
      { type: 'phase-ended' },
      { type: 'phase-ended' },
    ]).state;
  }

  it('fights with the longsword specialisation’s 5 and the weapon’s +1: a 3 makes 9 and beats a goblin’s 4 + 4 (at melee combat 4 it would tie)', () => {
    const state = inCloseCombat();
    const preview = pairingPreview(state, { squad: BLADES, soldier: 'soldier-1', enemySquad: BRAWLERS, enemySoldier: 'soldier-1' });
    expect(preview?.mine).toMatchObject({ rolled: { skill: 'melee-combat', level: 5, specialisation: 'Longsword', skillLevel: 4 }, factors: [{ factor: 'melee-weapon', modifier: 1 }], total: 6 });
    expect(preview?.theirs).toMatchObject({ rolled: { skill: 'fighting', level: 4, specialisation: null }, total: 4 });
    const { last } = play(state, [
      {
        type: 'close-combat-fought',
        squads: [BLADES, BRAWLERS],
        groups: [{ lone: { squad: BLADES, soldier: 'soldier-1', roll: die(3) }, opponents: [{ soldier: 'soldier-1', roll: die(4) }], loneAttacks: 'soldier-1' }],
      },
    ]);
    expect(last[0]).toEqual({ code: 'close-combat', squads: [BLADES, BRAWLERS], wins: { [BLADES]: 1, [BRAWLERS]: 0 }, ties: 0 });
  });
});

describe('a specialisation with a siege weapon (L87, L295, L650)', () => {
  const CREW = 'B-1';
  const catapult: EquipmentItem = { id: 'group-catapult', name: 'Catapult', kind: 'siege', damage: 5, ranges: { short: 10, medium: 20, long: 40, unit: 'inches' }, crew: 3, bodyStrength: 6, bodyPoints: 4, fireRate: { shots: 1, turns: 1 }, cost: 60, source: { kind: 'group' }, notes: '' };
  const libraries = { [EQUIPMENT_LIBRARY_ID]: [...STARTER_EQUIPMENT, catapult] };
  /** Goblins with siege weapons 4 (COR 3 + 1) and a catapult specialisation of 5 (COR 3 + 2). */
  const crew = squad({ name: 'Catapult Crew', troopTypeId: 'goblin-soldiers', quality: 'average', soldiers: 4, training: { 'siege-weapons': 1 }, specialisations: [{ skill: 'siege-weapons', weaponId: 'group-catapult', training: 2 }], siegeWeaponId: 'group-catapult' });

  it('lands a lead gunner’s 3 on target at medium range (difficulty 8): 3 + 5', () => {
    const state = rangedPhase(setupOf([ICE_RANGERS], [crew], { libraries }));
    expect(siegePreview(state, { squad: CREW, gunner: 'sergeant', range: 'medium', blind: false })?.rolled).toEqual({ skill: 'siege-weapons', level: 5, specialisation: 'Catapult', skillLevel: 4 });
    const { last } = play(state, [{ type: 'siege-fired', squad: CREW, gunner: 'sergeant', range: 'medium', roll: die(3), affected: [] }]);
    expect(last[0]).toMatchObject({ code: 'siege-shot', difficulty: 8, score: 8, onTarget: true });
  });
});
