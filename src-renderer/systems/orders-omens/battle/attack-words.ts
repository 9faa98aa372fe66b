import type { AttackSpec } from '../../../../src-shared/rules/orders-omens/battle/attack';

/** What one regiment's roll is, in words: "3 dice", "hits on 5+ (+1 to the roll)", "Swordsmen 1 saves on 6+". */
export interface AttackWords {
  readonly dice: string;
  readonly hit: string;
  readonly save: string;
}

export function attackWords(spec: AttackSpec, targetName: string): AttackWords {
  const hit = spec.hitRule;
  const mod = hit.modifier === 0 ? '' : ` (${hit.modifier > 0 ? '+' : ''}${hit.modifier} to the roll)`;
  const save = spec.saveRule;
  return {
    dice: `${spec.diceCount} dice`,
    hit: hit.naturalSixOnly ? 'hits on natural 6s' : `hits on ${hit.hitOn}+${mod}`,
    save: `${targetName} ${save.saveOn === null ? 'saves nothing' : `saves on ${save.saveOn}+${save.rerollSuccesses ? ', and must roll each save again (Venomous Bite)' : ''}`}`,
  };
}

/** "3 dice, hits on 5+; Swordsmen 1 saves nothing": the words joined as a sentence, leaving out any that are empty. */
export function joinWords(words: Partial<AttackWords>): string {
  const roll = [words.dice, words.hit].filter(Boolean).join(', ');
  return [roll, words.save].filter(Boolean).join('; ');
}

/**
 * The words every regiment of one side shares, said once for the side, and what is left for each
 * regiment: three Levy regiments charging the same Swordsmen read "3 dice, hits on 5+ (+1 to the
 * roll); Swordsmen 1 saves on 6+" once, not three times. A side of one regiment shares nothing.
 */
export function sharedWords(each: readonly AttackWords[]): { shared: string; own: string[] } {
  const keys = ['dice', 'hit', 'save'] as const;
  const same = (key: (typeof keys)[number]) => each.length > 1 && each.every((w) => w[key] === each[0]![key]);
  const sharedKeys = keys.filter(same);
  const pick = (w: AttackWords, keep: (key: (typeof keys)[number]) => boolean) => Object.fromEntries(keys.filter(keep).map((k) => [k, w[k]])) as Partial<AttackWords>;
  return {
    shared: each.length > 0 ? joinWords(pick(each[0]!, (k) => sharedKeys.includes(k))) : '',
    own: each.map((w) => joinWords(pick(w, (k) => !sharedKeys.includes(k)))),
  };
}

/** The lines (modifiers) every list has, once, and what is left of each list; a single list shares nothing. */
export function sharedLines(lists: readonly (readonly string[])[]): { shared: string[]; own: string[][] } {
  const shared = lists.length > 1 ? lists[0]!.filter((line) => lists.every((list) => list.includes(line))) : [];
  return { shared, own: lists.map((list) => list.filter((line) => !shared.includes(line))) };
}
