import type { Ruling } from '../../ruling';
import { MYSTIC_SHOTS, PSYCHIC_DIFFICULTY } from './combat';

/** Rulings about the six Mystics' abilities (seed 000 L44–L58). */

const ACTIVE_ABILITY = 'Each mystic has an active ability they can use as an action. This ability differs per Mystic.';

export const MYSTIC_DEFLECTION: Ruling<'shots-free' | 'shots-cost-action' | 'any-ranged-free'> = {
  id: 'o66.mystic-deflection',
  system: 'order-66',
  title: "Meg's Mystic Deflection: when, and at what cost",
  sections: ['Forces'],
  quotes: [ACTIVE_ABILITY, 'Meg: Mystic Deflection: if dodges a ranged attack, may take an immediate return fire shot'],
  options: [
    {
      id: 'shots-free',
      label: 'After dodging a shot, free',
      effect: 'After dodging a rifle shot, a lightning bolt or a return shot, Meg may at once shoot back at the shooter; it costs no action.',
    },
    {
      id: 'shots-cost-action',
      label: 'After dodging a shot, for an action',
      effect: "As above, but the return shot spends one of Meg's two actions this turn; with none left she cannot answer.",
    },
    {
      id: 'any-ranged-free',
      label: 'After any ranged attack, free',
      effect: 'Resisting a psychic attack, a choke or a manipulation lets her shoot back too, free (the Ranged Action section covers them all).',
    },
  ],
  defaultOption: 'shots-free',
  reason:
    '"immediate" puts the return shot inside the enemy\'s activation, when Meg has no action of her own to spend, so it is a free reaction; "dodges" is the word for shots (L94), psychic attacks are "resisted" (L104).',
};

export const MYSTIC_JUMP: Ruling<'as-action' | 'always'> = {
  id: 'o66.mystic-jump',
  system: 'order-66',
  title: "Luke's Mystic Jump: an action or always in effect?",
  sections: ['Forces', 'Ranged Action'],
  quotes: [
    ACTIVE_ABILITY,
    'Luke: Mystic Jump: May +1 to dodge rolls and move across interveining minis / terrain without penalty',
    'Luke rolls two dice and scores 4. Luke has a Dodge stat of 2 and so adds that for a total of 6.',
    'Their target rolls 2d6 to attempt to avoid the damage. Mystics may add their dodge score to this roll',
  ],
  options: [
    {
      id: 'as-action',
      label: 'An action',
      effect: 'Luke spends an action to jump: a move of up to 4 squares across miniatures and terrain, and +1 to every roll he adds his Dodge to until his next activation.',
    },
    { id: 'always', label: 'Always in effect', effect: 'Luke always adds 1 to every roll he adds his Dodge to, and any of his moves may cross miniatures and terrain.' },
  ],
  defaultOption: 'as-action',
  reason:
    'Abilities are "used as an action" (L44), and the worked example gives Luke no +1 on his roll (L118), so the bonus is not standing. "Dodge rolls" are read as every roll Luke adds his Dodge to: the dodge against a ranged attack, and the roll to avoid a melee hit, to which Mystics add their dodge score (L128).',
};

export const SWORD_MASTER_TARGETS: Ruling<'enemies' | 'every-model'> = {
  id: 'o66.sword-master-targets',
  system: 'order-66',
  title: 'Sword Master: friends within 2 squares too?',
  sections: ['Forces'],
  quotes: ['Libby: Sword Master: May attack all models upto 2 squares away in one combat action'],
  options: [
    { id: 'enemies', label: 'Enemy models only', effect: 'Libby attacks the enemy models within 2 squares; her friends are spared.' },
    { id: 'every-model', label: 'Every model, friends too', effect: 'Friendly models within 2 squares may be struck as well.' },
  ],
  defaultOption: 'enemies',
  reason: 'The ability is a mastery, not a hazard: "attack" in this text is always aimed at an enemy, and nothing else in the game harms a player\'s own troopers.',
};

