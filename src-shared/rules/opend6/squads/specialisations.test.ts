import { describe, expect, it } from 'vitest';
import { assessSquad, EQUIPMENT_LIBRARY_ID, ICE_RANGERS, OPEND6_SYSTEM, priceSquad, recordSheet, skillLevelsOf, SquadSchema, STARTER_EQUIPMENT, STARTER_TROOP_TYPES, TROOP_TYPES_LIBRARY_ID, upgradeSquad, type Squad, type SquadInput } from '../index';

/**
 * Skill specialisations (seed 004 L650): "All skills and specializations start at the level of the
 * attribute they are listed under … Each training level costs one SGP. Skill specializations are
 * treated just like regular skills. They can be improved like skills at the same cost as regular
 * skills." The training level "is the maximum amount a skill or specialization may be increased by" (L621).
 */

const crossbowSpecialists = (training: number): Squad => ({ ...ICE_RANGERS, specialisations: [{ skill: 'marksmanship', weaponId: 'medium-crossbow', training }] });
const messages = (squad: Squad, choices = {}, libraries = {}) => assessSquad(squad, choices, libraries).problems.map((problem) => problem.message);
const refusal = (input: unknown) => SquadSchema.safeParse(input).error?.issues.map((issue) => ({ path: issue.path, message: issue.message }));

describe('a specialisation in the roster (L650)', () => {
  it('keeps a specialisation in one weapon of its skill, and a squad saved without any gets none', () => {
    expect(SquadSchema.parse(crossbowSpecialists(2)).specialisations).toEqual([{ skill: 'marksmanship', weaponId: 'medium-crossbow', training: 2 }]);
    const { specialisations: _none, ...older } = ICE_RANGERS;
    expect(SquadSchema.parse(older as SquadInput).specialisations).toEqual([]);
  });

  it('refuses a request it cannot store, naming the skill: a skill no weapon is rolled with, no weapon, 0 or a part of a level, the same weapon twice', () => {
    const one = (specialisation: unknown) => refusal({ ...ICE_RANGERS, specialisations: [specialisation] });
    expect(one({ skill: 'command', weaponId: 'medium-crossbow', training: 1 })).toEqual([
      { path: ['specialisations', 0, 'skill'], message: 'Command takes no weapon specialisation: only fighting, melee combat, throwing, marksmanship and siege weapons are specialised, each in one weapon' },
    ]);
    expect(one({ skill: 'marksmanship', weaponId: '', training: 1 })).toEqual([{ path: ['specialisations', 0, 'weaponId'], message: 'Choose the weapon the marksmanship specialisation is in' }]);
    expect(one({ skill: 'melee-combat', weaponId: 'magical-melee-weapon', training: 0 })).toEqual([{ path: ['specialisations', 0, 'training'], message: 'A melee combat specialisation takes 1 to 10 training levels, not 0' }]);
    expect(one({ skill: 'throwing', weaponId: 'javelin', training: 1.5 })?.[0]?.message).toBe('A throwing specialisation takes 1 to 10 training levels, not 1.5');
    const twice = { skill: 'marksmanship', weaponId: 'medium-crossbow', training: 1 };
    expect(refusal({ ...ICE_RANGERS, specialisations: [twice, twice] })).toEqual([{ path: ['specialisations', 1], message: 'Marksmanship is specialised in the same weapon twice' }]);
    expect(refusal({ ...ICE_RANGERS, champions: [{ ...ICE_RANGERS.champions[0], specialisations: [{ skill: 'swim', weaponId: 'heavy-crossbow', training: 1 }] }] })?.[0]).toMatchObject({ path: ['champions', 0, 'specialisations', 0, 'skill'], message: expect.stringMatching(/^Swim takes no weapon specialisation/) });
  });
});

describe('what a specialisation costs and what its code is (L650, L653)', () => {
  it('costs one SGP a level in every soldier’s skill points: three levels take the Ice Rangers from 51 to 54 a soldier, 720 to 750 in all (L650, L697–L712)', () => {
    const price = priceSquad(crossbowSpecialists(3));
    expect([price.specialisations, price.skillPoints, price.perSoldier, price.base, price.total]).toEqual([3, 54, 73, 730, 750]);
  });

  it('starts at the attribute, not at the skill: COR 2 + 3 levels is 5, beside marksmanship 4 (COR 2 + 2), and not 4 + 3 (L650, L653)', () => {
    const levels = skillLevelsOf(crossbowSpecialists(3));
    expect(levels.squad.marksmanship).toBe(4);
    expect(levels.squadSpecialisations).toEqual([{ skill: 'marksmanship', weaponId: 'medium-crossbow', weapon: 'Medium crossbow', training: 3, level: 5 }]);
    // The champion shares the squad's, and may add his own in his heavy crossbow: COR 2 + 2 = 4.
    const champion: Squad = { ...crossbowSpecialists(3), champions: [{ ...ICE_RANGERS.champions[0]!, specialisations: [{ skill: 'marksmanship', weaponId: 'heavy-crossbow', training: 2 }] }] };
    expect(skillLevelsOf(champion).championSpecialisations[0]!.map((entry) => [entry.weapon, entry.level])).toEqual([
      ['Medium crossbow', 5],
      ['Heavy crossbow', 4],
    ]);
    expect(priceSquad(champion).champions[0]!.total).toBe(1 + 2 + 18);
  });

  it('follows od6.skill-attributes: under the sample sheet marksmanship starts from AGI 3, so the same levels give 6', () => {
    expect(skillLevelsOf(crossbowSpecialists(3), {}, { 'od6.skill-attributes': 'sample-sheet' }).squadSpecialisations[0]!.level).toBe(6);
  });
});

