import { describe, expect, it } from 'vitest';
import { chosenOption } from '../ruling';
import { apply } from './apply';
import { challengeEligibility } from './eligibility';
import { LadderScript, play, ranksOf, seated } from './ladder-fixtures';
import { resolveResult } from './results';
import { DRAWN_GAME, SAME_RANK_WIN_BY_CHALLENGED, SAME_RANK_WIN_NEXT_FULL, TITLE_TOURNAMENT_RULINGS, WALK_OVER_COUNT } from './rulings';

describe('Title Tournament rulings', () => {
  it('each ruling quotes the text, has a reason, and its default is one of its options', () => {
    for (const ruling of TITLE_TOURNAMENT_RULINGS) {
      expect(ruling.system).toBe('1999');
      expect(ruling.quotes.length).toBeGreaterThan(0);
      expect(ruling.options.map((option) => option.id)).toContain(ruling.defaultOption);
      expect(ruling.options.length).toBeGreaterThan(1);
      expect(chosenOption(ruling, {})).toBe(ruling.defaultOption);
    }
  });

  describe('tt.same-rank-win-next-full (RULINGS.md 20; Creating a Title Tournament)', () => {
    // 5th Rank holds its 5 of 5, 4th has room.
    const full5th = seated({ u: 'unranked', v: 'unranked', p1: '5th', p2: '5th', p3: '5th', p4: '5th', p5: '5th' });
    const game = { challenger: 'u', challenged: 'v', winner: 'u' };

    it('no-change (default): an Unranked win against Unranked leaves both Unranked when 5th is full', () => {
      const outcome = resolveResult(full5th, game);
      expect(outcome.moves).toEqual([]);
      expect(outcome.explanation).toContain('5th Rank is at its player allowance');
    });

    it('next-open-rank: the winner skips the full 5th Rank to the open 4th', () => {
      const choices = { [SAME_RANK_WIN_NEXT_FULL.id]: 'next-open-rank' };
      expect(resolveResult(full5th, game, choices).moves).toEqual([{ playerId: 'u', from: 'unranked', to: '4th' }]);
    });

    it('next-open-rank: nothing changes when every higher Rank is full', () => {
      const state = seated({ a: '2nd', b: '2nd', c: '1st' });
      const choices = { [SAME_RANK_WIN_NEXT_FULL.id]: 'next-open-rank' };
      expect(resolveResult(state, { challenger: 'a', challenged: 'b', winner: 'a' }, choices).moves).toEqual([]);
    });
  });

  describe('tt.same-rank-win-by-challenged (Creating a Title Tournament)', () => {
    const state = seated({ a: '4th', b: '4th' });
    const defended = { challenger: 'a', challenged: 'b', winner: 'b' };

    it('either-winner (default): the challenged player who wins a same-Rank game advances', () => {
      expect(resolveResult(state, defended).moves).toEqual([{ playerId: 'b', from: '4th', to: '3rd' }]);
    });

    it('challenger-only: the challenged winner stays put', () => {
      const choices = { [SAME_RANK_WIN_BY_CHALLENGED.id]: 'challenger-only' };
      expect(resolveResult(state, defended, choices).moves).toEqual([]);
      expect(resolveResult(state, { ...defended, winner: 'a' }, choices).moves).toHaveLength(1);
    });
  });

  describe('tt.walk-over-count (Creating a Title Tournament: the walk-over)', () => {
    // Two neglects, a drawn game, then a third neglect.
    const script = new LadderScript().join('a', 'b').neglected('a', 'b').neglected('a', 'b').game('a', 'b', null).neglected('a', 'b');

    it('since-last-game (default): the game in between resets the count, so no walk-over yet', () => {
      const state = play(script.events);
      expect(ranksOf(state)).toEqual({ a: 'unranked', b: 'unranked' });
      expect(state.games.filter((game) => game.kind === 'walk-over')).toHaveLength(0);
    });

    it('cumulative: the third neglect wins the walk-over despite the game in between', () => {
      const state = play(script.events, { [WALK_OVER_COUNT.id]: 'cumulative' });
      expect(ranksOf(state)).toEqual({ a: '5th', b: 'unranked' });
      expect(state.games.at(-1)).toMatchObject({ kind: 'walk-over', winner: 'a' });
    });
  });

  describe('tt.drawn-game (Creating a Title Tournament: 3 games for the same Rank)', () => {
    const script = new LadderScript().join('a', 'b').game('a', 'b', null).game('b', 'a', null).game('a', 'b', null);

    it('counts-toward-limit (default): three draws use up the 3 games', () => {
      const state = play(script.events);
      expect(challengeEligibility(state, 'a', 'b')).toMatchObject({ eligible: false, rule: 'tt.three-games' });
    });

    it('not-counted: after three draws the pair may still play', () => {
      const choices = { [DRAWN_GAME.id]: 'not-counted' };
      const state = play(script.events, choices);
      expect(challengeEligibility(state, 'a', 'b', choices).eligible).toBe(true);
      const issued = apply(state, { type: 'challenge-issued', challengeId: 'x', challenger: 'a', challenged: 'b', at: script.later(), scheduledAt: script.later(), place: 'Den' }, choices);
      expect(issued.ok).toBe(true);
    });
  });
});
