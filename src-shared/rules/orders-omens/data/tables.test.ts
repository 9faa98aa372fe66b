import { describe, expect, it } from 'vitest';
import type { RandomiserTable } from '../types';
import { EXPERIENCE_PROFILES } from './experience';
import { GENERALS_FATE_MODIFIERS, GENERALS_FATE_TABLE } from './generals-fate';
import { DIVISIONAL_GENERAL_POINTS, MAGICAL_ADVISOR_POINTS } from './generals';
import { ARTILLERY_ACCURACY, ARTILLERY_PROFILE, WEAPON_PROFILES } from './weapons';
import { SPELLCASTING, SPELLS } from './spells';
import { SOLDIERS_PER_REGIMENT } from './regiment-sizes';
import { RACE_RULES } from './race-rules';
import { VICTORY_POINTS } from './victory-points';
import {
  BRIGADE_COUNT_TABLE,
  BRIGADE_EXPERIENCE_TABLE,
  BRIGADE_SIZE_TABLE,
  CAVALRY_WEAPON_TABLE,
  DIVISION_COUNT_TABLE,
  GENERAL_EXPERIENCE_TABLE,
  INFANTRY_WEAPON_TABLE,
  lookUp,
  MONSTER_OR_ARTILLERY_TABLE,
  REGIMENT_TYPE_TABLE,
} from './randomiser';

describe('Unit Experience (Orders & Omens, "Unit Experience")', () => {
  it('gives Control Value and Combat Dice per experience', () => {
    expect(EXPERIENCE_PROFILES).toEqual({
      green: { controlValue: 4, combatDice: 3 },
      experienced: { controlValue: 3, combatDice: 4 },
      elite: { controlValue: 2, combatDice: 5 },
    });
  });
});

describe('Divisional Generals (Orders & Omens, "Divisional Generals")', () => {
  it('prices generals 30/40/50 and the Magical Advisor 10', () => {
    expect(DIVISIONAL_GENERAL_POINTS).toEqual({ green: 30, experienced: 40, elite: 50 });
    expect(MAGICAL_ADVISOR_POINTS).toBe(10);
  });
});

describe('Weapons & Equipment (Orders & Omens, "Weapons & Equipment")', () => {
  it('gives bows 10" max, 6" effective, 6+/5+, no armour negation, no reload', () => {
    expect(WEAPON_PROFILES.bows.ranged).toEqual({
      maxRangeInches: 10,
      effectiveRangeInches: 6,
      longRangeHitOn: 6,
      effectiveRangeHitOn: 5,
      negatesArmour: false,
      mustReload: false,
    });
  });
  it('gives crossbows/firearms 12" max, armour negation and a reload', () => {
    expect(WEAPON_PROFILES['crossbows-firearms'].ranged).toMatchObject({ maxRangeInches: 12, negatesArmour: true, mustReload: true });
  });
  it('gives polearms +2 to the front, -2 in flank or rear, and no infantry charge', () => {
    expect(WEAPON_PROFILES.polearms).toMatchObject({ meleeFront: 2, meleeFlankOrRear: -2, infantryMayCharge: false });
  });
  it('gives shooters -1 in melee and hand weapons nothing', () => {
    expect(WEAPON_PROFILES.bows.meleeFront).toBe(-1);
    expect(WEAPON_PROFILES['crossbows-firearms'].meleeFront).toBe(-1);
    expect(ARTILLERY_PROFILE.meleeFront).toBe(-1);
    expect(WEAPON_PROFILES['hand-weapons'].meleeFront).toBe(0);
  });
  it('improves artillery from 6+ to 3+ against the same target', () => {
    expect(ARTILLERY_PROFILE.ranged.maxRangeInches).toBe(24);
    expect(ARTILLERY_ACCURACY.hitOnSequence).toEqual([6, 5, 4, 3]);
  });
});

describe('Magic Spells (Orders & Omens, "Magic Spells")', () => {
  it('lists five spells with their ranges and casts on 7+', () => {
    expect(Object.values(SPELLS).map((spell) => [spell.name, spell.rangeInches])).toEqual([
      ['Magic Missile', 15],
      ['Shield of Warding', 12],
      ['Compel', 15],
      ['Veil of Fog', 15],
      ['Curse of Weakness', 12],
    ]);
    expect(SPELLCASTING.castOn2D6).toBe(7);
  });
});