describe('what the rules say of a squad’s specialisations (L621, L622, L625, L650)', () => {
  it('caps a specialisation at the Troop List’s training level, like a skill: 3 for Arctic Human Soldiers (L621, L637)', () => {
    expect(assessSquad(crossbowSpecialists(3)).valid).toBe(true);
    expect(messages(crossbowSpecialists(4))).toEqual(['The squad can add at most 3 training to the marksmanship specialisation in the medium crossbow, not 4']);
  });

  it('puts a specialisation in a weapon of its own skill, and in a weapon the campaign has', () => {
    expect(messages({ ...ICE_RANGERS, specialisations: [{ skill: 'melee-combat', weaponId: 'medium-crossbow', training: 1 }] })).toEqual(['The medium crossbow is used with marksmanship, so it cannot be a melee combat specialisation']);
    expect(messages({ ...ICE_RANGERS, specialisations: [{ skill: 'melee-combat', weaponId: 'longsword', training: 1 }] })).toEqual(["The weapon of the squad's first specialisation is not a weapon of the campaign's Equipment table"]);
  });

  it('lets troops specialise only in skills and weapons their Troop List entry allows (L621, L622)', () => {
    const archers = { ...STARTER_TROOP_TYPES[0]!, skills: { level: 3, allowed: ['marksmanship' as const] }, weapons: ['medium-crossbow', 'magical-melee-weapon'] };
    const libraries = { [TROOP_TYPES_LIBRARY_ID]: [archers], [EQUIPMENT_LIBRARY_ID]: STARTER_EQUIPMENT };
    const trained = { ...ICE_RANGERS, training: { marksmanship: 2 }, champions: [] };
    expect(messages({ ...trained, specialisations: [{ skill: 'melee-combat', weaponId: 'magical-melee-weapon', training: 1 }] }, {}, libraries)).toEqual(['The squad cannot train a melee combat specialisation in the magical melee weapon: the Troop List does not list melee combat']);
    expect(messages({ ...trained, specialisations: [{ skill: 'marksmanship', weaponId: 'long-bow', training: 1 }] }, {}, libraries)).toEqual(['The Troop List does not let Arctic Human Soldiers use the long bow, so the squad cannot specialise in it']);
    expect(messages({ ...trained, specialisations: [{ skill: 'marksmanship', weaponId: 'medium-crossbow', training: 1 }] }, {}, libraries)).toEqual([]);
  });

  it('caps a champion’s own training by the Champions level, less what the squad has in that specialisation (L625, od6.leader-training-cap)', () => {
    const champion = (training: number): Squad => ({ ...crossbowSpecialists(2), champions: [{ ...ICE_RANGERS.champions[0]!, specialisations: [{ skill: 'marksmanship', weaponId: 'medium-crossbow', training }] }] });
    expect(messages(champion(1))).toEqual([]);
    expect(messages(champion(2))).toEqual(['Champion 1 can add at most 1 training to the marksmanship specialisation in the medium crossbow, not 2']);
    expect(messages(champion(2), { 'od6.leader-training-cap': 'on-top-of-squad' })).toEqual([]);
  });
});

describe('a specialisation on the Squad Record Sheet (L650, L670–L713)', () => {
  it('writes it under its skill’s attribute with its code and cost, counts it in the squad skill points, and on the champion’s line', () => {
    const squad: Squad = { ...crossbowSpecialists(3), champions: [{ ...ICE_RANGERS.champions[0]!, specialisations: [{ skill: 'marksmanship', weaponId: 'heavy-crossbow', training: 2 }] }] };
    const sheet = recordSheet(squad);
    const cor = sheet.attributes.find((row) => row.attribute === 'COR')!;
    expect(cor.skills.filter((row) => row.cost > 0).map((row) => [row.label, row.level, row.cost])).toEqual([
      ['Marksmanship', 4, 2],
      ['Marksmanship: medium crossbow', 5, 3],
    ]);
    expect(sheet.skillPointsCost).toBe(54);
    expect(sheet.champions[0]!.skills).toEqual([
      { label: 'Marksmanship', level: 5 },
      { label: 'Marksmanship: heavy crossbow', level: 4 },
    ]);
    expect(sheet.champions[0]!.trainingCost).toBe(3);
  });
});

describe('squads saved before specialisations (roster version 1)', () => {
  it('are read as version 2 with none, and the rules judge them as before', () => {
    expect(OPEND6_SYSTEM.rosters!.version).toBe(2);
    const { specialisations: _gone, ...squadV1 } = ICE_RANGERS;
    const v1 = { ...squadV1, champions: ICE_RANGERS.champions.map(({ specialisations: _none, ...champion }) => champion) };
    const upgraded = OPEND6_SYSTEM.rosters!.upgrade!(JSON.parse(JSON.stringify(v1)), 1);
    expect(upgraded).toEqual(ICE_RANGERS);
    expect(SquadSchema.parse(upgraded)).toEqual(ICE_RANGERS);
    expect(assessSquad(upgraded)).toEqual(assessSquad(ICE_RANGERS));
    expect(upgradeSquad(crossbowSpecialists(1), 2)).toEqual(crossbowSpecialists(1));
  });
});

