/** "Side A" and "Side B", as the scenarios name the two players. */
export type Side = 'A' | 'B';
export const SIDES: readonly Side[] = ['A', 'B'];

export type PerSide<T> = Readonly<Record<Side, T>>;

/** One source of Objective Points in a player's breakdown. */
export interface ScoreLine {
  /** Stable id of the source, e.g. `kills`, `round-2-quadrants`, `classified`. */
  readonly source: string;
  readonly label: string;
  readonly points: number;
  /** Why this many points, in words. */
  readonly detail: string;
}

export interface SideScore {
  readonly total: number;
  readonly breakdown: readonly ScoreLine[];
}

export interface ScenarioScore {
  readonly scenario: string;
  readonly sides: PerSide<SideScore>;
}

export interface ScoringProblem {
  /** Dotted path of the offending field, e.g. `rounds.1.A`. */
  readonly path: string;
  readonly message: string;
}

export type ScoringResult =
  | { readonly ok: true; readonly score: ScenarioScore }
  | { readonly ok: false; readonly problems: readonly ScoringProblem[] };

/**
 * How the game ended: after the third Game Round, or at the end of a Turn that a player started
 * in Retreat! ("the game will end at the end of that Turn").
 */
export type GameEnding = 'third-round' | 'retreat';

/**
 * With Retreat!, whose Active Turn the game ended at the end of. The second player's Turn closes
 * its Game Round, so that round is complete; the first player's leaves it unfinished.
 */
export type RetreatTurn = 'first-player' | 'second-player';
export const RETREAT_TURNS: readonly RetreatTurn[] = ['first-player', 'second-player'];
