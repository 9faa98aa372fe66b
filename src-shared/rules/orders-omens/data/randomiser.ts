import type { Experience, RandomiserTable, Weapon } from '../types';

/** A regiment-type result; armour is part of the roll. */
export type RandomRegimentKind = 'infantry' | 'armoured-infantry' | 'cavalry' | 'armoured-cavalry';

/** A Brigade's size, or the "Monster or Artillery Regiment" result. */
export type RandomBrigadeSize = 2 | 3 | 4 | 'monster-or-artillery';

/** Army Creation, Randomising an Army — every table as printed (all D6). */
export const DIVISION_COUNT_TABLE = {
  id: 'division-count',
  decides: 'number of Divisional Generals',
  entries: [
    { faces: [1, 2], result: 2 },
    { faces: [3, 4], result: 3 },
    { faces: [5, 6], result: 4 },
  ],
} as const satisfies RandomiserTable<number>;

export const GENERAL_EXPERIENCE_TABLE = {
  id: 'general-experience',
  decides: 'Divisional General experience',
  entries: [
    { faces: [1], result: 'green' },
    { faces: [2, 3, 4], result: 'experienced' },
    { faces: [5, 6], result: 'elite' },
  ],
} as const satisfies RandomiserTable<Experience>;

export const BRIGADE_COUNT_TABLE = {
  id: 'brigade-count',
  decides: 'number of Brigades in the Division',
  entries: [
    { faces: [1, 2], result: 2 },
    { faces: [3, 4], result: 3 },
    { faces: [5, 6], result: 4 },
  ],
} as const satisfies RandomiserTable<number>;

export const BRIGADE_EXPERIENCE_TABLE = {
  id: 'brigade-experience',
  decides: 'Brigade experience',
  entries: [
    { faces: [1, 2, 3], result: 'green' },
    { faces: [4, 5], result: 'experienced' },
    { faces: [6], result: 'elite' },
  ],
} as const satisfies RandomiserTable<Experience>;

export const BRIGADE_SIZE_TABLE = {
  id: 'brigade-size',
  decides: 'number of Regiments in the Brigade',
  entries: [
    { faces: [1, 2], result: 2 },
    { faces: [3, 4], result: 3 },
    { faces: [5], result: 4 },
    { faces: [6], result: 'monster-or-artillery' },
  ],
} as const satisfies RandomiserTable<RandomBrigadeSize>;

/** As printed: no entry for a 4 (ruling `oo.randomiser-regiment-type-four`). */
export const REGIMENT_TYPE_TABLE = {
  id: 'regiment-type',
  decides: 'regiment type',
  entries: [
    { faces: [1, 2], result: 'infantry' },
    { faces: [3], result: 'armoured-infantry' },
    { faces: [5], result: 'cavalry' },
    { faces: [6], result: 'armoured-cavalry' },
  ],
} as const satisfies RandomiserTable<RandomRegimentKind>;

/** "3-4: Pikes" are polearms. */
export const INFANTRY_WEAPON_TABLE = {
  id: 'infantry-weapon',
  decides: 'infantry weapon',
  entries: [
    { faces: [1, 2], result: 'hand-weapons' },
    { faces: [3, 4], result: 'polearms' },
    { faces: [5], result: 'bows' },
    { faces: [6], result: 'crossbows-firearms' },
  ],
} as const satisfies RandomiserTable<Weapon>;

export const CAVALRY_WEAPON_TABLE = {
  id: 'cavalry-weapon',
  decides: 'cavalry weapon',
  entries: [
    { faces: [1, 2, 3], result: 'hand-weapons' },
    { faces: [4, 5], result: 'polearms' },
    { faces: [6], result: 'bows' },
  ],
} as const satisfies RandomiserTable<Weapon>;

export const MONSTER_OR_ARTILLERY_TABLE = {
  id: 'monster-or-artillery',
  decides: 'Monster or Artillery',
  entries: [
    { faces: [1, 2, 3, 4], result: 'artillery' },
    { faces: [5, 6], result: 'monster' },
  ],
} as const satisfies RandomiserTable<'artillery' | 'monster'>;

/** Looks a face up in a table; `undefined` when the table prints no result for it. */
export function lookUp<Result>(table: RandomiserTable<Result>, face: number): Result | undefined {
  return table.entries.find((entry) => entry.faces.includes(face))?.result;
}
