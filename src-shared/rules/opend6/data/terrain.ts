/**
 * Terrain and barriers as the Terrain Effects and Barrier Effects Charts give them (seed 004
 * L580–L602), with the prose readings where the prose differs (L151–L152, L559–L575); the
 * `od6.terrain-chart` ruling chooses between them.
 */
import type { Cover } from './ranged';

export const TERRAIN_TYPES = ['clear', 'scrub', 'brush', 'light-woods', 'medium-woods', 'heavy-woods', 'swamp', 'easy-hill', 'difficult-hill', 'creek', 'stream', 'impassable'] as const;
export type TerrainType = (typeof TERRAIN_TYPES)[number];

export interface TerrainEffect {
  readonly name: string;
  /** Inches of movement each inch costs (rough 2x, very rough 4x: L146–L147); null: impassable (L148). */
  readonly costMultiplier: number | null;
  /** Very rough terrain: "soldiers cannot run" (L147). */
  readonly noRunning: boolean;
  /** Cover it gives; null where the chart says "Variable" (swamp, set by the scenario: L554). */
  readonly cover: Cover | null;
  /** How far a soldier sees through it, in inches; null: no effect or variable. */
  readonly lineOfSightInches: number | null;
}

export const TERRAIN_CHART: Readonly<Record<TerrainType, TerrainEffect>> = {
  clear: { name: 'Clear', costMultiplier: 1, noRunning: false, cover: 'none', lineOfSightInches: null },
  scrub: { name: 'Scrub', costMultiplier: 2, noRunning: false, cover: 'light', lineOfSightInches: null },
  brush: { name: 'Brush', costMultiplier: 2, noRunning: false, cover: 'light', lineOfSightInches: null },
  'light-woods': { name: 'Light woods', costMultiplier: 2, noRunning: false, cover: 'light', lineOfSightInches: 8 },
  'medium-woods': { name: 'Medium woods', costMultiplier: 2, noRunning: false, cover: 'medium', lineOfSightInches: 6 },
  'heavy-woods': { name: 'Heavy woods', costMultiplier: 4, noRunning: true, cover: 'heavy', lineOfSightInches: 4 },
  swamp: { name: 'Swamp', costMultiplier: 4, noRunning: true, cover: null, lineOfSightInches: null },
  'easy-hill': { name: 'Easy hill', costMultiplier: 2, noRunning: false, cover: 'medium', lineOfSightInches: null },
  'difficult-hill': { name: 'Difficult hill', costMultiplier: 4, noRunning: true, cover: 'medium', lineOfSightInches: null },
  creek: { name: 'Creek', costMultiplier: 2, noRunning: false, cover: 'medium', lineOfSightInches: null },
  stream: { name: 'Stream', costMultiplier: 4, noRunning: true, cover: 'heavy', lineOfSightInches: null },
  impassable: { name: 'Impassable', costMultiplier: null, noRunning: true, cover: null, lineOfSightInches: null },
};

/** Where the prose differs from the chart: creeks give light cover (L560), streams medium (L562). */
export const TERRAIN_PROSE: Partial<Readonly<Record<TerrainType, TerrainEffect>>> = {
  creek: { ...TERRAIN_CHART.creek, cover: 'light' },
  stream: { ...TERRAIN_CHART.stream, cover: 'medium' },
};

/*
 * Water is both: a creek (up to 3" across) is rough terrain and a stream (3" to 6") very rough
 * (L559–L562, L591–L592), while the prose's barrier lists name "narrow creeks" (moderate, 2") and
 * "streams" (difficult, 4") (L151–L152). Both are offered: the players record a line of water
 * crossed in one step as a barrier, and water they move through as terrain.
 */
export const BARRIER_TYPES = ['door', 'window', 'low-wall', 'high-wall', 'barbed-wire', 'shallow-trench', 'deep-trench', 'narrow-creek', 'narrow-stream', 'impassable-barrier'] as const;
export type BarrierType = (typeof BARRIER_TYPES)[number];

export interface BarrierEffect {
  readonly name: string;
  /** Inches deducted to cross it: moderate 2", difficult 4" (L151–L152); null: impassable (L153). */
  readonly crossingInches: number | null;
  readonly cover: Cover;
}

export const BARRIER_CHART: Readonly<Record<BarrierType, BarrierEffect>> = {
  door: { name: 'Door', crossingInches: 2, cover: 'medium' },
  window: { name: 'Window', crossingInches: 4, cover: 'heavy' },
  'low-wall': { name: 'Low wall', crossingInches: 2, cover: 'medium' },
  'high-wall': { name: 'High wall', crossingInches: 4, cover: 'heavy' },
  'barbed-wire': { name: 'Barbed wire, briars or booby traps', crossingInches: 2, cover: 'none' },
  'shallow-trench': { name: 'Shallow trench', crossingInches: 2, cover: 'medium' },
  'deep-trench': { name: 'Deep trench', crossingInches: 4, cover: 'heavy' },
  // Not on the Barrier Effects Chart: the crossing from L151–L152, the cover a soldier in the water has (L560, L562).
  'narrow-creek': { name: 'Narrow creek', crossingInches: 2, cover: 'light' },
  'narrow-stream': { name: 'Stream, crossed in one step', crossingInches: 4, cover: 'medium' },
  'impassable-barrier': { name: 'Impassable barrier', crossingInches: null, cover: 'none' },
};

/** Barbed wire, briars and booby traps "are a difficult barrier" in the prose (L575): 4". */
export const BARRIER_PROSE: Partial<Readonly<Record<BarrierType, BarrierEffect>>> = {
  'barbed-wire': { ...BARRIER_CHART['barbed-wire'], crossingInches: 4 },
};

/** A prone soldier may crawl 2", or stand up for 2" of his move (L140); a wounded one too (L282). */
export const CRAWL_INCHES = 2;
export const STAND_UP_INCHES = 2;
