import { describe, expect, it } from 'vitest';
import { commandDistances, EQUIPMENT_LIBRARY_ID, fielded, initialOd6State, siegePreview, skillTestOdds, STARTER_EQUIPMENT, type EquipmentItem, type Od6Event, type Od6State } from '../index';
import { ICE_RANGERS } from '../squads/samples';
import { atMovement, die, HUMAN_BLADES, ICE, play, refusal, setupOf, squad, toNextMovement } from '../testing/fixtures';

const CREW = 'B-1';
/** A group's catapult (the rulebook gives none of a siege weapon's values): crew 3, Body Strength 6, 4 Body Points, one shot every two turns. */
const catapult: EquipmentItem = { id: 'group-catapult', name: 'Catapult', kind: 'siege', damage: 5, ranges: { short: 10, medium: 20, long: 40, unit: 'inches' }, crew: 3, bodyStrength: 6, bodyPoints: 4, fireRate: { shots: 1, turns: 2 }, cost: 60, source: { kind: 'group' }, notes: '' };
const libraries = { [EQUIPMENT_LIBRARY_ID]: [...STARTER_EQUIPMENT, catapult] };
const crew = squad({ name: 'Catapult Crew', troopTypeId: 'goblin-soldiers', quality: 'average', soldiers: 4, training: { 'siege-weapons': 2 }, siegeWeaponId: 'group-catapult' });

/** From a Ranged Combat Phase to the next turn's, with `atMorale` in between. */
function nextRangedPhase(state: Od6State, atMorale: Od6Event[] = []): Od6State {
  return play(state, [
    { type: 'phase-ended' },
    { type: 'phase-ended' },
    ...atMorale,
    { type: 'phase-ended' },
    { type: 'phase-ended' },
    { type: 'initiative-rolled', rolls: { A: die(5), B: die(2) } },
    { type: 'movement-order-chosen', movesFirst: 'A' },
    { type: 'phase-ended' },
  ]).state;
}

function rangedPhase(moves: Od6Event[] = []): Od6State {
  const start = initialOd6State(setupOf([ICE_RANGERS], [crew], { libraries }));
  return play(start, [{ type: 'initiative-rolled', rolls: { A: die(5), B: die(2) } }, { type: 'movement-order-chosen', movesFirst: 'A' }, ...moves, { type: 'phase-ended' }]).state;
}

const aimed: Od6Event = {
  type: 'siege-fired',
  squad: CREW,
  gunner: 'sergeant',
  range: 'medium',
  roll: die(4),
  affected: [
    { squad: ICE, soldier: 'soldier-1', placement: 'under' },
    { squad: ICE, soldier: 'soldier-2', placement: 'touching' },
    { squad: ICE, soldier: 'soldier-3', placement: 'under' },
    { squad: ICE, soldier: 'sergeant', placement: 'under', wall: 'opening' },
    { squad: ICE, soldier: 'soldier-4', placement: 'under', wall: 'solid' },
  ],
};

