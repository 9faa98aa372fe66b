import type { Libraries } from '../../../systems/game-system';
import type { RulingChoices } from '../../ruling';
import { ATTRIBUTES, ATTRIBUTE_NAMES, SKILL_NAMES, SKILLS, type Attribute, type Skill } from '../data/attributes';
import { MORALE_STATUS_NAMES, MORALE_TRACK } from '../data/morale';
import { QUALITY_PROFILES, type Quality } from '../data/quality';
import { meleeDamageBonus, rangesInInches, weaponDamage, type RangesInInches } from '../equipment/library';
import type { MeleeWeapon, RangedWeapon } from '../equipment/schema';
import { moraleStatus } from '../mechanics/morale';
import { opend6Rulings } from '../rulings-in-play';
import { priceResolvedSquad } from './cost';
import { skillLevelsOf, startingMorale } from './levels';
import { movementRates } from './movement-rates';
import { skillAttribute } from './skills';
import { fieldedAttributes, resolveSquad } from './resolve';
import type { Squad } from './schema';
import type { SpecialisationLevel } from './specialisations';

/** Short labels as printed on the sheet, under `od6.names`. */
export function attributeLabel(attribute: Attribute, choices: RulingChoices = {}): string {
  return attribute === 'PHY' && opend6Rulings(choices).names === 'sample-sheet' ? 'STR' : attribute;
}

export function skillLabel(skill: Skill, choices: RulingChoices = {}): string {
  return skill === 'healing' && opend6Rulings(choices).names === 'sample-sheet' ? 'Medicine' : SKILL_NAMES[skill];
}

export interface SheetWeapon {
  readonly name: string;
  /** Ranged: its Damage Strength; melee: the wielder's Strength plus its bonus (L660). */
  readonly damage: number | null;
  readonly ranges: RangesInInches | null;
  readonly cost: number | null;
}

export interface SheetSkillRow {
  /** Unique within the sheet: the skill, or the skill and the weapon of a specialisation. */
  readonly key: string;
  readonly skill: Skill;
  /** "Marksmanship", or "Marksmanship: heavy crossbow" for a specialisation (L650). */
  readonly label: string;
  readonly level: number;
  readonly cost: number;
}

export interface SheetAttributeRow {
  readonly attribute: Attribute;
  readonly label: string;
  readonly name: string;
  readonly value: number;
  readonly cost: number;
  /** The sheet's TRNG: the most training any skill or specialisation may take (L621, L649). */
  readonly training: number | null;
  /** The sheet's SPEC: the most a champion may add, the Troop List's "Champions" level (L625, L649); null for "None". */
  readonly champion: number | null;
  readonly skills: readonly SheetSkillRow[];
}

/** The Squad Record Sheet, line by line as the rulebook lays it out (seed 004 L670–L713). */
export interface RecordSheet {
  readonly squadName: string;
  readonly troopType: string;
  readonly quality: { readonly name: string; readonly cost: number };
  readonly walk: number;
  readonly run: number;
  /** The sergeant's command skill, written at the top (L669). */
  readonly commandSkill: number;
  readonly numberInSquad: number;
  readonly move: { readonly value: number; readonly cost: number };
  readonly attributes: readonly SheetAttributeRow[];
  readonly skillPointsCost: number;
  readonly weapons: readonly SheetWeapon[];
  readonly armour: { readonly name: string; readonly strength: number | null; readonly agility: number | null; readonly cost: number | null } | null;
  readonly perSoldier: number;
  readonly base: number;
  readonly sergeant: { readonly figure: string; readonly command: number; readonly cost: number };
  /** Each champion's line (his training's SGPs) and, under it, his own weapon table as the sample sheet prints it (L706–L708). */
  readonly champions: readonly { readonly figure: string; readonly skills: readonly { readonly label: string; readonly level: number }[]; readonly trainingCost: number; readonly cost: number; readonly weapons: readonly SheetWeapon[] }[];
  readonly otherCosts: readonly { readonly name: string; readonly cost: number | null }[];
  readonly total: number;
  /** 9 down to 0; levels above the starting level are struck out (L421, L669). */
  readonly moraleTrack: readonly { readonly level: number; readonly status: string; readonly struck: boolean; readonly marks: readonly Quality[] }[];
  readonly standing: Squad['standing'];
}

function specialisationLabel(specialisation: Pick<SpecialisationLevel, 'skill' | 'weapon'>, choices: RulingChoices): string {
  return `${skillLabel(specialisation.skill, choices)}: ${specialisation.weapon?.toLowerCase() ?? 'a weapon not in the Equipment table'}`;
}

