import { RECON_AND_DEPLOYMENT } from '../data/recon-and-deployment';
import { alternate } from './alternate';

/**
 * Place Terrain: "Players then alternate placing terrain pieces, beginning with the Defender."
 * With an odd number of pieces the Defender places one more.
 */
export function terrainPlacementOrder(defender: string, attacker: string, pieces: number): string[] {
  const defenderPieces = Math.ceil(pieces / 2);
  return alternate({ player: defender, count: defenderPieces }, { player: attacker, count: pieces - defenderPieces });
}

/** Summary: "Terrain must be 5" or more other features." `null` when the gap is enough. */
export function terrainGapProblem(gapToNearestFeatureInches: number): string | null {
  const min = RECON_AND_DEPLOYMENT.terrainMinimumGapInches;
  return gapToNearestFeatureInches >= min ? null : `This piece is ${gapToNearestFeatureInches}″ from the nearest other feature. Terrain must be placed ${min}″ or more from other features: move it further away.`;
}

/** "A typical battlefield will have around 6-8 pieces of terrain, but players may agree upon more or fewer." */
export function terrainCountNote(pieces: number): string | null {
  const { min, max } = RECON_AND_DEPLOYMENT.typicalTerrainPieces;
  if (pieces >= min && pieces <= max) return null;
  return `${pieces} pieces of terrain: a typical battlefield has ${min}-${max}, but players may agree on more or fewer.`;
}
