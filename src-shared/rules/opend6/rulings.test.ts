import { describe, expect, it } from 'vitest';
import {
  assessSquad,
  attributeLabel,
  carryLosses,
  closeCombatModifier,
  damageOdds,
  damageResult,
  deviationDiceCount,
  deviationInches,
  EQUIPMENT_LIBRARY_ID,
  ICE_RANGERS,
  initialOd6State,
  moraleTestResult,
  opend6Rulings,
  OPEND6_RULINGS,
  pathCost,
  rangesInInches,
  recordSheet,
  siegeDamageStrength,
  squadCover,
  skillLabel,
  skillLevelsOf,
  STARTER_EQUIPMENT,
  terrainEffect,
  weaponDamage,
  type EquipmentItem,
  type FighterSituation,
  type Od6Event,
  type Od6State,
  type RangedWeapon,
} from './index';
import { ARCHERS, atMovement, die, GOBLIN_ARCHERS, GOBLIN_BRAWLERS, HUMAN_BLADES, ICE, play, refusal, setupOf, squad, toNextMovement } from './testing/fixtures';

const item = (id: string) => STARTER_EQUIPMENT.find((candidate) => candidate.id === id)!;
const pick = (id: string, option: string) => ({ [id]: option });

describe('every ruling has its options tested here', () => {
  it('lists 23 rulings, each with a default among its options', () => {
    expect(OPEND6_RULINGS).toHaveLength(23);
    for (const ruling of OPEND6_RULINGS) expect(ruling.options.map((option) => option.id)).toContain(ruling.defaultOption);
  });
});

describe('od6.skill-attributes', () => {
  it('attribute-list: marksmanship from COR, so the Ice Rangers shoot at 4 and their champion at 5 (L71, L86)', () => {
    const levels = skillLevelsOf(ICE_RANGERS);
    expect([levels.squad.marksmanship, levels.champions[0]!.marksmanship, levels.squad.throwing, levels.squad.stealth]).toEqual([4, 5, 2, 3]);
  });

  it('sample-sheet: marksmanship and throwing from AGI, stealth from ACU, as the sheet prints them (L681–L688)', () => {
    const levels = skillLevelsOf(ICE_RANGERS, {}, pick('od6.skill-attributes', 'sample-sheet'));
    expect([levels.squad.marksmanship, levels.champions[0]!.marksmanship, levels.squad.throwing, levels.squad.stealth]).toEqual([5, 6, 3, 2]);
  });

  it('groups the Record Sheet as it counts: each skill under the attribute it starts from (L650), so the codes read attribute + training', () => {
    const grouping = (choices: Record<string, string>) =>
      Object.fromEntries(recordSheet(ICE_RANGERS, {}, choices).attributes.map((row) => [row.attribute, row.skills.map((skill) => `${skill.label} ${skill.level} (${skill.cost})`)]));
    // attribute-list: "marksmanship, which is controlled by COR" (L71); COR 2 + 2 = 4, stealth AGI 3 (L77–L80, L82–L86).
    expect(grouping({})).toMatchObject({
      AGI: ['Fighting 5 (2)', 'Melee combat 5 (2)', 'Riding 3 (0)', 'Stealth 3 (0)'],
      COR: ['Pilotry 2 (0)', 'Charioteering 2 (0)', 'Throwing 2 (0)', 'Marksmanship 4 (2)'],
      ACU: ['Search 2 (0)', 'Survival 2 (0)', 'Hide 2 (0)'],
    });
    // sample-sheet: "MARKSMANSHIP: 5 (COST 2)", "THROWING: 3", "STEALTH: 2" (L681, L685, L688) sit under AGI 3 and ACU 2, whose codes they are.
    expect(grouping(pick('od6.skill-attributes', 'sample-sheet'))).toMatchObject({
      AGI: ['Fighting 5 (2)', 'Melee combat 5 (2)', 'Riding 3 (0)', 'Throwing 3 (0)', 'Marksmanship 5 (2)'],
      COR: ['Pilotry 2 (0)', 'Charioteering 2 (0)'],
      ACU: ['Stealth 2 (0)', 'Search 2 (0)', 'Survival 2 (0)', 'Hide 2 (0)'],
    });
  });

  it('reaches the battle: a 3 on the die hits difficulty 8 only under the sample sheet', () => {
    const shot: Od6Event = { type: 'shots-fired', squad: ICE, mode: 'ranged', target: ARCHERS, shots: [{ soldier: 'soldier-1', weaponId: 'medium-crossbow', range: 'medium', roll: die(3) }], hits: [] };
    const inRanged = (rulings: Record<string, string>) => play(atMovement([ICE_RANGERS], [GOBLIN_ARCHERS], { rulings }).state, [{ type: 'phase-ended' }], rulings).state;
    expect(play(inRanged({}), [shot]).last[0]).toMatchObject({ hits: 0, shots: [{ score: 7 }] });
    const sheet = pick('od6.skill-attributes', 'sample-sheet');
    expect(play(inRanged(sheet), [{ ...shot, hits: [{ shot: 0, soldier: 'soldier-1' }] } as Od6Event], sheet).last[0]).toMatchObject({ hits: 1, shots: [{ score: 8 }] });
  });
});

