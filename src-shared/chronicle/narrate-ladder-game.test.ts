import { describe, expect, it } from 'vitest';
import { meetingWords, narrateLadderGame, type LadderGameFacts } from './narrate-ladder-game';

const base: LadderGameFacts = {
  kind: 'game',
  challenger: 'Cara',
  challenged: 'Alice',
  winner: 'Cara',
  place: 'Club Hall',
  ranksBefore: { challenger: '2nd', challenged: '1st' },
  ranksAfter: { challenger: '1st', challenged: '2nd' },
  meeting: 4,
  battleName: null,
};

describe('a ladder game told for the chronicle (seed 001, Creating a Title Tournament)', () => {
  it('a challenger who takes the rank above says so, with the meeting counted', () => {
    expect(narrateLadderGame(base)).toBe('Cara took the 1st Rank from Alice at Club Hall, their fourth meeting.');
  });

  it('a rise without taking a rank, a win that leaves the ranks, a draw and a walk-over', () => {
    expect(narrateLadderGame({ ...base, ranksBefore: { challenger: 'unranked', challenged: 'unranked' }, ranksAfter: { challenger: '5th', challenged: 'unranked' }, meeting: 1 })).toBe(
      'Cara beat Alice at Club Hall and rose to the 5th Rank, their first meeting.',
    );
    expect(narrateLadderGame({ ...base, winner: 'Alice', ranksAfter: base.ranksBefore, meeting: 2, battleName: 'The Ford' })).toBe(
      'Alice beat Cara at Club Hall, their second meeting; the ranks stood. The game was the battle The Ford.',
    );
    expect(narrateLadderGame({ ...base, winner: null, ranksAfter: base.ranksBefore, meeting: 3 })).toBe('Cara and Alice drew at Club Hall, their third meeting; the ranks stood.');
    expect(narrateLadderGame({ ...base, kind: 'walk-over', meeting: 3 })).toBe('Cara won on walk-over and rose to the 1st Rank: Alice neglected a third challenge, their third meeting.');
  });

  it('counts meetings past ten in figures', () => {
    expect([11, 12, 13, 21, 22, 103].map(meetingWords)).toEqual(['their 11th meeting', 'their 12th meeting', 'their 13th meeting', 'their 21st meeting', 'their 22nd meeting', 'their 103rd meeting']);
  });
});
