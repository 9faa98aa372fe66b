import { describe, expect, it } from 'vitest';
import { EQUIPMENT_LIBRARY, missingBattleValues, rangeBandAt, rangesInInches, STARTER_EQUIPMENT, STARTER_TROOP_TYPES, TROOP_TYPES_LIBRARY, type RangedWeapon } from '../index';

const medium = STARTER_EQUIPMENT.find((item) => item.id === 'medium-crossbow') as RangedWeapon;

describe('the Equipment table: the missing Weapons Chart as an editable library (seed 004 L28, L659)', () => {
  it('ships every weapon the text names, each valid against the library’s own schema', () => {
    expect(STARTER_EQUIPMENT.map((item) => EQUIPMENT_LIBRARY.nameOf(EQUIPMENT_LIBRARY.itemSchema.parse(item)))).toEqual([
      'Medium crossbow',
      'Heavy crossbow',
      'Crossbow',
      'Long bow',
      'Short bow',
      'Javelin or thrown spear',
      'Magical melee weapon',
      'Standard melee weapon (club, knife, sword)',
      'Claws, fangs or other natural weapon',
      'Catapult',
      'Trebuchet',
      'Ballista',
      'Field catapult (example)',
    ]);
  });

  it('keeps exactly the values the text gives, and null where it gives none (L118, L198, L659–L660, L699–L708)', () => {
    expect(STARTER_EQUIPMENT.map((item) => [item.id, item.cost, 'damage' in item ? item.damage : item.kind === 'melee' ? item.damageBonus : null])).toEqual([
      ['medium-crossbow', 15, 5],
      ['heavy-crossbow', 18, 6],
      ['crossbow', null, 4],
      ['long-bow', null, 4],
      ['short-bow', null, null],
      ['javelin', null, null],
      ['magical-melee-weapon', 4, 2],
      ['standard-melee-weapon', null, null],
      ['natural-weapon', null, null],
      // "Say, a siege weapon has a Damage Strength of 5" (L322); no cost is given.
      ['catapult', null, 5],
      ['trebuchet', null, 5],
      ['ballista', null, 5],
      ['field-catapult-example', 60, 5],
    ]);
    expect(STARTER_EQUIPMENT.filter((item) => item.source.kind !== 'rulebook').map((item) => [item.name, item.source.kind])).toEqual([['Field catapult (example)', 'example']]);
  });

  it('gives the rulebook’s siege weapons a crew of three (L295) and leaves Body Strength, Body Points and Fire Rate to the group; the marked example fills them', () => {
    const siege = STARTER_EQUIPMENT.filter((item) => item.kind === 'siege');
    expect(siege.map((item) => [item.id, item.crew, item.bodyStrength, item.bodyPoints, item.fireRate])).toEqual([
      ['catapult', 3, null, null, null],
      ['trebuchet', 3, null, null, null],
      ['ballista', 3, null, null, null],
      ['field-catapult-example', 3, 6, 4, { shots: 1, turns: 2 }],
    ]);
    expect(missingBattleValues(siege[0]!, {})).toEqual(['ranges', 'Body Strength and Body Points', 'Fire Rate']);
    expect(missingBattleValues(siege[3]!, {})).toEqual([]);
  });

  it('refuses an item a group types wrongly, saying what is wrong', () => {
    const bad = EQUIPMENT_LIBRARY.itemSchema.safeParse({ ...medium, ranges: { short: 50, medium: 15, long: 150, unit: 'metres' } });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Short, medium and long ranges must grow in that order');
    expect(EQUIPMENT_LIBRARY.itemSchema.safeParse({ ...medium, cost: -1 }).error?.issues[0]?.message).toBe('An SGP cost cannot be negative');
    expect(EQUIPMENT_LIBRARY.itemSchema.safeParse({ ...medium, kind: 'pistol' }).success).toBe(false);
  });

  it('reads a distance into the range band that contains it (L198): 14" is medium range for the medium crossbow (L208)', () => {
    const inches = rangesInInches(medium.ranges, {});
    expect([rangeBandAt(7.5, inches), rangeBandAt(14, inches), rangeBandAt(75, inches), rangeBandAt(76, inches)]).toEqual(['short', 'medium', 'long', null]);
  });
});

describe('the Troop List (seed 004 L615–L641)', () => {
  it('ships the sample Arctic Human Soldiers as printed and two marked examples', () => {
    expect(STARTER_TROOP_TYPES.map((troop) => [troop.name, troop.source.kind])).toEqual([
      ['Arctic Human Soldiers', 'rulebook'],
      ['Human footmen (example)', 'example'],
      ['Goblin soldiers (example)', 'example'],
    ]);
    expect(STARTER_TROOP_TYPES.map((troop) => TROOP_TYPES_LIBRARY.itemSchema.parse(troop))).toEqual(STARTER_TROOP_TYPES);
  });

  it('reads a listing’s Space names by position: KNO, MEC, PER, STR, TEC are INT, COR, ACU, PHY, CHA (L630–L635, od6.names)', () => {
    const imported = TROOP_TYPES_LIBRARY.itemSchema.parse({ ...STARTER_TROOP_TYPES[0], attributes: { AGI: 3, KNO: 2, MEC: 2, PER: 2, STR: 3, TEC: 2 } });
    expect(imported.attributes).toEqual({ AGI: 3, INT: 2, COR: 2, ACU: 2, PHY: 3, CHA: 2 });
    expect(TROOP_TYPES_LIBRARY.itemSchema.safeParse({ ...STARTER_TROOP_TYPES[0], attributes: { AGI: 3, LUCK: 2 } }).error?.issues[0]?.message).toBe('Unknown attribute "LUCK": use AGI, INT, COR, ACU, PHY and CHA');
  });
});
