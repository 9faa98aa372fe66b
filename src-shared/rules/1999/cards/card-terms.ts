/**
 * The vocabulary printed on a 1999 Rules Card (seed 001 L37–L111): attributes, model Types,
 * affiliation colours, weapon Types and the rolls a card ability can re-roll.
 */

/** The seven Attributes (L65–L95). CC is one Attribute with two scores (L75). */
export const ATTRIBUTES = ['mov', 'cc', 'bal', 'str', 'arm', 'con', 'men'] as const;
export type Attribute = (typeof ATTRIBUTES)[number];

export const ATTRIBUTE_LABELS: Readonly<Record<Attribute, string>> = {
  mov: 'MOV',
  cc: 'CC',
  bal: 'BAL',
  str: 'STR',
  arm: 'ARM',
  con: 'CON',
  men: 'MEN',
};

/** The scores an attack or roll reads; CC split into its offensive and defensive score. */
export type Score = 'mov' | 'ccOffensive' | 'ccDefensive' | 'bal' | 'str' | 'arm' | 'con' | 'men';

export const SCORE_LABELS: Readonly<Record<Score, string>> = {
  mov: 'MOV',
  ccOffensive: 'CC offensive',
  ccDefensive: 'CC defensive',
  bal: 'BAL',
  str: 'STR',
  arm: 'ARM',
  con: 'CON',
  men: 'MEN',
};

/** Model Types (L61–L63, L281–L299). */
export const MODEL_TYPES = ['squad', 'leader', 'support', 'special'] as const;
export type ModelType = (typeof MODEL_TYPES)[number];

export const MODEL_TYPE_LABELS: Readonly<Record<ModelType, string>> = {
  squad: 'Squad',
  leader: 'Leader',
  support: 'Support',
  special: 'Special',
};

/** The clear, transparent icon: unaffiliated (L55). */
export const UNAFFILIATED = 'clear';

/** The three core factions' colours (L55); other colours may be entered for other factions. */
export const AFFILIATIONS: Readonly<Record<string, string>> = {
  brown: 'Human (brown)',
  black: 'Demonic (black)',
  red: 'Angelic (red)',
  [UNAFFILIATED]: 'Unaffiliated (clear)',
};

export function affiliationLabel(colour: string): string {
  return AFFILIATIONS[colour] ?? `${colour.charAt(0).toUpperCase()}${colour.slice(1)}`;
}

/** Weapon Types the Action table uses (L449, L519, L569). */
export const WEAPON_TYPES = ['shooting', 'assault', 'indirect', 'throwing'] as const;
export type WeaponType = (typeof WEAPON_TYPES)[number];

export const WEAPON_TYPE_LABELS: Readonly<Record<WeaponType, string>> = {
  shooting: 'Shooting',
  assault: 'Assault',
  indirect: 'Indirect',
  throwing: 'Throwing',
};

/** Rolls a card ability may grant a Re-roll of (L131–L133). */
export const REROLLABLE = ['to-hit', 'penetration', 'avoid-wound', 'confusion', 'instability', 'special-action'] as const;
export type RerollableRoll = (typeof REROLLABLE)[number];

export const REROLLABLE_LABELS: Readonly<Record<RerollableRoll, string>> = {
  'to-hit': 'rolls to hit',
  penetration: 'rolls to penetrate armour',
  'avoid-wound': 'rolls to avoid a wound',
  confusion: 'MEN rolls against Confusion',
  instability: 'Instability rolls',
  'special-action': 'Special Action rolls',
};

/** The named abilities the rulebook defines (L199–L219). */
export const NAMED_ABILITIES = ['unhuman', 'guerilla-tactics', 'floating', 'flying'] as const;
export type NamedAbility = (typeof NAMED_ABILITIES)[number];

export const NAMED_ABILITY_LABELS: Readonly<Record<NamedAbility, string>> = {
  unhuman: 'Unhuman',
  'guerilla-tactics': 'Guerilla Tactics',
  floating: 'Floating',
  flying: 'Flying',
};
