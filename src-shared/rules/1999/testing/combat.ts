import type { RulingChoices } from '../../ruling';
import type { ActionKind } from '../battle/actions';
import type { ModelRef } from '../battle/events';
import { army, Battle, card, setupOf, sides, squad, unit } from './fixtures';

const stats = (o: Partial<Record<'mov' | 'ccOffensive' | 'ccDefensive' | 'bal' | 'str' | 'arm' | 'con' | 'men', number>>) => ({ mov: 10, ccOffensive: 3, ccDefensive: 3, bal: 3, str: 3, arm: 4, con: 2, men: 3, ...o });

/** Cards for combat tests: one armed-to-the-teeth attacker and targets with every property that matters. */
export const COMBAT_CARDS = [
  card({
    name: 'Gunner',
    activation: [1],
    attributes: stats({ bal: 4, ccOffensive: 4, str: 3, mov: 10 }),
    weapons: [
      { name: 'Rifle', type: 'shooting', rangeCm: 60, ap: 1, wounding: 6 },
      { name: 'Burst gun', type: 'shooting', rangeCm: 30, ap: 0, wounding: 5, multiple: 2 },
      { name: 'Sword', type: 'assault', ap: 1, wounding: 6 },
      { name: 'Heavy blade', type: 'assault', ap: 2, wounding: 7, woundingMultiple: 2 },
      { name: 'Mortar', type: 'indirect', rangeCm: 90, ap: 1, wounding: 6, deviation: 2, areaOfEffectCm: 5 },
      { name: 'Grenade', type: 'throwing', ap: 1, wounding: 6, areaOfEffectCm: 3 },
      { name: 'Weighted charge', type: 'throwing', ap: 1, wounding: 6, deviation: 1, areaOfEffectCm: 3 },
    ],
    abilities: [
      { kind: 're-roll', name: 'Steady aim', text: 'Re-roll a failed roll to hit.', rolls: ['to-hit'] },
      { kind: 'special-action', name: 'Rally cry', text: 'A friendly Unit within 20 cm loses a degree of Confusion.', rr: 4, levelOfDifficulty: '+10 cm for each +1' },
      { kind: 'special-action', name: 'Shout', text: 'Everyone hears it.' },
    ],
    armyPoints: 20,
  }),
  card({ name: 'Victim', activation: [5], attributes: stats({ arm: 4, con: 2, men: 3 }), armyPoints: 5 }),
  card({ name: 'Ogre', activation: [5], wounds: 3, attributes: stats({ arm: 5, con: 3, men: 4, ccDefensive: 2 }), armyPoints: 15 }),
  card({ name: 'Pack', activation: [5], types: [{ type: 'squad', min: 2, max: 5 }], positions: [{ accepts: 'leader' }], attributes: stats({ men: 2 }), armyPoints: 4 }),
  card({ name: 'Alpha', activation: [5], types: [{ type: 'leader' }], attributes: stats({ men: 5 }), armyPoints: 6 }),
  card({ name: 'Flyer', activation: [5], attributes: stats({}), abilities: [{ kind: 'flying', text: '' }], armyPoints: 5 }),
  card({ name: 'Tank', activation: [5], wounds: 2, attributes: stats({ arm: 9, con: 6, men: 6 }), armyPoints: 20 }),
  card({ name: 'Ghouls', activation: [5], types: [{ type: 'squad', min: 2, max: 5 }], attributes: stats({ men: 0 }), abilities: [{ kind: 'unhuman', text: '' }], armyPoints: 3 }),
];

export const GUNNER = { cardId: 'p1/gunner', model: 0 };
export const VICTIM = { cardId: 'p2/victim', model: 0 };
export const OGRE = { cardId: 'p2/ogre', model: 0 };
export const pack = (model: number) => ({ cardId: 'p2/pack', model });
export const ALPHA = { cardId: 'p2/alpha', model: 0 };
export const FLYER = { cardId: 'p2/flyer', model: 0 };
export const ghoul = (model: number) => ({ cardId: 'p2/ghouls', model });
export const TANK = { cardId: 'p2/tank', model: 0 };

