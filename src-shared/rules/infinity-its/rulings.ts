import type { Ruling } from '../ruling';
import { ANNIHILATION_BANDS, RETREAT_LAST_ROUND } from '../infinity/rulings';

/**
 * Gap: the ITS scenarios score Objective Points (at most 10) but this copy of the rules gives no
 * Tournament Points. ITS play turns a game's OP into Tournament Points, and ranks players by
 * Tournament Points, then Objective Points, then surviving Army Points (Victory Points).
 */
export const ITS_TOURNAMENT_POINTS: Ruling<'its-4-2-0' | 'league-3-1-0'> = {
  id: 'its.tournament-points',
  system: 'infinity',
  title: 'Tournament Points for an ITS game',
  sections: ['Scenario 3: Supremacy — Mission Objectives', 'Scenario 1: Annihilation — Main Objectives'],
  quotes: [
    'Each player has 1 Classified Objective (1 Objective Point only if the player has less than 10 Objective Points).',
    'If you have more than 250 surviving Army Points (3 Objective Points).',
  ],
  options: [
    {
      id: 'its-4-2-0',
      label: 'ITS: Victory 4, Tie 2, Defeat 0',
      effect: 'The player with more Objective Points wins (4 Tournament Points, the loser 0); equal Objective Points is a tie (2 each). Ties in a table are broken by Objective Points, then surviving Army Points.',
    },
    {
      id: 'league-3-1-0',
      label: 'League: Victory 3, Tie 1, Defeat 0',
      effect: 'As ITS, but a win is worth 3 Tournament Points and a tie 1, as many club leagues count.',
    },
  ],
  defaultOption: 'its-4-2-0',
  reason:
    'The scenarios decide a game by Objective Points and name surviving Army Points as a score of their own; ITS tournaments count a win by Objective Points as 4 Tournament Points and a tie as 2, and break ties by Objective Points then surviving Army Points.',
};

/**
 * What an ITS game is scored under: its Tournament Points, and the two scenario rulings the scoring
 * reads (Annihilation's bands, the round Retreat! ends in). The battle gets only its system's
 * rulings from the campaign, so a scoring ruling left off this list would never reach the game.
 */
export const ITS_RULINGS = [ITS_TOURNAMENT_POINTS, ANNIHILATION_BANDS, RETREAT_LAST_ROUND] as const;
