/**
 * A terrain piece is named by the players ("the shrine wall", "Shrine wall", "a crate"). The
 * narrator puts its own "the" before the name, so an article the players typed is set aside:
 * the log reads "into the shrine wall", never "into the the shrine wall", and every spelling
 * is one piece that keeps one count of damage (L108).
 */
const LEADING_ARTICLE = /^(?:the|a|an)\s+/i;

/** The name without a leading "the", "a" or "an"; a name that is nothing but an article stays as typed. */
export function bareTerrainName(name: string): string {
  const trimmed = name.trim();
  return trimmed.replace(LEADING_ARTICLE, '').trim() || trimmed;
}

/** "the shrine wall", mid-sentence. */
export function theTerrain(name: string): string {
  return `the ${bareTerrainName(name)}`;
}

/** One piece however it is spelt: case, spaces and a leading article do not matter. */
export function terrainKey(name: string): string {
  return bareTerrainName(name).toLowerCase();
}

/** "The shrine wall", opening a sentence or an error. */
export function theTerrainOpening(name: string): string {
  return `The ${bareTerrainName(name)}`;
}
