import { SKILL_NAMES } from '../../../src-shared/rules/opend6/data/attributes';
import type { SkillRolled } from '../../../src-shared/rules/opend6/battle/queries';
import type { FighterTotal } from '../../../src-shared/rules/opend6/battle/previews';
import type { CloseCombatFactorCode } from '../../../src-shared/rules/opend6/mechanics/close-combat';
import type { ShotFactorCode } from '../../../src-shared/rules/opend6/mechanics/ranged';
import type { ThreatFactorCode } from '../../../src-shared/rules/opend6/mechanics/threat';
import type { Od6State } from '../../../src-shared/rules/opend6/battle/state';
import { fielded } from '../../../src-shared/rules/opend6/battle/queries';

/** The modifier charts' lines in the rulebook's words, for the breakdown under each roll. */
export const THREAT_FACTOR_WORDS: Readonly<Record<ThreatFactorCode, string>> = {
  base: 'base threat level',
  shaken: 'Shaken',
  demoralized: 'Demoralized',
  'demoralized-or-broken': 'Demoralized or Broken',
  'casualties-this-turn': 'casualties this turn',
  'sergeant-hit': 'sergeant hit this turn',
  'behind-cover': 'behind cover',
  'won-close-assault': 'won the close assault',
  'lost-close-assault': 'lost the close assault',
  'charging-flank-or-rear': 'charging the flank or rear',
  'enemy-behind-barrier': 'enemy behind a barrier',
  'charged-in-flank-or-rear': 'charged in the flank or rear',
  'outnumbered-two-to-one': 'outnumbered two to one',
  'half-casualties': 'half the squad or more casualties',
};

export const SHOT_FACTOR_WORDS: Readonly<Record<ShotFactorCode, string>> = {
  range: 'range',
  cover: 'cover',
  'target-prone': 'target prone',
  walking: 'walked',
  'opportunity-fire': 'opportunity fire',
  'defensive-fire': 'defensive fire',
  separated: 'separated',
  shaken: 'Shaken',
  demoralized: 'Demoralized',
  'following-fire': 'following fire',
  undermanned: 'undermanned',
  blind: 'firing blind',
};

export const CLOSE_COMBAT_FACTOR_WORDS: Readonly<Record<CloseCombatFactorCode, string>> = {
  charging: 'charging',
  'defending-barrier': 'behind a barrier',
  braced: 'braced',
  outnumbering: 'outnumbering',
  'melee-weapon': 'melee weapon',
  'magic-weapon': 'magical weapon',
  'natural-weapon': 'natural weapon',
  'side-or-rear': 'attacked in the side or rear',
  prone: 'prone',
  separated: 'separated',
  shaken: 'Shaken',
  demoralized: 'Demoralized',
  'parting-swing': 'parting swing',
};

/**
 * What a roll adds, named (seed 004 L650): "Marksmanship 4", or "Medium crossbow specialisation 5
 * (marksmanship 4)" when the soldier's specialisation in the weapon is rolled instead.
 */
export function skillRolledWords(rolled: SkillRolled): string {
  const skill = SKILL_NAMES[rolled.skill];
  return rolled.specialisation === null ? `${skill} ${rolled.level}` : `${rolled.specialisation} specialisation ${rolled.level} (${skill.toLowerCase()} ${rolled.skillLevel})`;
}

/** The same words after a colon: "following shot 1: marksmanship 4". */
export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/**
 * "Longsword specialisation 5 (melee combat 4), melee weapon +1 = 6": one fighter's close combat
 * total. With nothing to add, the skill is the total and is said once: "Fighting 4".
 */
export function fighterWords(fighter: FighterTotal): string {
  const modifiers = fighter.factors.filter((entry) => entry.modifier !== 0).map((entry) => `, ${CLOSE_COMBAT_FACTOR_WORDS[entry.factor]} ${entry.modifier > 0 ? `+${entry.modifier}` : entry.modifier}`);
  return modifiers.length === 0 ? skillRolledWords(fighter.rolled) : `${skillRolledWords(fighter.rolled)}${modifiers.join('')} = ${fighter.total}`;
}

/** "base threat level 4, casualties this turn +2": the non-zero lines of a breakdown. */
export function factorLine<K extends string>(factors: readonly { readonly factor: K; readonly modifier: number }[], words: Readonly<Record<K, string>>): string {
  return factors
    .filter((entry) => entry.modifier !== 0)
    .map((entry, i) => `${words[entry.factor] ?? entry.factor} ${i === 0 && entry.modifier > 0 ? entry.modifier : entry.modifier > 0 ? `+${entry.modifier}` : entry.modifier}`)
    .join(', ');
}

export const MORALE_RESULT_WORDS = { 'morale-up': 'morale up', 'no-effect': 'no effect', 'morale-down': 'morale down', 'morale-down-withdraw': 'morale down and withdraw' } as const;

/**
 * A morale test's results for this squad: at its starting level a "Morale +1" changes nothing, as
 * "A squad's morale level cannot increase beyond its starting value" (L421, L489), and the odds say so.
 */
export function moraleResultWords(state: Od6State, squad: string): Readonly<Record<keyof typeof MORALE_RESULT_WORDS, string>> {
  const now = state.squads[squad]?.morale;
  return now !== undefined && now >= fielded(state.setup, squad).startingMorale ? { ...MORALE_RESULT_WORDS, 'morale-up': 'morale up, but not past its start' } : MORALE_RESULT_WORDS;
}
export const RALLY_RESULT_WORDS = { 'no-effect': 'no effect', 'morale-up': 'morale up one', 'morale-up-two': 'morale up two' } as const;
export const OPPORTUNITY_WORDS = { 'can-fire': 'may fire', 'cannot-fire': 'may not fire' } as const;
export const DAMAGE_WORDS = { 'no-effect': 'no effect', wounded: 'wounded', incapacitated: 'incapacitated' } as const;
