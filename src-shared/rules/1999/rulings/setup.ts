import type { Ruling } from '../../ruling';

/** RULINGS.md item 47: "30 cm from the centre" — exactly, at least or at most? */
export const DEPLOYMENT_CENTRE_DISTANCE: Ruling<'at-least' | 'exactly' | 'at-most'> = {
  id: '1999.deployment-centre-distance',
  system: '1999',
  title: 'The first card: 30 cm from the centre line',
  sections: ['Deployment'],
  quotes: [
    'The first player in the Order of play chooses one Unit in his army and places one of its Rules Card/s (representing the starting position of the whole Unit), face down anywhere in open ground 30 cm from the centre of the Battlefield',
  ],
  options: [
    { id: 'at-least', label: 'At least 30 cm', effect: 'The first card goes anywhere 30 cm or more from the centre line, on its player’s side.' },
    { id: 'exactly', label: 'Exactly 30 cm', effect: 'The first card is placed with its edge 30 cm from the centre line.' },
    { id: 'at-most', label: 'Within 30 cm', effect: 'The first card goes anywhere up to 30 cm from the centre line.' },
  ],
  defaultOption: 'at-least',
  reason: 'The next sentence uses the same words for a minimum ("60 cm from any opponent’s Rules Card"), and "anywhere" would mean little if the distance were exact.',
};

/** RULINGS.md item 47: which Leaders count in "Who goes first?" */
export const LEADERS_COUNTED: Ruling<'not-casualties' | 'on-battlefield' | 'as-built'> = {
  id: '1999.leaders-counted',
  system: '1999',
  title: 'Leaders “currently in the Army” for the Order of play',
  sections: ['Who goes first?'],
  quotes: ['Players take an Opposed roll, adding the number of Leader Type models currently in their respective Army to the result.'],
  options: [
    { id: 'not-casualties', label: 'Every Leader not a Casualty', effect: 'Leader models that are not Casualties count, Reinforcement Units not yet on the table included.' },
    { id: 'on-battlefield', label: 'Leaders on the Battlefield', effect: 'Only Leader models on the Battlefield count; those waiting in Reinforcement Units do not.' },
    { id: 'as-built', label: 'Every Leader in the army list', effect: 'Leaders count as built, Casualties included.' },
  ],
  defaultOption: 'not-casualties',
  reason: '"Currently" excludes the fallen; Reinforcement Units "still count towards your Army Point Cost" and are part of the army, so their Leaders count.',
};

/** Gap: with Prey's lowest- or highest-cost variant, may that Unit be a Reinforcement Unit? */
export const PREY_VARIANT_CANDIDATES: Ruling<'exclude-reinforcements' | 'all-units'> = {
  id: '1999.prey-variant-candidates',
  system: '1999',
  title: 'Prey by cost: the cheapest or dearest Unit among Reinforcements',
  sections: ['Prey Mission', 'Reinforcement Units'],
  quotes: [
    'A variant of this is when the victor is the player who first makes the opponent’s Unit that has the lowest or highest (decide which before the game starts) Army Point cost a Casualty.',
    'IMPORTANT! Your Reinforcement Units may never constitute more than half of your Army Points in total or be the Bounty Unit.',
  ],
  options: [
    { id: 'exclude-reinforcements', label: 'Among Units deployed', effect: 'The lowest or highest cost is taken among the Units that are not Reinforcement Units.' },
    { id: 'all-units', label: 'Among all Units', effect: 'The cost is taken among every Unit; if it falls on a Reinforcement Unit the set-up is refused until that Unit is deployed instead.' },
  ],
  defaultOption: 'exclude-reinforcements',
  reason: 'The variant replaces the designated Bounty Unit, and a Bounty Unit may never be a Reinforcement Unit; taking the cost among the deployed Units keeps both rules.',
};

export const SETUP_RULINGS: readonly Ruling[] = [DEPLOYMENT_CENTRE_DISTANCE, LEADERS_COUNTED, PREY_VARIANT_CANDIDATES];
