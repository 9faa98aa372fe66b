import type { GameSystem } from '../../systems/game-system';
import type { Order66Event } from './battle/events';
import { Order66EventSchema } from './battle/events';
import { initialState } from './battle/initial-state';
import type { Order66Outcome } from './battle/outcomes';
import { apply } from './battle/reducer';
import { buildSetup, Order66SetupInputSchema, SIDES, type Order66Setup, type Order66SetupInput } from './battle/setup';
import type { Order66State } from './battle/state';
import { battleSummary, STAGES } from './battle/summary';
import { describeEvent } from './narrator/describe-event';
import { describeOutcome } from './narrator/describe-outcome';
import { narrate } from './narrator/narrate';
import { ORDER_66_ODDS } from './chronicle/odds';
import { ENDINGS } from './narrator/words';
import { assessRoster } from './roster/assess';
import { MYSTICS_LIBRARY } from './roster/mystic-library';
import { unknownMystic } from './roster/unknown-references';
import { emptyRoster, Order66RosterSchema, ROSTER_VERSION, type Order66Roster } from './roster/roster';
import { ORDER_66_RULINGS } from './rulings';

export type Order66System = GameSystem<Order66Setup, Order66State, Order66Event, Order66Outcome, Order66SetupInput, Order66Roster>;

/** Order 66 (seed 000): Mystics and their Grymn Troopers on a grid of squares, roll-off by roll-off. */
export const ORDER_66: Order66System = {
  id: 'order-66',
  name: 'Order 66',
  summary: 'Mystic skirmish on squares: two to six players, each with a Mystic of Order or Chaos and Grymn Troopers.',
  scope:
    'The whole rulebook: Mystic creation, the roll-off, moves, Grymn shooting, psychic attacks and pushes, melee, the six Mystic abilities and wounds. The table keeps the positions: players count squares and the app checks them against the rules.',
  terms: {
    score: 'wounds dealt',
    losses: 'wounds',
    unit: 'model',
    force: 'force',
    endings: ENDINGS,
    victory: 'victory',
  },
  rulings: ORDER_66_RULINGS,
  libraries: [MYSTICS_LIBRARY],
  rosters: {
    version: ROSTER_VERSION,
    schema: Order66RosterSchema,
    empty: emptyRoster,
    assess: assessRoster,
    unknownReferences: unknownMystic,
  },
  battle: {
    sides: SIDES,
    forcesPerSide: { min: 1, max: 1 },
    setupSchema: Order66SetupInputSchema,
    buildSetup,
    eventSchema: Order66EventSchema,
    initialState,
    apply,
    stages: STAGES,
    summary: (state) => battleSummary(state),
    // 2: the summary counts the fallen. 3: the result's models lost are the fallen too, not a leaving player's standing models.
    summaryVersion: 3,
    sideKeys: (setup) => setup.sides.map((side) => side.side),
  },
  narrator: {
    describeOutcome,
    describeEvent,
    narrate,
    odds: ORDER_66_ODDS,
    // 2: terrain named without a doubled "the", and defence rolls named as the dodge, resist or melee defence they were.
    // 3: the result says the turn it ended in ("…, by concession in turn 1."), not "after 1 turn".
    // 4: a group's own Mystic's ability by its own name ("Oru loosed Storm Call at …"), not the printed one it works like.
    version: 4,
  },
};
