import type { SideKey, SystemEvent, TypedOutcome } from '../../../src-shared/systems/game-system';

/** A force on one side of a battle, as the battle copied it at set-up. */
export interface ShellForce {
  /** null: the force was deleted after the battle copied it. */
  readonly armyId: string | null;
  readonly name: string;
}

/** One side of a battle as the shell shows it: the player and the forces they brought. */
export interface ShellSide {
  readonly side: SideKey;
  readonly playerName: string;
  readonly forces: readonly ShellForce[];
}

/**
 * One judged step of the log: what was done and what the engine said came of it. An opened
 * battle carries `outcomes` for its newest steps only; the event log asks for older ones.
 */
export interface ShellStep {
  readonly seq: number;
  readonly turn: number;
  readonly event: SystemEvent;
  readonly outcomes?: readonly TypedOutcome[];
  readonly recordedAt?: number;
}
