import { describe, expect, it } from 'vitest';
import { chargeInto, COMBAT_CARDS, combat, GUNNER, inCloseCombat, OGRE, raider, RAIDER_CARD, raiders, raidersCharge, VICTIM } from '../testing/combat';
import { army, Battle, die, roll, setupOf, sides, squad, unit } from '../testing/fixtures';
import { assaultOddsFor, describeOutcome, namesFor, opposedOdds } from '../index';
import type { ModelRef } from './events';

const assault = (extra: object) => ({ type: 'assault' as const, attacker: GUNNER, weapon: 'Sword', target: VICTIM, ...extra });
const duel = (attacker: number, target: number, ...more: [number, number][]) => Battle.rounds({ attacker, target }, ...more.map(([a, t]) => ({ attacker: a, target: t })));

describe('Assaulting (seed 001 L517–L565)', () => {
  it('an Opposed roll: attacker D6 + CC offensive against D6 + CC defensive (L533–L539)', () => {
    const b = combat('charge');
    b.step(chargeInto(VICTIM));
    const [roll1] = b.step(assault({ rounds: duel(2, 4) }));
    expect(roll1).toEqual({ code: 'assault-roll', attacker: GUNNER, target: VICTIM, weapon: 'Sword', attackerTotal: 6, targetTotal: 7, hit: false, rerolls: 0, alongside: [] }); // 2 + 4 against 4 + 3
  });

  it('1999.assault-ties: ties re-rolled by default; a tie misses as the house rule', () => {
    const b = inCloseCombat('assault');
    expect(b.refusal(assault({ rounds: duel(2, 3) }))).toBe('Gunner and Victim tied: re-roll the tie');
    const out = b.step(assault({ rounds: duel(2, 3, [4, 1]), hit: { penetration: roll(3), wounds: [roll(4)] } }));
    expect(out[0]).toMatchObject({ hit: true, rerolls: 1 });
    const house = inCloseCombat('assault', { '1999.assault-ties': 'miss' });
    expect(house.step(assault({ rounds: duel(2, 3) }))[0]).toMatchObject({ hit: false, attackerTotal: 6, targetTotal: 6 });
  });

  it('Force dice up to STR: each at or under STR adds 1 to Wounding, each over costs 1 to penetrate (L543–L565)', () => {
    const b = inCloseCombat('assault');
    expect(b.refusal(assault({ rounds: duel(6, 1), forceDice: die(1, 1, 1, 1), hit: { penetration: roll(6) } }))).toBe('Gunner may declare at most 3 Force dice (its STR is 3)');
    const out = b.step(assault({ target: OGRE, rounds: duel(6, 1), forceDice: die(2, 5, 6), hit: { penetration: roll(6), wounds: [roll(4)] } }));
    expect(out).toContainEqual({ code: 'force-dice', attacker: GUNNER, faces: [2, 5, 6], str: 3, woundingBonus: 1, penetrationPenalty: 2 });
    expect(out).toContainEqual(expect.objectContaining({ code: 'armour', total: 5, armour: 5, penetrated: true })); // 6 + AP 1 − 2
    expect(out).toContainEqual(expect.objectContaining({ code: 'avoid-wound', total: 7, wounding: 7, withstood: true })); // Sword 6 + 1
  });

  it('a miss takes no Force dice and ends the model’s Action under the house rule only', () => {
    const b = inCloseCombat('assault');
    expect(b.refusal(assault({ rounds: duel(1, 6), forceDice: die(1) }))).toBe('Gunner assaults Victim: the attack missed, so no Force dice or penetration roll follow');
  });

  it('a Wounding multiple rolls to avoid each wound until the model falls (L163)', () => {
    const b = inCloseCombat('assault');
    expect(b.refusal(assault({ weapon: 'Heavy blade', target: OGRE, rounds: duel(6, 1), hit: { penetration: roll(4), wounds: [roll(1)] } }))).toBe(
      'Gunner assaults Ogre: the roll to avoid a wound 2 is missing (the target makes 2 rolls, one for each multiple after the weapon’s Wounding score)',
    );
    const out = b.step(assault({ weapon: 'Heavy blade', target: OGRE, rounds: duel(6, 1), hit: { penetration: roll(4), wounds: [roll(1), roll(2)], men: [roll(6), roll(6)] } }));
    expect(out.filter((o) => o.code === 'wounded')).toHaveLength(2);
    expect(b.state.cards['p2/ogre']!.models[0]!.woundsLeft).toBe(1);
  });

  it('Unarmed: AP 0 and Wounding 4, plus Force dice by default (1999.unarmed-force-dice)', () => {
    const punch = { weapon: null, rounds: duel(6, 1), forceDice: die(1, 2), hit: { penetration: roll(4), wounds: [roll(5)] } };
    const out = inCloseCombat('assault').step(assault(punch));
    expect(out).toContainEqual(expect.objectContaining({ code: 'armour', total: 4, armour: 4 }));
    expect(out).toContainEqual(expect.objectContaining({ code: 'avoid-wound', total: 7, wounding: 6, withstood: true }));
    const house = inCloseCombat('assault', { '1999.unarmed-force-dice': 'always-four' }).step(assault(punch));
    expect(house).toContainEqual(expect.objectContaining({ code: 'avoid-wound', wounding: 4 }));
  });

  it('a model may always Assault instead of its declared Action, before it starts it (L413)', () => {
    const b = inCloseCombat('move-and-shoot', {}, [VICTIM]);
    b.step(assault({ rounds: duel(1, 6) }));
    expect(b.refusal({ type: 'shot', shooter: GUNNER, weapon: 'Rifle', target: OGRE, rangeCm: 10, toHit: roll(1) })).toBe('Gunner is Assaulting instead');
    const begun = inCloseCombat('move-and-shoot', {}, [VICTIM]);
    begun.step({ type: 'shot', shooter: GUNNER, weapon: 'Rifle', target: OGRE, rangeCm: 10, toHit: roll(1) });
    expect(begun.refusal(assault({ rounds: duel(1, 6) }))).toBe('Gunner declared Moving and Shooting, which does not Assault once the model has begun it');
  });

  it('only with an Assault weapon or Unarmed', () => {
    expect(inCloseCombat('assault').refusal(assault({ weapon: 'Rifle', rounds: duel(6, 1) }))).toBe('Rifle is not an Assault weapon');
  });
});

