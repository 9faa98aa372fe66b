import { describe, expect, it } from 'vitest';
import { EQUIPMENT_LIBRARY_ID, STARTER_EQUIPMENT, type EquipmentItem, type Od6Event, type Od6State, type SquadState } from '../index';
import { ICE_RANGERS } from '../squads/samples';
import { ARCHERS, atMovement, die, GOBLIN_ARCHERS, GOBLIN_BRAWLERS, ICE, play, refusal, squad } from '../testing/fixtures';

const archerIds = ['sergeant', ...Array.from({ length: 9 }, (_, i) => `soldier-${i + 1}`)];

/** The Goblin Archers' ten crossbow shots at medium range (difficulty 8, marksmanship 5): four hit. */
const goblinVolley: Od6Event = {
  type: 'shots-fired',
  squad: ARCHERS,
  mode: 'ranged',
  target: ICE,
  shots: archerIds.map((soldier, i) => ({ soldier, weaponId: 'medium-crossbow', range: 'medium' as const, roll: [die(1), die(2), die(3), die(4), die(5), die(6, 2), die(2), die(2), die(2), die(2)][i]! })),
  hits: [
    { shot: 2, soldier: 'soldier-1' },
    { shot: 3, soldier: 'soldier-1' },
    { shot: 4, soldier: 'soldier-2' },
    { shot: 5, soldier: 'sergeant' },
  ],
};

/** DS 5 + die against Strength 3 + die: soldier 1 incapacitated then untouched, soldier 2 wounded, the sergeant wounded. */
const goblinDamage: Od6Event = {
  type: 'damage-rolled',
  damage: [die(4), die(1), die(3), die(2)],
  strength: [
    { squad: ICE, soldier: 'soldier-1', roll: die(2) },
    { squad: ICE, soldier: 'soldier-2', roll: die(4) },
    { squad: ICE, soldier: 'sergeant', roll: die(3) },
  ],
};

function inRangedPhase(moves: Od6Event[] = [{ type: 'squad-moved', squad: ICE, pace: 'stay' }, { type: 'squad-moved', squad: ARCHERS, pace: 'stay' }]) {
  return play(atMovement().state, [...moves, { type: 'phase-ended' }]).state;
}

