import type { RankId } from './ranks';

export interface LadderPlayer {
  readonly id: string;
  readonly name: string;
  readonly rank: RankId;
  readonly joinedAt: string;
}

export type ChallengeStatus = 'open' | 'played' | 'neglected' | 'withdrawn' | 'declined' | 'walk-over';

export interface Challenge {
  readonly id: string;
  readonly challenger: string;
  readonly challenged: string;
  readonly issuedAt: string;
  readonly scheduledAt: string;
  readonly place: string;
  /** When the challenged player accepted, or null while the challenge awaits an answer. */
  readonly acceptedAt: string | null;
  /** How many times the time or place was changed after the challenge was issued. */
  readonly rescheduled: number;
  readonly status: ChallengeStatus;
  readonly closedAt: string | null;
  /** Index of the event that closed it, for ordering neglects against games. */
  readonly closedAtEvent: number | null;
}

/** A result on the ladder: a game played, or a walk-over won after the third neglected challenge. */
export interface LadderGame {
  readonly id: string;
  readonly kind: 'game' | 'walk-over';
  readonly challengeId: string;
  readonly challenger: string;
  readonly challenged: string;
  /** Null for a drawn game. */
  readonly winner: string | null;
  readonly at: string;
  readonly eventIndex: number;
  readonly battleId: string | null;
  readonly ranksBefore: Readonly<Record<string, RankId>>;
  readonly ranksAfter: Readonly<Record<string, RankId>>;
}

export type RankChangeCause =
  | { readonly kind: 'joined' }
  | { readonly kind: 'game'; readonly gameId: string; readonly challengeId: string; readonly battleId: string | null }
  | { readonly kind: 'walk-over'; readonly gameId: string; readonly challengeId: string };

export interface RankChange {
  readonly playerId: string;
  /** Null when the player joins. */
  readonly from: RankId | null;
  readonly to: RankId;
  readonly at: string;
  readonly eventIndex: number;
  readonly cause: RankChangeCause;
  /** The rule applied, in words, for the chronicle. */
  readonly explanation: string;
}

export interface Season {
  readonly id: string;
  readonly name: string;
  readonly startedAt: string;
  readonly endsOn: string;
  readonly ended: { readonly at: string; readonly champion: string | null } | null;
}

export interface LadderState {
  /** Number of events applied; the next event's index. */
  readonly eventCount: number;
  readonly players: Readonly<Record<string, LadderPlayer>>;
  /** Player ids in joining order. */
  readonly playerOrder: readonly string[];
  readonly challenges: Readonly<Record<string, Challenge>>;
  readonly challengeOrder: readonly string[];
  readonly games: readonly LadderGame[];
  readonly rankChanges: readonly RankChange[];
  readonly seasons: readonly Season[];
}

/**
 * The player or challenge with this id, or undefined. Ids arrive from callers, so only the
 * record's own entries count: "constructor" or "__proto__" is no player.
 */
export function playerOf(state: LadderState, id: string): LadderPlayer | undefined {
  return Object.hasOwn(state.players, id) ? state.players[id] : undefined;
}

export function challengeOf(state: LadderState, id: string): Challenge | undefined {
  return Object.hasOwn(state.challenges, id) ? state.challenges[id] : undefined;
}

export const EMPTY_LADDER: LadderState = {
  eventCount: 0,
  players: {},
  playerOrder: [],
  challenges: {},
  challengeOrder: [],
  games: [],
  rankChanges: [],
  seasons: [],
};
