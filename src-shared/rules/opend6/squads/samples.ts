import type { Squad } from './schema';

/** The rulebook's own squad, the "Ice Rangers" (seed 004 L642–L713). */
export const ICE_RANGERS: Squad = {
  name: 'Ice Rangers',
  troopTypeId: 'arctic-human-soldiers',
  quality: 'elite',
  soldiers: 10,
  // "training in the combat skills: marksmanship, melee combat, and fighting … an additional level of command" (L651–L652)
  training: { fighting: 2, 'melee-combat': 2, marksmanship: 2, command: 1 },
  specialisations: [],
  // "medium crossbows" and "magical melee weapons" (L659–L660)
  weaponIds: ['medium-crossbow', 'magical-melee-weapon'],
  armourId: null,
  // "We'll give him an extra training level, for a command skill of 4" (L665)
  sergeant: { figure: '', commandTraining: 1 },
  // "a champion with a heavy crossbow … Giving him one more training level" (L666–L667)
  champions: [{ figure: '', training: { marksmanship: 1 }, specialisations: [], weaponIds: ['heavy-crossbow'] }],
  siegeWeaponId: null,
  standing: { battles: 0, soldiersLost: 0, moraleBreaks: 0, carriedBattles: [] },
  notes: '',
};
