import type { Spell, SpellId } from '../types';

/** Magic Spells, as printed. */
export const SPELLS = {
  'magic-missile': {
    id: 'magic-missile',
    name: 'Magic Missile',
    rangeInches: 15,
    rangeText: '15″',
    effect: 'Roll 3 dice vs the target. Each 5+ is a hit (Armour Saves may be taken).',
  },
  'shield-of-warding': {
    id: 'shield-of-warding',
    name: 'Shield of Warding',
    rangeInches: 12,
    rangeText: '12″',
    effect: 'Until the end of the turn, target Brigade gains +1 to Saves.',
  },
  compel: {
    id: 'compel',
    name: 'Compel',
    rangeInches: 15,
    rangeText: '15″',
    effect:
      'Target Brigade must immediately move 1D6″ directly forward (or towards nearest enemy if within charge range). Note, that a compel move cannot move a Brigade into impassable terrain or off the table.',
  },
  'veil-of-fog': {
    id: 'veil-of-fog',
    name: 'Veil of Fog',
    rangeInches: 15,
    rangeText: 'Place a 50mm x 20mm fog template anywhere within 15″ of the caster.',
    effect: 'Shooting attacks through the Veil of Fog suffer -1 to hit until the end of the turn.',
  },
  'curse-of-weakness': {
    id: 'curse-of-weakness',
    name: 'Curse of Weakness',
    rangeInches: 12,
    rangeText: '12″',
    effect: 'Target rolls one less Combat Dice in melee until the end of the turn.',
  },
} as const satisfies Readonly<Record<SpellId, Spell>>;

/** "To cast a spell, a Wizard must roll 7+ on 2D6, any rolls of double 1 are treated as a miscast". */
export const SPELLCASTING = {
  castOn2D6: 7,
  miscastOnDouble: 1,
  miscastEffect: 'the Magic upgrade is lost for the remainder of the battle',
} as const;

/** Magic Missile's attack: 3 dice, each 5+ a hit. */
export const MAGIC_MISSILE_ATTACK = { dice: 3, hitOn: 5 } as const;
