/** The Morale chapter's charts as data (seed 004 L414–L535, the sheet's track L713). */

export const MORALE_STATUSES = ['steady', 'shaken', 'demoralized', 'broken'] as const;
export type MoraleStatus = (typeof MORALE_STATUSES)[number];

/** Lowest morale level of each status: Steady 4+, Shaken 2–3, Demoralized 1, Broken 0 (L424–L433, L713). */
export const MORALE_STATUS_FLOOR: Readonly<Record<MoraleStatus, number>> = {
  steady: 4,
  shaken: 2,
  demoralized: 1,
  broken: 0,
};

export const MORALE_STATUS_NAMES: Readonly<Record<MoraleStatus, string>> = {
  steady: 'Steady',
  shaken: 'Shaken',
  demoralized: 'Demoralized',
  broken: 'Broken',
};

/** The Morale Level Track printed on the Squad Record Sheet, highest first (L713). */
export const MORALE_TRACK = [9, 8, 7, 6, 5, 4, 3, 2, 1, 0] as const;

/** Skill-test and close-combat penalties of a squad's morale status (L223–L224, L380–L381, L427–L432). */
export const MORALE_STATUS_EFFECTS: Readonly<Record<MoraleStatus, { readonly rangedDifficulty: number; readonly closeCombat: number; readonly threatLevel: number }>> = {
  steady: { rangedDifficulty: 0, closeCombat: 0, threatLevel: 0 },
  shaken: { rangedDifficulty: 1, closeCombat: -1, threatLevel: 1 },
  demoralized: { rangedDifficulty: 2, closeCombat: -2, threatLevel: 2 },
  // A broken squad cannot shoot or start a fight (L438); its tests use the demoralized-or-broken +2 (L511).
  broken: { rangedDifficulty: 2, closeCombat: -2, threatLevel: 2 },
};

export const MORALE_TEST_KINDS = ['casualty', 'charge', 'receive-charge'] as const;
export type MoraleTestKind = (typeof MORALE_TEST_KINDS)[number];

/** Morale Test Base Threat Level Chart (L443–L447). */
export const BASE_THREAT_LEVEL: Readonly<Record<MoraleTestKind, number>> = {
  casualty: 4,
  charge: 6,
  'receive-charge': 4,
};

/** Morale Test Threat Level Modifiers (L448–L456) and the charge and receiving-a-charge extras (L457–L464). */
export const THREAT_MODIFIERS = {
  eachCasualtyThisTurn: 1,
  sergeantHitThisTurn: 2,
  behindCover: -1,
  wonCloseAssault: -1,
  lostCloseAssault: 1,
  chargeFlankOrRear: -2,
  chargeEnemyBehindBarrier: 1,
  receivingFlankOrRear: 2,
  receivingOutnumberedTwoToOne: 2,
} as const;

/** Rally: base threat level 4 (L506) and the Rally Test Threat Level Modifiers (L507–L514). */
export const RALLY_THREAT = {
  base: 4,
  behindCover: -1,
  shaken: 1,
  demoralizedOrBroken: 2,
  halfOrMoreCasualties: 2,
  eachCasualtyThisTurn: 1,
  sergeantHitThisTurn: 2,
} as const;

/** Opportunity fire test: threat level 4 (L527) and its modifiers (L528–L531). */
export const OPPORTUNITY_FIRE_THREAT = {
  base: 4,
  behindCover: -1,
  shaken: 1,
  halfOrMoreCasualties: 2,
} as const;

/** Straight command tests the rules ask for: disengaging (L410) and holding back after combat (L403). */
export const COMMAND_TEST_DIFFICULTY = { disengage: 6, holdBackFromAdvance: 6 } as const;

/** A "Withdraw" result moves the squad 4" away from the closest enemy squad (L492); force back is 4" too (L401). */
export const WITHDRAW_INCHES = 4;
export const FORCE_BACK_INCHES = 4;
/** Rallying needs no enemy soldier within 12" (L505). */
export const RALLY_ENEMY_DISTANCE_INCHES = 12;

/** The result of a morale test (L481–L486). */
export type MoraleResult = 'morale-up' | 'no-effect' | 'morale-down' | 'morale-down-withdraw';
/** Morale change of each result (L489–L492). */
export const MORALE_RESULT_CHANGE: Readonly<Record<MoraleResult, number>> = {
  'morale-up': 1,
  'no-effect': 0,
  'morale-down': -1,
  'morale-down-withdraw': -2,
};

/** The result of a rally test (L515–L518). */
export type RallyResult = 'no-effect' | 'morale-up' | 'morale-up-two';
export const RALLY_RESULT_CHANGE: Readonly<Record<RallyResult, number>> = {
  'no-effect': 0,
  'morale-up': 1,
  'morale-up-two': 2,
};
