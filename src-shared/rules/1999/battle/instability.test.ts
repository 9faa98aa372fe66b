import { describe, expect, it } from 'vitest';
import { INSTABILITY_TABLE, instabilityOdds, instabilityPasses } from '../index';
import { army, Battle, card, die, roll, setupOf, sides, squad, unit } from '../testing/fixtures';

const cards = [
  card({ name: 'Mutant', activation: [1], dnaSlots: ['mov', 'bal', 'con'], wounds: 2, attributes: { mov: 10, ccOffensive: 3, ccDefensive: 3, bal: 3, str: 3, arm: 4, con: 3, men: 3 } }),
  card({ name: 'Brood', activation: [1], types: [{ type: 'squad', min: 1, max: 5 }], dnaSlots: ['mov'], armyPoints: 2 }),
  card({ name: 'Target', activation: [5], attributes: { mov: 10, ccOffensive: 3, ccDefensive: 3, bal: 3, str: 3, arm: 1, con: 0, men: 3 } }),
];
const surrender = { size: { kind: 'small' }, victory: { decidedBy: 'agreed', condition: 'surrender' } } as never;
const mutant = unit('m', 'Mutant', {
  dna: [
    { attribute: 'mov', amount: 1 },
    { attribute: 'bal', amount: 2 },
  ],
}); // Instability 3 (L303)
const battle = (rulings = {}, ann = army('A', [mutant])) => {
  const b = new Battle(setupOf(surrender, sides({ player: 'Ann', roster: ann }, { player: 'Bob', roster: army('B', [unit('t', 'Target'), unit('t2', 'Target')]) }), cards, rulings), rulings).deployAll('p1');
  b.step({ type: 'unit-nominated', unitId: 'p1/m' });
  return b;
};
const failWith = (b: Battle, table: [number, number], extra = {}) => b.step({ type: 'instability-rolled', cardId: 'p1/m', roll: roll(2), table: die(...table), ...extra });

describe('the Instability roll (seed 001 L375–L379)', () => {
  it('passes on a D6 greater than the Instability number, or a natural 6', () => {
    expect([1, 2, 3, 4, 5, 6].map((face) => instabilityPasses(face, 3).passed)).toEqual([false, false, false, true, true, true]);
    expect(instabilityPasses(6, 6)).toEqual({ passed: true, automatic: true }); // Automatic Success (L379)
    expect(instabilityOdds(3).pass).toBe(3 / 6);
    expect(instabilityOdds(6).pass).toBe(1 / 6);
    expect(instabilityOdds(2).table.find((r) => r.result === 7)!.p).toBeCloseTo(6 / 36, 12);
  });

  it('is owed before any Action by a nominated Unit with a number in its Instability slot', () => {
    const b = battle();
    expect(b.state.active!.instability).toEqual([{ cardId: 'p1/m', model: null }]);
    expect(b.refusal({ type: 'action-declared', action: 'hold-ground' })).toBe('Roll Instability for Mutant before declaring its Action');
    expect(b.refusal({ type: 'instability-rolled', cardId: 'p1/m', roll: roll(4), table: die(3, 3) })).toBe('The Instability roll passed; no table roll is made');
    expect(b.step({ type: 'instability-rolled', cardId: 'p1/m', roll: roll(4) })).toEqual([{ code: 'instability-passed', cardId: 'p1/m', model: null, face: 4, instability: 3, automatic: false }]);
    b.step({ type: 'action-declared', action: 'hold-ground' });
  });

  it('a failed roll goes to the 2D6 table', () => {
    const b = battle();
    expect(b.refusal({ type: 'instability-rolled', cardId: 'p1/m', roll: roll(3) })).toBe('The Instability roll of 3 is not greater than 3: roll 2D6 on the Instability table');
  });
});

