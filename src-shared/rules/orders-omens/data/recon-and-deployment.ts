/** Recon & Deployment: every number the section prints. Distances in inches. */
export const RECON_AND_DEPLOYMENT = {
  /** Determine Initiative: "both players roll 2D6". */
  initiativeDice: 2,
  /** "A typical battlefield will have around 6-8 pieces of terrain". */
  typicalTerrainPieces: { min: 6, max: 8 },
  /** Summary: "Terrain must be 5" or more other features." */
  terrainMinimumGapInches: 5,
  /** "1 Recon Markers per foot width of the battlefield". */
  reconMarkersPerFootOfWidth: 1,
  /** "+1 for every Cavalry Regiment ... (up to a maximum of +3)". */
  reconMarkersPerCavalryRegiment: 1,
  reconCavalryBonusMax: 3,
  /** "Each player's starting point must be at least 25" away from another player's starting point." */
  entryPointMinimumSeparationInches: 25,
  /** "moving one of their markers up to 12" onto the battlefield". */
  reconMarkerMoveInches: 12,
  /** "must always remain within 12" of either another friendly Recon Marker or a table edge". */
  reconMarkerTetherInches: 12,
  /** "within 12" of an enemy Recon Marker, both markers are locked". */
  reconMarkerLockInches: 12,
  /** "up to 3 dummy regiment markers representing one Brigade per Division". */
  dummyMarkersPerDivision: 3,
  /** Reveal: "within 24"". */
  revealWithinInches: 24,
} as const;

/** Objectives: "within 6" with no enemy units within 6" of the objective". */
export const OBJECTIVE_RADIUS_INCHES = 6;

/** Break point: "50% or more of their Brigades fleeing or have fled". */
export const BREAK_POINT_FRACTION = 0.5;

/** Table Thirds: "a Left and right flank and a centre", left to right. */
export const TABLE_THIRDS = ['left', 'centre', 'right'] as const;
export type TableThird = (typeof TABLE_THIRDS)[number];
