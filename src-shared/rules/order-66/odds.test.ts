import { describe, expect, it } from 'vitest';
import { attackOdds, pendingRollOdds } from './battle/odds-now';
import { dodgeChance, meleeDefenceOdds, meleeOdds, powerOdds, pushOdds, rollOffWinChance, shotOdds, twoDiceAtLeast } from './odds';
import { d, Game } from './testing/game';

/** Exact odds, checked against hand-counted fractions and against the engine itself, face by face. */

const FACES = [1, 2, 3, 4, 5, 6];
const PAIRS = FACES.flatMap((a) => FACES.map((b) => [a, b] as const));

describe('shots: "2D6 and require 7 or more" (seed 000 L90–L94)', () => {
  it('7 or more on 2D6 is 21/36; +1 from a trooper within 4 squares makes it 26/36', () => {
    expect(twoDiceAtLeast(7)).toEqual({ numerator: 7, denominator: 12, value: 21 / 36 });
    expect(shotOdds(1, null).hit).toMatchObject({ numerator: 13, denominator: 18 });
    expect(shotOdds(5, null).hit).toMatchObject({ numerator: 1, denominator: 1 });
  });

  it('a shot at a Mystic lands when it hits and the dodge does not beat it: summed over every pair of rolls', () => {
    let lands = 0;
    for (const [a, b] of PAIRS) for (const [c, e] of PAIRS) if (a + b >= 7 && !(c + e + 2 > a + b)) lands += 1;
    expect(shotOdds(0, 2).lands).toMatchObject({ value: lands / 1296 });
  });

  it('matches the engine: every dodge roll against a shot of 8 from Meg\'s trooper, Luke Dodge 2', () => {
    const game = Game.of([{ player: 'Megan', mystic: 'meg' }, { player: 'Sam', mystic: 'luke', dodge: 2 }]);
    game.activate('p1', 'p1.grymn-1');
    game.do({ type: 'shoot', modelId: 'p1.grymn-1', targetId: 'p2.mystic', line: 'straight', support: [], roll: d(4, 4) });
    const before = game.state;
    let dodged = 0;
    for (const [a, b] of PAIRS) {
      game.state = before;
      if (game.do({ type: 'defend', roll: d(a, b) })[0]!.code === 'dodged') dodged += 1;
    }
    expect(pendingRollOdds(before)).toEqual({ of: 'the dodge succeeds', chance: expect.objectContaining({ value: dodged / 36 }) });
    expect(dodged).toBe(21);
  });
});

describe('psychic attacks and the push (seed 000 L100–L120)', () => {
  it('the worked example: Range 1 against difficulty 7 succeeds 26/36; Luke resists 8 with Dodge 2 on 21/36', () => {
    expect(powerOdds(1, 7, null).success).toMatchObject({ numerator: 13, denominator: 18 });
    expect(dodgeChance({ dice: 7, total: 8 }, 2)).toMatchObject({ numerator: 7, denominator: 12 });
  });

  it('the push is ten minus the distance, with the chance it happens', () => {
    expect(pushOdds(1, 7, 5, 2)).toMatchObject({ squares: 5 });
    let lands = 0;
    for (const [a, b] of PAIRS) for (const [c, e] of PAIRS) if (a + b + 1 >= 7 && !(c + e + 2 > a + b + 1)) lands += 1;
    expect(pushOdds(1, 7, 5, 2).lands.value).toBeCloseTo(lands / 1296, 12);
    expect(pushOdds(1, 7, 10, null).squares).toBe(0);
  });

  it('reads o66.dodge-ties and o66.dodge-against', () => {
    expect(dodgeChance({ dice: 6, total: 8 }, 2)).toMatchObject({ numerator: 7, denominator: 12 });
    expect(dodgeChance({ dice: 6, total: 8 }, 2, { 'o66.dodge-ties': 'defender-wins-ties' })).toMatchObject({ numerator: 13, denominator: 18 });
    expect(dodgeChance({ dice: 6, total: 8 }, 2, { 'o66.dodge-against': 'dice' })).toMatchObject({ numerator: 5, denominator: 6 });
  });
});

describe('melee (seed 000 L128–L130)', () => {
  it('2D6 against 2D6: a tie in 146 of 1,296; ties hit by default; re-rolled ties make it even', () => {
    expect(meleeOdds(0, 0)).toMatchObject({ hit: { value: 721 / 1296 }, avoided: { value: 575 / 1296 }, rollAgain: { value: 0 } });
    expect(meleeOdds(0, 0, { 'o66.melee-ties': 'ties-avoid' }).hit.value).toBeCloseTo(575 / 1296, 12);
    expect(meleeOdds(0, 0, { 'o66.melee-ties': 'reroll' })).toMatchObject({ rollAgain: { numerator: 73, denominator: 648 }, eventuallyHits: { numerator: 1, denominator: 2 } });
  });

  it('Combat 3 against a Grymn, and against a known attack total', () => {
    let hits = 0;
    for (const [a, b] of PAIRS) for (const [c, e] of PAIRS) if (a + b + 3 >= c + e) hits += 1;
    expect(meleeOdds(3, 0).hit.value).toBeCloseTo(hits / 1296, 12);
    expect(meleeDefenceOdds(9, 3, 2).avoided).toMatchObject({ numerator: 5, denominator: 12 });
  });

  it('a known total under re-rolled ties adds the tie times a fresh blow', () => {
    const fresh = meleeOdds(0, 0, { 'o66.melee-ties': 'reroll' }).eventuallyHits.value;
    const odds = meleeDefenceOdds(7, 0, 0, { 'o66.melee-ties': 'reroll' });
    expect(odds.eventuallyHits.value).toBeCloseTo(15 / 36 + (6 / 36) * fresh, 12);
  });
});

describe('the odds the battle screen shows', () => {
  it("before Meg's trooper shoots at Luke, and before Jen's manipulation", () => {
    const game = Game.of([{ player: 'Megan', mystic: 'meg' }, { player: 'Sam', mystic: 'luke', dodge: 2 }]);
    const shot = attackOdds(game.state, { kind: 'shoot', modelId: 'p1.grymn-1', targetId: 'p2.mystic', support: 0 });
    expect(shot.chance.value).toBe(21 / 36);
    expect(shot.lands!.value).toBeCloseTo(shotOdds(0, 2).lands.value, 12);
    const jen = Game.of([{ player: 'Ann', mystic: 'jen', range: 3 }, { player: 'Sam', mystic: 'luke' }]);
    expect(attackOdds(jen.state, { kind: 'manipulate', modelId: 'p1.mystic', targetId: 'p2.grymn-1' }).chance.value).toBe(33 / 36);
  });

  it('the roll-off: each of three players is the single highest with chance 55/216', () => {
    expect(rollOffWinChance(3)).toMatchObject({ numerator: 55, denominator: 216 });
  });
});
