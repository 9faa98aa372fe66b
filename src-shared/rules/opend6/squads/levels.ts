import type { Libraries } from '../../../systems/game-system';
import type { RulingChoices } from '../../ruling';
import { SKILLS, type AttributeScores, type Skill } from '../data/attributes';
import { QUALITY_PROFILES, type Quality } from '../data/quality';
import { opend6Rulings } from '../rulings-in-play';
import { fieldedAttributes, resolveSquad } from './resolve';
import type { Squad } from './schema';
import { combinedTraining, skillLevel } from './skills';
import { specialisationLevels, type SpecialisationLevel } from './specialisations';

/** "Elite squads begin with morale levels of 7, veteran squads with 6, and average squads with 5" (seed 004 L415). */
export function startingMorale(quality: Quality): number {
  return QUALITY_PROFILES[quality].startingMorale;
}

export type SkillLevels = Readonly<Record<Skill, number>>;

export interface SquadSkillLevels {
  readonly attributes: AttributeScores;
  readonly squad: SkillLevels;
  /** The sergeant's command: the squad's plus his own training (L665). */
  readonly sergeantCommand: number;
  readonly champions: readonly SkillLevels[];
  /** Specialisation codes of every soldier (the sergeant's are the squad's), and of each champion. */
  readonly squadSpecialisations: readonly SpecialisationLevel[];
  readonly championSpecialisations: readonly (readonly SpecialisationLevel[])[];
}

function levelsFor(attributes: AttributeScores, training: Squad['training'], choices: RulingChoices): SkillLevels {
  const rulings = opend6Rulings(choices);
  return Object.fromEntries(SKILLS.map((skill) => [skill, skillLevel(attributes, training, skill, rulings)])) as Record<Skill, number>;
}

/** Every skill code of the squad, its sergeant and champions (attribute + training, L653), or null without a troop type. */
export function skillLevelsOf(squad: Squad, libraries: Libraries = {}, choices: RulingChoices = {}): SquadSkillLevels {
  const resolved = resolveSquad(squad, libraries);
  const attributes = fieldedAttributes(resolved) ?? { AGI: 0, INT: 0, COR: 0, ACU: 0, PHY: 0, CHA: 0 };
  const squadLevels = levelsFor(attributes, squad.training, choices);
  const rulings = opend6Rulings(choices);
  return {
    attributes,
    squad: squadLevels,
    sergeantCommand: squadLevels.command + squad.sergeant.commandTraining,
    champions: squad.champions.map((champion) => levelsFor(attributes, combinedTraining(squad.training, champion.training), choices)),
    squadSpecialisations: specialisationLevels(attributes, squad.specialisations, resolved.specialisations, rulings),
    championSpecialisations: squad.champions.map((champion, c) => specialisationLevels(attributes, squad.specialisations, resolved.specialisations, rulings, champion.specialisations, resolved.champions[c]?.specialisations)),
  };
}
