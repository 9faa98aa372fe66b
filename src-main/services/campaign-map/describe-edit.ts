import type { MapDefinition, MapEvent } from '../../../src-shared/campaign-map';

/** A map edit in words ("drawing Kharak Pass"), for the undo button; named from the map as it was before. */
export function describeEdit(event: MapEvent, before: MapDefinition, battleName: (id: string) => string): string {
  const region = (id: string) => before.regions.find((r) => r.id === id)?.name ?? 'a region';
  switch (event.type) {
    case 'region-drawn':
      return `drawing ${event.name}`;
    case 'region-changed':
      return `changing ${region(event.regionId)}`;
    case 'region-removed':
      return `removing ${region(event.regionId)}`;
    case 'owner-set':
      return `setting who holds ${region(event.regionId)}`;
    case 'battle-placed':
      return `placing ${battleName(event.battleId)}`;
    case 'battle-unplaced':
      return `taking ${battleName(event.battleId)} off the map`;
  }
}