describe('the Instability table (L635–L663)', () => {
  it('holds the eleven results as printed', () => {
    expect(INSTABILITY_TABLE.map((r) => [r.result, r.name])).toEqual([
      [2, 'Abnormal pulse rate'],
      [3, 'Frenzy'],
      [4, 'Trembling'],
      [5, 'Rigidity'],
      [6, 'Temporary stop of breathing'],
      [7, 'Convulsions'],
      [8, 'Uncontrolled spasms'],
      [9, 'Panic attack'],
      [10, 'Internal bleedings'],
      [11, 'Havoc'],
      [12, 'Mortal seizure'],
    ]);
    expect(INSTABILITY_TABLE.filter((r) => r.endsAction).map((r) => r.result)).toEqual([7, 8, 10, 11, 12]);
  });

  it('2 Abnormal pulse rate: nothing', () => {
    const b = battle();
    expect(failWith(b, [1, 1])).toEqual([{ code: 'instability-failed', cardId: 'p1/m', model: null, face: 2, instability: 3, table: 2, effect: 'abnormal-pulse-rate' }]);
    b.step({ type: 'action-declared', action: 'move-fast' });
    b.step({ type: 'model-moved', cardId: 'p1/m', distanceCm: 22 }); // MOV 11 × 2
  });

  it('3 Frenzy: +10 cm of Movement and double CC offensive this Turn', () => {
    const b = battle();
    failWith(b, [1, 2]);
    b.step({ type: 'action-declared', action: 'move-fast' });
    expect(b.refusal({ type: 'model-moved', cardId: 'p1/m', distanceCm: 43 })).toBe('Mutant may move up to 42 cm; 43 cm entered');
    b.step({ type: 'model-moved', cardId: 'p1/m', distanceCm: 42 }); // (11 + 10) × 2 under 1999.frenzy-moving-fast
  });

  it('3 Frenzy under 1999.frenzy-moving-fast = after-doubling: 2 × MOV + 10', () => {
    const b = battle({ '1999.frenzy-moving-fast': 'after-doubling' });
    failWith(b, [1, 2]);
    b.step({ type: 'action-declared', action: 'move-fast' });
    expect(b.refusal({ type: 'model-moved', cardId: 'p1/m', distanceCm: 33 })).toBe('Mutant may move up to 32 cm; 33 cm entered');
  });

  it('4 Trembling: −3 BAL this Turn', () => {
    const b = battle();
    failWith(b, [2, 2]);
    b.step({ type: 'action-declared', action: 'move-and-shoot' });
    const [miss] = b.step({ type: 'shot', shooter: { cardId: 'p1/m', model: 0 }, weapon: 'Rifle', target: { cardId: 'p2/t', model: 0 }, rangeCm: 20, toHit: roll(4) });
    expect(miss).toMatchObject({ code: 'to-hit', face: 4, total: 6, needed: 7, hit: false }); // 4 + (3 + 2 − 3): BAL 5 would have hit
  });

  it('5 Rigidity: no Movement Actions this Turn', () => {
    const b = battle();
    failWith(b, [2, 3]);
    expect(b.refusal({ type: 'action-declared', action: 'move-fast' })).toBe('Mutant has Rigidity and may not perform Moving fast this Turn');
    b.step({ type: 'action-declared', action: 'move-and-shoot' });
    expect(b.refusal({ type: 'model-moved', cardId: 'p1/m', distanceCm: 1 })).toBe('Mutant has Rigidity: no Movement this Turn');
  });

  it('6 Temporary stop of breathing: the Unit becomes Confused', () => {
    const b = battle();
    failWith(b, [3, 3]);
    expect(b.state.units['p1/m']!.confusion).toBe(1);
  });

  it('7 Convulsions end the model’s Action', () => {
    const b = battle();
    failWith(b, [3, 4]);
    expect(b.refusal({ type: 'action-declared', action: 'hold-ground' })).toBe('Mutant has no model left to act');
    b.step({ type: 'activation-ended' });
  });

  it('9 Panic attack: the model must Move fast, played out by the opponent', () => {
    const b = battle();
    failWith(b, [4, 5]);
    expect(b.refusal({ type: 'action-declared', action: 'hold-ground' })).toBe('Mutant has a Panic attack: it must Move fast, played out by the opponent');
    b.step({ type: 'action-declared', action: 'move-fast' });
  });

  it('10 Internal bleedings: a D6 under 4 wounds the model, then the Unit’s MEN roll', () => {
    const b = battle();
    expect(b.refusal({ type: 'instability-rolled', cardId: 'p1/m', roll: roll(2), table: die(5, 5) })).toBe('Internal bleedings: roll a D6; under 4 the model suffers a Wound');
    const out = failWith(b, [5, 5], { bleeding: die(3), men: [roll(4)] });
    expect(out).toContainEqual({ code: 'wounded', target: { cardId: 'p1/m', model: 0 }, woundsLeft: 1 });
    expect(out).toContainEqual({ code: 'confusion-roll', unitId: 'p1/m', face: 4, total: 7, confused: false, degree: 0 });
    const spared = battle();
    expect(spared.refusal({ type: 'instability-rolled', cardId: 'p1/m', roll: roll(2), table: die(5, 5), bleeding: die(4), men: [roll(4)] })).toBe('Internal bleedings: Mutant takes no MEN roll here');
  });

  it('12 Mortal seizure: a Casualty at once', () => {
    const b = battle();
    const out = failWith(b, [6, 6]);
    expect(out).toContainEqual({ code: 'casualty', target: { cardId: 'p1/m', model: 0 }, side: 'p1', by: null, points: 10 });
    expect(b.state.units['p1/m']!.status).toBe('casualty');
  });

  it('12 Mortal seizure on a Bounty Unit: its Casualty ends a two-player Prey Mission for the opponent (L265, L663)', () => {
    const ann = army('A', [mutant, unit('spare', 'Target')]);
    const prey = { size: { kind: 'small' }, victory: { decidedBy: 'agreed', condition: 'prey' }, prey: { variant: 'designated', bounty: { p1: 'm', p2: 't' } } } as never;
    const b = new Battle(setupOf(prey, sides({ player: 'Ann', roster: ann }, { player: 'Bob', roster: army('B', [unit('t', 'Target'), unit('t2', 'Target')]) }), cards)).deployAll('p1');
    b.step({ type: 'unit-nominated', unitId: 'p1/m' });
    failWith(b, [6, 6]);
    expect(b.state.result).toMatchObject({ winner: 'p2', endedBy: 'prey' });
  });

  it('12 Mortal seizure counts for no player in a Predator Mission: the victor “makes” the Casualties (L267)', () => {
    const predator = { size: { kind: 'small' }, victory: { decidedBy: 'agreed', condition: 'predator' } } as never;
    const b = new Battle(setupOf(predator, sides({ player: 'Ann', roster: army('A', [mutant]) }, { player: 'Bob', roster: army('B', [unit('t', 'Target'), unit('t2', 'Target')]) }), cards)).deployAll('p1');
    b.step({ type: 'unit-nominated', unitId: 'p1/m' });
    failWith(b, [6, 6]);
    expect(b.state.sides.p1!.lostTo).toEqual({});
    // Ann's whole army is gone, so Bob wins as the last army standing, not by Predator.
    expect(b.state.result).toMatchObject({ winner: 'p2', endedBy: 'last-army-standing' });
  });
});

