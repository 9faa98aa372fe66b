import { describe, expect, it } from 'vitest';
import type { LadderView } from '../../../src-shared/contract/ladders';
import { ladderCsv, ladderMarkdown } from './ladder-export';

const view = {
  ladder: { id: 'l', campaignId: 'c', name: 'Club ladder', system: '1999', rulings: {}, players: 2, leader: null, openChallenges: 0, eventCount: 6, createdAt: 0, updatedAt: 0 },
  players: [
    { id: 'p-a', name: 'Alice', rank: '5th', joinedAt: '2026-03-01T00:00:00Z' },
    { id: 'p-b', name: 'Ben, Jr', rank: 'unranked', joinedAt: '2026-03-01T00:00:00Z' },
  ],
  ranks: [
    { id: '5th', label: '5th Rank', allowance: 5, playerIds: ['p-a'], hasRoom: true },
    { id: 'unranked', label: 'Unranked', allowance: null, playerIds: ['p-b'], hasRoom: true },
  ],
  standings: [
    { playerId: 'p-a', name: 'Alice', rank: '5th', wins: 1, losses: 0, draws: 0, walkOverWins: 0 },
    { playerId: 'p-b', name: 'Ben, Jr', rank: 'unranked', wins: 0, losses: 1, draws: 0, walkOverWins: 0 },
  ],
  challenges: [{ id: 'ch', challenger: 'p-a', challenged: 'p-b', issuedAt: '2026-03-02T00:00:00Z', scheduledAt: '2026-03-03T19:00:00Z', place: 'Club Hall', status: 'played', closedAt: '2026-03-03T22:00:00Z', neglectsCounting: 0 }],
  games: [{ id: 'g', kind: 'game', challengeId: 'ch', challenger: 'p-a', challenged: 'p-b', winner: 'p-a', at: '2026-03-03T22:00:00Z', battleId: null, battleName: null, fromBattle: null, ranksBefore: { 'p-a': 'unranked', 'p-b': 'unranked' }, ranksAfter: { 'p-a': '5th', 'p-b': 'unranked' } }],
  history: [],
  series: [],
  headToHead: [],
  seasons: [],
  currentSeasonId: null,
  log: [
    { seq: 4, type: 'game-recorded', at: '2026-03-03T21:00:00Z', summary: 'Ben, Jr beat Alice.', voided: { by: 'Cara', at: '2026-03-03T21:30:00Z', reason: 'wrong winner' }, voidable: false },
    { seq: 5, type: 'entry-voided', at: '2026-03-03T21:30:00Z', summary: 'Cara voided entry 4', voided: null, voidable: false },
  ],
} as unknown as LadderView;

describe('the ladder’s own export', () => {
  it('lists every game that counts as CSV, quoting names with commas', () => {
    expect(ladderCsv(view).split('\r\n')).toEqual([
      'Date,Challenger,Challenged,Result,Winner,Place,Battle,Challenger rank after,Challenged rank after',
      '2026-03-03,Alice,"Ben, Jr",Game,Alice,Club Hall,,5th Rank,Unranked',
      '',
    ]);
  });

  it('writes ranks, standings, games and the log with its corrections as Markdown', () => {
    const md = ladderMarkdown(view);
    expect(md).toContain('# Club ladder');
    expect(md).toContain('- **5th Rank**: Alice');
    expect(md).toContain('| 1 | Alice | 5th Rank | 1 | 0 | 0 | 0 |');
    expect(md).toContain('- 2026-03-03: Alice v Ben, Jr — Alice won');
    expect(md).toContain('4. 2026-03-03 Ben, Jr beat Alice. *(void: wrong winner — Cara, 2026-03-03)*');
  });
});
