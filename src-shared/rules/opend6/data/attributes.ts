/**
 * The six attributes and the skills under them, as the Attribute and Skill List gives them
 * (seed 004 L71–L96), plus siege weapons, the specialised COR skill crews fire with (L87, L295).
 */

export const ATTRIBUTES = ['AGI', 'INT', 'COR', 'ACU', 'PHY', 'CHA'] as const;
export type Attribute = (typeof ATTRIBUTES)[number];

export const SKILLS = [
  'fighting',
  'melee-combat',
  'riding',
  'stealth',
  'healing',
  'pilotry',
  'charioteering',
  'throwing',
  'marksmanship',
  'siege-weapons',
  'search',
  'survival',
  'hide',
  'swim',
  'command',
] as const;
export type Skill = (typeof SKILLS)[number];

/** Which attribute each skill starts from, in the order of the Attribute and Skill List (L74–L96). */
export const SKILL_ATTRIBUTE: Readonly<Record<Skill, Attribute>> = {
  fighting: 'AGI',
  'melee-combat': 'AGI',
  riding: 'AGI',
  stealth: 'AGI',
  healing: 'INT',
  pilotry: 'COR',
  charioteering: 'COR',
  throwing: 'COR',
  marksmanship: 'COR',
  'siege-weapons': 'COR',
  search: 'ACU',
  survival: 'ACU',
  hide: 'ACU',
  swim: 'PHY',
  command: 'CHA',
};

/**
 * The grouping the sample Squad Record Sheet's numbers follow (L677–L696): marksmanship and
 * throwing start from AGI and stealth from ACU, as in the Space game this one was adapted from.
 * Read only under the `od6.skill-attributes` ruling's "sample sheet" option.
 */
export const SAMPLE_SHEET_SKILL_ATTRIBUTE: Readonly<Record<Skill, Attribute>> = {
  ...SKILL_ATTRIBUTE,
  marksmanship: 'AGI',
  throwing: 'AGI',
  stealth: 'ACU',
};

/** Attribute names as the rules text spells them (L71). */
export const ATTRIBUTE_NAMES: Readonly<Record<Attribute, string>> = {
  AGI: 'Agility',
  INT: 'Intellect',
  COR: 'Coordination',
  ACU: 'Acumen',
  PHY: 'Physique',
  CHA: 'Charisma',
};

/** Skill names as the rules text spells them (L76–L96). */
export const SKILL_NAMES: Readonly<Record<Skill, string>> = {
  fighting: 'Fighting',
  'melee-combat': 'Melee combat',
  riding: 'Riding',
  stealth: 'Stealth',
  healing: 'Healing',
  pilotry: 'Pilotry',
  charioteering: 'Charioteering',
  throwing: 'Throwing',
  marksmanship: 'Marksmanship',
  'siege-weapons': 'Siege weapons',
  search: 'Search',
  survival: 'Survival',
  hide: 'Hide',
  swim: 'Swim',
  command: 'Command',
};

/**
 * The sample Troop Listing's attribute names (L630–L635) are the Space game's; read by position
 * they carry the same values the sheet gives under the Fantasy names (L677–L695).
 */
export const TROOP_LISTING_ATTRIBUTE_ALIASES: Readonly<Record<string, Attribute>> = {
  AGI: 'AGI',
  KNO: 'INT',
  MEC: 'COR',
  PER: 'ACU',
  STR: 'PHY',
  TEC: 'CHA',
};

export type AttributeScores = Readonly<Record<Attribute, number>>;
