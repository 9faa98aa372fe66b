/** The four ITS scenarios as data: forces, game length, classified objectives and main objectives. */
export type ScenarioId = 'annihilation' | 'the-armory' | 'supremacy' | 'nimbus-zone';

export interface ClassifiedRule {
  /** Classified Objectives each player draws. */
  readonly count: number;
  readonly pointsEach: number;
  /** Supremacy: classified points count only while the player has fewer OP than this. */
  readonly onlyBelow: number | null;
}

export interface ScenarioDefinition {
  readonly id: ScenarioId;
  readonly number: number;
  readonly name: string;
  readonly forcePoints: number;
  /** "it will automatically finish at the end of the third Game Round." */
  readonly lastGameRound: number;
  /** Main objectives as printed. */
  readonly mainObjectives: readonly string[];
  readonly classified: ClassifiedRule;
}

export const MAX_OBJECTIVE_POINTS = 10;

export const SCENARIOS: Readonly<Record<ScenarioId, ScenarioDefinition>> = {
  annihilation: {
    id: 'annihilation',
    number: 1,
    name: 'Annihilation',
    forcePoints: 300,
    lastGameRound: 3,
    mainObjectives: [
      'To kill between 75 and 150 enemy Army Points (1 Objective Point).',
      'To kill between 151 and 250 enemy Army Points (2 Objective Points).',
      'To kill more than 250 enemy Army Points (3 Objective Points).',
      'If you have between 75 and 150 surviving Army Points (1 Objective Point).',
      'If you have between 151 and 250 surviving Army Points (2 Objective Points).',
      'If you have more than 250 surviving Army Points (3 Objective Points).',
    ],
    classified: { count: 2, pointsEach: 2, onlyBelow: null },
  },
  'the-armory': {
    id: 'the-armory',
    number: 2,
    name: 'The Armory',
    forcePoints: 300,
    lastGameRound: 3,
    mainObjectives: [
      'Dominate the Armory at the end of each Game Round (1 Objective Point).',
      'Dominate the Armory at the end of the game (3 Objective Points).',
      'Acquire more weapons from the Panoplies than the adversary at the end of the game (2 Objective Points).',
    ],
    classified: { count: 2, pointsEach: 1, onlyBelow: null },
  },
  supremacy: {
    id: 'supremacy',
    number: 3,
    name: 'Supremacy',
    forcePoints: 300,
    lastGameRound: 3,
    mainObjectives: [
      'Dominate the same number of Quadrants as the adversary at the end of each Game Round (1 Objective Point, but only if at least 1 Quadrant is Dominated by the player).',
      'Dominate more Quadrants than the adversary at the end of each Game Round (2 Objective Points).',
      'Hack a Console (1 Objective Point).',
    ],
    classified: { count: 1, pointsEach: 1, onlyBelow: 10 },
  },
  'nimbus-zone': {
    id: 'nimbus-zone',
    number: 4,
    name: 'Nimbus Zone',
    forcePoints: 300,
    lastGameRound: 3,
    mainObjectives: [
      'Download a Data Pack from a Console (2 Objective Points for each Data Pack downloaded).',
      'To have Disconnected more Antennae than the adversary at the end of the game (2 Objective Points).',
      'Control more Consoles than the adversary at the end of the game (1 Objective Point).',
    ],
    classified: { count: 1, pointsEach: 1, onlyBelow: null },
  },
};

export const SCENARIO_IDS: readonly ScenarioId[] = ['annihilation', 'the-armory', 'supremacy', 'nimbus-zone'];

/** Table features the scoring checks reports against. */
export const ARMORY_PANOPLIES = 2;
export const SUPREMACY_QUADRANTS = 4;
export const SUPREMACY_CONSOLES = 4;
export const NIMBUS_ANTENNAE = 4;
export const NIMBUS_CONSOLES = 3;