describe('ranged combat (seed 004 L157–L286)', () => {
  it('tests each shot against the final difficulty: medium range 8, marksmanship 5 hits on a 3 or better (L203–L207, L247)', () => {
    const { last } = play(inRangedPhase(), [goblinVolley]);
    const volley = last.find((outcome) => outcome.code === 'volley');
    expect(volley).toMatchObject({ hits: 4, mode: 'ranged' });
    expect(volley?.code === 'volley' && volley.shots.map((shot) => shot.score)).toEqual([0, 7, 8, 9, 10, 13, 7, 7, 7, 7]);
    expect(volley?.code === 'volley' && volley.shots.every((shot) => shot.difficulty === 8)).toBe(true);
  });

  it('adds +1 after walking (L132, L235) and refuses a squad that ran (L134)', () => {
    const walked = inRangedPhase([{ type: 'squad-moved', squad: ICE, pace: 'stay' }, { type: 'squad-moved', squad: ARCHERS, pace: 'walk' }]);
    const { last } = play(walked, [{ ...goblinVolley, hits: [3, 4, 5].map((shot) => ({ shot, soldier: 'soldier-4' })) } as Od6Event]);
    const volley = last.find((outcome) => outcome.code === 'volley');
    expect(volley?.code === 'volley' && volley.shots.map((shot) => shot.difficulty)).toEqual(Array(10).fill(9));
    expect(volley).toMatchObject({ hits: 3 });
    const ran = inRangedPhase([{ type: 'squad-moved', squad: ICE, pace: 'stay' }, { type: 'squad-moved', squad: ARCHERS, pace: 'run' }]);
    expect(refusal(ran, goblinVolley)).toBe('Goblin Archers ran this turn and cannot fire');
  });

  it('asks for a target soldier for every hit, and only for hits (L260–L263)', () => {
    expect(refusal(inRangedPhase(), { ...goblinVolley, hits: goblinVolley.type === 'shots-fired' ? goblinVolley.hits!.slice(1) : [] })).toBe('4 shots hit: say which soldier each one hits');
    expect(refusal(inRangedPhase(), { ...goblinVolley, hits: [{ shot: 0, soldier: 'soldier-3' }] })).toBe('Hit for shot 1: that shot missed');
  });

  it('takes one Strength roll per soldier hit, compared against each Damage Strength roll (L285)', () => {
    const shot = play(inRangedPhase(), [goblinVolley]).state;
    expect(refusal(shot, { ...goblinDamage, strength: [...(goblinDamage.type === 'damage-rolled' ? goblinDamage.strength : []), { squad: ICE, soldier: 'soldier-1', roll: die(5) }] })).toBe('Each soldier hit makes a single Strength roll');
    const { last } = play(shot, [goblinDamage]);
    expect(last.filter((outcome) => outcome.code === 'damage').map((outcome) => (outcome.code === 'damage' ? [outcome.target.soldier, outcome.damageRoll, outcome.strengthRoll, outcome.result] : null))).toEqual([
      ['soldier-1', 9, 5, 'incapacitated'],
      ['soldier-1', 0, 5, 'no-effect'],
      ['soldier-2', 8, 7, 'wounded'],
      ['sergeant', 7, 6, 'wounded'],
    ]);
  });

  it('marks damage during the phase and applies it when the phase ends, so the hit still shoot back (L158, L281)', () => {
    const marked = play(inRangedPhase(), [goblinVolley, goblinDamage]).state;
    expect(marked.squads[ICE]!.soldiers.find((soldier) => soldier.id === 'soldier-1')).toMatchObject({ condition: 'fit', marked: [{ result: 'incapacitated', by: ARCHERS, source: 'volley' }] });
    const returnFire: Od6Event = { type: 'shots-fired', squad: ICE, mode: 'ranged', target: ARCHERS, shots: [{ soldier: 'soldier-1', weaponId: 'medium-crossbow', range: 'medium', roll: die(2) }] };
    expect(refusal(marked, returnFire)).toBeNull();
    const ended = play(marked, [{ type: 'phase-ended' }]);
    expect(ended.outcomes).toContainEqual({ code: 'casualties-applied', squad: ICE, tally: { wounded: 2, incapacitated: 1 } });
    const soldiers = ended.state.squads[ICE]!.soldiers;
    expect(soldiers.find((soldier) => soldier.id === 'soldier-1')?.condition).toBe('incapacitated');
    expect(soldiers.find((soldier) => soldier.id === 'soldier-2')).toMatchObject({ condition: 'wounded', prone: true });
    expect(ended.state.squads[ICE]!.turn).toMatchObject({ casualtyIds: ['soldier-1', 'soldier-2'], sergeantHit: true });
  });

  it('lets a wounded soldier fire at his skill -1 (L254)', () => {
    const turnTwo = play(inRangedPhase(), [
      goblinVolley,
      goblinDamage,
      { type: 'phase-ended' },
      { type: 'phase-ended' },
      { type: 'morale-tested', squad: ICE, test: { command: die(5), threat: die(2) } },
      { type: 'phase-ended' },
      { type: 'phase-ended' },
      { type: 'initiative-rolled', rolls: { A: die(5), B: die(2) } },
      { type: 'movement-order-chosen', movesFirst: 'A' },
      { type: 'phase-ended' },
    ]).state;
    // Ice Rangers' marksmanship is COR 2 + 2 = 4 (od6.skill-attributes); wounded, 3: a 5 makes 8.
    const { last } = play(turnTwo, [{ type: 'shots-fired', squad: ICE, mode: 'ranged', target: ARCHERS, shots: [{ soldier: 'soldier-2', weaponId: 'medium-crossbow', range: 'medium', roll: die(5) }], hits: [{ shot: 0, soldier: 'soldier-1' }] }]);
    expect(last.find((outcome) => outcome.code === 'volley')).toMatchObject({ shots: [{ score: 8, difficulty: 8, hit: true }] });
  });
});