describe('siege weapons and their crews (seed 004 L287–L323)', () => {
  it('prices the catapult once, on the Other costs line (L299, L711)', () => {
    expect(setupOf([ICE_RANGERS], [crew], { libraries }).sides[1]!.squads[0]!.sgp).toBe(4 * (8 + 11 + 2) + 60);
  });

  it('lands a passed shot where aimed; Damage Strength 5 under the template, -1 touching, prone or behind a window, nothing behind a solid wall (L306, L322–L323)', () => {
    const state = rangedPhase([{ type: 'squad-moved', squad: ICE, pace: 'stay', wentProne: ['soldier-3'] }]);
    const { last, state: after } = play(state, [aimed]);
    // Lead gunner: siege weapons COR 3 + 2 = 5; 4 + 5 = 9 against medium range 8.
    expect(last).toEqual([{ code: 'siege-shot', squad: CREW, difficulty: 8, score: 9, onTarget: true, deviations: [], caught: 4 }]);
    expect(after.damage?.hits.map((hit) => ('soldier' in hit.target ? [hit.target.soldier, hit.damage] : null))).toEqual([
      ['soldier-1', 5],
      ['soldier-2', 4],
      ['soldier-3', 4],
      ['sergeant', 4],
    ]);
  });

  it('is not fired by a crew that ran, as no squad that ran may fire that turn (L126)', () => {
    const ran = rangedPhase([{ type: 'squad-moved', squad: ICE, pace: 'stay' }, { type: 'squad-moved', squad: CREW, pace: 'run' }]);
    expect(refusal(ran, { ...aimed, affected: [] } as Od6Event)).toBe('Catapult Crew cannot fire this turn');
    const walked = rangedPhase([{ type: 'squad-moved', squad: ICE, pace: 'stay' }, { type: 'squad-moved', squad: CREW, pace: 'walk' }]);
    expect(play(walked, [{ ...aimed, affected: [] } as Od6Event]).last).toContainEqual(expect.objectContaining({ code: 'siege-shot', difficulty: 9 }));
  });

  it('fires at its Fire Rate: once every two turns (L303)', () => {
    const fired = play(rangedPhase(), [{ ...aimed, affected: [] } as Od6Event]).state;
    const turnTwo = nextRangedPhase(fired);
    expect(refusal(turnTwo, { ...aimed, affected: [] } as Od6Event)).toBe('The catapult fires once every 2 turns');
    expect(refusal(nextRangedPhase(turnTwo), { ...aimed, affected: [] } as Od6Event)).toBeNull();
  });

  it('takes hits on the weapon against its Body Strength: a wound costs one Body Point, incapacitation two (L301–L302)', () => {
    const state = rangedPhase();
    const { outcomes, state: after } = play(state, [
      { type: 'shots-fired', squad: ICE, mode: 'ranged', target: CREW, shots: [{ soldier: 'soldier-1', weaponId: 'medium-crossbow', range: 'medium', roll: die(5) }], hits: [{ shot: 0, battery: true }] },
      { type: 'damage-rolled', damage: [die(6, 4)], strength: [{ squad: CREW, battery: true, roll: die(2) }] },
    ]);
    expect(outcomes).toContainEqual({ code: 'battery-damaged', squad: CREW, by: { squad: ICE, soldier: 'soldier-1' }, damageRoll: 15, strengthRoll: 8, result: 'incapacitated', bodyPoints: 2, destroyed: false });
    expect(after.squads[CREW]!.battery?.bodyPoints).toBe(2);
  });

  it('adds +2 when undermanned and +3 when fired blind, which deviates first and again on a miss (L300, L319–L320)', () => {
    const state = rangedPhase();
    const hit: Od6Event = { type: 'shots-fired', squad: ICE, mode: 'ranged', target: CREW, shots: [die(5), die(5)].map((roll, i) => ({ soldier: `soldier-${i + 1}`, weaponId: 'medium-crossbow', range: 'medium' as const, roll })), hits: [{ shot: 0, soldier: 'soldier-1' }, { shot: 1, soldier: 'soldier-2' }] };
    const thinned = play(state, [hit, { type: 'damage-rolled', damage: [die(6, 6, 1), die(6, 6, 1)], strength: [{ squad: CREW, soldier: 'soldier-1', roll: die(1) }, { squad: CREW, soldier: 'soldier-2', roll: die(1) }] }]).state;
    const ranged = nextRangedPhase(thinned, [{ type: 'morale-tested', squad: CREW, test: { command: die(6, 5), threat: die(1) } }]);
    const blind: Od6Event = { type: 'siege-fired', squad: CREW, gunner: 'sergeant', range: 'short', blind: true, roll: die(2), deviation: { direction: die(4), distance: die(5) }, secondDeviation: { direction: die(2), distance: die(3) } };
    // Undermanned (2 of a crew of 3): short 6 + 2 + blind 3 = 11; 2 + 5 = 7 misses, so it deviates twice: 3" toward the crew, then 2".
    expect(play(ranged, [blind]).last).toEqual([{ code: 'siege-shot', squad: CREW, difficulty: 11, score: 7, onTarget: false, deviations: [{ direction: 4, inches: 3, towardShooter: true }, { direction: 2, inches: 2, towardShooter: false }], caught: 0 }]);
  });
});

describe('the odds before a siege shot (seed 004 L300, L306, L310–L319)', () => {
  it('gives the difficulty the engine then judges by, the chance of a deviation and how far it can go under each ruling', () => {
    const state = rangedPhase();
    const preview = siegePreview(state, { squad: CREW, gunner: 'sergeant', range: 'medium', blind: false })!;
    // Lead gunner: siege weapons 5 against medium range 8, as the engine judges the shot above.
    expect([preview.skill, preview.difficulty]).toEqual([5, 8]);
    expect(preview.odds).toEqual(skillTestOdds(5, 8));
    expect(preview.deviates).toBe(preview.odds.chances.failure);
    // Prose (default): medium range deviates one die, 1–6"; the chart: 2D, 2–12".
    expect(preview.deviation).toEqual({ dice: 1, fewest: 1, most: 6 });
    expect(siegePreview(state, { squad: CREW, gunner: 'sergeant', range: 'medium', blind: false }, { 'od6.siege-deviation-distance': 'chart' })!.deviation).toEqual({ dice: 2, fewest: 2, most: 12 });
    // Short range in the prose: half a die rounded up, 1–3" (L310); long, twice a die, 2–12".
    expect(siegePreview(state, { squad: CREW, gunner: 'sergeant', range: 'short', blind: false })!.deviation).toEqual({ dice: 1, fewest: 1, most: 3 });
    expect(siegePreview(state, { squad: CREW, gunner: 'sergeant', range: 'long', blind: false })!.deviation).toEqual({ dice: 1, fewest: 2, most: 12 });
    // Fired blind: +3, and the shot always deviates first (L319).
    const blind = siegePreview(state, { squad: CREW, gunner: 'sergeant', range: 'medium', blind: true })!;
    expect([blind.difficulty, blind.deviates]).toEqual([11, 1]);
    expect(siegePreview(state, { squad: ICE, gunner: 'sergeant', range: 'medium', blind: false })).toBeNull();
  });
});

