import type { GameSystem } from '../../systems/game-system';
import { ItsEventSchema, ItsNewEventSchema, type ItsEvent } from './events';
import { ITS_STAGES, applyIts, initialItsState, itsSummary, type ItsOutcome, type ItsState } from './game';
import { ITS_ENDINGS, ITS_NARRATOR } from './narrator';
import { ITS_RULINGS } from './rulings';
import { ItsSetupInputSchema, buildItsSetup, type ItsSetup, type ItsSetupInput } from './setup';

export const INFINITY_ITS_ID = 'infinity-its';

/**
 * Infinity N3's ITS scenarios (seed 003) as a game system: two players, a scenario and a force
 * size; the game on the table is the players'; the app takes the end-of-game report, scores
 * Objective Points by the scenario, and gives the winner and Tournament Points.
 */
export const INFINITY_ITS_SYSTEM: GameSystem<ItsSetup, ItsState, ItsEvent, ItsOutcome, ItsSetupInput, never> = {
  id: INFINITY_ITS_ID,
  name: 'Infinity N3 (ITS)',
  summary: 'ITS scenario games: Annihilation, The Armory, Supremacy and Nimbus Zone, scored to Objective and Tournament Points.',
  scope:
    'The four ITS scenarios of this copy, scored from the players’ end-of-game report (Objective Points per scenario, Classified Objectives, the winner, Tournament Points, surviving Army Points). ' +
    'Not covered: army lists and the turn-by-turn game, which are played on the table. Classified Objectives are drawn in secret with the campaign’s Classified Objectives tool.',
  terms: {
    score: 'Objective Points',
    losses: 'Army Points',
    unit: 'trooper',
    force: 'force',
    turn: 'Game Round',
    endings: ITS_ENDINGS,
    victory: 'victory',
    tablePoints: 'Tournament Points',
  },
  rulings: [...ITS_RULINGS],
  libraries: [],
  rosters: null,
  battle: {
    sides: { min: 2, max: 2 },
    forcesPerSide: { min: 0, max: 0 },
    setupSchema: ItsSetupInputSchema,
    buildSetup: (input, sides) => buildItsSetup(input, sides),
    eventSchema: ItsEventSchema,
    newEventSchema: ItsNewEventSchema,
    initialState: (setup) => initialItsState(setup),
    apply: applyIts,
    stages: ITS_STAGES,
    summary: (state) => itsSummary(state),
    // 2: the result counts no troopers lost (null, not 0): the report never says.
    // 3: the result carries each player's Tournament Points, which the standings rank by.
    summaryVersion: 3,
    sideKeys: () => ['A', 'B'],
  },
  narrator: ITS_NARRATOR,
};
