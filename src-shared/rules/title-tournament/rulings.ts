import type { Ruling } from '../ruling';

const SECTION = 'Creating a Title Tournament';

/** RULINGS.md item 20: a win against the same Rank when the next Rank is full. */
export const SAME_RANK_WIN_NEXT_FULL: Ruling<'no-change' | 'next-open-rank'> = {
  id: 'tt.same-rank-win-next-full',
  system: '1999',
  title: 'Beating a player of your own Rank when the next Rank is full',
  sections: [SECTION, 'The Rank Table'],
  quotes: [
    'If you win a game against a player of the same Rank as yourself and there are higher Ranks available (according to the player allowance), you immediately advance one Rank (from Unranked to 5th for example).',
  ],
  options: [
    {
      id: 'no-change',
      label: 'Nothing changes',
      effect: 'The win is recorded; neither player moves while the next Rank is at its player allowance.',
    },
    {
      id: 'next-open-rank',
      label: 'Advance past the full Ranks',
      effect:
        '"Higher Ranks available" is read as any higher Rank with room: the winner moves up to the nearest such Rank, skipping full ones.',
    },
  ],
  defaultOption: 'no-change',
  reason:
    'The text only moves the winner "one Rank", and only when a higher Rank has room; with the next Rank full the condition fails and no other rule applies, so the ranks stand. Skipping ranks would also bypass the one-Rank-higher challenge limit.',
};

/** Gap: does the challenged player advance by beating a challenger of the same Rank? */
export const SAME_RANK_WIN_BY_CHALLENGED: Ruling<'either-winner' | 'challenger-only'> = {
  id: 'tt.same-rank-win-by-challenged',
  system: '1999',
  title: 'The challenged player beats a challenger of the same Rank',
  sections: [SECTION],
  quotes: [
    'You may challenge any other player involved in the tournament that has the same Rank, or one Rank higher than yourself (see the Rank table) for a game.',
    'If you win a game against a player of the same Rank as yourself and there are higher Ranks available (according to the player allowance), you immediately advance one Rank',
  ],
  options: [
    {
      id: 'either-winner',
      label: 'Either winner advances',
      effect: 'Whoever wins a same-Rank game advances one Rank when the next Rank has room.',
    },
    {
      id: 'challenger-only',
      label: 'Only the challenger advances',
      effect: 'A challenged player who wins a same-Rank game stays where they are.',
    },
  ],
  defaultOption: 'either-winner',
  reason:
    'The advancement sentence speaks of "a game against a player of the same Rank", not of a challenge you issued; both players are of the same Rank, so the text gives the winner the step whoever challenged.',
};

/** Gap: which neglected challenges count towards the walk-over. */
export const WALK_OVER_COUNT: Ruling<'since-last-game' | 'cumulative'> = {
  id: 'tt.walk-over-count',
  system: '1999',
  title: 'Which neglected challenges count towards a walk-over',
  sections: [SECTION],
  quotes: [
    'After the 3rd time you’ve challenged the same player, naming a time and place (reasonably accessible to both of you) without getting a game due to his neglience, you win on walk over.',
  ],
  options: [
    {
      id: 'since-last-game',
      label: 'Since the last game between you',
      effect:
        'Only challenges neglected since the two players last met (a game or a walk-over) count; playing a game resets the count.',
    },
    {
      id: 'cumulative',
      label: 'All neglects count',
      effect: 'Every neglected challenge to that player counts until a walk-over is awarded, even with games played in between.',
    },
  ],
  defaultOption: 'since-last-game',
  reason:
    '"Without getting a game" describes a run of challenges that never led to a game; once a game is played, the player has not been neglecting you.',
};

/**
 * Gap: the text names no way for a challenge to end without a game but the challenged player's
 * neglect, and never speaks of declining one.
 */
