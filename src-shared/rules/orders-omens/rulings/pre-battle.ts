import type { Ruling } from '../../ruling';

/** New: dummy markers, "up to 3" in total or per Division. */
export const DUMMY_MARKERS: Ruling<'three-per-division' | 'three-per-army'> = {
  id: 'oo.dummy-markers',
  system: 'orders-omens',
  title: 'Dummy markers: 3 per Division or 3 in all',
  sections: ['Deployment', 'Recon & Deployment Summary'],
  quotes: [
    'each player may have up to 3 dummy regiment markers representing one Brigade per Division in their army.',
    'Each player may include up to 3 dummy Regiment markers per Division in their army.',
  ],
  options: [
    { id: 'three-per-division', label: '3 per Division', effect: 'Up to 3 dummy markers for each Division: one dummy Brigade per Division.' },
    { id: 'three-per-army', label: '3 in all', effect: 'Up to 3 dummy markers for the whole army.' },
  ],
  defaultOption: 'three-per-division',
  reason: 'The summary says "per Division" outright, and the main text\'s "representing one Brigade per Division" only makes sense if each Division gets its own dummy Brigade.',
};

/** New: tables whose width is not a whole number of feet. */
export const RECON_TABLE_WIDTH: Ruling<'round-down' | 'round-nearest' | 'round-up'> = {
  id: 'oo.recon-table-width',
  system: 'orders-omens',
  title: 'Recon Markers on a table that is not a whole number of feet wide',
  sections: ['Recon Phase'],
  quotes: ['Each side begins with 1 Recon Markers per foot width of the battlefield (e.g. if a battlefield is 6\' wide, the player begins with 6 markers)'],
  options: [
    { id: 'round-down', label: 'Whole feet only', effect: 'Count only complete feet of width (4′6″ gives 4).' },
    { id: 'round-nearest', label: 'Nearest foot', effect: 'Round the width to the nearest foot (4′6″ gives 5).' },
    { id: 'round-up', label: 'Any part of a foot', effect: 'Count a part foot as a foot (4′1″ gives 5).' },
  ],
  defaultOption: 'round-down',
  reason: '"Per foot" counts feet the table has; half a foot is not a foot. Both sides get the same count either way, so the choice only sets how much scouting there is.',
};

/** New: how the 25" between entry points is measured. */
export const ENTRY_POINT_DISTANCE: Ruling<'straight-line' | 'along-table-edge'> = {
  id: 'oo.entry-point-distance',
  system: 'orders-omens',
  title: 'Measuring 25″ between entry points',
  sections: ['Recon Phase'],
  quotes: ['Each player\'s starting point must be at least 25″ away from another player\'s starting point.'],
  options: [
    { id: 'straight-line', label: 'Straight line', effect: 'Measure directly across the table between the two points.' },
    { id: 'along-table-edge', label: 'Along the edge', effect: 'Measure around the table edge (the shorter way), so points near a corner on two edges are further apart.' },
  ],
  defaultOption: 'straight-line',
  reason: 'Every other distance in the game is measured directly with a tape ("within 12″", "up to 12″"); nothing suggests following the edge.',
};

/** New: who reveals when a Brigade is spotted. */
export const REVEAL_SCOPE: Ruling<'brigades-involved' | 'all-brigades'> = {
  id: 'oo.reveal-scope',
  system: 'orders-omens',
  title: 'What is revealed when markers come within 24″',
  sections: ['Deployment', 'Recon & Deployment Summary'],
  quotes: [
    'If an enemy Regiment is deployed within 24″ of an enemy Regiment Marker, both players immediately reveal their Brigades.',
    'Brigades are revealed only when: An enemy is deployed or moved within 24″; A Regiment within the Brigade fires on an enemy.',
  ],
  options: [
    { id: 'brigades-involved', label: 'The Brigades involved', effect: 'Only the two Brigades within 24″ of each other are turned over.' },
    { id: 'all-brigades', label: 'Everything', effect: 'Both players turn over all their markers at once.' },
  ],
  defaultOption: 'brigades-involved',
  reason:
    'The summary speaks of a Brigade being revealed when an enemy comes near it, and "This system ensures that neither player knows exactly where the enemy is until the battle begins to unfold" — unfolding, not all at once. "Their Brigades" reads as the Brigades concerned.',
};

/** New: objective numbers are shown on a die. */
export const OBJECTIVE_LIMIT: Ruling<'six' | 'unlimited'> = {
  id: 'oo.objective-limit',
  system: 'orders-omens',
  title: 'How many objectives',
  sections: ['Objectives', 'Strategic Orders Phase'],
  quotes: [
    'At the start of the battle, players agree on the number and placement of objectives.',
    'The miniature must be accompanied by a dice with the face showing which objective number the Division is ordered to capture or hold.',
  ],
  options: [
    { id: 'six', label: 'At most 6', effect: 'Objectives are numbered 1–6, so every number fits on a D6 face.' },
    { id: 'unlimited', label: 'Any number', effect: 'Any number of objectives; use numbered tokens instead of dice beyond 6.' },
  ],
  defaultOption: 'six',
  reason: 'Orders name objectives by the face of a die; a seventh objective could never be ordered.',
};

/** New: Generals and attached regiments during deployment. */
export const DEPLOY_NON_BRIGADE_MARKERS: Ruling<'own-steps' | 'after-brigades'> = {
  id: 'oo.deploy-non-brigade-markers',
  system: 'orders-omens',
  title: 'Deploying Generals and attached Artillery or Monsters',
  sections: ['Deployment'],
  quotes: [
    'As well as markers for each Regiment and General in their army',
    'When placing markers, a player must place an entire Brigade at a time',
  ],
  options: [
    {
      id: 'own-steps',
      label: 'Attached regiments are steps; Generals go with their first Brigade',
      effect:
        'Each attached Artillery or Monster is placed as a step of its own, like a Brigade; a Divisional General is placed with his Division\'s first Brigade and the Marshal with the player\'s first step.',
    },
    {
      id: 'after-brigades',
      label: 'After all Brigades',
      effect: 'Generals and attached regiments are placed after every Brigade is down, alternating, Defender first.',
    },
  ],
  defaultOption: 'own-steps',
  reason: 'The roster sheet lists an attached Monster/Artillery as a "5th Brigade", so it takes a step like one; Generals need to be near their Brigades to give orders, so they go down with them.',
};

/** New: a Brigade across a table-third line. */
export const TABLE_THIRD_STRADDLING: Ruling<'centre-point' | 'every-third-touched'> = {
  id: 'oo.table-third-straddling',
  system: 'orders-omens',
  title: 'A Brigade straddling two table thirds',
  sections: ['Table Thirds'],
  quotes: [
    'Before the game begins split the battlefield into equal thirds (i.e. a Left and right flank and a centre).',
    'At the end of each turn a player scores rVP if they have more unbroken Brigades in that third than the enemy.',
  ],
  options: [
    { id: 'centre-point', label: 'Where its centre is', effect: 'A Brigade counts in the one third that holds the centre of its frontage; a centre on a line counts in the centre third.' },
    { id: 'every-third-touched', label: 'Every third it touches', effect: 'A Brigade counts in each third its frontage reaches.' },
  ],
  defaultOption: 'centre-point',
  reason: 'Counting a Brigade more than once would let one long line contest two thirds; the text counts Brigades, each once.',
};
