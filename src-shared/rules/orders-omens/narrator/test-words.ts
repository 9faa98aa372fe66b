import type { TestModifier, TestModifierKind } from '../battle/mechanics/test-terms';
import type { JudgedVolley, TestRoll } from '../battle/outcomes';

/** Each test modifier as the log and the odds panel name it. */
export const TEST_MODIFIER_WORDS: Readonly<Record<TestModifierKind, string>> = {
  stubborn: 'Stubborn',
  'death-seekers': 'Death-seekers',
  fearsome: 'a Fearsome monster within 6″',
  'witnessed-general-loss': 'saw a General lost',
  'lost-melee': 'lost the melee',
  'disordered-lost-again': 'disordered and lost again',
  'general-lost': 'its General lost',
  shot: 'hits from shooting',
};

/** "+1", "−2": a typographic minus reads better than a hyphen beside a word. */
export function signedNumber(n: number): string {
  return n >= 0 ? `+${n}` : `−${-n}`;
}

export function modifierPhrase(modifier: Pick<TestModifier, 'kind' | 'value'>): string {
  return `${signedNumber(modifier.value)} ${TEST_MODIFIER_WORDS[modifier.kind]}`;
}

/**
 * The roll and the number it was judged against, each with the modifiers that made it:
 * "rolled 7 −1 Fearsome = 6 against 7 −1 Stubborn = 6". No brackets: the log says it inside its own.
 */
export function judgedText(test: TestRoll): string {
  const onRoll = test.modifiers.filter((m) => m.on === 'roll');
  const roll = test.modified === test.roll && onRoll.length === 0 ? `${test.roll}` : `${[test.roll, ...onRoll.map(modifierPhrase)].join(' ')} = ${test.modified}`;
  return `rolled ${roll} against ${targetText(test)}`;
}

/**
 * The number a test is judged against, with what moved it, worked as the roll is: "7 −1 Stubborn = 6".
 * The odds panel and the log share it; the log says it inside brackets of its own, so it has none.
 */
export function targetText(test: Pick<TestRoll, 'target' | 'baseTarget' | 'modifiers'>): string {
  const onTarget = test.modifiers.filter((m) => m.on === 'target');
  return onTarget.length === 0 ? `${test.target}` : `${[test.baseTarget, ...onTarget.map(modifierPhrase)].join(' ')} = ${test.target}`;
}

/** The modifiers added to the roll, for the odds panel: "−1 a Fearsome monster within 6", −1 lost the melee". */
export function rollModifiersText(modifiers: readonly TestModifier[]): string {
  return modifiers
    .filter((m) => m.on === 'roll')
    .map(modifierPhrase)
    .join(', ');
}

const RANGED_WORDS: Readonly<Record<JudgedVolley['modifiers'][number]['kind'], string>> = { disordered: 'disordered', 'veil-of-fog': 'Veil of Fog', garrison: 'garrisoned target in cover' };
const RANGING_WORDS: Readonly<Record<NonNullable<JudgedVolley['ranging']>, string>> = {
  'new-target': 'first volley at this target',
  'same-target': 'ranged in on this target',
  'target-moved': 'the target moved more than 1″, so back to 6+',
};

/**
 * "needed 5+ −1 Veil of Fog to hit (ranged in on this target)": the to-hit a volley was judged
 * against, said after its Regiment's name ("Archers 1 hit on 5+" read as one hit).
 */
export function volleyText(volley: Pick<JudgedVolley, 'hitOn' | 'modifiers' | 'ranging'>): string {
  return `needed ${toHitRoll(volley)} to hit${rangingText(volley)}`;
}

/** "5+ −1 Veil of Fog (ranged in on this target)": the odds panel's half of `volleyText`. */
export function toHitText(volley: Pick<JudgedVolley, 'hitOn' | 'modifiers' | 'ranging'>): string {
  return `${toHitRoll(volley)}${rangingText(volley)}`;
}

const toHitRoll = (volley: Pick<JudgedVolley, 'hitOn' | 'modifiers'>): string => `${volley.hitOn}+${volley.modifiers.map((m) => ` ${signedNumber(m.value)} ${RANGED_WORDS[m.kind]}`).join('')}`;
const rangingText = (volley: Pick<JudgedVolley, 'ranging'>): string => (volley.ranging === null ? '' : ` (${RANGING_WORDS[volley.ranging]})`);
