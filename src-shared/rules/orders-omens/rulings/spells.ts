import type { Ruling } from '../../ruling';

/** Spell questions the book leaves open (RULINGS.md 44): Curse of Weakness's scope and where spell ranges are measured from. */

const oo = 'orders-omens' as const;

export const CURSE_OF_WEAKNESS_SCOPE: Ruling<'per-regiment' | 'per-brigade'> = {
  id: 'oo.curse-of-weakness-scope',
  system: oo,
  title: 'Curse of Weakness: one die fewer per regiment or per Brigade?',
  sections: ['Magic Spells (Curse of Weakness)', 'Combat (Melee)'],
  quotes: ['Curse of Weakness', 'Range: 12″', 'Effect: Target rolls one less Combat Dice in melee until the end of the turn.'],
  options: [
    { id: 'per-regiment', label: 'Each regiment', effect: 'Every regiment of the cursed Brigade rolls one Combat Die fewer in melee.' },
    { id: 'per-brigade', label: 'The Brigade once', effect: 'Only the Brigade\'s first regiment (as listed) rolls one Combat Die fewer; the others roll in full.' },
  ],
  defaultOption: 'per-regiment',
  reason: 'Spells target a Brigade, but Combat Dice are rolled by each regiment ("Each regiment rolls a number of Combat Dice"), so "the target rolls one less" reads naturally as every roll the target makes; one die off a whole Brigade would make the spell all but worthless.',
};

export const SPELL_RANGE_FROM: Ruling<'from-wizard' | 'from-wizards-brigade'> = {
  id: 'oo.spell-range-from',
  system: oo,
  title: 'Spell range: measured from the Wizard or from the Brigade it rides with?',
  sections: ['Magic Spells', 'Army Lists (Magical Advisor)'],
  quotes: ['Place a 50mm x 20mm fog template anywhere within 15″ of the caster.', 'Each Divisional General and your Marshal may be upgraded with a Magical Advisor who will allow them to cast one spell per turn.'],
  options: [
    { id: 'from-wizard', label: 'From the Wizard', effect: 'Measure a spell\'s range from the General (or Marshal) who casts it.' },
    { id: 'from-wizards-brigade', label: 'From its Brigade', effect: 'A Wizard riding with a Brigade measures from the nearest point of that Brigade.' },
  ],
  defaultOption: 'from-wizard',
  reason: 'The only range the book words in full, Veil of Fog\'s, is "within 15″ of the caster", and the caster is the General model that bought the Magical Advisor, not the Brigade near it.',
};

export const SPELL_RULINGS: readonly Ruling[] = [CURSE_OF_WEAKNESS_SCOPE, SPELL_RANGE_FROM];