/** Turn 1, the Gunner nominated and its Action declared. */
export function combat(action: ActionKind, rulings: RulingChoices = {}, condition: object = { decidedBy: 'agreed', condition: 'surrender' }): Battle {
  const ann = army('Guns', [unit('gunner', 'Gunner'), unit('spare', 'Victim')], 200);
  const bob = army(
    'Targets',
    [unit('victim', 'Victim'), unit('ogre', 'Ogre'), squad('pack', 'Pack', 3, { attached: [{ key: 'alpha', card: 'Alpha', type: 'leader', position: 0, dna: [] }] }), unit('flyer', 'Flyer'), squad('ghouls', 'Ghouls', 2), unit('tank', 'Tank')],
    200,
  );
  const b = new Battle(setupOf({ size: { kind: 'agreed', points: 200 }, victory: condition, terrain: [{ name: 'Sandbags', ground: 'difficult', armour: 6 }, { name: 'Hedge', ground: 'difficult' }] } as never, sides({ player: 'Ann', roster: ann }, { player: 'Bob', roster: bob }), COMBAT_CARDS, rulings), rulings).deployAll('p1');
  b.step({ type: 'unit-nominated', unitId: 'p1/gunner' });
  b.step({ type: 'action-declared', action });
  return b;
}

/** The Gunner's Charge move that ends touching these enemy models (L513): the contacts an Assault needs (L519). */
export function chargeInto(...enemies: ModelRef[]) {
  return { type: 'model-moved' as const, cardId: 'p1/gunner', distanceCm: 12, intoBaseContact: true, contacts: enemies.map((enemy) => ({ model: 0, enemy })) };
}

/**
 * The Gunner already in Base-to-base Contact: it Charged these enemies in Turn 1, everyone else held
 * their ground, and in Turn 2 it is nominated again with this Action declared.
 */
export function inCloseCombat(action: ActionKind, rulings: RulingChoices = {}, enemies: ModelRef[] = [VICTIM, OGRE]): Battle {
  const b = combat('charge', rulings);
  b.step(chargeInto(...enemies));
  b.step({ type: 'activation-ended' });
  b.finishTurn().turn('p1');
  b.step({ type: 'unit-nominated', unitId: 'p1/gunner' });
  b.step({ type: 'action-declared', action });
  return b;
}

/** A squad for Assaults side by side: CC offensive 4, a Sword, Activation 1. */
export const RAIDER_CARD = card({
  name: 'Raider',
  activation: [1],
  types: [{ type: 'squad', min: 1, max: 5 }],
  attributes: stats({ ccOffensive: 4 }),
  weapons: [{ name: 'Sword', type: 'assault', ap: 1, wounding: 6 }],
  armyPoints: 5,
});
export const raider = (model: number) => ({ cardId: 'p1/raiders', model });

/** Ann's three Raiders against Bob's Victim, Ogre and Tank; Turn 1, the Raiders nominated with this Action declared. */
export function raiders(action: ActionKind, rulings: RulingChoices = {}): Battle {
  const ann = army('Raiders', [squad('raiders', 'Raider', 3)], 200);
  const bob = army('Targets', [unit('victim', 'Victim'), unit('ogre', 'Ogre'), unit('tank', 'Tank')], 200);
  const b = new Battle(setupOf({ size: { kind: 'agreed', points: 200 }, victory: { decidedBy: 'agreed', condition: 'surrender' } } as never, sides({ player: 'Ann', roster: ann }, { player: 'Bob', roster: bob }), [...COMBAT_CARDS, RAIDER_CARD], rulings), rulings).deployAll('p1');
  b.step({ type: 'unit-nominated', unitId: 'p1/raiders' });
  b.step({ type: 'action-declared', action });
  return b;
}

/** The Raiders' Charge that ends with each listed Raider touching the listed enemies (L513). */
export function raidersCharge(contacts: readonly (readonly [number, ModelRef])[], distanceCm = 12) {
  return { type: 'model-moved' as const, cardId: 'p1/raiders', distanceCm, intoBaseContact: true, contacts: contacts.map(([model, enemy]) => ({ model, enemy })) };
}
