import type { RegimentSizes } from '../types';

/** Narrative Play, Regiment Sizes: "each Regiment represents roughly". */
export const SOLDIERS_PER_REGIMENT = {
  human: 800,
  elf: 600,
  dwarf: 600,
  orc: 1000,
} as const satisfies RegimentSizes;

/** "Monsters: A single mighty creature or small band." — counted as creatures, not soldiers. */
export const MONSTER_STRENGTH_TEXT = 'A single mighty creature or small band.';
