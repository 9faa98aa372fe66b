import { describe, expect, it } from 'vitest';
import {
  afterDamage,
  damageResult,
  moraleStatus,
  moraleTestResult,
  moraleThreatLevel,
  opend6Rulings,
  opportunityFireAllowed,
  opportunityFireThreatLevel,
  rallyTestResult,
  rallyThreatLevel,
  startingMorale,
  shotDifficulty,
  closeCombatModifier,
  enteredOpenRoll,
  openScore,
  pathCost,
  clampMorale,
  rangeBandAt,
} from '../index';

const defaults = opend6Rulings();

describe('the Damage Table (seed 004 L268–L274)', () => {
  it('reads the three heavy-crossbow examples against a Strength 3 Dwarf (L276–L278)', () => {
    expect(damageResult(0, 7, defaults)).toBe('no-effect');
    expect(damageResult(8, 7, defaults)).toBe('wounded');
    expect(damageResult(9, 5, defaults)).toBe('incapacitated');
  });

  it('wounds up to three over the Strength roll and incapacitates from four over (L271–L272)', () => {
    expect([3, 4, 5, 6, 7, 8].map((ds) => damageResult(ds, 4, defaults))).toEqual(['no-effect', 'wounded', 'wounded', 'wounded', 'wounded', 'incapacitated']);
  });

  it('reads the other worked examples: the long bow’s 3 + 4 = 7 wounds a Strength 3 footman who rolls 2 (L118); two Dwarven crossbow hits at 4 + 4 and a 1 against one Elven Strength roll of 3 + 3 wound, then do nothing (L286)', () => {
    expect(damageResult(openScore(enteredOpenRoll([3]), 4), openScore(enteredOpenRoll([2]), 3), defaults)).toBe('wounded');
    const elf = openScore(enteredOpenRoll([3]), 3);
    expect([4, 1].map((face) => damageResult(openScore(enteredOpenRoll([face]), 4), elf, defaults))).toEqual(['wounded', 'no-effect']);
  });

  it('a second wound incapacitates (L282)', () => {
    expect(afterDamage('fit', 'wounded')).toBe('wounded');
    expect(afterDamage('wounded', 'wounded')).toBe('incapacitated');
    expect(afterDamage('wounded', 'no-effect')).toBe('wounded');
  });
});

describe('morale levels and statuses (seed 004 L414–L433, sheet L713)', () => {
  it('starts Elite at 7, Veteran at 6 and Average at 5 (L415)', () => {
    expect([startingMorale('elite'), startingMorale('veteran'), startingMorale('average')]).toEqual([7, 6, 5]);
  });

  it('reads Steady 4+, Shaken 2–3, Demoralized 1, Broken 0 (L424–L433)', () => {
    expect([9, 7, 4, 3, 2, 1, 0].map(moraleStatus)).toEqual(['steady', 'steady', 'steady', 'shaken', 'shaken', 'demoralized', 'broken']);
  });

  it('makes Shaken +1 and Demoralized +2 to shooting difficulty, -1 and -2 in close combat (L223–L224, L380–L381, L427–L430)', () => {
    const shot = (status: 'steady' | 'shaken' | 'demoralized') => shotDifficulty({ range: 'short', cover: 'none', targetProne: false, walked: false, mode: 'ranged', separated: false, status, following: 0 }).difficulty;
    expect([shot('steady'), shot('shaken'), shot('demoralized')]).toEqual([6, 7, 8]);
    const melee = (status: 'steady' | 'shaken' | 'demoralized') =>
      closeCombatModifier({ weapon: 'none', chargingFirstTurn: false, enemyBraced: false, defendingBarrier: false, braced: false, outnumberingBy: 0, sideOrRear: false, prone: false, separated: false, status, partingSwing: null }, defaults).total;
    expect([melee('steady'), melee('shaken'), melee('demoralized')]).toEqual([0, -1, -2]);
  });
});

