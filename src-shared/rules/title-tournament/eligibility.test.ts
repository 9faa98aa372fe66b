import { describe, expect, it } from 'vitest';
import { challengeEligibility } from './eligibility';
import { LadderScript, play, seated } from './ladder-fixtures';

describe('Challenges (1999, Creating a Title Tournament: "the same Rank, or one Rank higher")', () => {
  const ladder = seated({ a: '3rd', b: '3rd', c: '2nd', d: '1st', u: 'unranked', v: 'unranked', f: '5th', g: '4th' });

  it('lets a 3rd Rank player challenge a 3rd or 2nd Rank player, as the EXAMPLE says', () => {
    const same = challengeEligibility(ladder, 'a', 'b');
    const higher = challengeEligibility(ladder, 'a', 'c');
    expect(same).toMatchObject({ eligible: true, challengerRank: '3rd', challengedRank: '3rd' });
    expect(same.explanation).toContain('the same Rank');
    expect(higher).toMatchObject({ eligible: true, challengedRank: '2nd' });
    expect(higher.explanation).toContain('one Rank higher');
  });

  it('lets an Unranked player challenge a 5th Rank or an Unranked player, as the EXAMPLE says', () => {
    expect(challengeEligibility(ladder, 'u', 'v').eligible).toBe(true);
    expect(challengeEligibility(ladder, 'u', 'f').eligible).toBe(true);
  });

  it('refuses two Ranks up and any Rank below, naming the rule and the ranks', () => {
    const tooHigh = challengeEligibility(ladder, 'a', 'd');
    expect(tooHigh).toMatchObject({ eligible: false, rule: 'tt.challenge-rank' });
    expect(tooHigh.explanation).toBe(
      'A (3rd Rank) and D (1st Rank): D is 2 Ranks higher; you may only challenge the same Rank or one Rank higher.',
    );
    expect(challengeEligibility(ladder, 'u', 'g')).toMatchObject({ eligible: false, rule: 'tt.challenge-rank' });
    expect(challengeEligibility(ladder, 'c', 'a')).toMatchObject({ eligible: false, rule: 'tt.challenge-rank' });
  });

  it('refuses unknown players and challenging yourself', () => {
    expect(challengeEligibility(ladder, 'a', 'zed')).toMatchObject({ eligible: false, rule: 'ledger.known-player' });
    expect(challengeEligibility(ladder, 'a', 'a')).toMatchObject({ eligible: false, rule: 'tt.challenge-rank' });
  });

  it('refuses a second open challenge between the same two players, either way round', () => {
    const script = new LadderScript().join('a', 'b');
    script.challenge('a', 'b');
    const state = play(script.events);
    expect(challengeEligibility(state, 'b', 'a')).toMatchObject({ eligible: false, rule: 'ledger.open-challenge' });
  });
});