describe('squad coherence (seed 004 L99–L100)', () => {
  it('gives the Ice Rangers a command distance of 3" and their sergeant 4"', () => {
    const state = initialOd6State(setupOf([ICE_RANGERS], [crew], { libraries }));
    expect(commandDistances(fielded(state.setup, ICE), state.squads[ICE]!)).toEqual({ squad: 3, sergeant: 4 });
  });
});

describe('the crew fires no other weapon in the turn its siege weapon fires (seed 004 L294, L297)', () => {
  // Four goblins with crossbows crew the catapult (crew 3): one of them may shoot a crossbow as well.
  const armedCrew = squad({ ...crew, weaponIds: ['medium-crossbow'] });
  const start = () => play(initialOd6State(setupOf([ICE_RANGERS], [armedCrew], { libraries })), [{ type: 'initiative-rolled', rolls: { A: die(5), B: die(2) } }, { type: 'movement-order-chosen', movesFirst: 'A' }, { type: 'phase-ended' }]).state;
  const crossbows = (...soldiers: string[]): Od6Event => ({ type: 'shots-fired', squad: CREW, mode: 'ranged', target: ICE, shots: soldiers.map((soldier) => ({ soldier, weaponId: 'medium-crossbow', range: 'medium' as const, roll: die(1) })) });
  const onTarget: Od6Event = { ...aimed, affected: [] } as Od6Event;

  it('refuses the catapult once too few soldiers are left who have not fired a crossbow', () => {
    expect(refusal(play(start(), [crossbows('soldier-1', 'soldier-2')]).state, onTarget)).toBe('The catapult needs 3 crewmen who fire no other weapon this turn; only 2 soldiers of Catapult Crew have not fired');
    expect(refusal(play(start(), [crossbows('soldier-3')]).state, onTarget)).toBeNull();
  });

  it('refuses crossbows from the crew once the catapult has fired, all but the spare soldier', () => {
    const fired = play(start(), [onTarget]).state;
    expect(refusal(fired, crossbows('soldier-1', 'soldier-2'))).toBe('The catapult’s crew cannot fire other weapons in the turn it fires');
    expect(refusal(fired, crossbows('soldier-3'))).toBeNull();
  });

  it('abandons the catapult while its broken crew flees, and lets the crew fire it again once rallied (seed 004 L435, L438, L297)', () => {
    // Three charges, each met with a Withdraw: morale 5 → 3 → 1 → broken (L492, L502). The crew's catapult keeps the Blades testing (L499).
    const scatter = (state: Od6State) => play(state, [
      { type: 'charge-declared', squad: 'A-1', target: CREW, test: { command: die(5), threat: die(2) } },
      { type: 'charge-received', test: { command: die(1), threat: die(2) } },
    ]).state;
    let state = scatter(atMovement([HUMAN_BLADES], [crew], { libraries }).state);
    state = scatter(toNextMovement(state));
    state = scatter(toNextMovement(state));
    expect(state.squads[CREW]!.presence).toBe('routing');
    const fire: Od6Event = { type: 'siege-fired', squad: CREW, gunner: 'sergeant', range: 'medium', roll: die(4), affected: [] };
    const fleeingAtRanged = play(state, [{ type: 'phase-ended' }]).state;
    expect(refusal(fleeingAtRanged, fire)).toBe('Catapult Crew is fleeing and has abandoned the catapult: a broken crew fires it again only once rallied');
    // Rallied at the next Morale Phase (L435): a critical success (6, 6, 3) beats the threat roll of 1 + 6.
    const rallied = toNextMovement(state, [{ type: 'rally-tested', squad: CREW, test: { command: die(6, 6, 3), threat: die(1) } }]);
    expect(rallied.squads[CREW]!.presence).toBe('fighting');
    const nextRanged = play(rallied, [{ type: 'phase-ended' }]).state;
    expect(refusal(nextRanged, fire)).toBeNull();
  });
});
