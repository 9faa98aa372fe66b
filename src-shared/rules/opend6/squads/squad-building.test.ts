import { describe, expect, it } from 'vitest';
import { assessSquad, buildOd6Setup, EQUIPMENT_LIBRARY_ID, ICE_RANGERS, priceSquad, recordSheet, STARTER_EQUIPMENT, TROOP_TYPES_LIBRARY_ID, walkRate, runRate } from '../index';
import { side, squad } from '../testing/fixtures';

describe('Squad Generation Points (seed 004 Chapter Seven, L603–L669)', () => {
  it('prices quality at 0, 10 and 20 per soldier (L643–L646)', () => {
    const cost = (quality: 'average' | 'veteran' | 'elite') => priceSquad({ ...ICE_RANGERS, quality }).quality;
    expect([cost('average'), cost('veteran'), cost('elite')]).toEqual([0, 10, 20]);
    expect(priceSquad({ ...ICE_RANGERS, quality: 'average' }).total).toBe(720 - 20 * 10);
  });

  it('multiplies the per-soldier cost by the number in the squad, and adds the leaders’ extras once (L662–L668)', () => {
    const three = priceSquad({ ...ICE_RANGERS, soldiers: 3 });
    expect([three.perSoldier, three.base, three.total]).toEqual([70, 210, 230]);
  });

  it('prices a second champion’s training and weapons on his own line (L668)', () => {
    const two = priceSquad({ ...ICE_RANGERS, champions: [...ICE_RANGERS.champions, { figure: '', training: { 'melee-combat': 1 }, specialisations: [], weaponIds: [] }] });
    expect(two.champions.map((champion) => champion.total)).toEqual([19, 1]);
    expect(two.total).toBe(721);
  });

  it('never rounds Movement Rates: Move 9 and Agility 2 walk 6.5" and run 11" (L127)', () => {
    expect([walkRate(9, 2), runRate(9, 2)]).toEqual([6.5, 11]);
  });
});

