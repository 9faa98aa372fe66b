import { describe, expect, it } from 'vitest';
import { EQUIPMENT_LIBRARY_ID, STARTER_EQUIPMENT, type EquipmentItem, type Od6Event, type Od6State } from '../index';
import { atMovement, die, GOBLIN_ARCHERS, GOBLIN_BRAWLERS, HUMAN_BLADES, play, refusal, squad } from '../testing/fixtures';
import { ICE_RANGERS } from '../squads/samples';

const BLADES = 'A-1';
const BRAWLERS = 'B-1';
const FEW_GOBLINS = squad({ ...GOBLIN_BRAWLERS, name: 'Goblin Scouts', soldiers: 3 });

/** From the Movement Phase to the next turn's Movement Phase, side A moving first again. */
function toNextMovement(state: Od6State): Od6State {
  return play(state, [
    { type: 'phase-ended' },
    { type: 'phase-ended' },
    { type: 'phase-ended' },
    { type: 'phase-ended' },
    { type: 'phase-ended' },
    { type: 'initiative-rolled', rolls: { A: die(5), B: die(2) } },
    { type: 'movement-order-chosen', movesFirst: 'A' },
  ]).state;
}

const charge = (test?: { command: number[]; threat: number[] }, extra: Partial<Extract<Od6Event, { type: 'charge-declared' }>> = {}): Od6Event => ({
  type: 'charge-declared',
  squad: BLADES,
  target: BRAWLERS,
  ...(test ? { test: { command: die(...test.command), threat: die(...test.threat) } } : {}),
  ...extra,
});

describe('the charge morale test (seed 004 L341–L345, L496–L499)', () => {
  it('tests the chargers at threat level 6 with the sergeant’s command (3): 5 + 3 against 2 + 6 holds', () => {
    const { last, state } = play(atMovement([HUMAN_BLADES], [GOBLIN_BRAWLERS]).state, [charge({ command: [5], threat: [2] })]);
    expect(last).toContainEqual(expect.objectContaining({ code: 'morale-test', squad: BLADES, kind: 'charge', result: 'no-effect', scores: expect.objectContaining({ command: 8, threat: 8, threatLevel: 6 }) }));
    expect(state.charge).toEqual({ attacker: BLADES, defender: BRAWLERS, flankOrRear: false, stage: 'receive' });
  });

  it('takes 2 off the threat for a flank or rear charge and adds 1 against a barrier (L459–L460)', () => {
    const { last } = play(atMovement([HUMAN_BLADES], [GOBLIN_BRAWLERS]).state, [charge({ command: [5], threat: [2] }, { flankOrRear: true, targetBehindBarrier: true })]);
    expect(last).toContainEqual(expect.objectContaining({ code: 'morale-test', scores: expect.objectContaining({ threatLevel: 5 }) }));
  });

  it('needs no test from a squad at least twice the enemy’s number (L499)', () => {
    const start = atMovement([HUMAN_BLADES], [FEW_GOBLINS]).state;
    expect(refusal(start, charge({ command: [5], threat: [2] }))).toBe('Blades of Aster are at least twice Goblin Scouts’ number and need not test');
    expect(play(start, [charge()]).last).toContainEqual({ code: 'morale-test-waived', squad: BLADES, kind: 'charge', reason: 'outnumbers-target' });
    // A squad named in the singular takes the singular verb.
    const watch = atMovement([squad({ ...HUMAN_BLADES, name: 'The Watch' })], [FEW_GOBLINS]).state;
    expect(refusal(watch, charge({ command: [5], threat: [2] }))).toBe('The Watch is at least twice Goblin Scouts’ number and need not test');
  });

  it('still tests a squad twice the enemy’s number when the enemy has an assembled siege weapon (L499)', () => {
    const catapult: EquipmentItem = { id: 'group-catapult', name: 'Catapult', kind: 'siege', damage: 5, ranges: { short: 10, medium: 20, long: 40, unit: 'inches' }, crew: 3, bodyStrength: 6, bodyPoints: 4, fireRate: { shots: 1, turns: 2 }, cost: 60, source: { kind: 'group' }, notes: '' };
    const libraries = { [EQUIPMENT_LIBRARY_ID]: [...STARTER_EQUIPMENT, catapult] };
    const crew = squad({ ...FEW_GOBLINS, name: 'Catapult Crew', siegeWeaponId: 'group-catapult' });
    const start = atMovement([HUMAN_BLADES], [crew], { libraries }).state;
    expect(refusal(start, charge())).toBe('Blades of Aster must pass a charge morale test');
    expect(play(start, [charge({ command: [5], threat: [2] })]).last).toContainEqual(expect.objectContaining({ code: 'morale-test', kind: 'charge', scores: expect.objectContaining({ threatLevel: 6 }) }));
  });

  it('aborts the charge on a Withdraw result, and the squad drops two levels (L345, L498)', () => {
    const { last, state } = play(atMovement([HUMAN_BLADES], [GOBLIN_BRAWLERS]).state, [charge({ command: [1], threat: [3] })]);
    expect(last.map((outcome) => outcome.code)).toEqual(['morale-test', 'squad-withdrew', 'charge-aborted']);
    expect(state.squads[BLADES]!.morale).toBe(4);
    expect(state.charge).toBeNull();
    expect(state.nextToMove).toBe('B');
  });

  it('refuses a demoralized squad (L342): two aborted charges take the veterans from 6 to 1', () => {
    const first = play(atMovement([HUMAN_BLADES], [GOBLIN_BRAWLERS]).state, [charge({ command: [1], threat: [3] })]).state;
    const second = play(toNextMovement(first), [charge({ command: [1], threat: [3] })]);
    expect(second.state.squads[BLADES]!.morale).toBe(2);
    const third = play(toNextMovement(second.state), [charge({ command: [4], threat: [3] })]);
    expect(third.last).toContainEqual({ code: 'charge-aborted', squad: BLADES, target: BRAWLERS });
    expect(third.state.squads[BLADES]!.morale).toBe(1);
    expect(refusal(toNextMovement(third.state), charge({ command: [5], threat: [2] }))).toBe('Blades of Aster are demoralized and cannot initiate close assault');
  });

  it('keeps a demoralized squad from advancing towards a visible enemy, but lets it move away (L431)', () => {
    const first = play(atMovement([HUMAN_BLADES], [GOBLIN_BRAWLERS]).state, [charge({ command: [1], threat: [3] })]).state;
    const second = play(toNextMovement(first), [charge({ command: [1], threat: [3] })]).state;
    const demoralized = play(toNextMovement(second), [charge({ command: [4], threat: [3] })]).state;
    const next = toNextMovement(demoralized);
    expect(next.squads[BLADES]!.morale).toBe(1);
    expect(refusal(next, { type: 'squad-moved', squad: BLADES, pace: 'walk', towardEnemy: true })).toBe('Blades of Aster are demoralized and cannot advance towards a visible enemy');
    expect(refusal(next, { type: 'squad-moved', squad: BLADES, pace: 'run', towardEnemy: false })).toBeNull();
  });
});

