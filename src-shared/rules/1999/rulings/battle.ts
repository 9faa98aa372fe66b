import type { Ruling } from '../../ruling';

/** RULINGS.md item 48: does a card with a later Activation number act again? */
export const LATER_ACTIVATION_CARDS: Ruling<'card-acts-again' | 'unit-acts-once'> = {
  id: '1999.later-activation-cards',
  system: '1999',
  title: 'Cards with a later Activation number in a Unit that has acted',
  sections: ['Activation Number', 'Units', 'Performing Actions with a Unit'],
  quotes: [
    'If a model has several numbers stated here (separated by a slash), it may perform one Action in each of these Activation Phases every Turn.',
    'all models in a Unit are activated equal to the lowest Activation number available to any model in the Unit in the Activation Phase, and as such, perform their Actions “simultaneously”.',
    'When you have performed the Action, you must turn the respective model’s Rules Cards face down unless there are Rules Cards in the Unit who has an Activation number for a later Activation Phase stated on its Rules Card. These cards are left face-up.',
  ],
  options: [
    {
      id: 'card-acts-again',
      label: 'The card acts again',
      effect: 'A card keeps one Action for each number printed on it; while it has one left for a later Phase it stays face up and its models act again then.',
    },
    {
      id: 'unit-acts-once',
      label: 'A Unit of several cards acts once',
      effect: 'After a Unit of several cards acts, every card turns face down; only a Unit of a single card uses its later numbers.',
    },
  ],
  defaultOption: 'card-acts-again',
  reason: 'The card rule promises "one Action in each of these Activation Phases", and the face-down rule keeps exactly those cards face up; the Unit rule only says when the Unit first acts.',
};

/** RULINGS.md item 48: does a model made a Casualty cause a MEN roll for the rest of its Unit? */
export const CASUALTY_CONFUSION: Ruling<'casualty-counts' | 'wound-only'> = {
  id: '1999.casualty-confusion',
  system: '1999',
  title: 'Confusion when a model is made a Casualty',
  sections: ['Target rolls to avoid suffering a wound', 'Confusion as a result of wounding a Unit'],
  quotes: [
    'If there are any models left in the Unit, or the Unit is a single model with Wounds remaining, the Unit must take a MEN Attribute roll for each Wound suffered (using the highest MEN score currently available to any model in the Unit).',
  ],
  options: [
    { id: 'casualty-counts', label: 'A Casualty counts as a Wound', effect: 'The rest of the Unit takes a MEN roll when one of its models is made a Casualty.' },
    { id: 'wound-only', label: 'Only Wounds that leave the model standing', effect: 'A MEN roll follows only a Wound that a model survives.' },
  ],
  defaultOption: 'casualty-counts',
  reason: '"If there are any models left in the Unit" only has a use when a model has just been removed, so the Casualty is one of the Wounds suffered.',
};

/** RULINGS.md item 49: a tied Assault roll. */
export const ASSAULT_TIES: Ruling<'re-roll' | 'miss'> = {
  id: '1999.assault-ties',
  system: '1999',
  title: 'A tied roll to hit in an Assault',
  sections: ['Assaulting', 'Opposed Rolls'],
  quotes: ['The highest score wins. Re-roll any ties.', 'If the attacking model wins, see 2. Attacker declares Force dice. Otherwise the attack misses and this ends the model’s Action.'],
  options: [
    { id: 're-roll', label: 'Re-roll ties', effect: 'Tied Assault rolls are rolled again until one side wins.' },
    { id: 'miss', label: 'A tie misses', effect: 'The attacker must roll higher; a tie is a miss.' },
  ],
  defaultOption: 're-roll',
  reason: 'The Assault roll is named an Opposed roll, and Opposed rolls re-roll ties; "otherwise" then covers the attacker losing.',
};

