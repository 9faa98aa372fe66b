export { possessive } from '../../chronicle/sentences';

/** Plurals that do not end in "s", common in squad names ("Bowmen", "the Hill Folk"). */
const IRREGULAR_PLURAL = /(men|folk|people|children|kin)$/i;
/** Singular words that do end in "s" ("the Iron Fortress", "Aegis", "Corpus"). */
const SINGULAR_IN_S = /(ss|us|is)$/i;

/**
 * The word the verb agrees with: the head noun before an "of" phrase ("Blades of Aster" →
 * "Blades", "the Company of Wolves" → "Company"), else the last word ("Goblin Brawlers").
 */
function headNoun(name: string): string {
  const head = name.trim().split(/\s+(?:of|from|in|under|with)\s+/i)[0] ?? '';
  const words = head.replace(/[.,!?'’]+$/, '').split(/\s+/);
  return words[words.length - 1] ?? '';
}

/** Squads are named in the plural more often than not ("the Ice Rangers", "the Blades of Aster"): the verb agrees with the name. */
export function pluralName(name: string): boolean {
  const head = headNoun(name);
  if (IRREGULAR_PLURAL.test(head)) return true;
  return /s$/i.test(head) && !SINGULAR_IN_S.test(head);
}

export function isAre(name: string): string {
  return pluralName(name) ? 'are' : 'is';
}

export function hasHave(name: string): string {
  return pluralName(name) ? 'have' : 'has';
}

/** Pronouns and verbs that agree with a squad's name: "the Ice Rangers … their", "the Watch … its". */
export function agreeing(name: string) {
  const plural = pluralName(name);
  return {
    its: plural ? 'their' : 'its',
    it: plural ? 'they' : 'it',
    them: plural ? 'them' : 'it',
    itself: plural ? 'themselves' : 'itself',
    was: plural ? 'were' : 'was',
    /** Present tense: `verb('walks', 'walk')`. */
    verb: (singular: string, pluralForm: string) => (plural ? pluralForm : singular),
  };
}
