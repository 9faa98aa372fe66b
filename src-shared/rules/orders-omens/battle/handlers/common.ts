import { validateDice, type DiceRoll } from '../../../dice';
import { reject, type Draft } from '../draft';
import type { Phase } from '../state';
import { MAX_MEASURED_INCHES } from '../mechanics/distance';

/** Rejects a dice entry with the wrong count, the wrong die, or a face the die does not have. */
export function checkDice(roll: DiceRoll, count: number | undefined, what: string): readonly number[] {
  if (roll.sides !== 6) reject(`${what}: Orders & Omens rolls D6, not D${roll.sides}`);
  const problem = validateDice(roll, count);
  if (problem) reject(`${what}: ${problem.message}`);
  return roll.faces;
}

export function requirePhase(d: Draft, what: string, ...phases: Phase[]): void {
  if (!phases.includes(d.phase)) reject(`${what} belongs to the ${phases.join(' or ')} phase; the battle is in the ${d.phase} phase`);
}

export function spendActions(d: Draft, brigadeId: string, cost: number, what: string): void {
  const brigade = d.brigades[brigadeId];
  const name = d.roster.brigades[brigadeId]?.name ?? brigadeId;
  if (!brigade) reject(`unknown Brigade "${brigadeId}"`);
  if (brigade.actionsLeft < cost) {
    reject(`${brigade.actionsLeft} action${brigade.actionsLeft === 1 ? '' : 's'} left for ${name}; ${what} needs ${cost}`);
  }
  brigade.actionsLeft -= cost;
}

/** The contract refuses these first; the reducer repeats the check because it can be called directly. */
export function checkDistance(inches: number, what: string): void {
  if (!Number.isFinite(inches) || inches < 0 || inches > MAX_MEASURED_INCHES) reject(`${what} must be between 0 and ${MAX_MEASURED_INCHES} inches`);
}
