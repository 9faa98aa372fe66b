import { SKILL_NAMES, SKILLS, type Skill } from '../../../src-shared/rules/opend6/data/attributes';
import type { TroopType } from '../../../src-shared/rules/opend6/equipment/schema';
import { capitalise, soldierWords, squadWords } from '../../../src-shared/rules/opend6/narrator/words';
import type { Od6Setup } from '../../../src-shared/rules/opend6/battle/setup';
import type { Squad, Training } from '../../../src-shared/rules/opend6/squads/schema';

/** Small pure helpers the OpenD6 panels share: words for the screen, never ids. */

/** "42%", "0.4%", "under 0.1%": a chance as a player reads it. */
export function percent(chance: number): string {
  if (chance <= 0) return '0%';
  if (chance >= 1) return '100%';
  const value = chance * 100;
  if (value < 0.1) return 'under 0.1%';
  if (value > 99.9) return 'over 99.9%';
  return `${value < 10 ? value.toFixed(1) : Math.round(value)}%`;
}

/** "Soldier 3", "The sergeant", "Champion 2". */
export function soldierLabel(setup: Od6Setup, squad: string, soldier: string): string {
  return capitalise(soldierWords(setup, squad, soldier));
}

/** "The Ice Rangers". */
export function squadLabel(setup: Od6Setup, squad: string): string {
  return capitalise(squadWords(setup, squad));
}

export function playerOf(setup: Od6Setup, side: string): string {
  const index = setup.sides.findIndex((candidate) => candidate.side === side);
  return setup.sides[index]?.playerName || `Player ${index + 1}`;
}

/** Skills a troop type may train, in the rulebook's order. */
export function trainableSkills(allowed: TroopType['skills']['allowed'] | undefined): readonly Skill[] {
  if (!allowed || allowed === 'any') return SKILLS;
  return SKILLS.filter((skill) => allowed.includes(skill));
}

export function skillName(skill: Skill): string {
  return SKILL_NAMES[skill];
}

/** Training with a skill set to `levels` (0 removes it), as a new object; anything else is kept for the rules to judge. */
export function withTraining(training: Training, skill: Skill, levels: number): Training {
  const next: Training = { ...training };
  if (levels !== 0) next[skill] = levels;
  else delete next[skill];
  return next;
}

/** A deep copy to edit and emit: the roster stays plain JSON. */
export function copySquad(squad: Squad): Squad {
  return JSON.parse(JSON.stringify(squad)) as Squad;
}

/**
 * A number typed into a field exactly as typed, never rounded nor brought within bounds: the rules
 * judge it and say what is wrong beside the field. null when the field is empty or holds no number.
 */
export function typedNumber(value: string): number | null {
  const text = value.trim();
  const parsed = Number(text);
  return text === '' || !Number.isFinite(parsed) ? null : parsed;
}
