import type { Army, SpellId } from '../types';
import type { MoraleKind } from './mechanics/morale';
import type { BattleRoster, Side } from './roster';
import type { VpEntry } from '../scoring/vp';

export interface BattleSetup {
  readonly armies: Readonly<Record<Side, Army>>;
  readonly table: { readonly widthFeet: number; readonly depthFeet: number };
  /** "A pre-agreed turn limit is reached (i.e. 10 turns)". */
  readonly turnLimit?: number;
  /** "A pre-agreed time limit is reached (i.e. 2 hours)", measured from `startedAt`. */
  readonly timeLimitMinutes?: number;
  /** Wall-clock start of play (ISO). */
  readonly startedAt?: string;
  /** In-world time the battle opens, "HH:MM"; each turn is 15 minutes (Timekeeping). */
  readonly battleClockStart?: string;
  readonly objectives: readonly { readonly number: number; readonly name: string }[];
  readonly baggage?: readonly { readonly id: string; readonly side: Side; readonly name?: string }[];
}

export type Phase = 'initiative' | 'deployment' | 'strategy' | 'activation' | 'over';

export interface BrigadeState {
  readonly deployed: boolean;
  /**
   * in-play; fled (left by a table edge); dispersed (scattered by a collision); split (a Brigade
   * standing as its two Demi-Brigades); combined (a Demi-Brigade rejoined into its Brigade).
   */
  readonly status: 'in-play' | 'fled' | 'dispersed' | 'split' | 'combined';
  readonly fleeing: boolean;
  readonly disordered: boolean;
  readonly timesBroken: number;
  readonly breakVpAwarded: boolean;
  readonly activatedThisTurn: boolean;
  readonly actionsLeft: number;
  readonly chargedThisTurn: boolean;
  readonly rallyAttemptsThisTurn: number;
  readonly breathUsedThisTurn: boolean;
  /** Chimera, Multiple Heads: "Once per turn". */
  readonly headsRerollUsedThisTurn: boolean;
  readonly regeneratedThisTurn: boolean | null;
  /** Regeneration dice kept for good under `oo.regeneration-duration` = cumulative. */
  readonly regeneratedDice?: number;
  readonly heroicStand: boolean;
  /** The melee the Heroic Stand was won in, which it skips under `oo.heroic-stand-timing` = next-engagement. */
  readonly heroicStandWonIn?: string | null;
  readonly witnessedGeneralLoss: boolean;
  /** A Brigade with no order used its one free reaction this turn (`oo.unordered-reactions`). */
  readonly freeReactionUsedThisTurn?: boolean;
  readonly engagementId: string | null;
}

export interface RegimentState {
  readonly loaded: boolean;
  /** Artillery: the target it is ranging and how far its accuracy has improved (index into 6+,5+,4+,3+). */
  readonly ranging: { readonly targetBrigadeId: string; readonly step: number } | null;
  readonly hitsTaken: number;
  readonly hitsInflicted: number;
}

export interface GeneralState {
  readonly status: 'active' | 'wounded' | 'captured' | 'slain';
  readonly movedThisTurn: boolean;
  readonly attachedTo: string | null;
  readonly orderRerollUsedThisTurn: boolean;
  /** Order Tests taken this turn, counted under `oo.activations-per-general` = two-per-general. */
  readonly ordersTestedThisTurn?: number;
  /** none: no Magical Advisor; lost: miscast; exhausted: spent under the casting-limit ruling. */
  readonly magic: 'none' | 'ready' | 'cast-this-turn' | 'exhausted' | 'lost';
}

export interface StrategicOrder {
  readonly id: string;
  readonly side: Side;
  readonly divisionId: string;
  readonly order: 'capture' | 'defend';
  readonly objective: number;
  readonly issuedTurn: number;
  readonly status: 'in-transit' | 'received' | 'intercepted' | 'superseded';
  /** Capture orders "are scored once". */
  readonly scored: boolean;
  /** The one Brigade the order names, under `oo.strategic-order-recipient` = brigade. */
  readonly brigadeId?: string;
}

export interface ActiveSpell {
  readonly spell: SpellId;
  readonly side: Side;
  readonly targetBrigadeId: string | null;
  readonly turn: number;
}

export interface Engagement {
  readonly id: string;
  readonly attacker: string;
  readonly defender: string;
  /** 1 for the first round of melee. */
  readonly round: number;
  readonly charging: { readonly attacker: boolean; readonly defender: boolean };
  /** Brace Volley hits "added to those caused in the first round of melee". */
  readonly braceHitsOnAttacker: number;
}

