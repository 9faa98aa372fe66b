import type { RulingChoices } from '../../ruling';
import { chosenOption } from '../../ruling';
import { RECON_AND_DEPLOYMENT } from '../data/recon-and-deployment';
import { RECON_TABLE_WIDTH } from '../rulings/pre-battle';
import type { Army } from '../types';

export interface ReconMarkerCount {
  readonly total: number;
  readonly fromWidth: number;
  readonly fromCavalry: number;
  readonly cavalryRegiments: number;
  readonly explanation: string;
}

/** Cavalry regiments anywhere in the army (armoured cavalry included). */
export function cavalryRegimentCount(army: Army): number {
  return army.divisions.reduce((sum, division) => sum + division.brigades.reduce((s, b) => s + b.regiments.filter((r) => r.type === 'cavalry').length, 0), 0);
}

function wholeFeet(widthFeet: number, choices: RulingChoices | undefined): number {
  switch (chosenOption(RECON_TABLE_WIDTH, choices)) {
    case 'round-down':
      return Math.floor(widthFeet);
    case 'round-nearest':
      return Math.round(widthFeet);
    case 'round-up':
      return Math.ceil(widthFeet);
  }
}

/**
 * Recon Phase: "1 Recon Markers per foot width of the battlefield ... +1 for every Cavalry
 * Regiment included in their army (up to a maximum of +3)".
 */
export function reconMarkerCount(army: Army, tableWidthFeet: number, choices?: RulingChoices): ReconMarkerCount {
  const fromWidth = wholeFeet(tableWidthFeet, choices) * RECON_AND_DEPLOYMENT.reconMarkersPerFootOfWidth;
  const cavalryRegiments = cavalryRegimentCount(army);
  const fromCavalry = Math.min(cavalryRegiments * RECON_AND_DEPLOYMENT.reconMarkersPerCavalryRegiment, RECON_AND_DEPLOYMENT.reconCavalryBonusMax);
  const capped = cavalryRegiments > RECON_AND_DEPLOYMENT.reconCavalryBonusMax ? ` (${cavalryRegiments} Cavalry Regiments, capped at +3)` : '';
  return {
    total: fromWidth + fromCavalry,
    fromWidth,
    fromCavalry,
    cavalryRegiments,
    explanation: `${fromWidth} for a ${tableWidthFeet}' wide table, +${fromCavalry} for cavalry${capped}: ${fromWidth + fromCavalry} Recon Markers.`,
  };
}

/** A recon move: "up to 12"", staying "within 12" of either another friendly Recon Marker or a table edge". */
export function reconMoveProblem(move: {
  readonly distanceInches: number;
  readonly nearestFriendlyMarkerInches: number | null;
  readonly nearestTableEdgeInches: number;
  readonly alreadyLocked: boolean;
}): string | null {
  const { reconMarkerMoveInches, reconMarkerTetherInches } = RECON_AND_DEPLOYMENT;
  if (move.alreadyLocked) return 'this marker is locked: it came within 12″ of an enemy Recon Marker';
  if (move.distanceInches > reconMarkerMoveInches) return `a Recon Marker moves up to ${reconMarkerMoveInches}″; this move is ${move.distanceInches}″`;
  const tethered = move.nearestTableEdgeInches <= reconMarkerTetherInches || (move.nearestFriendlyMarkerInches ?? Infinity) <= reconMarkerTetherInches;
  return tethered ? null : `a Recon Marker must end within ${reconMarkerTetherInches}″ of a friendly Recon Marker or a table edge`;
}

/** "If a Recon Marker moves to within 12" of an enemy Recon Marker, both markers are locked in place". */
export function reconMarkersLock(distanceToEnemyMarkerInches: number): boolean {
  return distanceToEnemyMarkerInches <= RECON_AND_DEPLOYMENT.reconMarkerLockInches;
}
