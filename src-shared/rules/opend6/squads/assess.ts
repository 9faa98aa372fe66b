import type { Libraries, RosterAssessment, RosterProblem } from '../../../systems/game-system';
import type { RulingChoices } from '../../ruling';
import { SKILL_NAMES, type Skill } from '../data/attributes';
import { QUALITY_PROFILES } from '../data/quality';
import { SQUAD_LIMITS } from '../data/squad-limits';
import type { EquipmentItem, TroopType } from '../equipment/schema';
import { opend6Rulings } from '../rulings-in-play';
import { priceResolvedSquad } from './cost';
import { missingBattleValues } from './battle-values';
import { resolveSquad, type ResolvedSquad } from './resolve';
import type { Squad, Training } from './schema';
import { leaderCap } from './skills';
import { specialisationProblems } from './specialisation-problems';
import { missingWords } from './unknown-references';

type Path = readonly (string | number)[];

function problem(path: Path, message: string, rule: string): RosterProblem {
  return { path, message, rule };
}

const RULE = {
  size: 'Squads: three to ten figures',
  troopList: 'Troop Lists',
  training: 'Troop Lists: Skills (training level)',
  sergeant: 'Troop Lists: Sergeants',
  champions: 'Troop Lists: Champions',
  weapons: 'Troop Lists: Weapons',
  armour: 'Troop Lists: Armor',
  equipment: 'The Equipment table (the Weapons Chart is missing from the rulebook)',
  crew: 'Crewed Weapons: Crew',
} as const;

function allowedSkill(allowed: TroopType['skills']['allowed'], skill: Skill): boolean {
  return allowed === 'any' || allowed.includes(skill);
}

function trainingProblems(training: Training, allowed: TroopType['skills']['allowed'], cap: (skill: Skill) => number, path: Path, who: string, rule: string): RosterProblem[] {
  const out: RosterProblem[] = [];
  for (const [skill, levels] of Object.entries(training) as [Skill, number | undefined][]) {
    if (!levels) continue;
    if (!Number.isInteger(levels) || levels < 0) out.push(problem([...path, skill], `${who}'s ${SKILL_NAMES[skill].toLowerCase()} training is a whole number of levels, 0 or more, not ${levels}`, rule));
    else if (!allowedSkill(allowed, skill)) out.push(problem([...path, skill], `${who} cannot train ${SKILL_NAMES[skill].toLowerCase()}: the Troop List does not list it`, rule));
    else if (levels > cap(skill)) out.push(problem([...path, skill], `${who} can add at most ${cap(skill)} training to ${SKILL_NAMES[skill].toLowerCase()}, not ${levels}`, rule));
  }
  return out;
}

function itemProblems(item: EquipmentItem, path: Path, choices: RulingChoices): RosterProblem[] {
  const out: RosterProblem[] = [];
  if (item.cost === null) out.push(problem(path, `The Equipment table has no SGP cost for the ${item.name.toLowerCase()}: set one before fielding it`, RULE.equipment));
  const missing = missingBattleValues(item, choices);
  if (missing.length > 0) out.push(problem(path, `The Equipment table has no ${missing.join(', ')} for the ${item.name.toLowerCase()}: set ${missing.length === 1 ? 'it' : 'them'} before fielding it`, RULE.equipment));
  return out;
}

function weaponListProblems(resolved: ResolvedSquad, ids: readonly string[], path: Path): RosterProblem[] {
  const out: RosterProblem[] = [];
  const allowed = resolved.troopType?.weapons ?? 'any';
  ids.forEach((id, i) => {
    if (ids.indexOf(id) !== i) out.push(problem([...path, i], 'The same weapon is listed twice', RULE.weapons));
    if (allowed !== 'any' && !allowed.includes(id)) out.push(problem([...path, i], `The Troop List does not allow this weapon for ${resolved.troopType?.name}`, RULE.weapons));
  });
  return out;
}