describe('1999.instability-per: one roll per card, or per model', () => {
  const brood = army('A', [squad('m', 'Brood', 3, { dna: [{ attribute: 'mov', amount: 2 }] })]);

  it('one roll per card by default; its result strikes every model', () => {
    const b = battle({}, brood);
    expect(b.state.active!.instability).toEqual([{ cardId: 'p1/m', model: null }]);
    b.step({ type: 'instability-rolled', cardId: 'p1/m', roll: roll(1), table: die(6, 6) });
    expect(b.state.units['p1/m']!.modelsLost).toBe(3);
  });

  it('one roll per model as the house rule', () => {
    const b = battle({ '1999.instability-per': 'per-model' }, brood);
    expect(b.state.active!.instability).toEqual([0, 1, 2].map((model) => ({ cardId: 'p1/m', model })));
    expect(b.refusal({ type: 'instability-rolled', cardId: 'p1/m', roll: roll(1) })).toBe('Roll Instability for each model of Brood (house rule “Instability rolls for a Squad card”)');
    b.step({ type: 'instability-rolled', cardId: 'p1/m', model: 1, roll: roll(1), table: die(6, 6) });
    expect(b.state.units['p1/m']!.modelsLost).toBe(1);
    expect(b.state.active!.instability).toHaveLength(2);
  });
});