function sheetWeapon(weapon: RangedWeapon | MeleeWeapon, strength: number, choices: RulingChoices): SheetWeapon {
  if (weapon.kind === 'ranged') return { name: weapon.name, damage: weaponDamage(weapon, choices), ranges: rangesInInches(weapon.ranges, choices), cost: weapon.cost };
  const bonus = meleeDamageBonus(weapon, choices);
  return { name: weapon.name, damage: bonus === null ? null : strength + bonus, ranges: null, cost: weapon.cost };
}

export function recordSheet(squad: Squad, libraries: Libraries = {}, choices: RulingChoices = {}): RecordSheet {
  const resolved = resolveSquad(squad, libraries);
  const price = priceResolvedSquad(resolved);
  const levels = skillLevelsOf(squad, libraries, choices);
  const attributes = fieldedAttributes(resolved) ?? levels.attributes;
  const troop = resolved.troopType;
  const rates = movementRates(troop?.move ?? 0, attributes.AGI);
  const rulings = opend6Rulings(choices);
  // A skill sits under the attribute it starts from (L650), so the sheet groups as `od6.skill-attributes` counts.
  const skillsUnder = (attribute: Attribute) => SKILLS.filter((skill) => skillAttribute(skill, rulings) === attribute && (skill !== 'siege-weapons' || (squad.training[skill] ?? 0) > 0 || resolved.siegeWeapon));
  const start = startingMorale(squad.quality);
  return {
    squadName: squad.name,
    troopType: troop?.name ?? '',
    quality: { name: QUALITY_PROFILES[squad.quality].name, cost: price.quality },
    walk: rates.walk,
    run: rates.run,
    commandSkill: levels.sergeantCommand,
    numberInSquad: squad.soldiers,
    move: { value: troop?.move ?? 0, cost: price.move },
    attributes: ATTRIBUTES.map((attribute) => ({
      attribute,
      label: attributeLabel(attribute, choices),
      name: ATTRIBUTE_NAMES[attribute],
      value: attributes[attribute],
      cost: price.attributes[attribute],
      training: troop?.skills.level ?? null,
      champion: troop?.champions?.level ?? null,
      skills: skillsUnder(attribute).flatMap((skill) => [
        { key: skill, skill, label: skillLabel(skill, choices), level: levels.squad[skill], cost: squad.training[skill] ?? 0 },
        ...levels.squadSpecialisations
          .filter((specialisation) => specialisation.skill === skill)
          .map((specialisation) => ({ key: `${skill}:${specialisation.weaponId}`, skill, label: specialisationLabel(specialisation, choices), level: specialisation.level, cost: specialisation.training })),
      ]),
    })),
    skillPointsCost: price.skillPoints,
    weapons: resolved.weapons.map((weapon) => sheetWeapon(weapon, attributes.PHY, choices)),
    armour: resolved.armour ? { name: resolved.armour.name, strength: resolved.armour.strength, agility: resolved.armour.agility, cost: price.armour?.cost ?? null } : null,
    perSoldier: price.perSoldier,
    base: price.base,
    sergeant: { figure: squad.sergeant.figure, command: levels.sergeantCommand, cost: price.sergeant },
    champions: squad.champions.map((champion, c) => ({
      figure: champion.figure,
      skills: [
        ...(Object.entries(champion.training) as [Skill, number | undefined][]).filter(([, trained]) => (trained ?? 0) > 0).map(([skill]) => ({ label: skillLabel(skill, choices), level: levels.champions[c]![skill] })),
        ...(levels.championSpecialisations[c] ?? [])
          .filter((specialisation) => champion.specialisations.some((own) => own.skill === specialisation.skill && own.weaponId === specialisation.weaponId))
          .map((specialisation) => ({ label: specialisationLabel(specialisation, choices), level: specialisation.level })),
      ],
      trainingCost: price.champions[c]?.training ?? 0,
      cost: price.champions[c]?.total ?? 0,
      weapons: (resolved.champions[c]?.weapons ?? []).map((weapon) => sheetWeapon(weapon, attributes.PHY, choices)),
    })),
    otherCosts: price.other.map((item) => ({ name: item.name, cost: item.cost })),
    total: price.total,
    moraleTrack: MORALE_TRACK.map((level) => ({
      level,
      status: MORALE_STATUS_NAMES[moraleStatus(level)],
      struck: level > start,
      marks: (Object.keys(QUALITY_PROFILES) as Quality[]).filter((quality) => QUALITY_PROFILES[quality].startingMorale === level),
    })),
    standing: squad.standing,
  };
}
