import type { Ruling } from '../../ruling';

/** RULINGS.md item 47: may an unaffiliated (clear icon) model join a coloured army? */
export const UNAFFILIATED_MODELS: Ruling<'join-any-army' | 'strict-per-model'> = {
  id: '1999.unaffiliated-models',
  system: '1999',
  title: 'Unaffiliated models in a coloured army',
  sections: ['Affiliation'],
  quotes: [
    'The model can only be part of an army where the other models have an identically coloured Affiliation Icon to that of this model, or have a clear transparent icon (literary are unaffiliated).',
  ],
  options: [
    { id: 'join-any-army', label: 'Clear icons join any army', effect: 'An army holds one colour plus any number of unaffiliated models.' },
    {
      id: 'strict-per-model',
      label: 'Clear icons only with clear icons',
      effect: 'The sentence is applied to every model, the clear ones too: an unaffiliated model may only be in an army of unaffiliated models.',
    },
  ],
  defaultOption: 'join-any-army',
  reason:
    'Read from a coloured model the sentence plainly admits clear-icon models; "unaffiliated" means belonging to no faction, so nothing binds them. Applying the sentence to the clear model as well would take back what it just allowed.',
};

/** RULINGS.md item 51: Restricted copies of a card declared under different Types. */
export const RESTRICTED_TYPES: Ruling<'per-type' | 'any-type'> = {
  id: '1999.restricted-types',
  system: '1999',
  title: 'Restricted: copies of a card under another Type',
  sections: ['Restricted Model'],
  quotes: [
    'If a model has the word Restricted associated with its Type, this means that you can never have more than one copy of the Rules Card of that specific Type in your army. If the model has the word Restricted in bold typeface, you may only have one copy of this Rules Card in your army regardless of its Type.',
  ],
  options: [
    { id: 'per-type', label: 'One copy per Restricted Type', effect: 'Only copies declared as the Restricted Type are limited to one; copies declared as another Type are not.' },
    { id: 'any-type', label: 'One copy whatever its Type', effect: 'A card with Restricted on any Type may appear once in the army, as any Type.' },
  ],
  defaultOption: 'per-type',
  reason: 'The plain word limits "the Rules Card of that specific Type", and the bold word exists to limit the card "regardless of its Type"; reading the plain word the same way would make the bold one pointless.',
};

/** RULINGS.md item 51: DNA on CC, an Attribute with two scores. */
export const DNA_ON_CC: Ruling<'one-score' | 'both-scores'> = {
  id: '1999.dna-on-cc',
  system: '1999',
  title: 'DNA modification of CC, which has two scores',
  sections: ['Modifying Attributes', 'Close Combat (CC)'],
  quotes: [
    'This attribute is divided in two scores separated by a slash. One offensive score and one defensive score, where the offensive score is stated first.',
    'If a model has blank DNA slots next to any of its Attribute scores on its Rules Card you may add up to two (2) points each to any three (3) of these attributes.',
  ],
  options: [
    { id: 'one-score', label: 'One score, chosen', effect: 'The points go to the offensive or the defensive score, as the player notes; CC counts as one of the three Attributes.' },
    { id: 'both-scores', label: 'Both scores', effect: 'The points are added to both the offensive and the defensive score; Instability counts them once.' },
  ],
  defaultOption: 'one-score',
  reason: 'The slot sits next to "Attribute scores" and a note in one slot names one number; adding it to both scores would double the gain for the same Instability.',
};

/** RULINGS.md item 51: which units may be Reinforcement Units. */
export const REINFORCEMENT_SQUADS: Ruling<'built-on-a-squad' | 'squad-cards-only' | 'substitutes-only'> = {
  id: '1999.reinforcement-squads',
  system: '1999',
  title: 'Reinforcement Units and Squad models',
  sections: ['Reinforcement Units'],
  quotes: [
    'Until these Units enter the Battlefield you may substitute Cards (and thus models) in these Units for others in your collection provided their Point cost still adds up to the same or less, and that each Reinforcement Unit contain Squad Type models.',
  ],
  options: [
    { id: 'built-on-a-squad', label: 'Built on a Squad', effect: 'Every Reinforcement Unit is a Squad card, with or without an attached Leader or Support.' },
    { id: 'squad-cards-only', label: 'Squad models only', effect: 'A Reinforcement Unit is a Squad card with nothing attached.' },
    { id: 'substitutes-only', label: 'Only after substitution', effect: 'Any Unit may be a Reinforcement Unit; only a Unit whose cards were substituted must contain Squad models.' },
  ],
  defaultOption: 'built-on-a-squad',
  reason:
    '"Each Reinforcement Unit contain Squad Type models" speaks of every Reinforcement Unit, not only the substituted ones; a Squad with its Leader still "contains" Squad models, so attached cards are allowed.',
};

/** RULINGS.md item 51: half of which Army Points? */
export const REINFORCEMENT_HALF: Ruling<'army-cost' | 'agreed-size'> = {
  id: '1999.reinforcement-half',
  system: '1999',
  title: 'Reinforcements: half of the army or of the agreed size',
  sections: ['Reinforcement Units'],
  quotes: ['IMPORTANT! Your Reinforcement Units may never constitute more than half of your Army Points in total or be the Bounty Unit.'],
  options: [
    { id: 'army-cost', label: 'Half the army’s cost', effect: 'Reinforcement Units may cost at most half of what the whole army costs.' },
    { id: 'agreed-size', label: 'Half the agreed size', effect: 'Reinforcement Units may cost at most half of the Army Points agreed for the battle.' },
  ],
  defaultOption: 'army-cost',
  reason: '"Constitute more than half of your Army Points in total" describes a share of the army itself; an army built under the agreed size would otherwise hold more than half of itself in reserve.',
};

/** Gap: the card lists no Wounds, yet models may have more than one (L503). */
export const MODEL_WOUNDS: Ruling<'card-wounds' | 'one-wound'> = {
  id: '1999.model-wounds',
  system: '1999',
  title: 'Wounds per model',
  sections: ['The Model’s Rules Card', 'Target rolls to avoid suffering a wound'],
  quotes: [
    'If the result is less than the weapon’s Wounding score and the target has a single Wound, the target is a Casualty (not necessarily dead, but cannot participate in this battle anymore) and removed from the Battlefield. If the target has more than a single Wound remaining, it suffers one (1) Wound',
  ],
  options: [
    { id: 'card-wounds', label: 'Wounds as entered on the card', effect: 'Each card states its models’ Wounds (1 unless entered); a model is a Casualty when its last Wound is lost.' },
    { id: 'one-wound', label: 'Every model has one Wound', effect: 'Any wound suffered makes the model a Casualty, whatever the card says.' },
  ],
  defaultOption: 'card-wounds',
  reason: 'The rule speaks of targets with "more than a single Wound remaining", so some models have several; the Attributes list has no Wounds score, so the card entry (usually among its abilities on a printed card) carries it, 1 when silent.',
};

export const ARMY_RULINGS: readonly Ruling[] = [UNAFFILIATED_MODELS, RESTRICTED_TYPES, DNA_ON_CC, REINFORCEMENT_SQUADS, REINFORCEMENT_HALF, MODEL_WOUNDS];