/** RULINGS.md item 49: Unarmed Wounding "always 4" and Force dice. */
export const UNARMED_FORCE_DICE: Ruling<'four-plus-force' | 'always-four'> = {
  id: '1999.unarmed-force-dice',
  system: '1999',
  title: 'Unarmed Wounding score and Force dice',
  sections: ['Assaulting'],
  quotes: ['The Wounding score is always 4 if the model fights Unarmed.', 'Add 1 to your weapon’s Wounding score for each Force dice rolled previously equal to or less than your STR score.'],
  options: [
    { id: 'four-plus-force', label: '4, plus Force dice', effect: 'Unarmed attacks start at Wounding 4; each Force die at or under STR adds 1.' },
    { id: 'always-four', label: 'Always 4', effect: 'Unarmed attacks wound at 4 whatever Force dice show (Force dice over STR still cost penetration).' },
  ],
  defaultOption: 'four-plus-force',
  reason: '"Always 4" stands in for a weapon’s Wounding score, and both exceptions are listed together as changes to it; Force dice are the only gain an Unarmed model has for its STR.',
};

/** RULINGS.md item 50: which deviation rolls take the Deviation modification. */
export const DEVIATION_MODIFIER: Ruling<'indirect-only' | 'throwing-too'> = {
  id: '1999.deviation-modifier',
  system: '1999',
  title: 'Deviation: 2D6 for Indirect, a D6 for Throwing, and the modification',
  sections: ['Shooting Indirect or Throwing'],
  quotes: [
    'If you fire indirect ROLL 2D6. If the two dice rolled shows the same score, the projectile automatically hits at the marked Guessed range, otherwise:',
    '- Add the Indirect weapon’s Deviation modification to the number of cm the projectile deviates.',
    'If you throw ROLL A D6. If the roll is an Automatic Success, the projectile automatically hits at the marked Guessed range, otherwise:',
    'The sum (a negative sum equals 0 cm deviation) is the number of cm the fired projectile will deviate from the marked Guessed range.',
  ],
  options: [
    { id: 'indirect-only', label: 'Indirect weapons only', effect: 'Indirect: 2D6 plus the weapon’s modification. Throwing: the D6 alone.' },
    { id: 'throwing-too', label: 'Thrown weapons too', effect: 'A thrown weapon with a Deviation modification adds it to its D6 as well.' },
  ],
  defaultOption: 'indirect-only',
  reason: 'The garbled passage names "the Indirect weapon’s Deviation modification"; the dice rolled are the sum’s other part. The clock direction (a D6 × 2 o’clock) is read as printed.',
};

/** RULINGS.md item 51: Frenzy with Moving fast. */
export const FRENZY_MOVING_FAST: Ruling<'before-doubling' | 'after-doubling'> = {
  id: '1999.frenzy-moving-fast',
  system: '1999',
  title: 'Frenzy and Moving fast',
  sections: ['Moving fast', 'Instability Table'],
  quotes: ['Move your model up to twice the number of centimeters (cm) stated for Movement on its Rules Card.', 'FRENZY. Add 10 cm to the model’s Movement allowance and double its offensive CC score until the end of this Turn.'],
  options: [
    { id: 'before-doubling', label: 'Added before doubling', effect: 'Frenzy raises MOV by 10 cm, so Moving fast allows 2 × (MOV + 10).' },
    { id: 'after-doubling', label: 'Added after doubling', effect: 'Frenzy adds 10 cm to the move: Moving fast allows 2 × MOV + 10.' },
  ],
  defaultOption: 'before-doubling',
  reason: 'Frenzy changes the "Movement allowance", the number every movement rule starts from; Moving fast then doubles it.',
};