describe('receiving a charge (seed 004 L346–L349, L500–L503)', () => {
  const declared = () => play(atMovement([HUMAN_BLADES], [GOBLIN_BRAWLERS]).state, [charge({ command: [5], threat: [2] })]).state;

  it('tests the defenders at threat level 4 before any defensive fire', () => {
    const { last, state } = play(declared(), [{ type: 'charge-received', test: { command: die(4), threat: die(1) } }]);
    expect(last).toContainEqual(expect.objectContaining({ code: 'morale-test', squad: BRAWLERS, kind: 'receive-charge', result: 'morale-up', scores: expect.objectContaining({ command: 5, threat: 0, threatLevel: 4 }) }));
    expect(last).toContainEqual({ code: 'charge-stood', squad: BRAWLERS, attacker: BLADES });
    expect(state.charge?.stage).toBe('reaction');
  });

  it('adds +2 when outnumbered 2:1 (L464, L478)', () => {
    const start = play(atMovement([HUMAN_BLADES], [FEW_GOBLINS]).state, [charge()]).state;
    const { last } = play(start, [{ type: 'charge-received', test: { command: die(4), threat: die(1) } }]);
    expect(last).toContainEqual(expect.objectContaining({ code: 'morale-test', kind: 'receive-charge', scores: expect.objectContaining({ threatLevel: 6 }) }));
  });

  it('needs no test when fewer than half its number charge from the front, but always from the flank (L503)', () => {
    const fewCharge = (flankOrRear: boolean) => play(atMovement([FEW_GOBLINS], [HUMAN_BLADES]).state, [{ type: 'charge-declared', squad: 'A-1', target: 'B-1', flankOrRear, test: { command: die(6, 5), threat: die(2) } }]).state;
    expect(play(fewCharge(false), [{ type: 'charge-received' }]).last).toContainEqual({ code: 'morale-test-waived', squad: 'B-1', kind: 'receive-charge', reason: 'few-chargers' });
    expect(refusal(fewCharge(true), { type: 'charge-received' })).toBe('Blades of Aster must make a receiving a charge morale test');
  });

  it('takes 1 off for cover only when the defenders stood still this turn (seed 004 L470)', () => {
    const test = { command: die(4), threat: die(1) };
    expect(play(declared(), [{ type: 'charge-received', test, behindCover: true }]).last).toContainEqual(expect.objectContaining({ code: 'morale-test', kind: 'receive-charge', scores: expect.objectContaining({ threatLevel: 3 }) }));
    // The Ice Rangers stay, the brawlers walk up, and then the Blades charge them.
    const walkedUp = play(atMovement([HUMAN_BLADES, ICE_RANGERS], [GOBLIN_BRAWLERS]).state, [
      { type: 'squad-moved', squad: 'A-2', pace: 'stay' },
      { type: 'squad-moved', squad: BRAWLERS, pace: 'walk' },
      charge({ command: [5], threat: [2] }),
    ]).state;
    expect(refusal(walkedUp, { type: 'charge-received', test, behindCover: true })).toBe('Goblin Brawlers moved or turned this turn: only a squad that has stood still counts as behind cover');
  });

  it('lets defenders that withdraw escape contact; they may not fire this turn (L348)', () => {
    const { last, state } = play(declared(), [{ type: 'charge-received', test: { command: die(1), threat: die(2) } }]);
    expect(last.map((outcome) => outcome.code)).toEqual(['morale-test', 'squad-withdrew', 'charge-evaded']);
    expect(state.squads[BRAWLERS]!.turn.mayNotFire).toBe(true);
    expect(state.squads[BLADES]!.engagedWith).toEqual([]);
    expect(state.charge).toBeNull();
  });
});

