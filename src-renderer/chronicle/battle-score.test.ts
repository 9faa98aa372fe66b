import { describe, expect, it } from 'vitest';
import { battleScore } from './battle-score';

const noSides = { A: { name: '', vp: 0, soldiersLost: 0, colour: null }, B: { name: '', vp: 0, soldiersLost: 0, colour: null } };

describe('a battle chronicle header', () => {
  it('lists every seat of a three-player Order 66 battle and counts its losses as wounds', () => {
    const score = battleScore({
      sides: noSides,
      seats: [
        { side: 'p1', name: 'Megan', score: 0, losses: 1 },
        { side: 'p2', name: 'Sam', score: 1, losses: 0 },
        { side: 'p3', name: 'Kit', score: 0, losses: 0 },
      ],
      terms: { score: 'wounds dealt', losses: 'wounds' },
    });
    expect(score.headToHead).toBe(false);
    expect(score.seats.map((seat) => `${seat.name} ${seat.score}`)).toEqual(['Megan 0', 'Sam 1', 'Kit 0']);
    expect(score.scoreTerm).toBe('wounds dealt');
    expect(score.toll).toBe('1 wound lost');
  });

  it('counts a 1999 battle in Army Points, not soldiers', () => {
    const score = battleScore({
      sides: noSides,
      seats: [
        { side: 'p1', name: 'Ann', score: 10, losses: 7 },
        { side: 'p2', name: 'Bob', score: 12, losses: 12 },
      ],
      terms: { score: 'Army Points left', losses: 'Army Points' },
    });
    expect(score.headToHead).toBe(true);
    expect(score.scoreTerm).toBe('Army Points left');
    expect(score.toll).toBe('19 Army Points lost');
  });

  it('keeps Orders & Omens as VP and soldiers who fell', () => {
    const score = battleScore({
      sides: noSides,
      seats: [
        { side: 'A', name: 'The Iron Hold', score: 3, losses: 1200 },
        { side: 'B', name: 'The Elves', score: 4, losses: 800 },
      ],
      terms: { score: 'VP', losses: 'soldiers' },
    });
    expect(score.scoreTerm).toBe('');
    expect(score.toll).toBe('2,000 soldiers fell');
  });
});
