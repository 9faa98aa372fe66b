import { describe, expect, it } from 'vitest';
import { enteredOpenRoll, openRollProblem, openScore, rollOpen } from '../index';

const roll = (...faces: number[]) => enteredOpenRoll(faces);

describe('one die plus a number, no Wild Die (seed 004 L115–L122, L243; RULINGS.md 55)', () => {
  it('adds the skill to the die: 3 + marksmanship 3 meets difficulty 6 (L116)', () => {
    expect(openScore(roll(3), 3)).toBe(6);
  });

  it('scores a first 1 as 0 with no modifiers: the five goblin shots 1, 2, 3, 3, 5 at skill 3 score 0, 5, 6, 6, 8 (L120, L248)', () => {
    expect([1, 2, 3, 3, 5].map((face) => openScore(roll(face), 3))).toEqual([0, 5, 6, 6, 8]);
  });

  it('re-rolls and adds sixes, and a 1 after a six is just a 1: 6, 6, 1 with Strength 3 is 16 (L122)', () => {
    expect(openScore(roll(6, 6, 1), 3)).toBe(16);
  });

  it('scores the ten shots of example 2 at skill 4 as printed: 0, 0, 7, 7, 7, 8, 8, 9, 11 and 18 (L250)', () => {
    const chains = [[1], [1], [3], [3], [3], [4], [4], [5], [6, 1], [6, 6, 2]];
    expect(chains.map((faces) => openScore(roll(...faces), 4))).toEqual([0, 0, 7, 7, 7, 8, 8, 9, 11, 18]);
  });

  it('refuses a chain that stops on a six, or continues after anything else', () => {
    expect(openRollProblem(roll(6))).toBe('A 6 is rolled again: enter the next die too');
    expect(openRollProblem(roll(5, 2))).toBe('Die 1 shows 5: only a 6 is rolled again');
    expect(openRollProblem(roll(7))).toBe('The die shows 7; a D6 shows 1 to 6');
    expect(openRollProblem(roll(6, 6, 3))).toBeNull();
  });

  it('rolls from a seed until a die is not a six, and the seed reproduces the faces', () => {
    for (let seed = 0; seed < 300; seed++) {
      const rolled = rollOpen(seed);
      expect(openRollProblem(rolled)).toBeNull();
      expect(rollOpen(seed)).toEqual(rolled);
    }
    const sixFirst = Array.from({ length: 300 }, (_, seed) => rollOpen(seed)).find((rolled) => rolled.faces[0] === 6);
    expect(sixFirst?.faces.length).toBeGreaterThan(1);
    const rolled = rollOpen(1);
    const other = rolled.faces[0] === 2 ? 3 : 2;
    expect(openRollProblem({ ...rolled, faces: [other] })).toBe('The die is not what the app rolled; roll again, or enter the dice rolled at the table');
  });
});