describe('defensive fire, bracing and contact (seed 004 L350–L358)', () => {
  it('lets charged crossbowmen fire at +1 before contact; the hit fall before the fight', () => {
    const start = play(atMovement([HUMAN_BLADES], [GOBLIN_ARCHERS]).state, [charge({ command: [5], threat: [2] }), { type: 'charge-received', test: { command: die(4), threat: die(1) } }]).state;
    const fired = play(start, [
      { type: 'shots-fired', squad: BRAWLERS, mode: 'defensive', target: BLADES, shots: [{ soldier: 'sergeant', weaponId: 'medium-crossbow', range: 'short', roll: die(2) }], hits: [{ shot: 0, soldier: 'soldier-1' }] },
      { type: 'damage-rolled', damage: [die(5)], strength: [{ squad: BLADES, soldier: 'soldier-1', roll: die(1) }] },
    ]);
    expect(fired.outcomes.find((outcome) => outcome.code === 'volley')).toMatchObject({ mode: 'defensive', shots: [{ difficulty: 7, score: 7, hit: true }] });
    expect(fired.state.squads[BLADES]!.soldiers.find((soldier) => soldier.id === 'soldier-1')?.condition).toBe('incapacitated');
    expect(refusal(fired.state, { type: 'charge-braced' })).toBe('Goblin Archers have used defensive fire: they cannot also brace');
  });

  it('gives no defensive fire to a squad that ran this turn: it "cannot fire at all that turn" (L126, L134)', () => {
    const start = play(atMovement([HUMAN_BLADES, ICE_RANGERS], [GOBLIN_ARCHERS]).state, [
      { type: 'squad-moved', squad: 'A-2', pace: 'stay' },
      { type: 'squad-moved', squad: BRAWLERS, pace: 'run' },
      charge({ command: [5], threat: [2] }),
      { type: 'charge-received', test: { command: die(4), threat: die(1) } },
    ]).state;
    const volley: Od6Event = { type: 'shots-fired', squad: BRAWLERS, mode: 'defensive', target: BLADES, shots: [{ soldier: 'sergeant', weaponId: 'medium-crossbow', range: 'short', roll: die(2) }] };
    expect(refusal(start, volley)).toBe('Goblin Archers ran this turn and cannot fire (No Fire)');
    expect(refusal(start, { type: 'charge-braced' })).toBeNull();
  });

  it('engages the squads when a charger reaches the enemy', () => {
    const start = play(atMovement([HUMAN_BLADES], [GOBLIN_BRAWLERS]).state, [charge({ command: [5], threat: [2] }), { type: 'charge-received', test: { command: die(4), threat: die(1) } }]).state;
    const { state, last } = play(start, [{ type: 'charge-braced' }, { type: 'charge-completed', reached: true }]);
    expect(last).toEqual([{ code: 'charge-contact', squad: BLADES, target: BRAWLERS }]);
    expect(state.squads[BLADES]!.engagedWith).toEqual([BRAWLERS]);
    expect(state.squads[BRAWLERS]!.engagedWith).toEqual([BLADES]);
    expect(state.squads[BRAWLERS]!.turn.braced).toBe(true);
  });

  it('costs a charge that falls short one morale level (L354)', () => {
    const start = play(atMovement([HUMAN_BLADES], [GOBLIN_BRAWLERS]).state, [charge({ command: [5], threat: [2] }), { type: 'charge-received', test: { command: die(4), threat: die(1) } }]).state;
    const { state, last } = play(start, [{ type: 'charge-completed', reached: false }]);
    expect(last).toEqual([{ code: 'charge-fell-short', squad: BLADES, target: BRAWLERS, moraleAfter: 5 }]);
    expect(state.squads[BLADES]!.engagedWith).toEqual([]);
  });
});