describe('opportunity fire (seed 004 L155–L156, L324–L334, L526–L535)', () => {
  it('lets a squad that has not moved test against threat 4 while an enemy moves, then fire at +1 and land its damage at once', () => {
    const start = atMovement().state;
    const tested = play(start, [{ type: 'opportunity-fire-tested', squad: ARCHERS, target: ICE, test: { command: die(5), threat: die(2) } }]);
    expect(tested.last).toContainEqual(expect.objectContaining({ code: 'opportunity-fire-test', passed: true, scores: expect.objectContaining({ command: 7, threat: 6, threatLevel: 4 }) }));
    expect(refusal(tested.state, { type: 'squad-moved', squad: ICE, pace: 'walk' })).toBe('Goblin Archers fire their opportunity fire first');
    const fired = play(tested.state, [
      { type: 'shots-fired', squad: ARCHERS, mode: 'opportunity', target: ICE, shots: [{ soldier: 'sergeant', weaponId: 'medium-crossbow', range: 'medium', roll: die(4) }], hits: [{ shot: 0, soldier: 'soldier-3' }] },
      { type: 'damage-rolled', damage: [die(5)], strength: [{ squad: ICE, soldier: 'soldier-3', roll: die(2) }] },
    ]);
    expect(fired.outcomes.find((outcome) => outcome.code === 'volley')).toMatchObject({ shots: [{ difficulty: 9, score: 9, hit: true }] });
    expect(fired.state.squads[ICE]!.soldiers.find((soldier) => soldier.id === 'soldier-3')?.condition).toBe('incapacitated');
    expect(fired.state.squads[ARCHERS]!.turn).toMatchObject({ moved: 'opportunity-fired', marker: 'no-fire' });
    expect(fired.state.nextToMove).toBe('A');
  });

  it('holds a squad that fails its test: it cannot move, but fires in the Ranged Combat Phase (L156, L527)', () => {
    const failed = play(atMovement().state, [{ type: 'opportunity-fire-tested', squad: ARCHERS, target: ICE, test: { command: die(2), threat: die(3) } }, { type: 'squad-moved', squad: ICE, pace: 'walk' }]).state;
    expect(failed.squads[ARCHERS]!.turn.moved).toBe('held');
    expect(refusal(failed, { type: 'squad-moved', squad: ARCHERS, pace: 'walk' })).toBe('Goblin Archers have already failed their opportunity fire test and cannot move this turn');
    const ranged = play(failed, [{ type: 'phase-ended' }]).state;
    expect(refusal(ranged, goblinVolley)).toBeNull();
  });

  it('leaves a soldier wounded by the opportunity fire lying where he fell: he stands up only in a later Movement Phase (L282, L334)', () => {
    const tested = play(atMovement().state, [{ type: 'opportunity-fire-tested', squad: ARCHERS, target: ICE, test: { command: die(5), threat: die(2) } }]).state;
    const fired = play(tested, [
      { type: 'shots-fired', squad: ARCHERS, mode: 'opportunity', target: ICE, shots: [{ soldier: 'sergeant', weaponId: 'medium-crossbow', range: 'medium', roll: die(4) }], hits: [{ shot: 0, soldier: 'soldier-3' }] },
      // Damage Strength 5 + 2 = 7 against Strength 3 + 3 = 6: wounded, not incapacitated (L271–L272).
      { type: 'damage-rolled', damage: [die(2)], strength: [{ squad: ICE, soldier: 'soldier-3', roll: die(3) }] },
    ]).state;
    expect(fired.squads[ICE]!.soldiers.find((soldier) => soldier.id === 'soldier-3')).toMatchObject({ condition: 'wounded', prone: true });
    expect(refusal(fired, { type: 'squad-moved', squad: ICE, pace: 'walk', stoodUp: ['soldier-3'] })).toBe('A soldier wounded in this Movement Phase lies where he fell: he can stand up in a later Movement Phase');
    const walked = play(fired, [{ type: 'squad-moved', squad: ICE, pace: 'walk' }]).state;
    expect(walked.squads[ICE]!.soldiers.find((soldier) => soldier.id === 'soldier-3')?.prone).toBe(true);
  });

  it('refuses a squad that has moved, and a squad without crossbows (L156, L325)', () => {
    const start = atMovement().state;
    const moved = play(start, [{ type: 'squad-moved', squad: ICE, pace: 'walk' }]).state;
    expect(refusal(moved, { type: 'opportunity-fire-tested', squad: ICE, target: ARCHERS, test: { command: die(5), threat: die(2) } })).toBe('Ice Rangers have moved this turn and cannot opportunity fire');
  });
});

/** A state edited as the table would leave it, for limits that take many turns to reach by play. */
function withSquad(state: Od6State, key: string, edit: Partial<SquadState>): Od6State {
  return { ...state, squads: { ...state.squads, [key]: { ...state.squads[key]!, ...edit } } };
}