/** RULINGS.md item 51: difficult ground within a move. */
export const DIFFICULT_GROUND: Ruling<'counts-double' | 'halves-whole-move'> = {
  id: '1999.difficult-ground',
  system: '1999',
  title: 'Difficult ground in part of a move',
  sections: ['Moving fast', 'Terrain'],
  quotes: ['IMPORTANT! You move up to half your movement allowance when moving over Difficult ground. You cannot move over or through Impassable terrain.'],
  options: [
    { id: 'counts-double', label: 'Each cm counts double', effect: 'Every cm moved over Difficult ground uses 2 cm of the allowance.' },
    { id: 'halves-whole-move', label: 'The whole move is halved', effect: 'A move that crosses any Difficult ground may be at most half the allowance.' },
  ],
  defaultOption: 'counts-double',
  reason: 'A move wholly over Difficult ground comes to half the allowance either way; counting each cm double keeps a short crossing from costing the whole move.',
};

/** Gap: where a natural 6 or 1 decides a roll (L125). */
export const AUTOMATIC_RESULTS: Ruling<'where-stated' | 'every-roll'> = {
  id: '1999.automatic-results',
  system: '1999',
  title: 'Automatic Success and Failure on ordinary rolls',
  sections: ['Automatic Success or Failure'],
  quotes: [
    'If any single D6-roll is a natural ‘6’ this indicates an Automatic Success. If any single D6-roll is a natural ‘1’ this indicates an Automatic Failure. If this occurs, you should follow the rules as specified. If no special outcome of an Automatic Success or Failure is specified, this rule does not apply to that part of the rules.',
  ],
  options: [
    { id: 'where-stated', label: 'Only where a rule says so', effect: 'A natural 6 decides only the Instability roll and a throw; other rolls are totals.' },
    { id: 'every-roll', label: 'Every single-die roll', effect: 'A natural 6 always succeeds and a natural 1 always fails on rolls to hit, penetrate, avoid a wound, MEN, Instability and Special Actions.' },
  ],
  defaultOption: 'where-stated',
  reason: 'The rule says it "does not apply" where no special outcome is given; only the Instability roll and the throw give one.',
};

/** Gap: one Instability roll per card or per model? */
export const INSTABILITY_PER: Ruling<'per-card' | 'per-model'> = {
  id: '1999.instability-per',
  system: '1999',
  title: 'Instability rolls for a Squad card',
  sections: ['If the Unit has Rules Cards with an Instability slot'],
  quotes: [
    'If you nominate a Unit that has models with a number noted in the Instability slot at their Rules Card, you need to make an Instability roll for these models before performing any Actions with them.',
    'Otherwise you must roll on the Instability table and apply the result to the model/s.',
  ],
  options: [
    { id: 'per-card', label: 'One roll per card', effect: 'Each modified card rolls once; the result applies to every model it represents.' },
    { id: 'per-model', label: 'One roll per model', effect: 'Every model of a modified card rolls for itself.' },
  ],
  defaultOption: 'per-card',
  reason: 'The Instability slot and its number are on the Rules Card, and the table result applies "to the model/s" — one result for the card’s models.',
};

/** Gap: who nominates first in each new Activation Phase. */
export const PHASE_START_PLAYER: Ruling<'first-in-order' | 'continue-rotation'> = {
  id: '1999.phase-start-player',
  system: '1999',
  title: 'Who nominates first in a new Activation Phase',
  sections: ['The Turn'],
  quotes: [
    'When the Order of play for the Turn is settled, the first player in the Order of play that has a Unit whose Activation number equals the current Activation Phase number, nominates one Unit',
  ],
  options: [
    { id: 'first-in-order', label: 'The first player in the Order of play', effect: 'Each Phase opens with the first player in the Order of play who has a Unit to nominate.' },
    { id: 'continue-rotation', label: 'The rotation carries on', effect: 'A new Phase opens with the player after the last one to nominate.' },
  ],
  defaultOption: 'first-in-order',
  reason: 'The sentence is written for "the current Activation Phase", so it applies at the start of every Phase.',
};

