import type { MonsterId, MonsterProfile, SpecialRule } from '../types';

const FLYER: SpecialRule = { name: 'Flyer', text: 'Ignores terrain and other units when moving' };
const STOMP: SpecialRule = { name: 'Stomp', text: 'In melee, any roll of 6 counts as 2 hits' };
const STUPID: SpecialRule = { name: 'Stupid', text: 'Cannot Counter-Charge' };
const FEARSOME: SpecialRule = { name: 'Fearsome', text: 'Enemy units within 6″ suffer -1 to Morale Tests' };
const BREATH_TEXT =
  'Once per turn, may spend 1 action to breathe fire at a target up to 6″ away. Roll 3 Combat Dice hitting on 5+, armour saves are ignored.';

/**
 * Every monster of every list (MONSTERS sections). A monster shared by several lists prints the
 * same profile in each. Note "Monsters roll 6 Combat Dice in Melee" (Regiment Types) against the
 * per-monster values here: see ruling `oo.monster-combat-dice`.
 */
export const MONSTERS = {
  giant: {
    id: 'giant',
    name: 'Giant',
    printedName: 'GIANT',
    points: 120,
    controlValue: 4,
    combatDice: 6,
    movementInches: 3,
    specialRules: [STOMP, STUPID],
  },
  dragon: {
    id: 'dragon',
    name: 'Dragon',
    printedName: 'DRAGON',
    points: 240,
    controlValue: 2,
    combatDice: 7,
    movementInches: 5,
    specialRules: [
      FLYER,
      { name: 'Dragonfire', text: BREATH_TEXT, note: 'The Elven list prints the same rule as "Breathe Fire".' },
      FEARSOME,
    ],
  },
  griffon: {
    id: 'griffon',
    name: 'Griffon',
    printedName: 'GRIFFON',
    points: 160,
    controlValue: 3,
    combatDice: 5,
    movementInches: 5,
    specialRules: [FLYER, { name: 'Shock & Awe', text: '+1 to hit in the first round of melee' }],
  },
  chimera: {
    id: 'chimera',
    name: 'Chimera',
    printedName: 'CHIMERA',
    points: 200,
    controlValue: 3,
    combatDice: 6,
    movementInches: 3,
    specialRules: [
      { name: 'Multiple Heads', text: 'Once per turn, may re-roll up to 2 Combat Dice' },
      { name: 'Breathe Fire', text: BREATH_TEXT },
    ],
  },
  'giant-eagle': {
    id: 'giant-eagle',
    name: 'Giant Eagle',
    printedName: 'GIANT EAGLE',
    points: 140,
    controlValue: 3,
    combatDice: 4,
    movementInches: 5,
    specialRules: [FLYER, { name: 'Harrier', text: 'May withdraw 3″ for free after each round of Melee' }],
  },
  treeman: {
    id: 'treeman',
    name: 'Treeman',
    printedName: 'TREEMAN',
    points: 200,
    controlValue: 3,
    combatDice: 5,
    movementInches: 3,
    specialRules: [
      { name: 'Rooted Strength', text: 'Re-roll failed hits in melee' },
      { name: 'Forest Guardian', text: 'Gains +1 Combat Dice if fighting in forest terrain' },
      { name: 'Stubborn', text: 'Counts as Elite for Morale Tests' },
    ],
  },
  wyvern: {
    id: 'wyvern',
    name: 'Wyvern',
    printedName: 'WYVERN',
    points: 220,
    controlValue: 3,
    combatDice: 6,
    movementInches: 5,
    specialRules: [
      FLYER,
      {
        name: 'Dragonfire',
        text: 'Once per turn, may spend 1 action to',
        incomplete: true,
        note: 'The printed text stops mid-sentence; RULINGS.md item 16 (battle rulings) completes it.',
      },
      { name: 'Venomous Bite', text: 'Enemy must re-roll successful armour saves.' },
      FEARSOME,
    ],
  },
  'troll-mob': {
    id: 'troll-mob',
    name: 'Troll Mob',
    printedName: 'TROLL MOB',
    points: 160,
    controlValue: 4,
    combatDice: 2,
    movementInches: 3,
    specialRules: [
      { name: 'Regeneration', text: 'In the Strategy Phase roll a die, on 5+ the Troll Mob earns 1 additional Combat Dice' },
      STUPID,
    ],
  },
  'stone-golem': {
    id: 'stone-golem',
    name: 'Stone Golem',
    printedName: 'STONE GOLEM',
    points: 200,
    controlValue: 3,
    combatDice: 6,
    movementInches: 3,
    specialRules: [STOMP, { name: 'Armoured Colossus', text: 'Has a 5+ armour save which cannot be negated.' }],
  },
  'copter-bomber': {
    id: 'copter-bomber',
    name: 'Copter Bomber',
    printedName: 'COPTER COMBER',
    points: 220,
    controlValue: 3,
    combatDice: 4,
    movementInches: 5,
    specialRules: [
      FLYER,
      {
        name: 'Bombing Run',
        text: 'Spend 1 action to drop bombs on an enemy unit it has moved over. Roll 4 Combat Dice, each 5+ counts as a hit that ignores armour.',
      },
    ],
  },
  fanatics: {
    id: 'fanatics',
    name: 'Fanatics',
    printedName: 'FANATICS',
    points: 180,
    controlValue: 2,
    combatDice: 7,
    movementInches: 2,
    specialRules: [
      {
        name: 'Death-seekers',
        text: 'Slayers benefit from -3 to their Morale Tests',
        note: '"Slayers" is read as the Fanatics themselves; the direction of the -3 is a battle ruling (RULINGS.md item 3).',
      },
      { name: 'Frenzy', text: 'In melee, roll +1 combat dice in the first round.' },
    ],
  },
} as const satisfies Readonly<Record<MonsterId, MonsterProfile>>;

/** "Monsters roll 6 Combat Dice in Melee" (Regiment Types, Monsters). */
export const GENERIC_MONSTER_COMBAT_DICE = 6;
