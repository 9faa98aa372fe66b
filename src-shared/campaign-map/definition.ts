import { pointInPolygon, polygonArea } from './geometry';
import { REGION_KINDS } from './kinds';
import { EMPTY_MAP, type MapDefinition, type MapEvent, type MapPoint, type MapRegion } from './types';

export type MapStep = { readonly ok: true; readonly state: MapDefinition } | { readonly ok: false; readonly reason: string };

export const MAX_REGIONS = 400;
export const MAX_REGION_POINTS = 200;
export const MAX_REGION_VALUE = 1000;

const refuse = (reason: string): MapStep => ({ ok: false, reason });

function outlineProblem(points: readonly MapPoint[]): string | null {
  if (points.length < 3) return 'A region needs at least three corners';
  if (points.length > MAX_REGION_POINTS) return `A region has at most ${MAX_REGION_POINTS} corners`;
  if (polygonArea(points) < 1) return 'The region has no inside (its corners lie on one line)';
  return null;
}

function regionProblem(region: Pick<MapRegion, 'name' | 'kind' | 'value'>): string | null {
  if (region.name.trim() === '') return 'A region needs a name';
  if (!REGION_KINDS.some((kind) => kind.id === region.kind)) return `There is no kind of region called ${JSON.stringify(region.kind)}`;
  if (!Number.isInteger(region.value) || region.value < 0 || region.value > MAX_REGION_VALUE) return `A region's value is a whole number from 0 to ${MAX_REGION_VALUE}`;
  return null;
}

/**
 * One step of the map log folded onto the map as drawn so far; refused (with the reason a
 * player reads) when it names a region that is not there, or would leave the map inconsistent.
 * `step` is the step's number in the log, kept to order owners set on the same day.
 */
export function applyMapEvent(map: MapDefinition, event: MapEvent, step: number): MapStep {
  const region = 'regionId' in event ? map.regions.find((r) => r.id === event.regionId) : undefined;
  const missing = () => refuse('That region is not on the map (it may have been removed); reload the map');
  switch (event.type) {
    case 'region-drawn': {
      if (region) return refuse('A region with that id is already on the map');
      if (map.regions.length >= MAX_REGIONS) return refuse(`A map holds at most ${MAX_REGIONS} regions`);
      if (map.regions.some((r) => r.name.trim().toLocaleLowerCase() === event.name.trim().toLocaleLowerCase())) return refuse(`There is already a region called ${event.name.trim()}`);
      const problem = regionProblem(event) ?? outlineProblem(event.points);
      if (problem) return refuse(problem);
      const drawn: MapRegion = { id: event.regionId, name: event.name.trim(), kind: event.kind, value: event.value, shape: event.shape, points: event.points };
      const settings = event.owner ? [...map.ownerSettings, { regionId: event.regionId, owner: event.owner, worldDay: null, step }] : map.ownerSettings;
      return { ok: true, state: { ...map, regions: [...map.regions, drawn], ownerSettings: settings } };
    }
    case 'region-changed': {
      if (!region) return missing();
      const changed: MapRegion = {
        ...region,
        name: event.name?.trim() ?? region.name,
        kind: event.kind ?? region.kind,
        value: event.value ?? region.value,
        points: event.points ?? region.points,
      };
      if (changed.name.toLocaleLowerCase() !== region.name.toLocaleLowerCase() && map.regions.some((r) => r.id !== region.id && r.name.toLocaleLowerCase() === changed.name.toLocaleLowerCase())) {
        return refuse(`There is already a region called ${changed.name}`);
      }
      const problem = regionProblem(changed) ?? (event.points ? outlineProblem(event.points) : null);
      if (problem) return refuse(problem);
      return { ok: true, state: { ...map, regions: map.regions.map((r) => (r.id === region.id ? changed : r)) } };
    }
    case 'region-removed': {
      if (!region) return missing();
      const placed = map.placements.filter((p) => p.regionId === region.id).length;
      if (placed > 0) return refuse(`${placed === 1 ? 'A battle is' : `${placed} battles are`} placed in ${region.name}; move or take ${placed === 1 ? 'it' : 'them'} off the map first`);
      return {
        ok: true,
        state: { ...map, regions: map.regions.filter((r) => r.id !== region.id), ownerSettings: map.ownerSettings.filter((s) => s.regionId !== region.id) },
      };
    }
    case 'owner-set': {
      if (!region) return missing();
      if (event.worldDay !== null && (!Number.isInteger(event.worldDay) || event.worldDay < 0)) return refuse('A campaign day is a whole number from 0');
      // A later setting for the same region and day replaces the earlier one.
      const kept = map.ownerSettings.filter((s) => !(s.regionId === region.id && s.worldDay === event.worldDay));
      return { ok: true, state: { ...map, ownerSettings: [...kept, { regionId: region.id, owner: event.owner, worldDay: event.worldDay, step }] } };
    }
    case 'battle-placed': {
      if (!region) return missing();
      if (!pointInPolygon(event.point, region.points)) return refuse(`That point is outside ${region.name}; place the battle inside the region`);
      const others = map.placements.filter((p) => p.battleId !== event.battleId);
      return { ok: true, state: { ...map, placements: [...others, { battleId: event.battleId, regionId: region.id, point: event.point }] } };
    }
    case 'battle-unplaced': {
      if (!map.placements.some((p) => p.battleId === event.battleId)) return refuse('That battle is not on the map');
      return { ok: true, state: { ...map, placements: map.placements.filter((p) => p.battleId !== event.battleId) } };
    }
  }
}

/** The whole log folded; the first refused step stops it (the event-log store reports which). */
export function foldMap(events: readonly MapEvent[]): MapDefinition {
  let map = EMPTY_MAP;
  events.forEach((event, i) => {
    const next = applyMapEvent(map, event, i + 1);
    if (!next.ok) throw new Error(`Step ${i + 1}: ${next.reason}`);
    map = next.state;
  });
  return map;
}

/** A point inside the region for a marker: its centroid, or (for a hooked shape) a triangle's from its corners. */
export function pointInside(region: MapRegion): MapPoint {
  const [first, ...rest] = region.points;
  const candidates: MapPoint[] = [];
  const mean = { x: region.points.reduce((s, p) => s + p.x, 0) / region.points.length, y: region.points.reduce((s, p) => s + p.y, 0) / region.points.length };
  candidates.push(mean);
  for (let i = 0; i + 1 < rest.length; i++) candidates.push({ x: (first!.x + rest[i]!.x + rest[i + 1]!.x) / 3, y: (first!.y + rest[i]!.y + rest[i + 1]!.y) / 3 });
  return candidates.find((point) => pointInPolygon(point, region.points)) ?? mean;
}
