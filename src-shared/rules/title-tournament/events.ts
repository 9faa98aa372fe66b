/**
 * Ladder events: plain JSON objects, stored one row per event. Timestamps are ISO 8601 strings
 * supplied by the caller so that a replay never reads the clock.
 */
export type LadderEvent =
  | PlayerJoined
  | ChallengeIssued
  | ChallengeWithdrawn
  | ChallengeAccepted
  | ChallengeDeclined
  | ChallengeRescheduled
  | ChallengeNeglected
  | GameRecorded
  | SeasonStarted
  | SeasonEnded;

export interface PlayerJoined {
  readonly type: 'player-joined';
  readonly playerId: string;
  readonly name: string;
  readonly at: string;
}

export interface ChallengeIssued {
  readonly type: 'challenge-issued';
  readonly challengeId: string;
  readonly challenger: string;
  readonly challenged: string;
  readonly at: string;
  /** The time named for the game. */
  readonly scheduledAt: string;
  /** The place named for the game. */
  readonly place: string;
}

/** The challenger calls the challenge off; it does not count as neglected. */
export interface ChallengeWithdrawn {
  readonly type: 'challenge-withdrawn';
  readonly challengeId: string;
  readonly at: string;
}

/** The challenged player agrees to the named time and place. */
export interface ChallengeAccepted {
  readonly type: 'challenge-accepted';
  readonly challengeId: string;
  readonly at: string;
}

/**
 * The challenged player turns the challenge down. The text (seed 001, L669–L671) never speaks of
 * declining; the ruling `tt.declined-challenge` says whether it counts as the decliner's neglect
 * towards a walk-over (by default it does) or simply closes the challenge.
 */
export interface ChallengeDeclined {
  readonly type: 'challenge-declined';
  readonly challengeId: string;
  readonly at: string;
}

/** Both players agree a new time (and, if given, a new place) for an open challenge. */
export interface ChallengeRescheduled {
  readonly type: 'challenge-rescheduled';
  readonly challengeId: string;
  readonly at: string;
  readonly scheduledAt: string;
  /** Omitted when the place stays the same. */
  readonly place?: string;
}

/** The challenged player did not give a game at the named time and place. */
export interface ChallengeNeglected {
  readonly type: 'challenge-neglected';
  readonly challengeId: string;
  readonly at: string;
}

export interface GameRecorded {
  readonly type: 'game-recorded';
  readonly gameId: string;
  readonly challengeId: string;
  readonly at: string;
  /** The winning player's id, or null for a drawn game. */
  readonly winner: string | null;
  /** Optional link to the battle played for this game: a recorded battle's id, or a typed name. */
  readonly battleId?: string;
  /** Set when the result was read from a recorded battle: what it was called and who of it played. */
  readonly fromBattle?: BattleLinkRecord;
}

/** A recorded battle as it stood when a ladder game was taken from it (kept if it is later deleted). */
export interface BattleLinkRecord {
  readonly name: string;
  readonly systemName: string;
  /** The battle's player names for the challenger and the challenged, in that order. */
  readonly pair: readonly [string, string];
}

export interface SeasonStarted {
  readonly type: 'season-started';
  readonly seasonId: string;
  readonly name: string;
  readonly at: string;
  /** The planned end date (the time limit the group set). */
  readonly endsOn: string;
}

/** Closes a season; the champion is whoever holds 1st Rank at `at`. The ladder keeps going. */
export interface SeasonEnded {
  readonly type: 'season-ended';
  readonly seasonId: string;
  readonly at: string;
}