describe('od6.names', () => {
  it('rules-text: PHY and Healing; sample-sheet: STR and Medicine (L71, L683, L693)', () => {
    expect([attributeLabel('PHY'), skillLabel('healing')]).toEqual(['PHY', 'Healing']);
    const sheet = pick('od6.names', 'sample-sheet');
    expect([attributeLabel('PHY', sheet), skillLabel('healing', sheet), attributeLabel('AGI', sheet)]).toEqual(['STR', 'Medicine', 'AGI']);
    expect(recordSheet(ICE_RANGERS, {}, sheet).attributes.find((row) => row.attribute === 'PHY')?.label).toBe('STR');
  });
});

describe('od6.leader-training-cap', () => {
  const drilled = squad({ ...ICE_RANGERS, training: { ...ICE_RANGERS.training, command: 3 }, sergeant: { figure: '', commandTraining: 1 } });

  it('total-over-attribute: the squad’s 3 command levels leave the sergeant nothing to add under Level 3 (L621, L624)', () => {
    expect(assessSquad(drilled).problems).toEqual([{ path: ['sergeant', 'commandTraining'], message: 'The sergeant can add at most 0 command training, not 1', rule: 'Troop Lists: Sergeants' }]);
  });

  it('on-top-of-squad: the sergeant may add up to 3 more', () => {
    expect(assessSquad(drilled, pick('od6.leader-training-cap', 'on-top-of-squad')).valid).toBe(true);
  });
});

describe('od6.heavy-crossbow-damage', () => {
  it('sheet-six: Damage Strength 6 (L708); example-five: 5 (L275)', () => {
    const heavy = item('heavy-crossbow') as RangedWeapon;
    expect(weaponDamage(heavy, {})).toBe(6);
    expect(weaponDamage(heavy, pick('od6.heavy-crossbow-damage', 'example-five'))).toBe(5);
    const champion = (rulings: Record<string, string>) => setupOf([ICE_RANGERS], [GOBLIN_ARCHERS], { rulings }).sides[0]!.squads[0]!.soldiers[1]!.ranged[0]!;
    expect(champion({})).toMatchObject({ id: 'heavy-crossbow', damage: 6 });
    expect(champion(pick('od6.heavy-crossbow-damage', 'example-five'))).toMatchObject({ id: 'heavy-crossbow', damage: 5 });
  });
});

describe('od6.magic-melee-damage', () => {
  it('strength-plus-two: the sheet shows 5 for Strength 3 (L660); sheet-six: 6 (L700)', () => {
    const damage = (rulings: Record<string, string>) => recordSheet(ICE_RANGERS, {}, rulings).weapons.find((weapon) => weapon.name === 'Magical melee weapon')?.damage;
    expect(damage({})).toBe(5);
    expect(damage(pick('od6.magic-melee-damage', 'sheet-six'))).toBe(6);
  });
});

describe('od6.weapon-range-units', () => {
  it('metres: the sheet’s 15 / 50 / 150 are 7.5″ / 25″ / 75″; inches: as printed; a long bow given in inches is 5″ / 15″ / 60″ either way (L33, L198)', () => {
    const medium = (item('medium-crossbow') as RangedWeapon).ranges;
    expect(rangesInInches(medium, {})).toEqual({ short: 7.5, medium: 25, long: 75 });
    expect(rangesInInches(medium, pick('od6.weapon-range-units', 'inches'))).toEqual({ short: 15, medium: 50, long: 150 });
    const bow = (item('long-bow') as RangedWeapon).ranges;
    expect(rangesInInches(bow, {})).toEqual({ short: 5, medium: 15, long: 60 });
    expect(rangesInInches(bow, pick('od6.weapon-range-units', 'inches'))).toEqual({ short: 5, medium: 15, long: 60 });
  });
});

