import type { ChronicleLine, ChronicleParagraph } from '../../../chronicle/types';
import type { Side } from '../battle/roster';
import type { BattleLuckLedger, LuckSummary } from './luck';
import type { WinPoint } from './win-probability';

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
  /** Each side's luck against the exact odds (absent from accounts cached before the ledger). */
  readonly luck?: BattleLuckLedger;
  /** The chance of a Tactical Victory after each turn (see win-probability.ts). */
  readonly winProbability?: readonly WinPoint[];
}

export interface BattleChronicle {
  readonly battleId: string;
  readonly title: string;
  readonly lines: readonly ChronicleLine[];
  readonly paragraphs: readonly ChronicleParagraph[];
  readonly stats: BattleStats;
  /** Every rated roll against its exact odds (see luck.ts), for the luck ledger. */
  readonly luck: LuckSummary;
  /** The win-probability line; its largest swings are told as turning points. */
  readonly winProbability: readonly WinPoint[];
}
