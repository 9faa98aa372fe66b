import { describe, expect, it } from 'vitest';
import { currentCards, duplicateCard, EXAMPLE_CARD_NOTE, EXAMPLE_CARDS, exportCards, importCards, nextVersion, RulesCardSchema, SYSTEM_1999 } from '../index';
import { card } from '../testing/fixtures';

describe('the Rules Card (seed 001 L37–L111)', () => {
  it('holds every field the rulebook names, and the example cards parse', () => {
    for (const example of EXAMPLE_CARDS) expect(RulesCardSchema.safeParse(example).success).toBe(true);
    const herald = EXAMPLE_CARDS.find((c) => c.name === 'Herald of the Seventh Choir')!;
    expect(herald.activation).toEqual([1, 4]); // "3/5"-style activation numbers (L59)
    expect(herald.attributes).toMatchObject({ ccOffensive: 5, ccDefensive: 4 }); // offensive first (L75)
  });

  it('marks every starter card as an invented example, never a rulebook card', () => {
    expect(EXAMPLE_CARDS.length).toBeGreaterThanOrEqual(6);
    for (const example of EXAMPLE_CARDS) {
      expect(example.example).toBe(true);
      expect(example.flavour.startsWith(EXAMPLE_CARD_NOTE)).toBe(true);
    }
    expect(EXAMPLE_CARD_NOTE).toBe('Example card — not from the rulebook.');
    expect(SYSTEM_1999.libraries[0]!.starterItems).toBe(EXAMPLE_CARDS);
  });

  it('refuses cards the rulebook could not print, saying which field', () => {
    const bad = (patch: object) => RulesCardSchema.safeParse({ ...card({ name: 'X' }), ...patch });
    expect(bad({ activation: [5, 3] }).error?.issues[0]?.message).toMatch(/must rise/);
    expect(bad({ types: [{ type: 'squad', min: 5, max: 3 }] }).error?.issues[0]?.message).toMatch(/minimum 5 is above its maximum 3/);
    expect(bad({ positions: [{ accepts: 'leader' }] }).error?.issues[0]?.message).toMatch(/Only a Squad card has Unit Construction Positions/);
    expect(bad({ weapons: [{ name: 'Gun', type: 'shooting', ap: 0, wounding: 5 }] }).error?.issues[0]?.message).toMatch(/needs a range/);
    expect(bad({ dnaSlots: ['bal', 'bal'] }).error?.issues[0]?.message).toMatch(/at most one DNA slot/);
    // A Deviation modification belongs to what deviates: Indirect and thrown weapons (L587–L593; 1999.deviation-modifier).
    expect(bad({ weapons: [{ name: 'Gun', type: 'shooting', rangeCm: 30, ap: 0, wounding: 5, deviation: 2 }] }).error?.issues[0]?.message).toMatch(/only an Indirect or Throwing weapon/);
    expect(bad({ weapons: [{ name: 'Charge', type: 'throwing', ap: 0, wounding: 5, deviation: 2 }] }).success).toBe(true);
    expect(bad({ armyPoints: -1 }).success).toBe(false);
  });

  it('applies the highest version of a card (L111)', () => {
    const v1 = card({ name: 'Raider', armyPoints: 10 });
    const v3 = { ...card({ name: 'raider', armyPoints: 12 }), version: 3 };
    const v2 = { ...card({ name: 'Raider', armyPoints: 11 }), version: 2 };
    expect(currentCards([v1, v3, v2]).get('raider')?.armyPoints).toBe(12);
  });

  it('versions and duplicates cards for editing', () => {
    const v1 = card({ name: 'Raider' });
    const v2 = { ...v1, version: 2 };
    expect(nextVersion(v1, [v1, v2]).version).toBe(3);
    const copy = duplicateCard(EXAMPLE_CARDS[0]!, [...EXAMPLE_CARDS, { ...EXAMPLE_CARDS[0]!, name: 'Harrow Riflemen (copy)' }]);
    expect(copy).toMatchObject({ name: 'Harrow Riflemen (copy 2)', version: 1, example: false });
  });

  it('exports and imports cards as JSON, naming each bad card and field', () => {
    const back = importCards(exportCards(EXAMPLE_CARDS));
    expect(back).toEqual({ ok: true, cards: EXAMPLE_CARDS });
    const broken = importCards(JSON.stringify([EXAMPLE_CARDS[0], { ...EXAMPLE_CARDS[1], activation: [] }, EXAMPLE_CARDS[0]]));
    expect(broken.ok).toBe(false);
    if (!broken.ok) {
      expect(broken.problems).toContain('Card 2 (Sergeant Ilse Vane), Activation number: At least one Activation number');
      // The card's name as the player spelt it, not the lower-case key it is counted by.
      expect(broken.problems).toContain('Harrow Riflemen, version 1, appears 2 times; each version of a card once.');
    }
    // A field deep in the card is named in the card's words (seed 001 L449–L601), counted from 1: never "weapons.0.rangeCm".
    const rifle = EXAMPLE_CARDS[0]!;
    const badWeapon = importCards(JSON.stringify([{ ...rifle, weapons: [{ ...rifle.weapons[0]!, rangeCm: 'far' }], abilities: [{ kind: 'telepathy', text: '' }] }]));
    expect(badWeapon.ok).toBe(false);
    if (!badWeapon.ok) {
      expect(badWeapon.problems).toContain(`Card 1 (${rifle.name}), weapon 1, range: Range must be a number`);
      expect(badWeapon.problems).toContain(`Card 1 (${rifle.name}), ability 1, kind: Ability kind must be Unhuman, Guerilla Tactics, Floating, Flying, Special Action, Re-roll or Other`);
      for (const problem of badWeapon.problems) expect(problem).not.toMatch(/\w\.\d|[a-z][A-Z]|-[a-z]+-/);
    }
    expect(importCards('not json')).toEqual({ ok: false, problems: ['The file is not JSON.'] });
  });
});