/** Gap: Flying is Immune to Indirect fire — and to thrown weapons? */
export const FLYING_AND_THROWING: Ruling<'throwing-hits' | 'immune-to-both'> = {
  id: '1999.flying-and-throwing',
  system: '1999',
  title: 'Flying Units and thrown weapons',
  sections: ['Flying', 'Shooting Indirect or Throwing'],
  quotes: ['A Unit that has this ability is Immune to the effects of Difficult ground and Impassable terrain in terms of movement. It is also Immune to Indirect fire.'],
  options: [
    { id: 'throwing-hits', label: 'Thrown weapons still hit', effect: 'Only Indirect weapons cannot harm a Flying Unit.' },
    { id: 'immune-to-both', label: 'Immune to both', effect: 'Neither Indirect nor thrown weapons can harm a Flying Unit.' },
  ],
  defaultOption: 'throwing-hits',
  reason: 'Indirect and Throwing are separate weapon Types, and the Immunity names only Indirect fire.',
};

/** Gap: a miss "ends the model's Shooting Action" (L487), yet a multiple gives separate rolls in one Action (L159–L165). */
export const MULTIPLE_AFTER_MISS: Ruling<'each-roll-separate' | 'miss-ends-all'> = {
  id: '1999.multiple-after-miss',
  system: '1999',
  title: 'Weapons with a multiple after a miss',
  sections: ['Multiple Rolls', 'Shooting', 'Assaulting'],
  quotes: [
    'If a ranged weapon has a x2 multiple after its Type (like Shooting x2 for example), you roll two separate rolls to hit in the same Shooting Action.',
    'IMPORTANT! A model may attack a different target with each separate multiple roll to hit.',
    'If the result is equal to or greater than 7, you’ve hit. See 5. Penetrating the target’s armour. Otherwise you miss and this ends the model’s Shooting Action.',
  ],
  options: [
    { id: 'each-roll-separate', label: 'Each roll stands alone', effect: 'A miss (or a target out of range) spends that roll only; the other multiples are still rolled.' },
    { id: 'miss-ends-all', label: 'A miss ends the rest', effect: 'The first miss, lost Assault roll or target out of range ends the model’s Shooting or Assault with its remaining multiples.' },
  ],
  defaultOption: 'each-roll-separate',
  reason: 'A multiple buys "separate rolls", each of which may go at a different target; the miss sentence was written for the single roll and ends that roll’s sequence.',
};

/** Gap: a Unit "that has" an ability, when only some of its cards list it. */
export const MIXED_UNIT_ABILITIES: Ruling<'every-card' | 'any-card'> = {
  id: '1999.mixed-unit-abilities',
  system: '1999',
  title: 'Unhuman in a Unit where only some cards have it',
  sections: ['Unhuman', 'Units'],
  quotes: ['A Unit that has this ability is Immune (see Which Rule Applies?) to the effects of Confusion as a result of suffering a Wound.', 'A Unit is a collective game play term and any rules applying to the Unit applies to each model in the Unit, regardless of the number of Rules Cards it contains.'],
  options: [
    { id: 'every-card', label: 'Every card must have it', effect: 'The Unit is Immune to Confusion only while every card with models left lists Unhuman.' },
    { id: 'any-card', label: 'One card is enough', effect: 'The Unit is Immune to Confusion while any card with models left lists Unhuman.' },
  ],
  defaultOption: 'every-card',
  reason: 'Confusion is rolled once for the whole Unit; a human Leader among Unhuman models still feels the blow, so the Unit only ignores it when all of it is Unhuman.',
};

export const BATTLE_RULINGS: readonly Ruling[] = [
  LATER_ACTIVATION_CARDS,
  CASUALTY_CONFUSION,
  ASSAULT_TIES,
  UNARMED_FORCE_DICE,
  DEVIATION_MODIFIER,
  FRENZY_MOVING_FAST,
  DIFFICULT_GROUND,
  AUTOMATIC_RESULTS,
  INSTABILITY_PER,
  PHASE_START_PLAYER,
  FLYING_AND_THROWING,
  MULTIPLE_AFTER_MISS,
  MIXED_UNIT_ABILITIES,
];