describe("General's Fate (Orders & Omens, \"Generals in Combat\")", () => {
  it('bands cover every modified roll exactly once', () => {
    for (let roll = -4; roll <= 16; roll++) {
      const bands = GENERALS_FATE_TABLE.filter((band) => (band.min ?? -Infinity) <= roll && roll <= (band.max ?? Infinity));
      expect(bands, `roll ${roll}`).toHaveLength(1);
    }
    expect(GENERALS_FATE_MODIFIERS.map((m) => m.modifier)).toEqual([2, 0, -2]);
  });
});

describe('Regiment Sizes (Orders & Omens, "Narrative Play")', () => {
  it('prints soldiers per regiment by race', () => {
    expect(SOLDIERS_PER_REGIMENT).toEqual({ human: 800, elf: 600, dwarf: 600, orc: 1000 });
  });
});

describe('Race special rules (Orders & Omens, army list headers)', () => {
  it('assigns each rule to its race', () => {
    expect(Object.values(RACE_RULES).map((rule) => [rule.name, rule.race])).toEqual([
      ['Adaptable Command', 'human'],
      ['Keen Sight', 'elf'],
      ['Bloodlust', 'orc'],
      ['Stubborn', 'dwarf'],
      ['Dwarven Made', 'dwarf'],
    ]);
  });
});

describe('Victory Conditions (Orders & Omens, "Victory Conditions")', () => {
  it('reads every award, "rVP" as 1', () => {
    expect(VICTORY_POINTS.tableThirdHeld).toBe(1);
    expect(VICTORY_POINTS.enemyBrigadeBroken).toBe(1);
    expect(VICTORY_POINTS.divisionalGeneralKilled).toBe(1);
    expect(VICTORY_POINTS.divisionalGeneralCaptured).toBe(2);
    expect(VICTORY_POINTS.marshalKilledOrCaptured).toBe(5);
    expect(VICTORY_POINTS.enemyBreakPoint).toBe(5);
  });
});

describe('Randomiser tables (Orders & Omens, "Randomising an Army")', () => {
  const faces = <R>(table: RandomiserTable<R>) =>
    [1, 2, 3, 4, 5, 6].map((face) => lookUp(table, face) ?? null);
  it('prints every D6 table as in the text', () => {
    expect(faces(DIVISION_COUNT_TABLE)).toEqual([2, 2, 3, 3, 4, 4]);
    expect(faces(GENERAL_EXPERIENCE_TABLE)).toEqual(['green', 'experienced', 'experienced', 'experienced', 'elite', 'elite']);
    expect(faces(BRIGADE_COUNT_TABLE)).toEqual([2, 2, 3, 3, 4, 4]);
    expect(faces(BRIGADE_EXPERIENCE_TABLE)).toEqual(['green', 'green', 'green', 'experienced', 'experienced', 'elite']);
    expect(faces(BRIGADE_SIZE_TABLE)).toEqual([2, 2, 3, 3, 4, 'monster-or-artillery']);
    expect(faces(INFANTRY_WEAPON_TABLE)).toEqual(['hand-weapons', 'hand-weapons', 'polearms', 'polearms', 'bows', 'crossbows-firearms']);
    expect(faces(CAVALRY_WEAPON_TABLE)).toEqual(['hand-weapons', 'hand-weapons', 'hand-weapons', 'polearms', 'polearms', 'bows']);
    expect(faces(MONSTER_OR_ARTILLERY_TABLE)).toEqual(['artillery', 'artillery', 'artillery', 'artillery', 'monster', 'monster']);
  });
  it('keeps the regiment-type table\'s missing 4 (settled by ruling oo.randomiser-regiment-type-four)', () => {
    expect(faces(REGIMENT_TYPE_TABLE)).toEqual(['infantry', 'infantry', 'armoured-infantry', null, 'cavalry', 'armoured-cavalry']);
  });
});