describe('what the Troop List allows (seed 004 L615–L641)', () => {
  it('refuses fewer than three soldiers (L39)', () => {
    expect(assessSquad({ ...ICE_RANGERS, soldiers: 2 }).problems.map((problem) => problem.message)).toContain('A squad has between 3 and 10 soldiers; this one has 2');
  });

  it('refuses more than ten soldiers or a part of a figure, as the number was entered (L39: "between three and ten figures")', () => {
    const eleven = assessSquad({ ...ICE_RANGERS, soldiers: 11 });
    expect(eleven).toMatchObject({ valid: false, size: 11 });
    expect(eleven.problems).toEqual([{ path: ['soldiers'], message: 'A squad has between 3 and 10 soldiers; this one has 11', rule: 'Squads: three to ten figures' }]);
    expect(assessSquad({ ...ICE_RANGERS, soldiers: 10 }).valid).toBe(true);
    expect(assessSquad({ ...ICE_RANGERS, soldiers: 4.5 }).problems.map((problem) => problem.message)).toEqual(['The number in the squad is a whole number of figures, not 4.5']);
  });

  it('keeps at least one standard soldier beside the sergeant and champions: three soldiers take one champion, not two (seed 004 L39, L605)', () => {
    const second = { figure: '', training: { 'melee-combat': 1 }, specialisations: [], weaponIds: [] };
    expect(assessSquad({ ...ICE_RANGERS, soldiers: 3 }).valid).toBe(true);
    const crowded = assessSquad({ ...ICE_RANGERS, soldiers: 3, champions: [...ICE_RANGERS.champions, second] });
    expect(crowded.problems).toEqual([{ path: ['soldiers'], message: 'Besides the sergeant and 2 champions, a squad has at least one standard soldier: add a soldier or remove a champion', rule: 'Squads: three to ten figures' }]);
    expect(assessSquad({ ...ICE_RANGERS, soldiers: 4, champions: [...ICE_RANGERS.champions, second] }).valid).toBe(true);
  });

  it('holds training to the listed level: "Skills: Level 3" (L621, L637)', () => {
    const over = assessSquad({ ...ICE_RANGERS, training: { ...ICE_RANGERS.training, marksmanship: 4 } });
    expect(over.problems).toContainEqual({ path: ['training', 'marksmanship'], message: 'The squad can add at most 3 training to marksmanship, not 4', rule: 'Troop Lists: Skills (training level)' });
    expect(over.valid).toBe(false);
  });

  it('holds a champion to "Champions: Level 3" over the attribute: the squad’s 2 plus his 2 is too much (L625, L641)', () => {
    const champion = assessSquad({ ...ICE_RANGERS, champions: [{ figure: '', training: { marksmanship: 2 }, specialisations: [], weaponIds: ['heavy-crossbow'] }] });
    expect(champion.problems.map((problem) => problem.message)).toEqual(['Champion 1 can add at most 1 training to marksmanship, not 2']);
  });

  it('refuses armour for troops listed "Armor: None" (L623, L639)', () => {
    const armoured = assessSquad({ ...ICE_RANGERS, armourId: 'leather' }, {}, { [EQUIPMENT_LIBRARY_ID]: [...STARTER_EQUIPMENT, { id: 'leather', name: 'Leather', kind: 'armour', strength: 1, agility: 0, cost: 3, source: { kind: 'group' }, notes: '' }] });
    expect(armoured.problems.map((problem) => problem.message)).toEqual(['Arctic Human Soldiers wear no armour ("Armor: None")']);
  });

  it('will not field a weapon whose values the rulebook does not give until the group sets them (L659)', () => {
    const bows = assessSquad({ ...ICE_RANGERS, weaponIds: ['long-bow'] });
    expect(bows.problems.map((problem) => problem.message)).toEqual(['The Equipment table has no SGP cost for the long bow: set one before fielding it']);
    expect(bows.battleReady).toBe(false);
    const swords = assessSquad({ ...ICE_RANGERS, weaponIds: ['standard-melee-weapon'] });
    expect(swords.problems.map((problem) => problem.message)).toEqual([
      'The Equipment table has no SGP cost for the standard melee weapon (club, knife, sword): set one before fielding it',
      'The Equipment table has no Damage Strength for the standard melee weapon (club, knife, sword): set it before fielding it',
    ]);
  });

  it('says where on the sheet a troop type or weapon is that the campaign no longer has, in words, not ids', () => {
    const gone = assessSquad(ICE_RANGERS, {}, { [TROOP_TYPES_LIBRARY_ID]: [], [EQUIPMENT_LIBRARY_ID]: [] });
    expect(gone.problems.map((problem) => problem.message)).toEqual([
      "The squad's troop type is not a troop type of the campaign's Troop List",
      "The squad's first weapon is not a weapon of the campaign's Equipment table",
      "The squad's second weapon is not a weapon of the campaign's Equipment table",
      "Champion 1's first weapon is not a weapon of the campaign's Equipment table",
    ]);
  });

  it('describes the squad in one line', () => {
    expect(assessSquad(ICE_RANGERS).description).toBe('10 Elite Arctic Human Soldiers, 720 SGPs');
  });
});

describe('the agreed SGPs per side (seed 004 L42–L43, L610)', () => {
  const context = { now: '2025-01-01T00:00:00Z', rulings: {}, libraries: {} };
  const goblins = squad({ name: 'Goblin Archers', troopTypeId: 'goblin-soldiers', quality: 'average', soldiers: 10, training: { marksmanship: 2 }, weaponIds: ['medium-crossbow'] });

  it('lets the sides differ, and refuses a side over its budget in the player’s words', () => {
    const built = buildOd6Setup({ budgets: { A: 720, B: 400 } }, [side('A', 'Astrid', [ICE_RANGERS]), side('B', 'Borg', [goblins])], context);
    expect(built.ok).toBe(true);
    const over = buildOd6Setup({ budgets: { A: 719, B: 400 } }, [side('A', 'Astrid', [ICE_RANGERS]), side('B', 'Borg', [goblins])], context);
    expect(over).toEqual({ ok: false, reason: 'Astrid’s squads cost 720 SGPs, over the agreed 719 SGPs', path: 'budgets.A' });
  });

  it('counts every squad a side brings', () => {
    const over = buildOd6Setup({ budgets: { A: 2000, B: 700 } }, [side('A', 'Astrid', [ICE_RANGERS]), side('B', 'Borg', [goblins, { ...goblins, name: 'More Goblins' }])], context);
    expect(over).toEqual({ ok: false, reason: 'Borg’s squads cost 720 SGPs, over the agreed 700 SGPs', path: 'budgets.B' });
  });

  it('refuses a squad that is not ready for battle, saying why', () => {
    const built = buildOd6Setup({ budgets: { A: 2000, B: 2000 } }, [side('A', 'Astrid', [{ ...ICE_RANGERS, soldiers: 2 }]), side('B', 'Borg', [goblins])], context);
    expect(built).toEqual({ ok: false, reason: 'Ice Rangers are not ready for battle: A squad has between 3 and 10 soldiers; this one has 2', path: 'sides.0.forces.0' });
  });
});