export const CHOKE_ATTACK: Ruling<'psychic' | 'shooting'> = {
  id: 'o66.choke-attack',
  system: 'order-66',
  title: "Va'Durr's Mystic Choke: which ranged attack?",
  sections: ['Forces'],
  quotes: ["Va'Durr: Mystic Choke: may make a ranged attack against any mini in line of sight."],
  options: [
    {
      id: 'psychic',
      label: 'A psychic attack',
      effect: "Va'Durr rolls 2D6 + Range against 6 + the squares the target fills; a Mystic resists with 2D6 + Dodge.",
    },
    { id: 'shooting', label: 'A shot', effect: `Va'Durr shoots as per the shooting rules (see the ruling “${MYSTIC_SHOTS.title}”); a Mystic may dodge.` },
  ],
  defaultOption: 'psychic',
  reason: 'A Mystic\'s own ranged attack is the psychic one (L98–L104); Jen\'s sister power names a "difficulty" (L58), the psychic roll\'s word.',
};

export const CHOKE_DURATION: Ruling<'next-activation' | 'next-turn'> = {
  id: 'o66.choke-duration',
  system: 'order-66',
  title: 'Mystic Choke: "may not perform any actions during its next." (cut off)',
  sections: ['Forces'],
  quotes: ['If ranged attack is successful, target may not perform any actions during its next.'],
  options: [
    { id: 'next-activation', label: 'Its next activation', effect: "The target's next activation passes without actions: this turn if it has not yet acted, otherwise next turn." },
    { id: 'next-turn', label: 'The whole next turn', effect: 'The target may take no actions during the next turn; it still acts this turn if it has not yet.' },
  ],
  defaultOption: 'next-activation',
  reason: '"its next" fits something a model has of its own, its activation (L76–L80); a turn belongs to every player.',
};

export const CHOKE_KILL: Ruling<'any-two' | 'while-choked'> = {
  id: 'o66.choke-kill',
  system: 'order-66',
  title: 'Mystic Choke: when do two casts remove a model?',
  sections: ['Forces'],
  quotes: ['if the casting Mystic successfully casts twice on the same mini, that mini is removed as a casualty'],
  options: [
    { id: 'any-two', label: 'Any two successes', effect: 'The second choke that takes hold on the same model, at any time in the battle, removes it.' },
    { id: 'while-choked', label: 'The second while still choked', effect: 'Only a second choke that lands before the first has cost the target its actions removes it.' },
  ],
  defaultOption: 'any-two',
  reason: '"twice" sets no time limit.',
};

export const MANIPULATION_DIFFICULTY: Ruling<'seven' | 'six-plus-squares'> = {
  id: 'o66.manipulation-difficulty',
  system: 'order-66',
  title: "Jen's Mystic Manipulation: difficulty 7 or 6 + squares filled?",
  sections: ['Forces', 'Ranged Action'],
  quotes: [
    'Make a ranged attack against the target with a difficulty of 7.',
    'If it equals or beats a difficulty of 6+ the number of squares the target fills then the attack is successful.',
  ],
  options: [
    { id: 'seven', label: 'Difficulty 7', effect: 'Jen needs 2D6 + Range of 7 or more, whatever the target.' },
    { id: 'six-plus-squares', label: 'As a psychic attack', effect: `Jen needs the psychic attack difficulty (see the ruling “${PSYCHIC_DIFFICULTY.title}”).` },
  ],
  defaultOption: 'seven',
  reason: 'The ability names its own number; against a one-square miniature the two readings agree anyway.',
};

export const MANIPULATION_CONTROL: Ruling<'owner-activates' | 'controller-activates'> = {
  id: 'o66.manipulation-control',
  system: 'order-66',
  title: "Jen's Mystic Manipulation: who activates the controlled model, and when?",
  sections: ['Forces'],
  quotes: ['If not resisted, the Mystic may control the target for its next activation.'],
  options: [
    {
      id: 'owner-activates',
      label: 'Its owner picks it; Jen decides',
      effect:
        "The target's player still picks when it activates (this turn if it has not acted, otherwise next turn); Jen's player decides what it does, and it fights on her side for that activation.",
    },
    {
      id: 'controller-activates',
      label: "Jen's player picks it",
      effect:
        "Jen's player picks the target with one of her own roll-off wins (this turn if it has not acted, otherwise next turn) and decides what it does; its owner cannot pick it meanwhile.",
    },
  ],
  defaultOption: 'owner-activates',
  reason: '"its next activation" keeps the activation the target\'s own; only the control changes hands.',
};
