import { SAMPLE_SHEET_SKILL_ATTRIBUTE, SKILL_ATTRIBUTE, type Attribute, type AttributeScores, type Skill } from '../data/attributes';
import type { Od6Rulings } from '../rulings-in-play';
import type { Training } from './schema';

/** The attribute a skill starts from (seed 004 L71–L96), or the sample sheet's grouping (`od6.skill-attributes`). */
export function skillAttribute(skill: Skill, rulings: Pick<Od6Rulings, 'skillAttributes'>): Attribute {
  return (rulings.skillAttributes === 'sample-sheet' ? SAMPLE_SHEET_SKILL_ATTRIBUTE : SKILL_ATTRIBUTE)[skill];
}

/** "The skill code is determined by adding the training level to the attribute code" (L653). */
export function skillLevel(attributes: AttributeScores, training: Training, skill: Skill, rulings: Pick<Od6Rulings, 'skillAttributes'>): number {
  return attributes[skillAttribute(skill, rulings)] + (training[skill] ?? 0);
}

/** Training levels in all: each costs one SGP (L650). */
export function trainingTotal(training: Training): number {
  return Object.values(training).reduce<number>((sum, levels) => sum + (levels ?? 0), 0);
}

/** The squad's training plus a leader's own, skill by skill. */
export function combinedTraining(squad: Training, leader: Training): Training {
  const out: Partial<Record<Skill, number>> = { ...squad };
  for (const [skill, levels] of Object.entries(leader) as [Skill, number | undefined][]) out[skill] = (out[skill] ?? 0) + (levels ?? 0);
  return out;
}

/**
 * The most training a sergeant or champion may add to a skill the squad has `squadTraining` in,
 * when the Troop List gives him `level` (`od6.leader-training-cap`).
 */
export function leaderCap(level: number, squadTraining: number, rulings: Pick<Od6Rulings, 'leaderTrainingCap'>): number {
  return rulings.leaderTrainingCap === 'total-over-attribute' ? Math.max(0, level - squadTraining) : level;
}
