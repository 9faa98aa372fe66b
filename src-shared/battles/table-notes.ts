import type { Side } from '../rules/orders-omens/battle';
import type { TableEdge } from '../rules/orders-omens/prebattle/entry-points';

/**
 * Steps of the walkthrough that the Orders & Omens engine does not judge (it goes straight from
 * the initiative to deployment): terrain, recon and reveals. They are logged beside the engine's
 * events in the same append-only log, so undo, replay and the event log treat them alike.
 */
export type TableNote =
  | { readonly type: 'terrain-placed'; readonly side: Side; readonly name: string; readonly notes?: string }
  /** Terrain placement is finished (possibly with no pieces at all). */
  | { readonly type: 'terrain-done' }
  | { readonly type: 'entry-point-chosen'; readonly side: Side; readonly edge: TableEdge; readonly offsetInches: number }
  /** Every Recon Marker is locked; deployment zones are drawn and deployment may begin. */
  | { readonly type: 'recon-locked'; readonly note?: string }
  | { readonly type: 'brigade-revealed'; readonly brigadeId: string; readonly trigger: RevealTriggerKind; readonly note?: string };

export type RevealTriggerKind = 'enemy-deployed-near' | 'enemy-moved-near' | 'fired';
export type TableNoteType = TableNote['type'];

export const TABLE_NOTE_TYPES: readonly TableNoteType[] = ['terrain-placed', 'terrain-done', 'entry-point-chosen', 'recon-locked', 'brigade-revealed'];

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
  readonly reconLocked: boolean;
  readonly revealed: readonly string[];
}

export const NO_PREBATTLE: Prebattle = { terrain: [], terrainDone: false, entryPoints: {}, reconLocked: false, revealed: [] };

export function isTableNote(step: { readonly type: string }): step is TableNote {
  return (TABLE_NOTE_TYPES as readonly string[]).includes(step.type);
}