describe('od6.siege-deviation-distance', () => {
  it('prose: one die, halved at short range and doubled at long; chart: 1D, 2D, 3D (L310–L315)', () => {
    const chart = opend6Rulings(pick('od6.siege-deviation-distance', 'chart'));
    const prose = opend6Rulings();
    expect([deviationInches('short', [5], prose), deviationInches('medium', [5], prose), deviationInches('long', [5], prose)]).toEqual([3, 5, 10]);
    expect([deviationDiceCount('long', prose), deviationDiceCount('long', chart)]).toEqual([1, 3]);
    expect([deviationInches('short', [5], chart), deviationInches('long', [5, 4, 1], chart)]).toEqual([5, 10]);
  });

  it('reaches the battle: a missed long-range siege shot asks for one distance die, or three', () => {
    const catapult: EquipmentItem = { id: 'test-catapult', name: 'Catapult', kind: 'siege', damage: 5, ranges: { short: 10, medium: 20, long: 40, unit: 'inches' }, crew: 3, bodyStrength: 6, bodyPoints: 4, fireRate: { shots: 1, turns: 1 }, cost: 60, source: { kind: 'group' }, notes: '' };
    const libraries = { [EQUIPMENT_LIBRARY_ID]: [...STARTER_EQUIPMENT, catapult] };
    const crew = squad({ name: 'Catapult Crew', troopTypeId: 'goblin-soldiers', quality: 'average', soldiers: 4, training: { 'siege-weapons': 2 }, siegeWeaponId: 'test-catapult' });
    const fire = (rulings: Record<string, string>, distance: number[]): Od6Event => ({ type: 'siege-fired', squad: 'B-1', gunner: 'sergeant', range: 'long', roll: die(2), deviation: { direction: { source: 'entered', sides: 6, faces: [4] }, distance: { source: 'entered', sides: 6, faces: distance } }, affected: [] });
    const ranged = (rulings: Record<string, string>) => play(initialOd6State(setupOf([ICE_RANGERS], [crew], { rulings, libraries })), [{ type: 'initiative-rolled', rolls: { A: die(5), B: die(2) } }, { type: 'movement-order-chosen', movesFirst: 'A' }, { type: 'phase-ended' }], rulings).state;
    const prose = play(ranged({}), [fire({}, [3])]);
    expect(prose.last[0]).toMatchObject({ code: 'siege-shot', onTarget: false, deviations: [{ direction: 4, inches: 6, towardShooter: true }] });
    const chart = pick('od6.siege-deviation-distance', 'chart');
    expect(refusal(ranged(chart), fire(chart, [3]), chart)).toBe('The shot missed and deviates distance: Roll 3D6 for this; 1 die was entered');
    expect(play(ranged(chart), [fire(chart, [3, 2, 1])], chart).last[0]).toMatchObject({ deviations: [{ inches: 6 }] });
  });
});

describe('od6.damage-tie', () => {
  it('table-wounds: DS equal to SR wounds (L271); tie-no-effect: it does nothing (L118)', () => {
    expect(damageResult(7, 7, opend6Rulings())).toBe('wounded');
    expect(damageResult(7, 7, opend6Rulings(pick('od6.damage-tie', 'tie-no-effect')))).toBe('no-effect');
    const tableOdds = damageOdds(4, 3, opend6Rulings()).chances.wounded;
    const tieOdds = damageOdds(4, 3, opend6Rulings(pick('od6.damage-tie', 'tie-no-effect'))).chances.wounded;
    expect(tableOdds).toBeGreaterThan(tieOdds);
  });
});

describe('od6.morale-result-bands', () => {
  it('as-printed: 4 apart is +1 or -2 and Withdraw; more-than-four: exactly 4 apart is no effect or -1 (L483–L486)', () => {
    const printed = opend6Rulings();
    const strict = opend6Rulings(pick('od6.morale-result-bands', 'more-than-four'));
    expect([moraleTestResult(5, 9, printed), moraleTestResult(9, 5, printed)]).toEqual(['morale-up', 'morale-down-withdraw']);
    expect([moraleTestResult(5, 9, strict), moraleTestResult(9, 5, strict)]).toEqual(['no-effect', 'morale-down']);
    expect([moraleTestResult(5, 10, strict), moraleTestResult(10, 5, strict)]).toEqual(['morale-up', 'morale-down-withdraw']);
  });
});

const calmFighter: FighterSituation = { weapon: 'none', chargingFirstTurn: false, enemyBraced: false, defendingBarrier: false, braced: false, outnumberingBy: 0, sideOrRear: false, prone: false, separated: false, status: 'steady', partingSwing: null };

