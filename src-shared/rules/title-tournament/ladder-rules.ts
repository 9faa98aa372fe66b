/**
 * The rules a ladder event can break, each with the words it rests on. A rejection names one of
 * these ids so the UI can show the rulebook text beside the message. Bookkeeping rules
 * (`ledger.*`) are the app's own: they keep the event log consistent and quote no rulebook.
 */
const SECTION = 'Creating a Title Tournament';

export const LADDER_RULES = {
  'tt.join-unranked': {
    section: SECTION,
    quote:
      'All players committed to the tournament when it begins, or joining the tournament after it has begun are Unranked.',
  },
  'tt.challenge-rank': {
    section: SECTION,
    quote:
      'You may challenge any other player involved in the tournament that has the same Rank, or one Rank higher than yourself (see the Rank table) for a game.',
  },
  'tt.time-and-place': {
    section: SECTION,
    quote: 'naming a time and place (reasonably accessible to both of you)',
  },
  'tt.walk-over': {
    section: SECTION,
    quote:
      'After the 3rd time you’ve challenged the same player, naming a time and place (reasonably accessible to both of you) without getting a game due to his neglience, you win on walk over.',
  },
  'tt.three-games': {
    section: SECTION,
    quote: 'You may only play the same player for the same Rank 3 times as long as you both retain your respective Ranks.',
  },
  'tt.season': {
    section: SECTION,
    quote:
      'As this tournament form is endless, it can be interesting to set a time limit, for example a month (or monthly) or even a full year to determine the ultimate 1999™ Champion.',
  },
  'ledger.unique-id': { section: 'Ladder bookkeeping', quote: null },
  'ledger.known-player': { section: 'Ladder bookkeeping', quote: null },
  'ledger.open-challenge': { section: 'Ladder bookkeeping', quote: null },
  'ledger.game-parties': { section: 'Ladder bookkeeping', quote: null },
  'ledger.timestamp': { section: 'Ladder bookkeeping', quote: null },
  'ledger.season': { section: 'Ladder bookkeeping', quote: null },
  'ledger.event-type': { section: 'Ladder bookkeeping', quote: null },
  'ledger.correction': { section: 'Ladder bookkeeping', quote: null },
} as const satisfies Record<string, { section: string; quote: string | null }>;

export type LadderRuleId = keyof typeof LADDER_RULES;
