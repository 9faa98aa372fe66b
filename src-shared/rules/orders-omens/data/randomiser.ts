import type { Experience, RandomiserTable, Weapon } from '../types';

/** A regiment-type result; armour is part of the roll. */
export type RandomRegimentKind = 'infantry' | 'armoured-infantry' | 'cavalry' | 'armoured-cavalry';

/** A Brigade's size, or the "Monster or Artillery Regiment" result. */
export type RandomBrigadeSize = 2 | 3 | 4 | 'monster-or-artillery';

/** Army Creation, Randomising an Army — every table as printed (all D6). */
export const DIVISION_COUNT_TABLE: RandomiserTable<number> = {
  id: 'division-count',
  decides: 'number of Divisional Generals',
  entries: [
    { faces: [1, 2], result: 2 },
    { faces: [3, 4], result: 3 },
    { faces: [5, 6], result: 4 },
  ],
};

export const GENERAL_EXPERIENCE_TABLE: RandomiserTable<Experience> = {
  id: 'general-experience',
  decides: 'Divisional General experience',
  entries: [
    { faces: [1], result: 'green' },
    { faces: [2, 3, 4], result: 'experienced' },
    { faces: [5, 6], result: 'elite' },
  ],
};

export const BRIGADE_COUNT_TABLE: RandomiserTable<number> = {
  id: 'brigade-count',
  decides: 'number of Brigades in the Division',
  entries: [
    { faces: [1, 2], result: 2 },
    { faces: [3, 4], result: 3 },
    { faces: [5, 6], result: 4 },
  ],
};

export const BRIGADE_EXPERIENCE_TABLE: RandomiserTable<Experience> = {
  id: 'brigade-experience',
  decides: 'Brigade experience',
  entries: [
    { faces: [1, 2, 3], result: 'green' },
    { faces: [4, 5], result: 'experienced' },
    { faces: [6], result: 'elite' },
  ],
};

export const BRIGADE_SIZE_TABLE: RandomiserTable<RandomBrigadeSize> = {
  id: 'brigade-size',
  decides: 'number of Regiments in the Brigade',
  entries: [
    { faces: [1, 2], result: 2 },
    { faces: [3, 4], result: 3 },
    { faces: [5], result: 4 },
    { faces: [6], result: 'monster-or-artillery' },
  ],
};

/** As printed: no entry for a 4 (ruling `oo.randomiser-regiment-type-four`). */
export const REGIMENT_TYPE_TABLE: RandomiserTable<RandomRegimentKind> = {
  id: 'regiment-type',
  decides: 'regiment type',
  entries: [
    { faces: [1, 2], result: 'infantry' },
    { faces: [3], result: 'armoured-infantry' },
    { faces: [5], result: 'cavalry' },
    { faces: [6], result: 'armoured-cavalry' },
  ],
};

/** "3-4: Pikes" are polearms. */
export const INFANTRY_WEAPON_TABLE: RandomiserTable<Weapon> = {
  id: 'infantry-weapon',
  decides: 'infantry weapon',
  entries: [
    { faces: [1, 2], result: 'hand-weapons' },
    { faces: [3, 4], result: 'polearms' },
    { faces: [5], result: 'bows' },
    { faces: [6], result: 'crossbows-firearms' },
  ],
};

export const CAVALRY_WEAPON_TABLE: RandomiserTable<Weapon> = {
  id: 'cavalry-weapon',
  decides: 'cavalry weapon',
  entries: [
    { faces: [1, 2, 3], result: 'hand-weapons' },
    { faces: [4, 5], result: 'polearms' },
    { faces: [6], result: 'bows' },
  ],
};

export const MONSTER_OR_ARTILLERY_TABLE: RandomiserTable<'artillery' | 'monster'> = {
  id: 'monster-or-artillery',
  decides: 'Monster or Artillery',
  entries: [
    { faces: [1, 2, 3, 4], result: 'artillery' },
    { faces: [5, 6], result: 'monster' },
  ],
};

/** Looks a face up in a table; `undefined` when the table prints no result for it. */
export function lookUp<Result>(table: RandomiserTable<Result>, face: number): Result | undefined {
  return table.entries.find((entry) => entry.faces.includes(face))?.result;
}
