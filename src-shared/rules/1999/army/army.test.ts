import { describe, expect, it } from 'vitest';
import { assessArmy, BATTLE_SIZES, DNA_LIMITS, EXAMPLE_CARDS, instabilityOf, REINFORCEMENT_LIMITS, resolveArmy, rulingsInPlay, SYSTEM_1999 } from '../index';
import { army, card, libraries, squad, unit } from '../testing/fixtures';

const rules = rulingsInPlay();
const assess = (roster: ReturnType<typeof army>, choices = {}, cards = EXAMPLE_CARDS) => assessArmy(roster, cards, rulingsInPlay(choices));
const messages = (roster: ReturnType<typeof army>, choices = {}, cards = EXAMPLE_CARDS) => assess(roster, choices, cards).problems.map((p) => p.message);

const riflemen = (extra = {}) => squad('u1', 'Harrow Riflemen', 5, extra);
const vane = { key: 'a1', card: 'Sergeant Ilse Vane', type: 'leader' as const, position: 0, dna: [] };

describe('size of the battle (seed 001 L245–L257)', () => {
  it('is 50, 100 or 200 Army Points, or any agreed number', () => {
    expect(BATTLE_SIZES.small.points).toBe(50); // L251
    expect(BATTLE_SIZES.medium.points).toBe(100); // L253
    expect(BATTLE_SIZES.large.points).toBe(200); // L255
    expect(assess(army('Tiny', [riflemen({ models: 3 })], 20)).limit).toBe(20); // L257
  });

  it('may cost less than agreed, never more (L249)', () => {
    expect(assess(army('Under', [riflemen()])).valid).toBe(true);
    const over = army('Over', [riflemen({ models: 6 }), unit('u2', 'Gloom Colossus')]);
    expect(assess(over).points).toBe(54);
    expect(messages(over)).toContain('Army: 54 Army Points, 4 over the 50 agreed; an army may cost less, never more');
  });

  it('pays the Army Point cost for every model of a Squad (L107, L283)', () => {
    expect(assess(army('Five', [riflemen()])).points).toBe(25);
    expect(assess(army('Five', [riflemen()])).size).toBe(5);
    expect(messages(army('Two', [riflemen({ models: 2 })]))).toContain('Unit 1 (Harrow Riflemen): 2 models; this Squad takes 3 to 6');
  });
});

describe('Unit Construction (L273–L299)', () => {
  it('attaches a Leader to a Squad’s open Leader position', () => {
    const roster = army('Line', [riflemen({ attached: [vane] })]);
    expect(assess(roster).valid).toBe(true);
    expect(assess(roster).points).toBe(34);
  });

  it('only a Squad’s open position takes a Leader or Support model (L287, L291)', () => {
    expect(messages(army('Wrong slot', [riflemen({ attached: [{ ...vane, position: 1 }] })]))).toContain(
      'Unit 1 (Harrow Riflemen), Sergeant Ilse Vane: only a Squad’s open Leader position takes a Leader; position 2 takes a Support model',
    );
    expect(messages(army('Alone', [unit('u1', 'Sergeant Ilse Vane', { type: 'leader' })]))).toContain('Unit 1 (Sergeant Ilse Vane): a Leader always operates with a Squad: attach it to a Squad’s open Leader position');
  });

  it('a Special model is a Unit of its own (L295)', () => {
    const roster = army('Big', [unit('u1', 'Gloom Colossus', { attached: [{ key: 'a1', card: 'Cinder Whip', type: 'leader', position: 0, dna: [] }] })], 100);
    expect(messages(roster)).toContain('Unit 1 (Gloom Colossus), Cinder Whip: a Special model operates as a Unit of its own; nothing may be attached to it');
  });

  it('never attaches a card to an attached card (L279), nor two to one position (L277)', () => {
    const mortar = { key: 'a2', card: 'Mortar Crew', type: 'support' as const, position: 1, dna: [], attachedTo: 'a1' };
    expect(messages(army('Stack', [riflemen({ attached: [vane, mortar] })]))).toContain('Unit 1 (Harrow Riflemen), Mortar Crew: Rules Cards may never be attached to an attached Rules Card');
    const twice = army('Twice', [riflemen({ attached: [vane, { ...vane, key: 'a2', card: 'Cinder Whip' }] })]);
    expect(messages(twice)).toContain('Unit 1 (Harrow Riflemen), Cinder Whip: position 1 already holds Sergeant Ilse Vane; never more than one Rules Card per position');
  });

  it('a position that names a Class takes only that Class (L277)', () => {
    const wardens = squad('u1', 'Seraph Wardens', 3, { attached: [{ key: 'a1', card: 'Cinder Whip', type: 'leader', position: 0, dna: [] }] });
    expect(messages(army('Class', [wardens]))).toContain('Unit 1 (Seraph Wardens), Cinder Whip: position 1 takes only the Herald Class');
    const herald = squad('u1', 'Seraph Wardens', 3, { attached: [{ key: 'a1', card: 'Herald of the Seventh Choir', type: 'leader', position: 0, dna: [] }] });
    expect(assess(army('Choir', [herald])).valid).toBe(true);
  });

  it('a card is declared as one of its own Types (L63)', () => {
    expect(messages(army('Odd', [squad('u1', 'Gloom Colossus', 1)]), {}, EXAMPLE_CARDS)).toContain('Unit 1 (Gloom Colossus): declared Squad, but the card’s Types are Special');
  });

  it('names a card the library does not hold', () => {
    expect(messages(army('Ghost', [unit('u1', 'Nobody')]))).toContain('Unit 1 (Nobody): no Rules Card named “Nobody” in the library');
  });
});