export const DECLINED_CHALLENGE: Ruling<'counts-as-neglect' | 'no-consequence'> = {
  id: 'tt.declined-challenge',
  system: '1999',
  title: 'A declined challenge and the walk-over',
  sections: [SECTION],
  quotes: [
    'You may challenge any other player involved in the tournament that has the same Rank, or one Rank higher than yourself (see the Rank table) for a game.',
    'After the 3rd time you’ve challenged the same player, naming a time and place (reasonably accessible to both of you) without getting a game due to his neglience, you win on walk over.',
  ],
  options: [
    {
      id: 'counts-as-neglect',
      label: 'A decline counts as a neglect',
      effect:
        'A declined challenge counts against the player who turns it down, as one left without a game does: when a challenger\'s third challenge to the same player is declined or neglected, the challenger wins on walk-over.',
    },
    {
      id: 'no-consequence',
      label: 'A decline has no consequence',
      effect: 'A declined challenge simply closes; only challenges left without a game at the named time count towards a walk-over.',
    },
  ],
  defaultOption: 'counts-as-neglect',
  reason:
    'The text gives a challenged player no way to refuse: a challenge is "for a game", and the only way it names for one to end without a game is "due to his neglience". A refusal leaves the challenger "without getting a game", and the fault is the declining player\'s as much as a failure to turn up; the one excuse the sentence allows, a time or place not "reasonably accessible to both of you", is met by agreeing another time or place, not by declining. Read otherwise, a player who declines every challenge could never lose by walk-over, while one who accepts and forgets would.',
};

/** Gap: drawn games (1999 victory conditions can end level on Army Points). */
export const DRAWN_GAME: Ruling<'counts-toward-limit' | 'not-counted'> = {
  id: 'tt.drawn-game',
  system: '1999',
  title: 'A drawn ladder game',
  sections: [SECTION, 'Setting the Victory Condition'],
  quotes: [
    'You may only play the same player for the same Rank 3 times as long as you both retain your respective Ranks.',
    'the victor is the player who has the army with models worth the highest number of Army Points in total still on the Battlefield.',
  ],
  options: [
    {
      id: 'counts-toward-limit',
      label: 'Counts as one of the 3 games',
      effect: 'Nobody moves, and the draw uses up one of the 3 games for that Rank.',
    },
    {
      id: 'not-counted',
      label: 'Does not count',
      effect: 'Nobody moves, and the pair may play again as if the draw had not happened.',
    },
  ],
  defaultOption: 'counts-toward-limit',
  reason:
    'The Title Tournament rules only move players on a win, so a draw moves nobody; the limit counts games played ("play the same player ... 3 times"), and a draw is a game played.',
};

/** House setting: may a result be entered dated before the time the challenge named? */
export const RESULT_BEFORE_AGREED_TIME: Ruling<'allowed' | 'refused'> = {
  id: 'tt.result-before-agreed-time',
  system: '1999',
  title: 'A result dated before the time the challenge named',
  sections: [SECTION],
  quotes: ['naming a time and place (reasonably accessible to both of you)'],
  options: [
    {
      id: 'allowed',
      label: 'Allowed',
      effect: 'Players who meet earlier than agreed may record their game; the named time only matters for neglects.',
    },
    {
      id: 'refused',
      label: 'Refused',
      effect: 'A result dated before the named time is refused; reschedule the challenge first if the players met earlier.',
    },
  ],
  defaultOption: 'allowed',
  reason:
    'The text uses the named time only to judge neglect ("without getting a game due to his neglience"); it never forbids playing sooner, so an earlier game stands unless the group says otherwise.',
};

export const TITLE_TOURNAMENT_RULINGS = [
  SAME_RANK_WIN_NEXT_FULL,
  SAME_RANK_WIN_BY_CHALLENGED,
  WALK_OVER_COUNT,
  DECLINED_CHALLENGE,
  DRAWN_GAME,
  RESULT_BEFORE_AGREED_TIME,
] as const;
