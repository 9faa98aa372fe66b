import type { MapPoint } from './types';

/** Even-odd ray casting: inside when a ray to the right crosses the outline an odd number of times. */
export function pointInPolygon(point: MapPoint, polygon: readonly MapPoint[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    if (a.y > point.y !== b.y > point.y && point.x < ((b.x - a.x) * (point.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** Twice the signed area (shoelace); zero for a polygon with no inside. */
function doubledArea(polygon: readonly MapPoint[]): number {
  let sum = 0;
  for (let i = 0; i < polygon.length; i++) {
    const a = polygon[i]!;
    const b = polygon[(i + 1) % polygon.length]!;
    sum += a.x * b.y - b.x * a.y;
  }
  return sum;
}

export function polygonArea(polygon: readonly MapPoint[]): number {
  return Math.abs(doubledArea(polygon)) / 2;
}

/** Where a region's label goes: the area centroid, or the mean of the corners for a degenerate shape. */
export function labelPoint(polygon: readonly MapPoint[]): MapPoint {
  const area2 = doubledArea(polygon);
  if (Math.abs(area2) < 1e-9) {
    const n = Math.max(1, polygon.length);
    return { x: polygon.reduce((s, p) => s + p.x, 0) / n, y: polygon.reduce((s, p) => s + p.y, 0) / n };
  }
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < polygon.length; i++) {
    const a = polygon[i]!;
    const b = polygon[(i + 1) % polygon.length]!;
    const cross = a.x * b.y - b.x * a.y;
    cx += (a.x + b.x) * cross;
    cy += (a.y + b.y) * cross;
  }
  return { x: cx / (3 * area2), y: cy / (3 * area2) };
}
