/**
 * Where the end-of-game report form shows a refusal: beside the field its path names, when the form
 * has one there, else above the form. A refusal about two fields together — Quadrants both players
 * claim in one Game Round (more than the 4 on the table), Antennae or Consoles past the table's count
 * — names the pair, not one field, and must still be read, not dropped.
 */
const FIELD_PATHS: readonly RegExp[] = [
  /^retreatTurn$/,
  /^forcePoints$/,
  /^(?:enemyArmyPointsKilled|survivingArmyPoints|panopliesWeapons|dataPacksDownloaded|antennaeDisconnected|consolesControlled)\.[AB]$/,
  /^neverDeployed\.[AB]\.\d+\.(?:name|armyPoints)$/,
  /^armoryDominatedBy\.\d+$/,
  /^quadrantsDominated\.\d+\.[AB]$/,
  /^consoles\.\d+\.contestWinner$/,
];

/** The error key for a refusal at `path` (the report's path, without the leading `report.`): a field's path, or `form`. */
export function reportErrorPlace(path: string | undefined): string {
  if (!path) return 'form';
  return FIELD_PATHS.some((field) => field.test(path)) ? path : 'form';
}