describe('Restricted models (L297–L299)', () => {
  const leaderCard = card({ name: 'Captain', types: [{ type: 'leader', restricted: true }, { type: 'special' }] });
  const squadCard = card({ name: 'Troopers', types: [{ type: 'squad', min: 1, max: 5 }], positions: [{ accepts: 'leader' }], armyPoints: 2 });
  const cards = [leaderCard, squadCard];
  const captain = (key: string) => ({ key, card: 'Captain', type: 'leader' as const, position: 0, dna: [] });

  it('one copy of the card as its Restricted Type; other Types free under the default', () => {
    const twoLeaders = army('Two', [squad('u1', 'Troopers', 1, { attached: [captain('a1')] }), squad('u2', 'Troopers', 1, { attached: [captain('a2')] })]);
    expect(messages(twoLeaders, {}, cards)).toContain('Unit 2 (Troopers), Captain: a second copy of Captain; Restricted as a Leader: one copy of that Type in the army');
    const leaderAndSpecial = army('Mixed', [squad('u1', 'Troopers', 1, { attached: [captain('a1')] }), unit('u2', 'Captain')]);
    expect(assess(leaderAndSpecial, {}, cards).valid).toBe(true);
    expect(messages(leaderAndSpecial, { '1999.restricted-types': 'any-type' }, cards)).toContain(
      'Unit 2 (Captain): a second copy of Captain; Restricted: one copy in the army (house rule “Restricted: copies of a card under another Type”)',
    );
  });

  it('bold Restricted allows one copy whatever its Type', () => {
    const two = army('Two giants', [unit('u1', 'Gloom Colossus'), unit('u2', 'Gloom Colossus')], 100);
    expect(messages(two)).toContain('Unit 2 (Gloom Colossus): a second copy of Gloom Colossus; Restricted (bold): one copy in the army whatever its Type');
  });
});

describe('Affiliation (L53–L55)', () => {
  it('one colour per army', () => {
    const mixed = army('Mixed', [riflemen({ models: 3 }), squad('u2', 'Ashen Hounds', 2)]);
    expect(messages(mixed)).toContain('Unit 2 (Ashen Hounds): Demonic (black) Affiliation Icon in a Human (brown) army; every model shares one colour or is unaffiliated');
  });

  it('unaffiliated models join a coloured army by default; not under the strict reading', () => {
    const withRunner = army('Runner', [riflemen({ models: 3 }), unit('u2', 'Scrap Runner')]);
    expect(assess(withRunner).valid).toBe(true);
    expect(messages(withRunner, { '1999.unaffiliated-models': 'strict-per-model' })).toContain(
      'Unit 2 (Scrap Runner): an unaffiliated model only joins an army of unaffiliated models (house rule “Unaffiliated models in a coloured army”), and this army is Human (brown)',
    );
  });
});

