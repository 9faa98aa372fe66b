import { describe, expect, it } from 'vitest';
import { army, Battle, card, roll, setupOf, sides, unit } from '../testing/fixtures';
import { COMBAT_CARDS, GUNNER, OGRE, VICTIM } from '../testing/combat';
import { contactsOf } from './contacts';
import { indexOf } from './setup-index';

// Seed 001_666c0140e8c1627f.txt: L231–L235 (Base-to-base Contact), L431–L437 (moving out of it),
// L465 ("You may not fire at a model currently in Base-to-base Contact with any of your models"),
// L513 (a Charge ends in contact), L519 (an Assault needs contact).

const SNIPER = { cardId: 'p1/sniper', model: 0 };
const cards = [...COMBAT_CARDS, card({ name: 'Sniper', activation: [2] })];

/** Ann's Gunner (Activation 1) and Sniper (Activation 2) against Bob's Victim and Ogre; Turn 1, the Gunner nominated. */
function battle(action: 'charge' | 'move-fast' | 'move-and-shoot' | 'assault'): Battle {
  const ann = army('Guns', [unit('gunner', 'Gunner'), unit('sniper', 'Sniper')], 200);
  const bob = army('Targets', [unit('victim', 'Victim'), unit('ogre', 'Ogre')], 200);
  const b = new Battle(setupOf({ size: { kind: 'agreed', points: 200 }, victory: { decidedBy: 'agreed', condition: 'surrender' } } as never, sides({ player: 'Ann', roster: ann }, { player: 'Bob', roster: bob }), cards)).deployAll('p1');
  b.step({ type: 'unit-nominated', unitId: 'p1/gunner' });
  b.step({ type: 'action-declared', action });
  return b;
}

/** The Gunner's Action ends and the Sniper steps up to shoot (Activation Phase 2). */
function sniperShoots(b: Battle): Battle {
  b.step({ type: 'activation-ended' });
  b.step({ type: 'unit-nominated', unitId: 'p1/sniper' });
  b.step({ type: 'action-declared', action: 'move-and-shoot' });
  return b;
}

const shoot = (target: { cardId: string; model: number }, shooter = SNIPER) => ({ type: 'shot' as const, shooter, weapon: 'Rifle', target, rangeCm: 30, toHit: roll(1) });
const charge = (contacts: { model: number; enemy: { cardId: string; model: number } }[]) => ({ type: 'model-moved' as const, cardId: 'p1/gunner', distanceCm: 12, intoBaseContact: true, contacts });
const touching = (b: Battle, ref: { cardId: string; model: number }) => contactsOf(b.state, { index: indexOf(b.state.setup) }, ref);

describe('shooting at a model in Base-to-base Contact (seed 001 L465)', () => {
  it('L465, L513: after the Gunner charges into the Victim, the Sniper may not fire at the Victim, only at others', () => {
    const b = battle('charge');
    b.step(charge([{ model: 0, enemy: VICTIM }]));
    expect(touching(b, VICTIM)).toEqual([GUNNER]);
    sniperShoots(b);
    expect(b.refusal(shoot(VICTIM))).toBe('Victim is in Base-to-base Contact with your Gunner and may not be shot at');
    expect(b.try(shoot(OGRE))).toMatchObject({ ok: true });
  });

  it('L513, L519: a Charge into contact must name whom it touches, since only the contacts recorded may be Assaulted', () => {
    const b = battle('charge');
    expect(b.refusal(charge([]))).toBe('Name the enemy models the Charge ends touching, and which of your models touches each');
    b.step(charge([{ model: 0, enemy: VICTIM }]));
    expect(b.refusal({ type: 'assault', attacker: GUNNER, weapon: 'Sword', target: OGRE, rounds: Battle.rounds({ attacker: 6, target: 1 }) })).toBe(
      'Gunner is not in Base-to-base Contact with Ogre, so it cannot Assault it: a model Assaults only an enemy its base touches; name it among the enemies the Charge ends touching',
    );
    expect(touching(b, OGRE)).toEqual([]);
  });

  it('L433–L435: a model held by the roll to leave contact stays in contact with every enemy named', () => {
    const b = battle('move-fast');
    b.step({ type: 'disengage-rolled', cardId: 'p1/gunner', model: 0, enemies: [OGRE, VICTIM], rounds: Battle.rounds({ mover: 1, enemy: 6 }) });
    sniperShoots(b);
    expect(b.refusal(shoot(OGRE))).toBe('Ogre is in Base-to-base Contact with your Gunner and may not be shot at');
    expect(b.refusal(shoot(VICTIM))).toBe('Victim is in Base-to-base Contact with your Gunner and may not be shot at');
  });

  it('L433: a model that wins the roll is still in contact until it moves away; then every target is open again', () => {
    const b = battle('move-and-shoot');
    b.step({ type: 'disengage-rolled', cardId: 'p1/gunner', model: 0, enemies: [OGRE], rounds: Battle.rounds({ mover: 6, enemy: 1 }) });
    expect(b.refusal(shoot(OGRE, GUNNER))).toBe('Ogre is in Base-to-base Contact with your Gunner and may not be shot at');
    b.step({ type: 'model-moved', cardId: 'p1/gunner', distanceCm: 5, outOfBaseContact: true });
    expect(touching(b, OGRE)).toEqual([]);
    expect(b.try(shoot(OGRE, GUNNER))).toMatchObject({ ok: true });
  });

  it('a contact ends when one of the two models is a Casualty (L503)', () => {
    const b = battle('charge');
    b.step(charge([{ model: 0, enemy: VICTIM }]));
    b.step({ type: 'activation-ended' });
    b.step({ type: 'effect-applied', target: GUNNER, effect: 'casualty', by: 'p2' });
    b.step({ type: 'unit-nominated', unitId: 'p1/sniper' });
    b.step({ type: 'action-declared', action: 'move-and-shoot' });
    expect(b.try(shoot(VICTIM))).toMatchObject({ ok: true });
  });

  it('the flag a step carries still refuses, for contacts the steps never recorded', () => {
    const b = sniperShoots(battle('move-fast'));
    expect(b.refusal({ ...shoot(VICTIM), targetInBaseContact: true })).toBe('Victim is in Base-to-base Contact with one of your models and may not be shot at');
  });
});

describe('a Charge names the enemies it ends in contact with (seed 001 L513, L421)', () => {
  it('only a Charge that ends in contact names them', () => {
    const b = battle('charge');
    expect(b.refusal({ ...charge([{ model: 0, enemy: VICTIM }]), intoBaseContact: false })).toBe('Name the enemy models touched only for a Charge that ends in Base-to-base Contact');
    expect(battle('move-fast').refusal({ ...charge([{ model: 0, enemy: VICTIM }]), intoBaseContact: true })).toBe(
      'Gunner may never move into Base-to-base Contact with an enemy by this Action; only a Charge does',
    );
  });

  it('each named once, by a model that moved, against an enemy model on the Battlefield', () => {
    const b = battle('charge');
    expect(b.refusal(charge([{ model: 0, enemy: { cardId: 'p1/sniper', model: 0 } }]))).toBe('Sniper is one of your own models');
    expect(b.refusal(charge([{ model: 1, enemy: VICTIM }]))).toBe('Gunner did not move in this step, so it cannot end it in contact');
    expect(b.refusal(charge([{ model: 0, enemy: VICTIM }, { model: 0, enemy: VICTIM }]))).toBe('Gunner is named twice in contact with Victim');
    expect(b.state.contacts).toEqual({});
  });
});
