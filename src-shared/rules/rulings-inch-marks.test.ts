import { describe, expect, it } from 'vitest';
import { ORDERS_OMENS_RULINGS } from './orders-omens/rulings';
import { OPEND6_RULINGS } from './opend6/rulings';
import { MONSTERS } from './orders-omens/data/monsters';
import { SPELLS } from './orders-omens/data/spells';
import type { Ruling } from './ruling';

/**
 * A straight quote after a digit that opens nothing: an inch mark written as `"` ("within 6" of"),
 * where the app writes ″. A `"` that closes a quotation ("average squads with 5") is not one.
 */
function strayInches(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/\d"/g)) {
    const quotesBefore = (text.slice(0, match.index + 1).match(/"/g) ?? []).length;
    if (quotesBefore % 2 === 0) found.push(text.slice(Math.max(0, match.index - 30), match.index + 2));
  }
  return found;
}

const rulingTexts = (ruling: Ruling) => [ruling.title, ruling.reason, ...ruling.quotes, ...ruling.options.flatMap((option) => [option.label, option.effect])];

describe('the rules a player reads write inches with the double prime (″)', () => {
  it('tells an inch mark from a quotation that closes after a number', () => {
    expect(strayInches('within 6" of the objective')).toEqual(['within 6"']);
    expect(strayInches('"average squads with 5" (L415)')).toEqual([]);
    expect(strayInches('within 6″ of the objective')).toEqual([]);
  });

  it('in every Orders & Omens and OpenD6 ruling: its title, quotes, options and reason (seed 002, seed 004)', () => {
    const texts = [...ORDERS_OMENS_RULINGS, ...OPEND6_RULINGS].flatMap(rulingTexts);
    expect(texts.filter((text) => /\d″/.test(text)).length).toBeGreaterThan(20);
    expect(texts.flatMap(strayInches)).toEqual([]);
  });

  it('in the Orders & Omens monsters’ special rules and the spells’ ranges, as the roster sheets print them (seed 002 L359–L377, L959–L1134)', () => {
    const texts = [...Object.values(MONSTERS).flatMap((monster) => monster.specialRules.map((rule) => rule.text)), ...Object.values(SPELLS).flatMap((spell) => [spell.rangeText, spell.effect])];
    expect(texts).toContain('May withdraw 3″ for free after each round of Melee');
    expect(texts.filter((text) => /\d"/.test(text))).toEqual([]);
  });
});