describe('the morale level’s bounds (seed 004 L421, L480, L489)', () => {
  it('never falls below 0 nor rises above the starting level', () => {
    expect([clampMorale(1 - 2, 5), clampMorale(6 + 1, 6), clampMorale(3 + 2, 7)]).toEqual([0, 6, 5]);
  });
});

describe('Morale Test Results (seed 004 L479–L493)', () => {
  it('reads the example: command roll 0 against threat roll 8 is Morale -2 and Withdraw (L493)', () => {
    expect(moraleTestResult(8, 0, defaults)).toBe('morale-down-withdraw');
  });

  it('reads each row: +1 at 4 over, no effect when the threat does not beat the command, -1 below 4 under, -2 and withdraw at 4 under (L483–L486)', () => {
    expect(moraleTestResult(5, 9, defaults)).toBe('morale-up');
    expect(moraleTestResult(5, 8, defaults)).toBe('no-effect');
    expect(moraleTestResult(5, 5, defaults)).toBe('no-effect');
    expect(moraleTestResult(6, 5, defaults)).toBe('morale-down');
    expect(moraleTestResult(8, 5, defaults)).toBe('morale-down');
    expect(moraleTestResult(9, 5, defaults)).toBe('morale-down-withdraw');
  });

  it('has threat level 4 for casualties, 6 for charging, 4 for receiving a charge (L443–L447)', () => {
    const calm = { status: 'steady' as const, casualtiesThisTurn: 0, sergeantHit: false, behindCover: false, closeAssault: null };
    expect(moraleThreatLevel('casualty', calm).level).toBe(4);
    expect(moraleThreatLevel('charge', calm).level).toBe(6);
    expect(moraleThreatLevel('receive-charge', calm).level).toBe(4);
  });

  it('adds the example’s one casualty to make 5 (L493), and every modifier on the charts (L448–L478)', () => {
    expect(moraleThreatLevel('casualty', { status: 'steady', casualtiesThisTurn: 1, sergeantHit: false, behindCover: false, closeAssault: null }).level).toBe(5);
    const worst = moraleThreatLevel('casualty', { status: 'demoralized', casualtiesThisTurn: 3, sergeantHit: true, behindCover: true, closeAssault: 'lost' });
    expect(worst.level).toBe(4 + 2 + 3 + 2 - 1 + 1);
    expect(worst.factors.map((factor) => factor.factor)).toEqual(['base', 'demoralized', 'casualties-this-turn', 'sergeant-hit', 'behind-cover', 'lost-close-assault']);
    expect(moraleThreatLevel('charge', { status: 'shaken', casualtiesThisTurn: 0, sergeantHit: false, behindCover: false, closeAssault: 'won', chargingFlankOrRear: true, enemyBehindBarrier: true }).level).toBe(6 + 1 - 1 - 2 + 1);
    expect(moraleThreatLevel('receive-charge', { status: 'steady', casualtiesThisTurn: 0, sergeantHit: false, behindCover: false, closeAssault: null, chargedInFlankOrRear: true, outnumberedTwoToOne: true }).level).toBe(4 + 2 + 2);
  });
});

describe('Rally Test Results and threat (seed 004 L504–L520)', () => {
  it('reads RR ≥ CR no effect, RR < CR +1, RR + 4 < CR +2 (L516–L518)', () => {
    expect(rallyTestResult(6, 6)).toBe('no-effect');
    expect(rallyTestResult(6, 7)).toBe('morale-up');
    expect(rallyTestResult(6, 10)).toBe('morale-up');
    expect(rallyTestResult(6, 11)).toBe('morale-up-two');
  });

  it('makes the example 8: base 4, broken +2, sergeant incapacitated this turn +2 (L520)', () => {
    expect(rallyThreatLevel({ status: 'broken', behindCover: false, halfOrMoreCasualties: false, casualtiesThisTurn: 0, sergeantHit: true }).level).toBe(8);
    expect(rallyThreatLevel({ status: 'shaken', behindCover: true, halfOrMoreCasualties: true, casualtiesThisTurn: 2, sergeantHit: false }).level).toBe(4 - 1 + 1 + 2 + 2);
  });
});

