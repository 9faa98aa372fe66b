import type { ItsSetup } from './setup';

/**
 * The scoring rules speak of "Side A" and "Side B" as the scenarios do (seed 003); a player reads
 * the names of the two who played.
 */
export function namedSides(text: string, setup: Pick<ItsSetup, 'players'>): string {
  return text.replace(/\bSide ([AB])\b/g, (_, side: 'A' | 'B') => setup.players[side]);
}