describe('od6.parting-swing', () => {
  it('attacker-plus-two: +2 to the swing; defender-minus-two: -2 to the leaving soldier; both (L377, L411)', () => {
    const modifiers = (option: string) => {
      const rulings = opend6Rulings(pick('od6.parting-swing', option));
      return [closeCombatModifier({ ...calmFighter, partingSwing: 'attacker' }, rulings).total, closeCombatModifier({ ...calmFighter, partingSwing: 'defender' }, rulings).total];
    };
    expect(modifiers('attacker-plus-two')).toEqual([2, 0]);
    expect(modifiers('defender-minus-two')).toEqual([0, -2]);
    expect(modifiers('both')).toEqual([2, -2]);
  });
});

describe('od6.brace-for-charge', () => {
  it('cancels-charge-bonus: no +1 for the chargers; defender-plus-one: +1 to the braced; no-effect: chargers keep +1 (L53, L383)', () => {
    const charger = { ...calmFighter, chargingFirstTurn: true, enemyBraced: true };
    const braced = { ...calmFighter, braced: true };
    const totals = (option: string) => {
      const rulings = opend6Rulings(pick('od6.brace-for-charge', option));
      return [closeCombatModifier(charger, rulings).total, closeCombatModifier(braced, rulings).total];
    };
    expect(totals('cancels-charge-bonus')).toEqual([0, 0]);
    expect(totals('defender-plus-one')).toEqual([1, 1]);
    expect(totals('no-effect')).toEqual([1, 0]);
  });
});

describe('od6.magic-weapon-modifier', () => {
  it('instead: +2; cumulative: +3 (L374–L375, L387)', () => {
    expect(closeCombatModifier({ ...calmFighter, weapon: 'magical' }, opend6Rulings()).total).toBe(2);
    expect(closeCombatModifier({ ...calmFighter, weapon: 'magical' }, opend6Rulings(pick('od6.magic-weapon-modifier', 'cumulative'))).total).toBe(3);
  });
});

describe('od6.siege-wall-shielding', () => {
  it('unaffected: a solid wall shields completely; reduced-by-one: Damage Strength -1 (L323)', () => {
    const exposure = { placement: 'under' as const, prone: false, wall: 'solid' as const };
    expect(siegeDamageStrength(5, exposure, opend6Rulings())).toBeNull();
    expect(siegeDamageStrength(5, exposure, opend6Rulings(pick('od6.siege-wall-shielding', 'reduced-by-one')))).toBe(4);
    expect(siegeDamageStrength(5, { placement: 'touching', prone: true, wall: 'opening' }, opend6Rulings())).toBe(2);
  });
});

describe('od6.terrain-chart', () => {
  it('chart: creeks medium cover, streams heavy, barbed wire 2″; prose: light, medium and 4″ (L560–L600)', () => {
    const prose = opend6Rulings(pick('od6.terrain-chart', 'prose'));
    expect([terrainEffect('creek', opend6Rulings()).cover, terrainEffect('stream', opend6Rulings()).cover]).toEqual(['medium', 'heavy']);
    expect([terrainEffect('creek', prose).cover, terrainEffect('stream', prose).cover]).toEqual(['light', 'medium']);
    expect(pathCost([{ barrier: 'barbed-wire' }], 'walk', opend6Rulings()).cost).toBe(2);
    expect(pathCost([{ barrier: 'barbed-wire' }], 'walk', prose).cost).toBe(4);
  });

  it('offers water as the prose’s barriers too: a narrow creek 2″ and a stream crossed in one step 4″, which a runner may cross, unlike a stream waded as very rough terrain (seed 004 L151–L152, L147, L562)', () => {
    const rulings = opend6Rulings();
    expect(pathCost([{ barrier: 'narrow-creek' }], 'walk', rulings)).toEqual({ cost: 2, inches: 0, problems: [] });
    expect(pathCost([{ barrier: 'narrow-stream' }], 'run', rulings)).toEqual({ cost: 4, inches: 0, problems: [] });
    expect(pathCost([{ terrain: 'stream', inches: 3 }], 'run', rulings).problems).toEqual(['no-running-in-very-rough-terrain']);
  });

  it('reaches the battle: 6″ and barbed wire fits the 8″ Walk Rate on the chart, not under the prose', () => {
    const move: Od6Event = { type: 'squad-moved', squad: ICE, pace: 'walk', path: [{ terrain: 'clear', inches: 6 }, { barrier: 'barbed-wire' }] };
    expect(refusal(atMovement().state, move)).toBeNull();
    const prose = pick('od6.terrain-chart', 'prose');
    expect(refusal(atMovement([ICE_RANGERS], [GOBLIN_ARCHERS], { rulings: prose }).state, move, prose)).toBe('That path costs 10″ of movement; Ice Rangers’ Walk Rate is 8″');
  });
});