// Seed 001: "Provided that your model is in Base-to-base Contact with that model" (L519); "Models in
// Base-to-base Contact with their enemy may always perform an Assault Action instead" (L413); only a
// Charge "may move into Base-to-base Contact with an enemy model" (L513), never Moving fast (L421).
describe('an Assault only on a model in Base-to-base Contact (seed 001 L519, L413, L513)', () => {
  const notInContact = (target: string, how: string) => `Gunner is not in Base-to-base Contact with ${target}, so it cannot Assault it: a model Assaults only an enemy its base touches; ${how}`;

  it('L519: an Assaulting model that no step put in contact is refused', () => {
    const b = combat('assault');
    expect(b.refusal(assault({ rounds: duel(6, 1), hit: { penetration: roll(6), wounds: [roll(1)] } }))).toBe(notInContact('Victim', 'only a Charge brings a model into contact'));
  });

  it('L513: a Charge Assaults only the enemies its move ended touching', () => {
    const b = combat('charge');
    b.step(chargeInto(VICTIM));
    expect(b.refusal(assault({ target: OGRE, rounds: duel(6, 1) }))).toBe(notInContact('Ogre', 'name it among the enemies the Charge ends touching'));
    expect(b.step(assault({ rounds: duel(6, 1), hit: { penetration: roll(1) } }))[0]).toMatchObject({ code: 'assault-roll', target: VICTIM, hit: true });
  });

  it('L413: Assaulting instead of the declared Action needs contact too', () => {
    expect(combat('move-and-shoot').refusal(assault({ rounds: duel(6, 1) }))).toBe(notInContact('Victim', 'only a Charge brings a model into contact'));
    const held = inCloseCombat('move-and-shoot', {}, [OGRE]);
    expect(held.refusal(assault({ rounds: duel(6, 1) }))).toBe(notInContact('Victim', 'only a Charge brings a model into contact'));
    expect(held.step(assault({ target: OGRE, rounds: duel(1, 6) }))[0]).toMatchObject({ code: 'assault-roll', target: OGRE, hit: false });
  });

  it('L513, L235: a contact the enemy’s Charge recorded lets the Gunner Assault back in the next Turn', () => {
    const b = combat('hold-ground');
    b.step({ type: 'activation-ended' });
    for (let guard = 0; guard < 20 && !(b.state.nominator === 'p2' && b.eligible('p2/victim')); guard++) {
      const side = b.state.nominator!;
      const other = b.setup.sides.find((s) => s.side === side)!.units.map((u) => u.id).find((id) => id !== 'p2/victim' && b.eligible(id))!;
      b.holdGround(other);
    }
    b.step({ type: 'unit-nominated', unitId: 'p2/victim' });
    b.step({ type: 'action-declared', action: 'charge' });
    b.step({ type: 'model-moved', cardId: 'p2/victim', distanceCm: 15, intoBaseContact: true, contacts: [{ model: 0, enemy: GUNNER }] });
    b.step({ type: 'activation-ended' });
    b.finishTurn().turn('p1');
    b.step({ type: 'unit-nominated', unitId: 'p1/gunner' });
    b.step({ type: 'action-declared', action: 'assault' });
    expect(b.refusal(assault({ target: OGRE, rounds: duel(6, 1) }))).toBe(notInContact('Ogre', 'only a Charge brings a model into contact'));
    expect(b.step(assault({ rounds: duel(1, 6) }))[0]).toMatchObject({ code: 'assault-roll', attacker: GUNNER, target: VICTIM, hit: false });
  });
});