describe('Modifying Attributes (L301–L305, L375)', () => {
  it('up to +2 on at most three Attributes with a blank DNA slot, summed into Instability', () => {
    const dna = [
      { attribute: 'mov' as const, amount: 2 },
      { attribute: 'bal' as const, amount: 2 },
      { attribute: 'con' as const, amount: 1 },
    ];
    expect(DNA_LIMITS).toEqual({ maxPointsPerAttribute: 2, maxAttributes: 3 });
    expect(instabilityOf(dna)).toBe(5);
    const roster = army('Tweaked', [riflemen({ dna })]);
    expect(assess(roster).valid).toBe(true);
    const resolved = resolveArmy(roster, EXAMPLE_CARDS, rules).units[0]!.cards[0]!;
    expect(resolved.instability).toBe(5);
    expect(resolved.attributes).toMatchObject({ mov: 12, bal: 5, con: 3 });
  });

  it('refuses +3, a fourth Attribute, and an Attribute without a blank slot', () => {
    const tooMuch = army('Much', [riflemen({ dna: [{ attribute: 'bal', amount: 3 }] })]);
    expect(messages(tooMuch)).toContain('Unit 1 (Harrow Riflemen): BAL +3: a DNA modification adds 1 or 2 points');
    const noSlot = army('Slotless', [riflemen({ dna: [{ attribute: 'str', amount: 1 }] })]);
    expect(messages(noSlot)).toContain('Unit 1 (Harrow Riflemen): STR has no blank DNA slot on the card; only those Attributes may be modified');
    const four = card({ name: 'Mutant', dnaSlots: ['mov', 'bal', 'con', 'men'] });
    const fourMods = army('Four', [unit('u1', 'Mutant', { dna: (['mov', 'bal', 'con', 'men'] as const).map((attribute) => ({ attribute, amount: 1 })) })]);
    expect(messages(fourMods, {}, [four])).toContain('Unit 1 (Mutant): 4 Attributes modified; at most 3');
  });

  it('CC: one chosen score by default, both scores under 1999.dna-on-cc = both-scores', () => {
    const hounds = (ccScore?: 'offensive' | 'defensive') => army('Hounds', [squad('u1', 'Ashen Hounds', 2, { dna: [{ attribute: 'cc', amount: 2, ...(ccScore ? { ccScore } : {}) }] })]);
    expect(messages(hounds())).toContain('Unit 1 (Ashen Hounds): CC: say whether the offensive or the defensive score is modified (house rule “DNA modification of CC, which has two scores”)');
    expect(resolveArmy(hounds('defensive'), EXAMPLE_CARDS, rules).units[0]!.cards[0]!.attributes).toMatchObject({ ccOffensive: 4, ccDefensive: 4 });
    const both = rulingsInPlay({ '1999.dna-on-cc': 'both-scores' });
    expect(assessArmy(hounds(), EXAMPLE_CARDS, both).valid).toBe(true);
    const resolved = resolveArmy(hounds(), EXAMPLE_CARDS, both).units[0]!.cards[0]!;
    expect(resolved.attributes).toMatchObject({ ccOffensive: 6, ccDefensive: 4 });
    expect(resolved.instability).toBe(2);
  });
});

describe('Reinforcement Units (L335–L339)', () => {
  it('at most two (L337)', () => {
    expect(REINFORCEMENT_LIMITS.maxUnits).toBe(2);
    const cheap = card({ name: 'Scout', types: [{ type: 'squad', min: 1, max: 3 }], armyPoints: 1 });
    const roster = army('Many', [squad('u1', 'Scout', 3), squad('u2', 'Scout', 1, { reinforcement: true }), squad('u3', 'Scout', 1, { reinforcement: true }), squad('u4', 'Scout', 1, { reinforcement: true })], 100);
    expect(messages(roster, {}, [cheap])).toContain('Army: 3 Reinforcement Units; at most 2');
  });

  it('never more than half the Army Points (L339) — of the army by default, of the agreed size as a house rule', () => {
    const roster = army('Half', [squad('u1', 'Harrow Riflemen', 4), squad('u2', 'Harrow Riflemen', 5, { reinforcement: true })], 50);
    expect(assess(roster).points).toBe(45);
    expect(messages(roster)).toContain('Army: Reinforcement Units cost 25 Army Points, more than half of the army’s 45');
    expect(assess(roster, { '1999.reinforcement-half': 'agreed-size' }).valid).toBe(true);
    const exactlyHalf = army('Even', [squad('u1', 'Harrow Riflemen', 5), squad('u2', 'Harrow Riflemen', 5, { reinforcement: true })], 50);
    expect(assess(exactlyHalf).valid).toBe(true);
  });

  it('contain Squad Type models, per 1999.reinforcement-squads', () => {
    const runner = army('Runner', [riflemen(), unit('u2', 'Scrap Runner', { reinforcement: true })]);
    expect(messages(runner)).toContain('Unit 2 (Scrap Runner): a Reinforcement Unit must contain Squad Type models');
    expect(assess(runner, { '1999.reinforcement-squads': 'substitutes-only' }).valid).toBe(true);
    const led = army('Led', [squad('u1', 'Harrow Riflemen', 6), squad('u2', 'Harrow Riflemen', 3, { reinforcement: true, attached: [vane] })], 100);
    expect(assess(led).valid).toBe(true);
    expect(messages(led, { '1999.reinforcement-squads': 'squad-cards-only' })).toContain('Unit 2 (Harrow Riflemen): a Reinforcement Unit holds Squad models only, nothing attached (house rule “Reinforcement Units and Squad models”)');
  });
});

describe('the roster rules the GameSystem declares', () => {
  it('assesses through the campaign library and starts empty', () => {
    const rosters = SYSTEM_1999.rosters!;
    const empty = rosters.empty('New army');
    expect(rosters.schema.parse(empty)).toEqual(empty);
    expect(rosters.assess(empty, {}, libraries()).problems.map((p) => p.message)).toEqual(['Army: no Units yet; add a Rules Card']);
    const roster = army('Line', [riflemen({ attached: [vane] }), unit('u2', 'Scrap Runner')]);
    const assessment = rosters.assess(roster, {}, libraries());
    expect(assessment).toMatchObject({ points: 41, size: 7, valid: true, battleReady: true });
    expect(assessment.description).toBe('41 of 50 Army Points, Human (brown) army, 2 Units, 7 models');
  });
});
