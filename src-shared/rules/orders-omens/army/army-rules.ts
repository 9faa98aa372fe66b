/** Section names, as printed, that army problems cite. */
export const ARMY_RULE_SECTIONS = {
  creatingAnArmy: 'Creating an Army',
  armyComposition: 'Army Composition',
  infantryShare: 'Infantry Regiments (at least 50% of the army)',
  cavalryShare: 'Cavalry Regiments (up to 50% of the army)',
  artillery: 'Artillery Regiments (One per Division)',
  monsters: 'Monsters (One per Army)',
} as const;
