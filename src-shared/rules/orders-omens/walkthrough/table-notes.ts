import type { Side } from '../battle';
import type { TableEdge } from '../prebattle/entry-points';

/**
 * Steps of the walkthrough that the Orders & Omens engine does not judge (it goes straight from
 * the initiative to deployment): terrain, recon and reveals. They are logged beside the engine's
 * events in the same append-only log, so undo, replay and the event log treat them alike.
 */
export type TableNote =
  /** `gapInches`: to the nearest other feature, as measured ("Terrain must be 5" or more other features"). */
  | { readonly type: 'terrain-placed'; readonly side: Side; readonly name: string; readonly notes?: string; readonly gapInches?: number }
  /** Terrain placement is finished (possibly with no pieces at all). */
  | { readonly type: 'terrain-done' }
  | { readonly type: 'entry-point-chosen'; readonly side: Side; readonly edge: TableEdge; readonly offsetInches: number }
  /**
   * One Recon Marker moved (numbered 1..N per side), with what the players measured: how far it
   * went, and where it ended relative to a friendly marker, a table edge and the nearest enemy
   * marker (`enemyMarker`: that marker's number, when it is within 12").
   */
  | {
      readonly type: 'recon-marker-moved';
      readonly side: Side;
      readonly marker: number;
      readonly distanceInches: number;
      readonly nearestFriendlyMarkerInches: number | null;
      readonly nearestTableEdgeInches: number;
      readonly nearestEnemyMarkerInches: number | null;
      readonly enemyMarker?: number;
    }
  /** Every Recon Marker is locked; deployment zones are drawn and deployment may begin. */
  | { readonly type: 'recon-locked'; readonly note?: string }
  /** `distanceInches`: how near the enemy came (not for "fired"); `enemyBrigadeId`: the enemy Brigade involved, revealed with it. */
  | { readonly type: 'brigade-revealed'; readonly brigadeId: string; readonly trigger: RevealTriggerKind; readonly distanceInches?: number; readonly enemyBrigadeId?: string; readonly note?: string }
  /** A dummy Brigade of `markers` blank markers placed face down in deployment. */
  | { readonly type: 'dummy-brigade-placed'; readonly side: Side; readonly markers: number }
  /** A dummy Brigade turned over (numbered from 1 in the order placed) and taken off the table. */
  | { readonly type: 'dummy-brigade-revealed'; readonly side: Side; readonly dummy: number; readonly trigger: RevealTriggerKind; readonly distanceInches?: number };

export type RevealTriggerKind = 'enemy-deployed-near' | 'enemy-moved-near' | 'fired';
export type TableNoteType = TableNote['type'];

export const TABLE_NOTE_TYPES: readonly TableNoteType[] = [
  'terrain-placed',
  'terrain-done',
  'entry-point-chosen',
  'recon-marker-moved',
  'recon-locked',
  'brigade-revealed',
  'dummy-brigade-placed',
  'dummy-brigade-revealed',
];

export interface TerrainPiece {
  readonly side: Side;
  readonly name: string;
  readonly notes: string;
}

/** What the table notes have recorded so far. */
export interface Prebattle {
  readonly terrain: readonly TerrainPiece[];
  readonly terrainDone: boolean;
  readonly entryPoints: Readonly<Partial<Record<Side, { readonly edge: TableEdge; readonly offsetInches: number }>>>;
  /** Recon Marker moves logged, and which markers (by number) are locked in place. */
  readonly reconMoves: number;
  readonly lastReconMover: Side | null;
  readonly lockedMarkers: Readonly<Record<Side, readonly number[]>>;
  readonly reconLocked: boolean;
  readonly revealed: readonly string[];
  /** Dummy Brigades placed (markers in each), and which of them (by number) were turned over. */
  readonly dummyBrigades: Readonly<Record<Side, readonly number[]>>;
  readonly dummiesRevealed: Readonly<Record<Side, readonly number[]>>;
}

export const NO_PREBATTLE: Prebattle = {
  terrain: [],
  terrainDone: false,
  entryPoints: {},
  reconMoves: 0,
  lastReconMover: null,
  lockedMarkers: { A: [], B: [] },
  reconLocked: false,
  revealed: [],
  dummyBrigades: { A: [], B: [] },
  dummiesRevealed: { A: [], B: [] },
};

export function isTableNote(step: { readonly type: string }): step is TableNote {
  return (TABLE_NOTE_TYPES as readonly string[]).includes(step.type);
}
