import { describe, expect, it } from 'vitest';
import { chosenOption } from '../ruling';
import { apply } from './apply';
import { challengeEligibility } from './eligibility';
import { LadderScript, play, ranksOf, seated } from './ladder-fixtures';
import { resolveResult } from './results';
import { neglectsCounting } from './pair-history';
import { DECLINED_CHALLENGE, DRAWN_GAME, SAME_RANK_WIN_BY_CHALLENGED, SAME_RANK_WIN_NEXT_FULL, TITLE_TOURNAMENT_RULINGS, WALK_OVER_COUNT } from './rulings';

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

  // seed 001 L671: "After the 3rd time you’ve challenged the same player, naming a time and place (reasonably
  // accessible to both of you) without getting a game due to his neglience, you win on walk over." The text
  // never speaks of declining (L669–L671), so whether a refusal is the decliner's neglect is this ruling.
  describe('tt.declined-challenge (seed 001 L669–L671: the walk-over)', () => {
    const noConsequence = { [DECLINED_CHALLENGE.id]: 'no-consequence' };

    it('counts-as-neglect (default): the third declined challenge is the challenger’s walk-over win, applying the result rules', () => {
      const twice = new LadderScript().join('a', 'b').declined('a', 'b').declined('a', 'b');
      const before = play(twice.events);
      expect(Object.values(before.challenges).map((c) => c.status)).toEqual(['declined', 'declined']);
      expect(neglectsCounting(before, 'a', 'b')).toBe(2);
      expect(ranksOf(before)).toEqual({ a: 'unranked', b: 'unranked' });

      const thrice = play(twice.declined('a', 'b').events);
      expect(ranksOf(thrice)).toEqual({ a: '5th', b: 'unranked' });
      expect(thrice.games).toEqual([expect.objectContaining({ kind: 'walk-over', challengeId: 'c3', winner: 'a' })]);
      expect(thrice.challenges.c3!.status).toBe('walk-over');
    });

    it('counts-as-neglect: declines and neglects add up, and count as soon as the refusal is made, before the named time', () => {
      const script = new LadderScript().join('a', 'b').neglected('a', 'b').declined('a', 'b');
      const at = script.later();
      script.events.push({ type: 'challenge-issued', challengeId: 'far', challenger: 'a', challenged: 'b', at, scheduledAt: '2030-01-01T18:00:00Z', place: 'Den' });
      const state = play(script.events);
      const refused = apply(state, { type: 'challenge-declined', challengeId: 'far', at: script.later() });
      expect(refused.ok).toBe(true);
      if (refused.ok) expect(refused.state.games.at(-1)).toMatchObject({ kind: 'walk-over', winner: 'a' });
    });

    it('counts-as-neglect: only declines since the last game count under tt.walk-over-count’s default', () => {
      const state = play(new LadderScript().join('a', 'b').declined('a', 'b').declined('a', 'b').game('a', 'b', null).declined('a', 'b').events);
      expect(state.games.filter((game) => game.kind === 'walk-over')).toHaveLength(0);
      expect(neglectsCounting(state, 'a', 'b')).toBe(1);
    });

    it('no-consequence: three declines close three challenges and nobody moves; neglects alone still lead to a walk-over', () => {
      const script = new LadderScript().join('a', 'b').declined('a', 'b').declined('a', 'b').declined('a', 'b');
      const declined = play(script.events, noConsequence);
      expect(ranksOf(declined)).toEqual({ a: 'unranked', b: 'unranked' });
      expect(declined.games).toEqual([]);
      expect(neglectsCounting(declined, 'a', 'b', noConsequence)).toBe(0);

      const neglected = play(script.neglected('a', 'b').neglected('a', 'b').events, noConsequence);
      expect(neglected.games).toEqual([]);
      expect(play(script.neglected('a', 'b').events, noConsequence).games).toEqual([expect.objectContaining({ kind: 'walk-over', winner: 'a' })]);
    });

    // seed 001 L669: a challenge is to "the same Rank, or one Rank higher"; once the Ranks move apart it no longer stands.
    describe('a challenge the Ranks have since moved apart', () => {
      // A and B are Unranked when A challenges; B then climbs to 4th Rank before answering.
      const script = new LadderScript().join('a', 'b', 'c', 'd').game('c', 'd', 'c');
      const open = script.challenge('a', 'b');
      script.game('b', 'd', 'b').game('b', 'c', 'b');
      const climbed = () => play(script.events);

      it('counts-as-neglect: declining it is refused, naming the Rank rule, and the state is unchanged', () => {
        const state = climbed();
        expect(ranksOf(state)).toMatchObject({ a: 'unranked', b: '4th' });
        const result = apply(state, { type: 'challenge-declined', challengeId: open, at: script.later() });
        expect(result).toMatchObject({ ok: false, rule: 'tt.challenge-rank' });
        if (!result.ok) expect(result.reason).toContain('Ranks changed since this challenge was issued');
        expect(state.challenges[open]!.status).toBe('open');
      });

      it('no-consequence: declining it closes it', () => {
        const result = apply(play(script.events, noConsequence), { type: 'challenge-declined', challengeId: open, at: script.later() }, noConsequence);
        expect(result.ok).toBe(true);
        if (result.ok) expect(result.state.challenges[open]!.status).toBe('declined');
      });
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