describe('od6.opportunity-fire-weapons and od6.opportunity-fire-test', () => {
  const bow = { ...item('long-bow'), cost: 10 } as EquipmentItem;
  const libraries = { [EQUIPMENT_LIBRARY_ID]: STARTER_EQUIPMENT.map((candidate) => (candidate.id === 'long-bow' ? bow : candidate)) };
  const bowmen = squad({ name: 'Goblin Bowmen', troopTypeId: 'goblin-soldiers', quality: 'average', soldiers: 6, training: { marksmanship: 1 }, weaponIds: ['long-bow'] });
  const start = (rulings: Record<string, string>) => play(initialOd6State(setupOf([ICE_RANGERS], [bowmen], { rulings, libraries })), [{ type: 'initiative-rolled', rolls: { A: die(5), B: die(2) } }, { type: 'movement-order-chosen', movesFirst: 'A' }], rulings).state;
  const test: Od6Event = { type: 'opportunity-fire-tested', squad: 'B-1', target: ICE, test: { command: die(6, 2), threat: die(2) } };

  it('crossbows: long bows may not opportunity fire (L156, L325); any-missile: they may', () => {
    expect(refusal(start({}), test)).toBe('Only squads armed with crossbows may opportunity fire');
    const any = pick('od6.opportunity-fire-weapons', 'any-missile');
    expect(play(start(any), [test], any).last[0]).toMatchObject({ code: 'opportunity-fire-test', passed: true });
  });

  it('opposed: the threat die is rolled and must be beaten (L527); straight: the command roll must reach 4 (L156)', () => {
    const opposed = atMovement().state;
    const archersTest = (threat?: number): Od6Event => ({ type: 'opportunity-fire-tested', squad: ARCHERS, target: ICE, test: threat === undefined ? { command: die(2) } : { command: die(2), threat: die(threat) } });
    expect(refusal(opposed, archersTest())).toBe('The opportunity fire test is opposed: roll the threat die too');
    // Opposed: command 2 + 2 = 4 against 1 (critical, 0) fires.
    expect(play(opposed, [archersTest(1)]).last[0]).toMatchObject({ passed: true, scores: { command: 4, threat: 0, threatLevel: 4 } });
    const straight = pick('od6.opportunity-fire-test', 'straight');
    const straightStart = atMovement([ICE_RANGERS], [GOBLIN_ARCHERS], { rulings: straight }).state;
    expect(refusal(straightStart, archersTest(1), straight)).toBe('Under this campaign’s house rule the opportunity fire test is a straight test: no threat die');
    expect(play(straightStart, [archersTest()], straight).last[0]).toMatchObject({ passed: true, scores: { command: 4, threat: null, threatLevel: 4 } });
  });
});

describe('od6.rally-eligibility', () => {
  /** The Ice Rangers trade volleys with the goblins: they shoot, and they lose a man. */
  function afterExchange(rulings: Record<string, string>): Od6State {
    const ranged = play(atMovement([ICE_RANGERS], [GOBLIN_ARCHERS], { rulings }).state, [{ type: 'phase-ended' }], rulings).state;
    return play(
      ranged,
      [
        { type: 'shots-fired', squad: ICE, mode: 'ranged', target: ARCHERS, shots: [{ soldier: 'soldier-1', weaponId: 'medium-crossbow', range: 'medium', roll: die(2) }] },
        { type: 'shots-fired', squad: ARCHERS, mode: 'ranged', target: ICE, shots: [{ soldier: 'sergeant', weaponId: 'medium-crossbow', range: 'medium', roll: die(5) }], hits: [{ shot: 0, soldier: 'soldier-5' }] },
        { type: 'damage-rolled', damage: [die(6, 5)], strength: [{ squad: ICE, soldier: 'soldier-5', roll: die(1) }] },
        { type: 'phase-ended' },
        { type: 'phase-ended' },
        { type: 'morale-tested', squad: ICE, test: { command: die(2), threat: die(4) } },
      ],
      rulings,
    ).state;
  }
  const rally: Od6Event = { type: 'rally-tested', squad: ICE, test: { command: die(5), threat: die(2) } };

  it('neither: a squad that shot may not rally (L505)', () => {
    expect(refusal(afterExchange({}), rally)).toBe('Ice Rangers shot this turn and cannot rally');
  });

  it('either: a squad that shot but did not fight may rally (L419); this one lost a man, so only once its casualty test is made (od6.rally-after-casualties)', () => {
    const either = { ...pick('od6.rally-eligibility', 'either'), ...pick('od6.rally-after-casualties', 'after-casualty-test') };
    expect(play(afterExchange(either), [rally], either).last[0]).toMatchObject({ code: 'rally-test' });
    expect(refusal(afterExchange(pick('od6.rally-eligibility', 'either')), rally, pick('od6.rally-eligibility', 'either'))).toBe('Ice Rangers took casualties this turn and cannot rally');
  });
});

