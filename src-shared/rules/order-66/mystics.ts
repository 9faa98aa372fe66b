/** The six Mystics and their active abilities (Order 66, "Forces"), as printed. */
export interface Mystic {
  readonly id: 'meg' | 'libby' | 'luke' | 'kieran' | 'va-durr' | 'jen';
  readonly name: string;
  readonly ability: string;
  readonly text: string;
}

export const MYSTICS: readonly Mystic[] = [
  { id: 'meg', name: 'Meg', ability: 'Mystic Deflection', text: 'if dodges a ranged attack, may take an immediate return fire shot' },
  { id: 'libby', name: 'Libby', ability: 'Sword Master', text: 'May attack all models upto 2 squares away in one combat action' },
  { id: 'luke', name: 'Luke', ability: 'Mystic Jump', text: 'May +1 to dodge rolls and move across interveining minis / terrain without penalty' },
  { id: 'kieran', name: 'Kieran', ability: 'Mystic Lightning', text: 'May make ranged attacks as per shooting rules' },
  {
    id: 'va-durr',
    name: "Va'Durr",
    ability: 'Mystic Choke',
    text: 'may make a ranged attack against any mini in line of sight. If ranged attack is successful, target may not perform any actions during its next. if the casting Mystic successfully casts twice on the same mini, that mini is removed as a casualty',
  },
  {
    id: 'jen',
    name: 'Jen',
    ability: 'Mystic Manipulation',
    text: 'may be used against any miniature within 12 squares. Make a ranged attack against the target with a difficulty of 7. If not resisted, the Mystic may control the target for its next activation.',
  },
];

/** "Each Mystic moves 4 squares and has 3 wounds"; "Grymn Troopers move 3 squares and have 1 wound each". */
export const PROFILES = {
  mystic: { move: 4, wounds: 3 },
  grymn: { move: 3, wounds: 1 },
} as const;

/** "Each model may take up to 2 actions per turn". */
export const ACTIONS_PER_TURN = 2;
