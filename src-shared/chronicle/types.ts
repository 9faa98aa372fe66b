import type { Side } from '../rules/orders-omens/battle/roster';

/** What a generated line is about; the page styles and groups by it. */
export type ChronicleLineKind = 'opening' | 'deployment' | 'orders' | 'action' | 'end-phase' | 'result' | 'toll' | 'fate' | 'turning-points';

/**
 * One line of a battle's generated draft. `key` is stable across regeneration (it names the
 * first event the line narrates, or a closing section), so a hidden line stays hidden after an
 * undo and players' notes anchored to `seq` stay where they were.
 */
export interface ChronicleLine {
  readonly key: string;
  /** First and last event (1-based seq) narrated here; null for closing sections. */
  readonly seq: number | null;
  readonly lastSeq: number | null;
  readonly turn: number;
  readonly kind: ChronicleLineKind;
  readonly turningPoint: boolean;
  /** The paragraph the line belongs to ("opening", "hour-2", "close"); see `BattleChronicle.paragraphs`. */
  readonly paragraph: string;
  /** Plain text (no markup): safe to show as text and to index for search. */
  readonly text: string;
}

/** A paragraph of the account: before the battle, each hour of battle time, the reckoning. */
export interface ChronicleParagraph {
  readonly key: string;
  readonly title: string;
}

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
}