describe('od6.rally-after-casualties (seed 004 L413 against L505)', () => {
  /** From the Movement Phase to the Morale Phase, the goblins' volley incapacitating one of the Ice Rangers. */
  const hit = (soldier: string): Od6Event[] => [
    { type: 'phase-ended' },
    { type: 'shots-fired', squad: ARCHERS, mode: 'ranged', target: ICE, shots: [{ soldier: 'sergeant', weaponId: 'medium-crossbow', range: 'medium', roll: die(5) }], hits: [{ shot: 0, soldier }] },
    { type: 'damage-rolled', damage: [die(6, 5)], strength: [{ squad: ICE, soldier, roll: die(1) }] },
    { type: 'phase-ended' },
    { type: 'phase-ended' },
  ];
  /** From the Morale Phase to the next Movement Phase. */
  const nextTurn: Od6Event[] = [{ type: 'phase-ended' }, { type: 'phase-ended' }, { type: 'initiative-rolled', rolls: { A: die(5), B: die(2) } }, { type: 'movement-order-chosen', movesFirst: 'A' }];
  /** The goblins shoot down one of the Ice Rangers, who neither shoot nor fight; their casualty test takes them from 7 to 6 (command 4 + 2 against threat 4 + 1 + 4). */
  function hitAndTested(rulings: Record<string, string>): Od6State {
    const start = atMovement([ICE_RANGERS], [GOBLIN_ARCHERS], { rulings }).state;
    return play(start, [...hit('soldier-5'), { type: 'morale-tested', squad: ICE, test: { command: die(2), threat: die(4) } }], rulings).state;
  }
  const rally: Od6Event = { type: 'rally-tested', squad: ICE, test: { command: die(5), threat: die(2) } };

  it('other squads (the default): a squad that took casualties makes its casualty test and does not rally that phase (L413)', () => {
    const state = hitAndTested({});
    expect(state.squads[ICE]!.morale).toBe(6);
    expect(refusal(state, rally)).toBe('Ice Rangers took casualties this turn and cannot rally');
    expect(refusal(state, { type: 'phase-ended' })).toBeNull();
    // A turn later, with no casualty that turn, the squad below its start rallies as L505 allows.
    const nextMorale = play(state, [...nextTurn, { type: 'phase-ended' }, { type: 'phase-ended' }, { type: 'phase-ended' }]).state;
    expect(play(nextMorale, [rally]).last[0]).toMatchObject({ code: 'rally-test', result: 'morale-up', moraleAfter: 7 });
  });

  it('after the casualty test: a squad that took casualties may rally once its test is made, not before (L505 as written)', () => {
    const after = pick('od6.rally-after-casualties', 'after-casualty-test');
    // Threat 4 + 1 casualty this turn (L513) = 5; 2 + 5 = 7 against 5 + 4 = 9: morale up one, back to 7.
    const { last } = play(hitAndTested(after), [rally], after);
    expect(last[0]).toMatchObject({ code: 'rally-test', result: 'morale-up', moraleBefore: 6, moraleAfter: 7, scores: { threatLevel: 5 } });
    // Below its start from last turn and hit again: the casualty test comes first (L413's order).
    const hitAgain = play(hitAndTested(after), [...nextTurn, ...hit('soldier-6')], after).state;
    expect(refusal(hitAgain, rally, after)).toBe('Ice Rangers make their casualty test before rallying');
  });
});

