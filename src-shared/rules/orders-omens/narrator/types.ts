import type { ChronicleLine, ChronicleParagraph } from '../../../chronicle/types';
import type { Side } from '../battle/roster';
import type { LuckSummary } from './luck';

/** Orders & Omens' account of a battle and the numbers service records read from it. */

export interface SideStats {
  readonly name: string;
  /** `setup.armies[side].id` when the battle recorded which army it was; else null. */
  readonly armyId: string | null;
  readonly vp: number;
  readonly hitsTaken: number;
  readonly hitsInflicted: number;
  readonly soldiersLost: number;
  /** This side's own Generals lost. */
  readonly generalsSlain: number;
  readonly generalsCaptured: number;
  readonly brigadesBroken: number;
}

export interface BrigadeStats {
  readonly id: string;
  readonly side: Side;
  readonly name: string;
  readonly hitsTaken: number;
  readonly hitsInflicted: number;
  readonly soldiersLost: number;
  readonly timesBroken: number;
  readonly outcome: 'stood' | 'fled' | 'dispersed' | 'fleeing';
}

/** The numbers service records are built from, computed from the replayed battle. */
export interface BattleStats {
  readonly over: boolean;
  readonly turn: number;
  readonly sides: Readonly<Record<Side, SideStats>>;
  readonly brigades: readonly BrigadeStats[];
  readonly tacticalVictory: Side | null;
  readonly strategicVictory: Side | null;
  readonly endedBy: string | null;
}

export interface BattleChronicle {
  readonly battleId: string;
  readonly title: string;
  readonly lines: readonly ChronicleLine[];
  readonly paragraphs: readonly ChronicleParagraph[];
  readonly stats: BattleStats;
  /** Every rated roll against its exact odds (see luck.ts), for the luck ledger. */
  readonly luck: LuckSummary;
}