export type MoraleReason =
  | 'lost-melee'
  | 'shot'
  | 'charged-while-disordered'
  | 'friend-broke-nearby'
  | 'collision'
  | 'general-slain'
  | 'general-captured'
  | 'special';

/** Why a pending Morale Test is modified, by id and number; the narrator words it. */
export type PendingModifier =
  | { readonly kind: 'lost-melee'; readonly by: number; readonly value: number }
  | { readonly kind: 'disordered-lost-again'; readonly value: number }
  | { readonly kind: 'general-lost'; readonly generalId: string; readonly fate: 'slain' | 'captured'; readonly value: number }
  | { readonly kind: 'shot'; readonly hits: number; readonly value: number };

export type PendingTest =
  | {
      readonly kind: 'morale';
      readonly brigadeId: string;
      readonly reason: MoraleReason;
      readonly testKind: MoraleKind;
      readonly modifiers: readonly PendingModifier[];
      readonly engagementId: string | null;
      /** Margin of a lost melee, for a General's Fate if the Brigade then breaks. */
      readonly meleeMargin: number | null;
      /** Generals who already rolled on the Fate table for this lost melee (`oo.second-fate-roll`). */
      readonly fateRolledBy?: readonly string[];
    }
  | { readonly kind: 'fate'; readonly generalId: string; readonly brigadeId: string; readonly margin: number | null };

/** Why a Strategic Victory was won (Types of Victory); the narrator words it. */
export type StrategicReason = 'enemy-conceded' | 'enemy-break-point' | 'enemy-marshal-captured' | 'enemy-marshal-slain';

export interface BattleResult {
  readonly endedBy: 'turn-limit' | 'time-limit' | 'concession' | 'break-point';
  readonly turn: number;
  readonly vp: Readonly<Record<Side, number>>;
  /** "the player with the most points is given a Tactical Victory"; null on equal points. */
  readonly tacticalVictory: Side | null;
  readonly strategicVictory: Side | null;
  readonly strategicReasons: readonly StrategicReason[];
}

export interface BattleState {
  readonly setup: BattleSetup;
  readonly roster: BattleRoster;
  readonly phase: Phase;
  readonly turn: number;
  readonly attacker: Side | null;
  readonly nextDeployer: Side | null;
  readonly brigades: Readonly<Record<string, BrigadeState>>;
  readonly regiments: Readonly<Record<string, RegimentState>>;
  readonly generals: Readonly<Record<string, GeneralState>>;
  readonly orders: readonly StrategicOrder[];
  readonly ordersIssuedThisTurn: Readonly<Record<Side, number>>;
  /** Chips put in the bag this turn and chips drawn so far. */
  readonly bag: { readonly filled: Readonly<Record<Side, number>>; readonly drawn: Readonly<Record<Side, number>> };
  readonly chip: { readonly side: Side; readonly used: boolean } | null;
  readonly firstDrawer: Side | null;
  /** The order test a Human general may re-roll (Adaptable Command). */
  readonly lastFailedOrder: { readonly brigadeId: string; readonly generalId: string } | null;
  readonly spells: readonly ActiveSpell[];
  readonly engagements: Readonly<Record<string, Engagement>>;
  readonly engagementCount: number;
  readonly pending: readonly PendingTest[];
  readonly vp: readonly VpEntry[];
  readonly objectiveHolders: Readonly<Record<number, Side | null>>;
  /** Objectives both sides stood within 6" of at the last End Phase (`oo.capture-after-contested`). */
  readonly contestedObjectives?: readonly number[];
  readonly baggageCaptured: readonly string[];
  readonly result: BattleResult | null;
  readonly movement: MovementRecord;
}

/** Moves the rules depend on: garrisons, flights over units, Compel and Harrier. */
export interface MovementRecord {
  /** Brigade → the named terrain piece it garrisons (infantry only). */
  readonly garrisons: Readonly<Record<string, string>>;
  /** Flyer → what it flew over on its last move, and in which turn (Bombing Run targets). */
  readonly flights: Readonly<Record<string, { readonly turn: number; readonly overBrigadeIds: readonly string[]; readonly overTerrain: readonly string[] }>>;
  /** A Brigade a cast Compel has yet to move (its 1D6" is recorded by `compel-moved`). */
  readonly compelled: string | null;
  /** Engagement → the last round after which a Harrier withdrew (once per round). */
  readonly harrierRounds: Readonly<Record<string, number>>;
}