describe('od6.broken-casualty-test and od6.battle-end', () => {
  const BLADES = 'A-1';
  const BRAWLERS = 'B-1';
  const scatter: Od6Event[] = [
    { type: 'charge-declared', squad: BLADES, target: BRAWLERS, test: { command: die(5), threat: die(2) } },
    { type: 'charge-received', test: { command: die(1), threat: die(2) } },
  ];
  /** The brawlers break receiving a charge in turn 3 (5 → 3 → 1 → 0), with the Goblin Archers still on their side. */
  function broken(rulings: Record<string, string>): Od6State {
    let state = atMovement([HUMAN_BLADES, ICE_RANGERS], [GOBLIN_BRAWLERS, GOBLIN_ARCHERS], { rulings }).state;
    state = toNextMovement(play(state, scatter, rulings).state, [], rulings);
    state = toNextMovement(play(state, scatter, rulings).state, [], rulings);
    return play(state, scatter, rulings).state;
  }
  /** …and the Ice Rangers shoot the fleeing brawlers, wounding one. */
  function shotWhileFleeing(rulings: Record<string, string>): Od6State {
    return play(
      broken(rulings),
      [
        { type: 'phase-ended' },
        { type: 'shots-fired', squad: 'A-2', mode: 'ranged', target: BRAWLERS, shots: [{ soldier: 'soldier-1', weaponId: 'medium-crossbow', range: 'short', roll: die(4) }], hits: [{ shot: 0, soldier: 'soldier-1' }] },
        { type: 'damage-rolled', damage: [die(2)], strength: [{ squad: BRAWLERS, soldier: 'soldier-1', roll: die(3) }] },
        { type: 'phase-ended' },
        { type: 'phase-ended' },
        { type: 'rally-tested', squad: BRAWLERS, test: { command: die(2), threat: die(5) } },
      ],
      rulings,
    ).state;
  }

  it('rally-only: the broken squad’s rally test is all it owes (L435)', () => {
    expect(refusal(shotWhileFleeing({}), { type: 'phase-ended' })).toBeNull();
    expect(refusal(shotWhileFleeing({}), { type: 'morale-tested', squad: BRAWLERS, test: { command: die(5), threat: die(2) } })).toBe('Goblin Brawlers are broken: they make their rally test instead');
  });

  it('both: it also makes a casualty test (L495)', () => {
    const both = pick('od6.broken-casualty-test', 'both');
    expect(refusal(shotWhileFleeing(both), { type: 'phase-ended' }, both)).toBe('Goblin Brawlers took casualties and must test morale');
    expect(play(shotWhileFleeing(both), [{ type: 'morale-tested', squad: BRAWLERS, test: { command: die(5), threat: die(2) } }], both).last[0]).toMatchObject({ code: 'morale-test', kind: 'casualty' });
  });

  it('no-squad-fighting: a side with every squad broken has lost; no-squad-on-table: it fights on while a squad is on the table', () => {
    const alone = (rulings: Record<string, string>) => {
      let state = atMovement([HUMAN_BLADES], [GOBLIN_BRAWLERS], { rulings }).state;
      state = toNextMovement(play(state, scatter, rulings).state, [], rulings);
      state = toNextMovement(play(state, scatter, rulings).state, [], rulings);
      return play(play(state, scatter, rulings).state, [{ type: 'phase-ended' }, { type: 'phase-ended' }, { type: 'phase-ended' }, { type: 'rally-tested', squad: BRAWLERS, test: { command: die(2), threat: die(5) } }, { type: 'phase-ended' }], rulings);
    };
    expect(alone({}).outcomes).toContainEqual({ code: 'battle-ended', winner: 'A', endedBy: 'field-won' });
    const onTable = pick('od6.battle-end', 'no-squad-on-table');
    expect(alone(onTable).state.phase).toBe('special');
  });
});

describe('od6.campaign-casualties', () => {
  it('incapacitated-lost: the squad is smaller, a lost sergeant’s training and a lost champion go; all-return: only the record changes', () => {
    const state = initialOd6State(setupOf([ICE_RANGERS], [GOBLIN_ARCHERS]));
    const hurt = {
      ...state,
      squads: {
        ...state.squads,
        [ICE]: {
          ...state.squads[ICE]!,
          soldiers: state.squads[ICE]!.soldiers.map((soldier) => (['sergeant', 'champion-1', 'soldier-4'].includes(soldier.id) ? { ...soldier, condition: 'incapacitated' as const } : soldier.id === 'soldier-5' ? { ...soldier, condition: 'wounded' as const } : soldier)),
          record: { moraleBreaks: 1, inflicted: 2, charges: 0 },
        },
      },
    };
    const lost = carryLosses(ICE_RANGERS, ICE, hurt);
    expect(lost).toMatchObject({ soldiers: 7, sergeant: { commandTraining: 0 }, champions: [], standing: { battles: 1, soldiersLost: 3, moraleBreaks: 1 } });
    expect(assessSquad(lost).points).toBe(7 * 70);
    const back = carryLosses(ICE_RANGERS, ICE, hurt, pick('od6.campaign-casualties', 'all-return'));
    expect(back).toMatchObject({ soldiers: 10, sergeant: { commandTraining: 1 }, standing: { battles: 1, soldiersLost: 3, moraleBreaks: 1 } });
    expect(back.champions).toHaveLength(1);
  });

  it('carries a battle once: the battle is remembered on the sheet and a second carry changes nothing', () => {
    const hurt: Od6State = { ...initialOd6State(setupOf([ICE_RANGERS], [GOBLIN_ARCHERS])) };
    const down = { ...hurt, squads: { ...hurt.squads, [ICE]: { ...hurt.squads[ICE]!, soldiers: hurt.squads[ICE]!.soldiers.map((soldier) => (soldier.id === 'soldier-1' ? { ...soldier, condition: 'incapacitated' as const } : soldier)) } } };
    const once = carryLosses(ICE_RANGERS, ICE, down, {}, 'battle-1');
    expect(once).toMatchObject({ soldiers: 9, standing: { battles: 1, soldiersLost: 1, carriedBattles: ['battle-1'] } });
    expect(carryLosses(once, ICE, down, {}, 'battle-1')).toBe(once);
    expect(carryLosses(once, ICE, down, {}, 'battle-2')).toMatchObject({ soldiers: 8, standing: { battles: 2, soldiersLost: 2, carriedBattles: ['battle-1', 'battle-2'] } });
  });
});

