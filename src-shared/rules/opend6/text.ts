export { possessive } from '../../chronicle/sentences';

/** Squads are named in the plural more often than not ("the Ice Rangers"): the verb agrees with the name. */
export function pluralName(name: string): boolean {
  return /[^s]s$/i.test(name.trim());
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
    was: plural ? 'were' : 'was',
    /** Present tense: `verb('walks', 'walk')`. */
    verb: (singular: string, pluralForm: string) => (plural ? pluralForm : singular),
  };
}
