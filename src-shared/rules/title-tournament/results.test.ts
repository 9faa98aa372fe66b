import { describe, expect, it } from 'vitest';
import { resolveResult } from './results';
import { seated } from './ladder-fixtures';

describe('Results (1999, Creating a Title Tournament)', () => {
  it('advances the winner of a same-Rank game one Rank when the next Rank has room ("from Unranked to 5th")', () => {
    const outcome = resolveResult(seated({ a: 'unranked', b: 'unranked' }), { challenger: 'a', challenged: 'b', winner: 'a' });
    expect(outcome.moves).toEqual([{ playerId: 'a', from: 'unranked', to: '5th' }]);
  });

  it('moves the winner into the loser’s higher Rank when it has room; the loser retains his Rank', () => {
    const outcome = resolveResult(seated({ a: '4th', b: '3rd' }), { challenger: 'a', challenged: 'b', winner: 'a' });
    expect(outcome.moves).toEqual([{ playerId: 'a', from: '4th', to: '3rd' }]);
    expect(outcome.explanation).toContain('retains');
  });

  it('switches Ranks when the loser’s higher Rank has no room besides his', () => {
    const outcome = resolveResult(seated({ a: '2nd', b: '1st' }), { challenger: 'a', challenged: 'b', winner: 'a' });
    expect(outcome.moves).toEqual([
      { playerId: 'a', from: '2nd', to: '1st' },
      { playerId: 'b', from: '1st', to: '2nd' },
    ]);
  });

  it('switches when the higher Rank is full: 3rd holds 3 of 3', () => {
    const state = seated({ a: '4th', b: '3rd', c: '3rd', d: '3rd' });
    const outcome = resolveResult(state, { challenger: 'a', challenged: 'b', winner: 'a' });
    expect(outcome.moves).toEqual([
      { playerId: 'a', from: '4th', to: '3rd' },
      { playerId: 'b', from: '3rd', to: '4th' },
    ]);
  });

  it('changes nothing when the higher-ranked challenged player wins ("The loser retains his Rank")', () => {
    expect(resolveResult(seated({ a: '4th', b: '3rd' }), { challenger: 'a', challenged: 'b', winner: 'b' }).moves).toEqual([]);
  });

  it('changes nothing on a drawn game', () => {
    expect(resolveResult(seated({ a: 'unranked', b: 'unranked' }), { challenger: 'a', challenged: 'b', winner: null }).moves).toEqual([]);
  });
});