describe('od6.target-cover', () => {
  it('majority: six in light cover and four in the open are in light cover; a 50-50 split takes the better (L227)', () => {
    const majority = opend6Rulings();
    expect(squadCover([...Array(6).fill('light'), ...Array(4).fill('none')], majority)).toBe('light');
    expect(squadCover(['heavy', 'heavy', 'none', 'none'], majority)).toBe('heavy');
    expect(squadCover(['heavy', 'none', 'none'], majority)).toBe('none');
  });

  it('best: the best cover any visible soldier has (L107)', () => {
    expect(squadCover(['heavy', 'none', 'none'], opend6Rulings(pick('od6.target-cover', 'best')))).toBe('heavy');
  });

  it('reaches the battle: one goblin in heavy cover of three makes the shot +3 only under "best"', () => {
    const shot: Od6Event = { type: 'shots-fired', squad: ICE, mode: 'ranged', target: ARCHERS, visibleCover: ['heavy', 'none', 'none'], shots: [{ soldier: 'soldier-1', weaponId: 'medium-crossbow', range: 'short', roll: die(2) }] };
    const inRanged = (rulings: Record<string, string>) => play(atMovement([ICE_RANGERS], [GOBLIN_ARCHERS], { rulings }).state, [{ type: 'phase-ended' }], rulings).state;
    expect(play(inRanged({}), [{ ...shot, hits: [{ shot: 0, soldier: 'soldier-1' }] } as Od6Event]).last[0]).toMatchObject({ shots: [{ difficulty: 6, hit: true }] });
    const best = pick('od6.target-cover', 'best');
    expect(play(inRanged(best), [shot], best).last[0]).toMatchObject({ shots: [{ difficulty: 9, hit: false }] });
  });
});

describe('od6.range-measure', () => {
  const shot: Od6Event = { type: 'shots-fired', squad: ICE, mode: 'ranged', target: ARCHERS, measured: { centre: 20, farthest: 27 }, shots: [{ soldier: 'soldier-1', weaponId: 'medium-crossbow', roll: die(2) }] };
  const inRanged = (rulings: Record<string, string>) => play(atMovement([ICE_RANGERS], [GOBLIN_ARCHERS], { rulings }).state, [{ type: 'phase-ended' }], rulings).state;

  it('fire-line-centre: 20″ to the centre of the targets is medium range for the medium crossbow (7.5 / 25 / 75″) (L162, L200)', () => {
    expect(play(inRanged({}), [shot]).last[0]).toMatchObject({ shots: [{ range: 'medium', difficulty: 8 }] });
  });

  it('farthest: 27″ to the farthest target is long range (L107)', () => {
    const farthest = pick('od6.range-measure', 'farthest');
    expect(play(inRanged(farthest), [shot], farthest).last[0]).toMatchObject({ shots: [{ range: 'long', difficulty: 10 }] });
  });

  it('refuses a shot beyond long range, and a shot with neither a band nor distances', () => {
    expect(refusal(inRanged({}), { ...shot, measured: { centre: 80, farthest: 90 } } as Od6Event)).toBe('Shot 1: the target is beyond the medium crossbow’s long range');
    expect(refusal(inRanged({}), { ...shot, measured: undefined } as Od6Event)).toBe('Shot 1: give the range band or the distances measured');
  });
});
