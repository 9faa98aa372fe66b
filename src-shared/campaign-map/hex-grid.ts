import type { MapPoint } from './types';

export interface HexCell {
  readonly column: number;
  readonly row: number;
  readonly points: readonly MapPoint[];
}

/**
 * Pointy-top hexes of circumradius `size`, in offset rows (odd rows pushed right), covering a
 * `columns` × `rows` grid from the top-left corner; the map is `gridSize` big.
 */
export function hexGrid(columns: number, rows: number, size: number): HexCell[] {
  const width = Math.sqrt(3) * size;
  const cells: HexCell[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const cx = width / 2 + column * width + (row % 2 === 1 ? width / 2 : 0);
      const cy = size + row * 1.5 * size;
      const points = Array.from({ length: 6 }, (_, i) => {
        const angle = (Math.PI / 180) * (60 * i - 30);
        return { x: round(cx + size * Math.cos(angle)), y: round(cy + size * Math.sin(angle)) };
      });
      cells.push({ column, row, points });
    }
  }
  return cells;
}

/** The drawing area a grid needs. */
export function gridSize(columns: number, rows: number, size: number): { width: number; height: number } {
  const width = Math.sqrt(3) * size;
  return { width: Math.ceil(columns * width + (rows > 1 ? width / 2 : 0)), height: Math.ceil(size * 2 + (rows - 1) * 1.5 * size) };
}

const round = (n: number) => Math.round(n * 10) / 10;
