import type { GameSystem } from '../../systems/game-system';
import { applyOd6 } from './battle/apply';
import { buildOd6Setup, Od6SetupInputSchema, type Od6SetupInput } from './battle/build-setup';
import { Od6EventSchema, type Od6Event } from './battle/events';
import { initialOd6State } from './battle/initial-state';
import type { Od6Outcome } from './battle/outcomes';
import { sideKeys } from './battle/queries';
import type { Od6Setup } from './battle/setup';
import type { Od6State } from './battle/state';
import { OD6_STAGES, od6Summary } from './battle/summary';
import { EQUIPMENT_LIBRARY, TROOP_TYPES_LIBRARY } from './equipment/library';
import { STARTER_TROOP_TYPES } from './equipment/starter-troop-types';
import { describeOd6Event } from './narrator/describe-event';
import { describeOd6Outcome } from './narrator/describe-outcome';
import { narrateOd6 } from './narrator/narrate';
import { OD6_ODDS } from './chronicle/odds';
import { ENDINGS } from './narrator/words';
import { OPEND6_RULINGS } from './rulings';
import { assessSquad } from './squads/assess';
import { SQUAD_VERSION, SquadSchema, upgradeSquad, type Squad } from './squads/schema';
import { unknownSquadReferences } from './squads/unknown-references';

export const OPEND6_SYSTEM_ID = 'opend6';

/**
 * A new squad: the first troop type of the starter Troop List at the quality its listing gives
 * ("These are elite soldiers … fill in the SGP cost … for the appropriate quality", seed 004 L628,
 * L643), five soldiers, nothing bought yet. The quality stays the squad's to change (docs/rulings.md).
 */
export function emptySquad(name: string): Squad {
  const troop = STARTER_TROOP_TYPES[0]!;
  return SquadSchema.parse({ name, troopTypeId: troop.id, quality: troop.quality, soldiers: 5 });
}

/**
 * OpenD6 Fantasy Miniatures (seed 004) as a game system: squads bought with Squad Generation
 * Points, the six-phase turn as events with typed outcomes, exact odds, and a narrator.
 */
export const OPEND6_SYSTEM: GameSystem<Od6Setup, Od6State, Od6Event, Od6Outcome, Od6SetupInput, Squad> = {
  id: OPEND6_SYSTEM_ID,
  name: 'OpenD6 Fantasy Miniatures',
  summary: 'Squad battles of three to ten figures: Squad Generation Points, morale that cracks, one die plus a skill.',
  scope:
    'The Basic Game: creating squads with Squad Generation Points, the Squad Record Sheet, and the six-phase turn — initiative, movement with opportunity fire and charges, ranged combat, close combat, morale and rallying, siege weapons with their crews. ' +
    'Not covered: the Advanced Game (heroes, creatures, magic, the gamemaster, advanced terrain and equipment) and the scenarios, which this copy of the rulebook does not contain. ' +
    'Distances, line of sight and fire arcs are measured on the table; the app asks for what they decide (range band, cover, flank or rear, who is separated). The Weapons Chart and Troop List are missing from this copy: the campaign’s Equipment table and Troop List hold what the text gives, and your group fills in the rest.',
  terms: {
    score: 'SGPs destroyed',
    losses: 'soldiers',
    unit: 'squad',
    body: 'soldier',
    cost: 'SGPs',
    force: 'squad',
    endings: ENDINGS,
    victory: 'victory',
  },
  rulings: OPEND6_RULINGS,
  libraries: [EQUIPMENT_LIBRARY, TROOP_TYPES_LIBRARY],
  rosters: {
    version: SQUAD_VERSION,
    schema: SquadSchema,
    upgrade: upgradeSquad,
    empty: emptySquad,
    assess: assessSquad,
    unknownReferences: unknownSquadReferences,
  },
  battle: {
    sides: { min: 2, max: 2 },
    forcesPerSide: { min: 1, max: 12 },
    setupSchema: Od6SetupInputSchema,
    buildSetup: buildOd6Setup,
    eventSchema: Od6EventSchema,
    initialState: (setup) => initialOd6State(setup),
    apply: applyOd6,
    stages: OD6_STAGES,
    summary: (state) => od6Summary(state),
    // 2: the summary counts the fallen.
    summaryVersion: 2,
    sideKeys: (setup) => sideKeys(setup),
  },
  narrator: {
    describeOutcome: describeOd6Outcome,
    describeEvent: describeOd6Event,
    narrate: (input) => narrateOd6(input),
    odds: OD6_ODDS,
    // 2: a Morale +1 at the starting level is told as held, and a one-sided close combat as "none by".
    // 3: damage landed in a step is counted by soldier, so a man wounded then struck down is one man lost.
    // 4: test totals say which is a roll and which a level ("command roll 5 against threat roll 7, threat level 5").
    // 5: inches with the double prime the screens use ("fell back 4″"), not a straight quote.
    version: 5,
  },
};