// Seed 001 L537: "The attacker adds 1 for each additional enemy model (of the target) in Base-to-base
// Contact with the target model." The engine counts them from the recorded contacts (L513, L435).
describe('+1 for each other enemy of the target in contact, counted from the record (seed 001 L537)', () => {
  const hitBy = (model: number, target: ModelRef, rounds: ReturnType<typeof duel>, extra: object = {}) => ({ type: 'assault' as const, attacker: raider(model), weapon: 'Sword', target, rounds, ...extra });
  /** Raiders 1, 2 and 3 charged the Victim; Raider 2 touches the Ogre as well. */
  const ganged = () => {
    const b = raiders('charge');
    b.step(raidersCharge([[0, VICTIM], [1, VICTIM], [2, VICTIM], [1, OGRE]]));
    return b;
  };

  it('L537: Raider 1 on the Victim adds 2 for Raiders 2 and 3 touching it too; Raider 2 on the Ogre, touched by nobody else, adds nothing', () => {
    const b = ganged();
    // 1 + CC 4 + 2 = 7 against 3 + CC 3 = 6: a hit only with the two others counted.
    const [first] = b.step(hitBy(0, VICTIM, duel(1, 3), { hit: { penetration: roll(1) } }));
    expect(first).toEqual({ code: 'assault-roll', attacker: raider(0), target: VICTIM, weapon: 'Sword', attackerTotal: 7, targetTotal: 6, hit: true, rerolls: 0, alongside: [raider(1), raider(2)] });
    const [second] = b.step(hitBy(1, OGRE, duel(2, 3), { hit: { penetration: roll(1) } })); // 2 + 4 against 3 + CC 2
    expect(second).toMatchObject({ attackerTotal: 6, targetTotal: 5, alongside: [] });
    expect(b.outcomes.map((o) => describeOutcome(o, namesFor(b.setup))).find((line) => line.startsWith('Raider 1 struck'))).toBe('Raider 1 struck at Victim with Sword: Opposed roll to hit 7 (+2 for Raider 2 and Raider 3 also in contact) against 6, a hit.');
  });

  it('L537, L503: a Casualty no longer touches the target, so its +1 is gone', () => {
    const b = ganged();
    b.step({ type: 'effect-applied', target: raider(2), effect: 'casualty', by: 'p2', men: [roll(6)], note: 'a card effect' });
    expect(b.step(hitBy(0, VICTIM, duel(2, 3), { hit: { penetration: roll(1) } }))[0]).toMatchObject({ attackerTotal: 7, alongside: [raider(1)] }); // 2 + 4 + 1
  });

  it('the odds before the roll count the same models: CC 4 + 2 against CC 3', () => {
    const b = ganged();
    expect(assaultOddsFor(b.state, { attacker: raider(0), weapon: 'Sword', target: VICTIM }).hit).toBeCloseTo(opposedOdds({ a: 6, t: 3 }).a!, 12);
    expect(assaultOddsFor(b.state, { attacker: raider(1), weapon: 'Sword', target: OGRE }).hit).toBeCloseTo(opposedOdds({ a: 4, t: 2 }).a!, 12);
  });

  it('an older step that carries the count replays when the record bears it out, and is refused, saying why, when it does not', () => {
    const b = ganged();
    expect(b.refusal(hitBy(0, VICTIM, duel(1, 3), { additionalAttackers: 1 }))).toBe(
      'Raider 1 assaults Victim: Raider 2 and Raider 3 are recorded in contact with Victim, so the attacker adds 2, not the 1 entered (+1 for each other enemy model in contact with the target)',
    );
    expect(b.state.active!.steps['p1/raiders#0']!.assaults).toBe(0); // the refusal changed nothing
    expect(b.step(hitBy(0, VICTIM, duel(1, 3), { additionalAttackers: 2, hit: { penetration: roll(1) } }))[0]).toMatchObject({ attackerTotal: 7, hit: true });
    const alone = combat('charge');
    alone.step(chargeInto(VICTIM));
    expect(alone.refusal(assault({ additionalAttackers: 1, rounds: duel(1, 4) }))).toBe(
      'Gunner assaults Victim: no other model is recorded in contact with Victim, so the attacker adds 0, not the 1 entered (+1 for each other enemy model in contact with the target)',
    );
  });

  it('“enemy model (of the target)”: with three players, Cy’s Gunner touching Bob’s Victim adds 1 to Ann’s Raider as well (L537)', () => {
    const ann = army('Raiders', [squad('raiders', 'Raider', 2)], 200);
    const bob = army('Targets', [unit('victim', 'Victim'), unit('tank', 'Tank')], 200);
    const cy = army('Guns', [unit('gunner', 'Gunner')], 200);
    const setup = setupOf({ size: { kind: 'agreed', points: 200 }, victory: { decidedBy: 'agreed', condition: 'surrender' }, markers: { edgeDistanceCm: 10, spacingCm: 60 } } as never, sides({ player: 'Ann', roster: ann }, { player: 'Bob', roster: bob }, { player: 'Cy', roster: cy }), [...COMBAT_CARDS, RAIDER_CARD]);
    const b = new Battle(setup).deployAll('p1');
    b.step({ type: 'unit-nominated', unitId: 'p1/raiders' });
    b.step({ type: 'action-declared', action: 'charge' });
    b.step({ type: 'model-moved', cardId: 'p1/raiders', models: [0], distanceCm: 12, intoBaseContact: true, contacts: [{ model: 0, enemy: VICTIM }] });
    b.step({ type: 'activation-ended' });
    b.step({ type: 'unit-nominated', unitId: 'p3/gunner' });
    b.step({ type: 'action-declared', action: 'charge' });
    b.step({ type: 'model-moved', cardId: 'p3/gunner', distanceCm: 12, intoBaseContact: true, contacts: [{ model: 0, enemy: VICTIM }] });
    b.step({ type: 'activation-ended' });
    b.finishTurn().turn('p1');
    b.step({ type: 'unit-nominated', unitId: 'p1/raiders' });
    b.step({ type: 'action-declared', action: 'assault' });
    // 1 + CC 4 + 1 for Cy's Gunner = 6 against 3 + CC 3: a tie, where without it Ann would have lost outright.
    expect(b.step(hitBy(0, VICTIM, duel(1, 3, [6, 1]), { hit: { penetration: roll(1) } }))[0]).toMatchObject({ attackerTotal: 11, targetTotal: 4, rerolls: 1, alongside: [{ cardId: 'p3/gunner', model: 0 }] });
  });
});