describe('who may shoot, and at whom (seed 004 L107, L240, L360, L431, L438, L527)', () => {
  it('lets no fleeing squad shoot (L438), and no soldier in base contact unless he is out of it (L360)', () => {
    expect(refusal(withSquad(inRangedPhase(), ARCHERS, { morale: 0, presence: 'routing' }), goblinVolley)).toBe('Goblin Archers cannot shoot while fleeing');
    const engaged = withSquad(inRangedPhase(), ARCHERS, { engagedWith: [ICE] });
    expect(refusal(engaged, goblinVolley)).toBe('Soldiers in base-to-base contact cannot fire: confirm the shooters are out of contact');
    expect(refusal(engaged, { ...goblinVolley, outOfContact: true } as Od6Event)).toBeNull();
  });

  it('splits a squad’s fire between at most two enemy squads, each soldier firing once (L107)', () => {
    const start = atMovement([ICE_RANGERS], [GOBLIN_ARCHERS, GOBLIN_BRAWLERS, squad({ ...GOBLIN_BRAWLERS, name: 'Goblin Scouts' })]).state;
    const ranged = play(start, [{ type: 'phase-ended' }]).state;
    const volley = (target: string, soldier: string): Od6Event => ({ type: 'shots-fired', squad: ICE, mode: 'ranged', target, shots: [{ soldier, weaponId: 'medium-crossbow', range: 'medium', roll: die(2) }] });
    const two = play(ranged, [volley('B-1', 'soldier-1'), volley('B-2', 'soldier-2')]).state;
    expect(refusal(two, volley('B-3', 'soldier-3'))).toBe('A squad may split its fire between at most two squads');
    expect(refusal(two, volley('B-1', 'soldier-1'))).toBe('Shot 1: that soldier has already fired this phase');
  });

  it('lets a following-fire weapon shoot again after a hit, each further shot at +2 (L240)', () => {
    const repeater: EquipmentItem = { id: 'repeater', name: 'Repeating crossbow', kind: 'ranged', skill: 'marksmanship', family: 'crossbow', damage: 4, ranges: { short: 10, medium: 20, long: 40, unit: 'inches' }, followingShots: 1, cost: 20, source: { kind: 'group' }, notes: '' };
    const libraries = { [EQUIPMENT_LIBRARY_ID]: [...STARTER_EQUIPMENT, repeater] };
    const ranged = play(atMovement([squad({ ...ICE_RANGERS, weaponIds: ['repeater'], champions: [] })], [GOBLIN_ARCHERS], { libraries }).state, [{ type: 'phase-ended' }]).state;
    const shot = (following: boolean, roll: number) => ({ soldier: 'soldier-1', weaponId: 'repeater', range: 'medium' as const, following, roll: die(roll) });
    const { last } = play(ranged, [{ type: 'shots-fired', squad: ICE, mode: 'ranged', target: ARCHERS, shots: [shot(false, 4), shot(true, 5)], hits: [{ shot: 0, soldier: 'soldier-1' }] }]);
    expect(last.find((outcome) => outcome.code === 'volley')).toMatchObject({ shots: [{ difficulty: 8, score: 8, hit: true }, { difficulty: 10, score: 9, hit: false }] });
    expect(refusal(ranged, { type: 'shots-fired', squad: ICE, mode: 'ranged', target: ARCHERS, shots: [shot(false, 2), shot(true, 5)] })).toBe('Shot 2: following fire needs a hit with the shot before');
  });

  it('lets no demoralized squad test for opportunity fire (L431, L527), and adds 1 to a shaken squad’s threat (L530)', () => {
    const opportunity: Od6Event = { type: 'opportunity-fire-tested', squad: ARCHERS, target: ICE, test: { command: die(5), threat: die(2) } };
    expect(refusal(withSquad(atMovement().state, ARCHERS, { morale: 1 }), opportunity)).toBe('Goblin Archers are demoralized and cannot attempt opportunity fire');
    const { last } = play(withSquad(atMovement().state, ARCHERS, { morale: 3 }), [opportunity]);
    expect(last).toContainEqual(expect.objectContaining({ code: 'opportunity-fire-test', passed: false, scores: expect.objectContaining({ command: 7, threat: 7, threatLevel: 5 }) }));
  });

  it('lets only crossbowmen opportunity fire by default (L156, L325, od6.opportunity-fire-weapons)', () => {
    const bowmen = squad({ ...GOBLIN_ARCHERS, name: 'Goblin Bowmen', weaponIds: ['long-bow'] });
    const longBow = STARTER_EQUIPMENT.map((item) => (item.id === 'long-bow' ? { ...item, cost: 12 } : item));
    const start = atMovement([ICE_RANGERS], [bowmen], { libraries: { [EQUIPMENT_LIBRARY_ID]: longBow } }).state;
    expect(refusal(start, { type: 'opportunity-fire-tested', squad: ARCHERS, target: ICE, test: { command: die(5), threat: die(2) } })).toBe('Only squads armed with crossbows may opportunity fire');
  });
});
