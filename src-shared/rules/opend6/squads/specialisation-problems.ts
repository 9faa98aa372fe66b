import type { RosterProblem } from '../../../systems/game-system';
import { SKILL_NAMES } from '../data/attributes';
import type { WeaponSkill } from '../data/weapon-skills';
import type { TroopType } from '../equipment/schema';
import { weaponSkill } from '../equipment/weapon-skill';
import type { Od6Rulings } from '../rulings-in-play';
import type { ResolvedSquad, SpecialisedWeapon } from './resolve';
import type { Specialisation } from './schema';
import { leaderCap } from './skills';
import { trainingIn } from './specialisations';

type Path = readonly (string | number)[];

const RULE = {
  specialisation: 'Attributes and Skills: specializations',
  training: 'Troop Lists: Skills (training level)',
  champions: 'Troop Lists: Champions',
  weapons: 'Troop Lists: Weapons',
} as const;

const skillWords = (skill: WeaponSkill) => SKILL_NAMES[skill].toLowerCase();

/** "marksmanship specialisation in the heavy crossbow": the skill is always named. */
export function specialisationWords(skill: WeaponSkill, weapon: string | null): string {
  return `${skillWords(skill)} specialisation${weapon ? ` in the ${weapon.toLowerCase()}` : ''}`;
}

interface Limits {
  readonly who: string;
  readonly allowed: TroopType['skills']['allowed'];
  readonly cap: (specialisation: Specialisation) => number;
  readonly rule: string;
}

function listProblems(list: readonly Specialisation[], weapons: readonly SpecialisedWeapon[], resolved: ResolvedSquad, limits: Limits, path: Path): RosterProblem[] {
  const out: RosterProblem[] = [];
  const troop = resolved.troopType;
  list.forEach((specialisation, i) => {
    const weapon = weapons[i] ?? null;
    const words = specialisationWords(specialisation.skill, weapon?.name ?? null);
    const at = [...path, i];
    if (weapon && weaponSkill(weapon) !== specialisation.skill)
      out.push({ path: [...at, 'weaponId'], message: `The ${weapon.name.toLowerCase()} is used with ${skillWords(weaponSkill(weapon))}, so it cannot be a ${skillWords(specialisation.skill)} specialisation`, rule: RULE.specialisation });
    if (weapon && weapon.kind !== 'siege' && troop && troop.weapons !== 'any' && !troop.weapons.includes(weapon.id))
      out.push({ path: [...at, 'weaponId'], message: `The Troop List does not let ${troop.name} use the ${weapon.name.toLowerCase()}, so ${limits.who.toLowerCase()} cannot specialise in it`, rule: RULE.weapons });
    if (limits.allowed !== 'any' && !limits.allowed.includes(specialisation.skill))
      out.push({ path: [...at, 'training'], message: `${limits.who} cannot train a ${words}: the Troop List does not list ${skillWords(specialisation.skill)}`, rule: limits.rule });
    else if (specialisation.training > limits.cap(specialisation))
      out.push({ path: [...at, 'training'], message: `${limits.who} can add at most ${limits.cap(specialisation)} training to the ${words}, not ${specialisation.training}`, rule: limits.rule });
  });
  return out;
}

/**
 * What the rules say of a squad's specialisations and its champions': each is in a weapon of its
 * own skill, one the Troop List lets the troops use (L622), of a skill it lets them train, and
 * within its training level (L621, L625, L650).
 */
export function specialisationProblems(resolved: ResolvedSquad, rulings: Pick<Od6Rulings, 'leaderTrainingCap'>): RosterProblem[] {
  const { squad, troopType } = resolved;
  if (!troopType) return [];
  const out = listProblems(squad.specialisations, resolved.specialisations, resolved, { who: 'The squad', allowed: troopType.skills.allowed, cap: () => troopType.skills.level, rule: RULE.training }, ['specialisations']);
  const championRule = troopType.champions;
  if (!championRule) return out;
  squad.champions.forEach((champion, c) => {
    const cap = (specialisation: Specialisation) => leaderCap(championRule.level, trainingIn(squad.specialisations, specialisation.skill, specialisation.weaponId), rulings);
    out.push(...listProblems(champion.specialisations, resolved.champions[c]?.specialisations ?? [], resolved, { who: `Champion ${c + 1}`, allowed: championRule.allowed, cap, rule: RULE.champions }, ['champions', c, 'specialisations']));
  });
  return out;
}