describe('Opportunity Fire Test (seed 004 L526–L535)', () => {
  it('fires only when the threat roll is under the command roll (L533–L534)', () => {
    expect(opportunityFireAllowed(6, 7)).toBe(true);
    expect(opportunityFireAllowed(7, 7)).toBe(false);
  });

  it('has threat level 4, -1 behind cover, +1 shaken, +2 at half casualties (L527–L531)', () => {
    expect(opportunityFireThreatLevel({ status: 'steady', behindCover: false, halfOrMoreCasualties: false }).level).toBe(4);
    expect(opportunityFireThreatLevel({ status: 'shaken', behindCover: true, halfOrMoreCasualties: true }).level).toBe(6);
  });
});

describe('the Ranged Combat Chart and modifiers (seed 004 L203–L240)', () => {
  it('has base difficulties 6, 8 and 10 (L203–L207) and the example’s 11: long range, moved (L250)', () => {
    const base = { cover: 'none' as const, targetProne: false, walked: false, mode: 'ranged' as const, separated: false, status: 'steady' as const, following: 0 };
    expect(['short', 'medium', 'long'].map((range) => shotDifficulty({ ...base, range: range as 'short' }).difficulty)).toEqual([6, 8, 10]);
    expect(shotDifficulty({ ...base, range: 'long', walked: true }).difficulty).toBe(11);
    expect(shotDifficulty({ ...base, range: 'short', cover: 'heavy', targetProne: true, mode: 'opportunity', separated: true, following: 1 }).difficulty).toBe(6 + 3 + 1 + 1 + 1 + 2);
  });
});

describe('range bands (seed 004 L198)', () => {
  it('reads the long bow’s 5" / 15" / 60": up to 5" short, to 15" medium, to 60" long, and no shot beyond', () => {
    const longBow = { short: 5, medium: 15, long: 60 };
    expect([5, 5.5, 15, 15.5, 60, 60.5].map((inches) => rangeBandAt(inches, longBow))).toEqual(['short', 'medium', 'medium', 'long', 'long', null]);
  });
});

describe('movement costs (seed 004 L127–L153)', () => {
  it('reads the prone footman (Walk 8", Run 13"): standing up costs 2", so he walks 6" or runs 11" (L140–L141)', () => {
    expect(pathCost([{ standUp: true }, { terrain: 'clear', inches: 6 }], 'walk', defaults).cost).toBe(8);
    expect(pathCost([{ standUp: true }, { terrain: 'clear', inches: 11 }], 'run', defaults).cost).toBe(13);
  });

  it('reads the Goblin in scrub: 2" of rough terrain uses 4" of a 6" Walk Rate (L146); very rough costs four times and cannot be run (L147)', () => {
    expect(pathCost([{ terrain: 'scrub', inches: 2 }], 'walk', defaults)).toEqual({ cost: 4, inches: 2, problems: [] });
    expect(pathCost([{ terrain: 'heavy-woods', inches: 1 }], 'walk', defaults)).toEqual({ cost: 4, inches: 1, problems: [] });
    expect(pathCost([{ terrain: 'swamp', inches: 1 }], 'run', defaults).problems).toEqual(['no-running-in-very-rough-terrain']);
  });

  it('deducts 2" for a moderate barrier and 4" for a difficult one; impassable ones cannot be crossed (L151–L153)', () => {
    expect([pathCost([{ barrier: 'door' }], 'walk', defaults).cost, pathCost([{ barrier: 'window' }], 'walk', defaults).cost]).toEqual([2, 4]);
    expect(pathCost([{ barrier: 'impassable-barrier' }], 'walk', defaults).problems).toEqual(['impassable']);
    expect(pathCost([{ terrain: 'impassable', inches: 1 }], 'walk', defaults).problems).toEqual(['impassable']);
  });
});
