import type { DiceRoll } from '../dice';
import type { ChartId } from './charts';
import type { ScenarioId } from './scenarios';

/**
 * Classified Objective draws for one shared laptop: each draw is secret to its player until they
 * reveal it. Plain JSON events, one row each; timestamps come from the caller.
 */
export type ClassifiedEvent = DrawsOpened | ClassifiedDrawn | ClassifiedRevealed | ClassifiedRevealWithdrawn | ClassifiedRedrawn | ClassifiedAchieved | ClassifiedHiddenDiscarded;

/** Starts the draws of a battle: its scenario fixes how many each player draws. */
export interface DrawsOpened {
  readonly type: 'classified-draws-opened';
  readonly battleId: string;
  readonly scenario: ScenarioId;
  readonly players: readonly [string, string];
  readonly at: string;
}

export interface ClassifiedDrawn {
  readonly type: 'classified-drawn';
  readonly battleId: string;
  readonly drawId: string;
  readonly player: string;
  readonly chart: ChartId;
  /** One D20: `rollDice(seed, 1, 20)` or `enteredDice([n], 20)`. */
  readonly dice: DiceRoll;
  readonly at: string;
}

/** The owner shows the draw to the table. */
export interface ClassifiedRevealed {
  readonly type: 'classified-revealed';
  readonly battleId: string;
  readonly drawId: string;
  /** Who reveals: must be the draw's owner. */
  readonly player: string;
  readonly at: string;
}

/**
 * The owner takes a reveal back (shown by mistake, or too soon): the draw is hidden from the table
 * again. Refused once the objective is achieved; the service also refuses it once the game is scored.
 */
export interface ClassifiedRevealWithdrawn {
  readonly type: 'classified-reveal-withdrawn';
  readonly battleId: string;
  readonly drawId: string;
  /** Who withdraws: must be the draw's owner. */
  readonly player: string;
  readonly reason: string;
  readonly at: string;
}

/** Replaces a draw with a new roll; never silent, always with a reason. */
export interface ClassifiedRedrawn {
  readonly type: 'classified-redrawn';
  readonly battleId: string;
  readonly drawId: string;
  /** Chart for the new roll; defaults to the draw's chart. */
  readonly chart?: ChartId;
  readonly dice: DiceRoll;
  readonly reason: string;
  readonly at: string;
}

export interface ClassifiedAchieved {
  readonly type: 'classified-achieved';
  readonly battleId: string;
  readonly drawId: string;
  readonly at: string;
}

/**
 * A player forgot the PIN that seals their hidden draws: those draws are discarded unseen (the
 * table never learns what they were) and leave the hand, so the player draws again in front of
 * the table. Their revealed draws stay. Nothing of it can be taken back: no one can read the
 * discarded objectives any more.
 */
export interface ClassifiedHiddenDiscarded {
  readonly type: 'classified-hidden-discarded';
  readonly battleId: string;
  readonly player: string;
  /** The player's draws hidden from the table at that moment, every one of them. */
  readonly drawIds: readonly string[];
  /** Who at the table confirmed it, by name. */
  readonly confirmedBy: string;
  readonly at: string;
}