describe('the Squad Record Sheet (seed 004 L670–L713)', () => {
  const sheet = recordSheet(ICE_RANGERS);

  it('fills the header as printed: Elite (cost 20), Walk 8, Run 13, command skill 4, ten in the squad, Move 10 (cost 10) (L672–L676)', () => {
    expect(sheet).toMatchObject({ squadName: 'Ice Rangers', troopType: 'Arctic Human Soldiers', quality: { name: 'Elite', cost: 20 }, walk: 8, run: 13, commandSkill: 4, numberInSquad: 10, move: { value: 10, cost: 10 } });
  });

  it('lists each attribute with its value, cost, training and champion levels and its skills (L677–L696)', () => {
    expect(sheet.attributes.map((row) => [row.label, row.value, row.cost, row.training, row.champion])).toEqual([
      ['AGI', 3, 3, 3, 3],
      ['INT', 2, 2, 3, 3],
      ['COR', 2, 2, 3, 3],
      ['ACU', 2, 2, 3, 3],
      ['PHY', 3, 3, 3, 3],
      ['CHA', 2, 2, 3, 3],
    ]);
    expect(sheet.attributes[0]!.skills.map((skill) => [skill.label, skill.level, skill.cost])).toEqual([
      ['Fighting', 5, 2],
      ['Melee combat', 5, 2],
      ['Riding', 3, 0],
      ['Stealth', 3, 0],
    ]);
    expect(sheet.attributes.find((row) => row.attribute === 'CHA')!.skills).toEqual([{ key: 'command', skill: 'command', label: 'Command', level: 3, cost: 1 }]);
  });

  it('totals 51, 70, 700 and 720, with the weapons’ damage and cost, the sergeant and the champion (L697–L712)', () => {
    expect([sheet.skillPointsCost, sheet.perSoldier, sheet.base, sheet.total]).toEqual([51, 70, 700, 720]);
    expect(sheet.weapons.map((weapon) => [weapon.name, weapon.damage, weapon.cost])).toEqual([
      ['Medium crossbow', 5, 15],
      ['Magical melee weapon', 5, 4],
    ]);
    expect(sheet.sergeant).toEqual({ figure: '', command: 4, cost: 1 });
    expect(sheet.champions).toEqual([{ figure: '', skills: [{ label: 'Marksmanship', level: 5 }], trainingCost: 1, cost: 19, weapons: [{ name: 'Heavy crossbow', damage: 6, ranges: { short: 7.5, medium: 30, long: 75 }, cost: 18 }] }]);
  });

  it('strikes out the morale levels above the Elite start of 7 (L669, L713)', () => {
    expect(sheet.moraleTrack.filter((box) => box.struck).map((box) => box.level)).toEqual([9, 8]);
    expect(sheet.moraleTrack.map((box) => [box.level, box.status, box.marks])).toEqual([
      [9, 'Steady', []],
      [8, 'Steady', []],
      [7, 'Steady', ['elite']],
      [6, 'Steady', ['veteran']],
      [5, 'Steady', ['average']],
      [4, 'Steady', []],
      [3, 'Shaken', []],
      [2, 'Shaken', []],
      [1, 'Demoralized', []],
      [0, 'Broken', []],
    ]);
  });
});
