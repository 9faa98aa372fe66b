/**
 * A campaign map, as the group builds it: regions drawn on a picture or a hex grid, each with a
 * name, kind, value and starting owner, owners set by hand on in-world dates, and battles placed
 * at a point in a region. Who holds what on a date is replayed from this and the battles' results
 * (replay.ts); nothing derived is stored.
 */

/** A point in map units (the picture's pixels, or the generated grid's). */
export interface MapPoint {
  readonly x: number;
  readonly y: number;
}

/** Who holds a region: a player, a faction (a side a player leads), or nobody. */
export type MapOwner = { readonly kind: 'player'; readonly id: string } | { readonly kind: 'faction'; readonly id: string } | null;

export interface MapRegion {
  readonly id: string;
  readonly name: string;
  /** A `REGION_KINDS` id. */
  readonly kind: string;
  /** What holding it is worth (the group's own scale). */
  readonly value: number;
  /** How it was made: drawn by hand, or one cell of a generated hex grid. */
  readonly shape: 'polygon' | 'hex';
  readonly points: readonly MapPoint[];
}

/** An owner set by hand: from the start (no day), or from an in-world day on. */
export interface OwnerSetting {
  readonly regionId: string;
  readonly owner: MapOwner;
  /** Campaign day; null: how the region stood at the start. */
  readonly worldDay: number | null;
  /** The step of the map log that set it (orders settings on the same day). */
  readonly step: number;
}

export interface BattlePlacement {
  readonly battleId: string;
  readonly regionId: string;
  readonly point: MapPoint;
}

/** The map log folded: what the group drew and decided, without any battle result applied. */
export interface MapDefinition {
  readonly regions: readonly MapRegion[];
  readonly ownerSettings: readonly OwnerSetting[];
  readonly placements: readonly BattlePlacement[];
}

export const EMPTY_MAP: MapDefinition = { regions: [], ownerSettings: [], placements: [] };

/** One step of a campaign map's log. */
export type MapEvent =
  | {
      readonly type: 'region-drawn';
      readonly regionId: string;
      readonly name: string;
      readonly kind: string;
      readonly value: number;
      readonly shape: 'polygon' | 'hex';
      readonly points: readonly MapPoint[];
      readonly owner: MapOwner;
    }
  | { readonly type: 'region-changed'; readonly regionId: string; readonly name?: string; readonly kind?: string; readonly value?: number; readonly points?: readonly MapPoint[] }
  | { readonly type: 'region-removed'; readonly regionId: string }
  | { readonly type: 'owner-set'; readonly regionId: string; readonly owner: MapOwner; readonly worldDay: number | null }
  | { readonly type: 'battle-placed'; readonly battleId: string; readonly regionId: string; readonly point: MapPoint }
  | { readonly type: 'battle-unplaced'; readonly battleId: string };

export type MapEventType = MapEvent['type'];

/** The owners a map may name, to refuse a stale or made-up one. */
export interface KnownOwners {
  readonly players: ReadonlySet<string>;
  readonly factions: ReadonlySet<string>;
}

export function sameOwner(a: MapOwner, b: MapOwner): boolean {
  return a === null || b === null ? a === b : a.kind === b.kind && a.id === b.id;
}
