import type { GameSystem, RosterRules } from '../../systems/game-system';
import { assessArmy } from './army/assess-army';
import { ArmyRosterSchema, type ArmyRoster } from './army/roster-schema';
import { unknownCards } from './army/unknown-cards';
import { apply } from './battle/apply';
import { EventSchema, type Event1999 } from './battle/events';
import { initialState } from './battle/initial-state';
import type { Outcome1999 } from './battle/outcomes';
import type { State1999 } from './battle/state';
import { STAGES_1999, stagesFor1999, summary } from './battle/summary';
import { ENDINGS_1999 } from './battle/victory';
import { cardsFromLibraries, RULES_CARDS_KIND } from './cards/card-library';
import { NARRATOR_1999 } from './narrator';
import { RULINGS_1999 } from './rulings';
import { rulingsInPlay } from './rulings-in-play';
import { buildSetup, SIDES_1999 } from './setup/build-setup';
import { SetupInputSchema, type SetupInputParsed1999 } from './setup/setup-schema';
import type { Setup1999 } from './setup/setup-types';

const ROSTERS: RosterRules<ArmyRoster> = {
  version: 1,
  schema: ArmyRosterSchema,
  empty: (name) => ({ name, size: { kind: 'small' }, units: [] }),
  assess: (roster, choices, libraries) => assessArmy(roster, cardsFromLibraries(libraries), rulingsInPlay(choices)),
  unknownReferences: unknownCards,
};

/** 1999: skirmish battles for two to six players from the group's own Rules Cards (seed 001). */
export const SYSTEM_1999: GameSystem<Setup1999, State1999, Event1999, Outcome1999, SetupInputParsed1999, ArmyRoster> = {
  id: '1999',
  name: '1999',
  summary: 'Dark science-fiction skirmishes for two or more players, with armies built from your own Rules Cards.',
  scope:
    'The whole Starter rulebook: Rules Cards, Unit Construction, DNA and Instability, Reinforcements, the three missions, deployment (with markers for more than two players), Activation Phases, every Action, terrain Armour, wounds and Confusion. The rulebook ships no cards: enter your own (the examples are invented). Effects printed only on a card are applied by the players as card effects.',
  terms: {
    score: 'Army Points left',
    losses: 'Army Points',
    unit: 'Unit',
    body: 'model',
    cost: 'Army Points',
    force: 'army',
    endings: ENDINGS_1999,
    victory: 'victory',
  },
  rulings: RULINGS_1999,
  libraries: [RULES_CARDS_KIND],
  rosters: ROSTERS,
  battle: {
    sides: SIDES_1999,
    forcesPerSide: { min: 1, max: 1 },
    setupSchema: SetupInputSchema,
    buildSetup,
    eventSchema: EventSchema,
    initialState,
    apply,
    stages: STAGES_1999,
    stagesFor: stagesFor1999,
    summary: (state) => summary(state),
    // 2: the summary counts the fallen. 3: a finished battle's scores are the ones it was judged by.
    summaryVersion: 3,
    // The roll for the Order of play counts the Turn on (L353): it is the first step of the Turn it opens.
    opensTurn: (event) => event.type === 'order-of-play-rolled',
    sideKeys: (setup) => setup.sides.map((side) => side.side),
  },
  narrator: NARRATOR_1999,
};