function squadProblems(resolved: ResolvedSquad, choices: RulingChoices): RosterProblem[] {
  const rulings = opend6Rulings(choices);
  const { squad, troopType } = resolved;
  const out: RosterProblem[] = resolved.missing.map((gone) => problem(gone.path, missingWords(gone), gone.expected === 'troop type' ? RULE.troopList : RULE.equipment));
  if (!Number.isInteger(squad.soldiers)) out.push(problem(['soldiers'], `The number in the squad is a whole number of figures, not ${squad.soldiers}`, RULE.size));
  else if (squad.soldiers < SQUAD_LIMITS.minSoldiers || squad.soldiers > SQUAD_LIMITS.maxSoldiers) out.push(problem(['soldiers'], `A squad has between ${SQUAD_LIMITS.minSoldiers} and ${SQUAD_LIMITS.maxSoldiers} soldiers; this one has ${squad.soldiers}`, RULE.size));
  // "a leader, one or more standard soldiers, and possibly one or two champion" (L39): the sergeant and champions are counted in the number.
  else if (squad.champions.length + 2 > squad.soldiers) out.push(problem(['soldiers'], `Besides the sergeant and ${squad.champions.length === 1 ? 'the champion' : `${squad.champions.length} champions`}, a squad has at least one standard soldier: add a soldier or remove a champion`, RULE.size));
  if (troopType) {
    out.push(...trainingProblems(squad.training, troopType.skills.allowed, () => troopType.skills.level, ['training'], 'The squad', RULE.training));
    const squadCommand = squad.training.command ?? 0;
    if (troopType.sergeantLevel === null) {
      if (squad.sergeant.commandTraining > 0) out.push(problem(['sergeant', 'commandTraining'], `${troopType.name} sergeants have no extra training ("None")`, RULE.sergeant));
    } else {
      const cap = leaderCap(troopType.sergeantLevel, squadCommand, rulings);
      if (!Number.isInteger(squad.sergeant.commandTraining) || squad.sergeant.commandTraining < 0) out.push(problem(['sergeant', 'commandTraining'], `The sergeant's extra command training is a whole number of levels, 0 or more, not ${squad.sergeant.commandTraining}`, RULE.sergeant));
      else if (squad.sergeant.commandTraining > cap) out.push(problem(['sergeant', 'commandTraining'], `The sergeant can add at most ${cap} command training, not ${squad.sergeant.commandTraining}`, RULE.sergeant));
    }
    const championRule = troopType.champions;
    squad.champions.forEach((champion, c) => {
      if (!championRule) {
        out.push(problem(['champions', c], `${troopType.name} have no champions ("None")`, RULE.champions));
        return;
      }
      out.push(...trainingProblems(champion.training, championRule.allowed, (skill) => leaderCap(championRule.level, squad.training[skill] ?? 0, rulings), ['champions', c, 'training'], `Champion ${c + 1}`, RULE.champions));
    });
    const armourRule = troopType.armour;
    if (squad.armourId !== null) {
      if (armourRule.kind === 'none') out.push(problem(['armourId'], `${troopType.name} wear no armour ("Armor: None")`, RULE.armour));
      if (armourRule.kind === 'choice' && !armourRule.ids.includes(squad.armourId)) out.push(problem(['armourId'], `The Troop List does not allow this armour for ${troopType.name}`, RULE.armour));
      if (armourRule.kind === 'free' && armourRule.id !== squad.armourId) out.push(problem(['armourId'], `${troopType.name} always wear their own armour`, RULE.armour));
    } else if (armourRule.kind === 'free') out.push(problem(['armourId'], `${troopType.name} always wear armour, free of SGPs`, RULE.armour));
  }
  out.push(...specialisationProblems(resolved, rulings));
  out.push(...weaponListProblems(resolved, squad.weaponIds, ['weaponIds']));
  squad.champions.forEach((champion, c) => out.push(...weaponListProblems(resolved, champion.weaponIds, ['champions', c, 'weaponIds'])));
  resolved.weapons.forEach((weapon) => out.push(...itemProblems(weapon, ['weaponIds', squad.weaponIds.indexOf(weapon.id)], choices)));
  resolved.champions.forEach((champion, c) => champion.weapons.forEach((weapon) => out.push(...itemProblems(weapon, ['champions', c, 'weaponIds', squad.champions[c]!.weaponIds.indexOf(weapon.id)], choices))));
  if (resolved.armour && !(troopType?.armour.kind === 'free')) out.push(...itemProblems(resolved.armour, ['armourId'], choices));
  if (resolved.siegeWeapon) {
    out.push(...itemProblems(resolved.siegeWeapon, ['siegeWeaponId'], choices));
    const crew = resolved.siegeWeapon.crew;
    if (crew !== null && squad.soldiers < crew) out.push(problem(['soldiers'], `The ${resolved.siegeWeapon.name.toLowerCase()} needs a crew of ${crew}; the squad has ${squad.soldiers}`, RULE.crew));
  }
  return out;
}

/** The engine's word on a squad: its SGPs, its size, and every problem located by path. */
export function assessSquad(squad: Squad, choices: RulingChoices = {}, libraries: Libraries = {}): RosterAssessment {
  const resolved = resolveSquad(squad, libraries);
  const price = priceResolvedSquad(resolved);
  const problems = squadProblems(resolved, choices);
  const troop = resolved.troopType?.name ?? 'soldiers';
  return {
    points: price.total,
    size: squad.soldiers,
    problems,
    valid: problems.length === 0,
    battleReady: problems.length === 0,
    description: `${squad.soldiers} ${QUALITY_PROFILES[squad.quality].name} ${troop}, ${price.total.toLocaleString('en-GB')} SGPs`,
  };
}
