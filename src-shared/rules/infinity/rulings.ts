import type { Ruling } from '../ruling';

/** RULINGS.md item 21: Annihilation's army-point bands. */
export const ANNIHILATION_BANDS: Ruling<'inclusive-300' | 'scaled-to-force'> = {
  id: 'its.annihilation-bands',
  system: 'infinity',
  title: 'Annihilation: the army-point bands',
  sections: ['Scenario 1: Annihilation — Main Objectives', 'Forces'],
  quotes: [
    'To kill between 75 and 150 enemy Army Points (1 Objective Point).',
    'To kill between 151 and 250 enemy Army Points (2 Objective Points).',
    'To kill more than 250 enemy Army Points (3 Objective Points).',
    'Side A: 300 points. Side B: 300 points.',
  ],
  options: [
    {
      id: 'inclusive-300',
      label: 'Inclusive bands, as printed',
      effect: '0–74 scores nothing, 75–150 scores 1, 151–250 scores 2, 251 or more scores 3, for killed and for surviving Army Points alike.',
    },
    {
      id: 'scaled-to-force',
      label: 'Bands scaled to the agreed force size',
      effect:
        'For games not at 300 points the bands keep their printed shape: 1 OP from a quarter of the force, 2 OP above half of it, 3 OP above five sixths of it (at 300 points: 75, 151 and 251, as printed), so a 200-point game scores 1 OP from 50, 2 from 101 and 3 from 167.',
    },
  ],
  defaultOption: 'inclusive-300',
  reason:
    'Army Points are whole numbers and the printed bands meet exactly (150 | 151, 250 | more than 250), so reading "between" inclusively covers every total from 75 up with no gap or overlap; below 75 no objective is listed, so it scores nothing.',
};

/**
 * Gap: per-round objectives when Retreat! ends the game at the end of the first player's Active
 * Turn. At the end of the second player's Turn the Game Round is complete and always scores.
 */
export const RETREAT_LAST_ROUND: Ruling<'completed-rounds-only' | 'score-at-game-end'> = {
  id: 'its.retreat-last-round',
  system: 'infinity',
  title: "Round-end objectives when Retreat! ends the game in the first player's Turn",
  sections: ['The Armory — End of the Mission', 'Supremacy — Quadrants', 'Supremacy — End of the Mission'],
  quotes: [
    'If one of the players starts his Active Turn in a Retreat! situation, the game will end at the end of that Turn.',
    'At the end of each Game Round, but not before, the table is divided in four areas as seen on the map.',
    'Dominate the Armory at the end of each Game Round (1 Objective Point).',
  ],
  options: [
    {
      id: 'completed-rounds-only',
      label: 'Only completed Game Rounds score',
      effect:
        "A game ended at the end of the first player's Turn leaves its Game Round unfinished: that round scores no per-round points; end-of-game objectives still score.",
    },
    {
      id: 'score-at-game-end',
      label: 'The game end closes the round',
      effect: "The state at the end of the first player's Turn also scores the per-round objectives of the unfinished round.",
    },
  ],
  defaultOption: 'completed-rounds-only',
  reason:
    "Per-round objectives are checked \"at the end of each Game Round, but not before\". When the Turn that ends the game is the second player's, the Game Round ends with it, so that round scores under either option; only a game ended at the end of the first player's Turn stops before its round ends, and that unfinished round does not score.",
};

/** Gap: a player draws the same Classified Objective twice in one battle. */
export const DUPLICATE_CLASSIFIED: Ruling<'keep' | 'redraw'> = {
  id: 'its.duplicate-classified',
  system: 'infinity',
  title: 'Drawing the same Classified Objective twice',
  sections: ['Classified Chart Models', 'Scenario 1: Annihilation — Classified', 'Scenario 2: The Armory — Classified'],
  quotes: [
    'Each player has 2 Classified Objectives (2 Objective Points for each one).',
    'Each player has 2 Classified Objectives (1 Objective Point each one).',
  ],
  options: [
    { id: 'keep', label: 'Keep duplicates', effect: 'A second copy of the same objective stands; achieving it twice scores twice.' },
    {
      id: 'redraw',
      label: 'Roll again on a duplicate',
      effect: 'A draw that repeats an objective the player already holds in this battle is refused; roll again.',
    },
  ],
  defaultOption: 'keep',
  reason: 'The charts repeat every objective and the scenarios say nothing against holding two alike, so the draw stands as rolled.',
};

export const INFINITY_RULINGS = [ANNIHILATION_BANDS, RETREAT_LAST_ROUND, DUPLICATE_CLASSIFIED] as const;
