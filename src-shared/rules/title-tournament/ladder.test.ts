import { describe, expect, it } from 'vitest';
import { apply, replay } from './apply';
import type { LadderEvent } from './events';
import { LadderScript, play, ranksOf } from './ladder-fixtures';
import { champions, currentSeason, headToHead, headToHeadTable, rankHistory, rankSeries, standings } from './queries';
import { EMPTY_LADDER, type LadderState } from './state';

/** Two players climbing together from Unranked to 1st Rank, then a switch at the top. */
function climb(): LadderScript {
  return new LadderScript()
    .join('a', 'b')
    .game('a', 'b', 'a') // same Rank, 5th open: A to 5th
    .game('b', 'a', 'b') // beats higher 5th with room: B joins 5th, A retains
    .game('a', 'b', 'a') // A to 4th
    .game('b', 'a', 'b') // B joins 4th
    .game('a', 'b', 'a') // A to 3rd
    .game('b', 'a', 'b') // B joins 3rd
    .game('a', 'b', 'a', 'battle-7') // A to 2nd
    .game('b', 'a', 'b') // B joins 2nd (2 of 2)
    .game('a', 'b', 'a'); // A to 1st: 1st Rank filled
}

describe('Ladder from an empty ladder to a filled 1st Rank (1999, Creating a Title Tournament)', () => {
  it('players join Unranked at any time ("joining the tournament after it has begun are Unranked")', () => {
    const script = climb().join('late');
    const state = play(script.events);
    expect(state.players.late?.rank).toBe('unranked');
    expect(rankHistory(state, 'late')).toEqual([expect.objectContaining({ from: null, to: 'unranked', cause: { kind: 'joined' } })]);
  });

  it('climbs one Rank per same-Rank win and joins a higher Rank with room, until 1st Rank is held', () => {
    const state = play(climb().events);
    expect(ranksOf(state)).toEqual({ a: '1st', b: '2nd' });
    expect(rankHistory(state, 'a').map((change) => change.to)).toEqual(['unranked', '5th', '4th', '3rd', '2nd', '1st']);
    expect(rankHistory(state, 'b').map((change) => change.to)).toEqual(['unranked', '5th', '4th', '3rd', '2nd']);
  });

  it('switches Ranks when 2nd beats 1st (no room in 1st besides the loser)', () => {
    const script = climb().game('b', 'a', 'b');
    const state = play(script.events);
    expect(ranksOf(state)).toEqual({ a: '2nd', b: '1st' });
    const switchChanges = state.rankChanges.slice(-2);
    expect(switchChanges.map((change) => [change.playerId, change.from, change.to])).toEqual([
      ['b', '2nd', '1st'],
      ['a', '1st', '2nd'],
    ]);
    expect(switchChanges[0]!.explanation).toContain('switch Ranks');
  });

  it('records the cause of every rank change, with the optional battle link', () => {
    const state = play(climb().events);
    const toSecond = rankHistory(state, 'a').find((change) => change.to === '2nd')!;
    expect(toSecond.cause).toMatchObject({ kind: 'game', battleId: 'battle-7' });
    expect(state.games.find((game) => game.battleId === 'battle-7')?.ranksAfter).toEqual({ a: '2nd', b: '3rd' });
  });

  it('builds standings, rank-over-time series and head-to-head records', () => {
    const state = play(climb().join('c').events);
    expect(standings(state).map((row) => [row.playerId, row.rank, row.wins, row.losses])).toEqual([
      ['a', '1st', 5, 4],
      ['b', '2nd', 4, 5],
      ['c', 'unranked', 0, 0],
    ]);
    const series = rankSeries(state);
    expect(series.a?.map((point) => point.level)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(series.c).toHaveLength(1);
    expect(headToHead(state, 'b', 'a')).toEqual({ players: ['b', 'a'], games: 9, wins: [4, 5], draws: 0, walkOvers: 0 });
    expect(headToHeadTable(state)).toHaveLength(1);
  });
});

describe('Walk-overs (1999, Creating a Title Tournament: "After the 3rd time you’ve challenged the same player")', () => {
  it('the first two neglected challenges change nothing; the third is a walk-over win applying the result rules', () => {
    const script = new LadderScript().join('a', 'b').neglected('a', 'b').neglected('a', 'b');
    const twice = play(script.events);
    expect(ranksOf(twice)).toEqual({ a: 'unranked', b: 'unranked' });
    expect(Object.values(twice.challenges).map((c) => c.status)).toEqual(['neglected', 'neglected']);

    const thrice = play(script.neglected('a', 'b').events);
    expect(ranksOf(thrice)).toEqual({ a: '5th', b: 'unranked' });
    const walkOver = rankHistory(thrice, 'a').at(-1)!;
    expect(walkOver.cause).toEqual({ kind: 'walk-over', gameId: 'c3:walk-over', challengeId: 'c3' });
    expect(standings(thrice)[0]).toMatchObject({ playerId: 'a', wins: 1, walkOverWins: 1 });
  });

  it('counts neglects per challenger: B neglecting A twice and C once is no walk-over', () => {
    const state = play(new LadderScript().join('a', 'b', 'c').neglected('a', 'b').neglected('a', 'b').neglected('c', 'b').events);
    expect(state.games).toHaveLength(0);
  });

  it('withdrawn challenges are not neglects', () => {
    const script = new LadderScript().join('a', 'b').neglected('a', 'b').neglected('a', 'b');
    const id = script.challenge('a', 'b');
    script.events.push({ type: 'challenge-withdrawn', challengeId: id, at: script.later() });
    expect(play(script.events).games).toHaveLength(0);
  });

  it('refuses a neglect recorded before the named time', () => {
    const script = new LadderScript().join('a', 'b');
    const at = script.later();
    script.events.push({ type: 'challenge-issued', challengeId: 'c', challenger: 'a', challenged: 'b', at, scheduledAt: '2030-01-01T18:00:00Z', place: 'Den' });
    const result = apply(play(script.events), { type: 'challenge-neglected', challengeId: 'c', at: script.later() });
    expect(result).toMatchObject({ ok: false, rule: 'tt.walk-over' });
  });
});

describe('3 games for the same Rank (1999, Creating a Title Tournament)', () => {
  function challengeAgain(script: LadderScript, challenger: string, challenged: string): LadderEvent {
    return { type: 'challenge-issued', challengeId: 'again', challenger, challenged, at: script.later(), scheduledAt: script.later(), place: 'Den' };
  }

  it('allows 3 games while both keep their Ranks and refuses the 4th challenge', () => {
    const script = climb().game('b', 'a', 'a').game('b', 'a', 'a').game('b', 'a', 'a');
    const state = play(script.events);
    expect(ranksOf(state)).toEqual({ a: '1st', b: '2nd' });
    const fourth = apply(state, challengeAgain(script, 'b', 'a'));
    expect(fourth).toMatchObject({ ok: false, rule: 'tt.three-games' });
    if (!fourth.ok) expect(fourth.reason).toContain('already played 3 times');
  });

  it('starts a fresh count once either player changes Rank (here by a switch on the third game)', () => {
    const script = climb().game('b', 'a', 'a').game('b', 'a', 'a').game('b', 'a', 'b');
    expect(ranksOf(play(script.events))).toEqual({ a: '2nd', b: '1st' });
    script.game('a', 'b', 'b').game('a', 'b', 'b').game('a', 'b', 'b');
    const state = play(script.events);
    expect(apply(state, challengeAgain(script, 'a', 'b'))).toMatchObject({ ok: false, rule: 'tt.three-games' });
  });

  it('counts walk-overs as results between the pair at those Ranks', () => {
    const script = new LadderScript().join('a', 'b', 'p1', 'p2', 'p3', 'p4', 'p5');
    // Fill 5th Rank so that an Unranked win changes nothing (tt.same-rank-win-next-full default).
    for (const p of ['p1', 'p2', 'p3', 'p4', 'p5']) script.game(p, 'b', p);
    script.game('a', 'b', 'a').neglected('a', 'b').neglected('a', 'b').neglected('a', 'b');
    const state = play(script.events);
    expect(ranksOf(state)).toMatchObject({ a: 'unranked', b: 'unranked' });
    expect(state.games.at(-1)?.kind).toBe('walk-over');
    script.game('b', 'a', 'b');
    expect(apply(play(script.events), challengeAgain(script, 'a', 'b'))).toMatchObject({ ok: false, rule: 'tt.three-games' });
  });
});

describe('Rejections leave the state unchanged and name the rule (1999, Creating a Title Tournament)', () => {
  const base = play(climb().events);
  const frozen = structuredClone(base);
  const cases: [string, LadderEvent, string][] = [
    ['duplicate player', { type: 'player-joined', playerId: 'a', name: 'A again', at: '2025-06-01T00:00:00Z' }, 'ledger.unique-id'],
    ['unknown challenger', { type: 'challenge-issued', challengeId: 'x', challenger: 'c0', challenged: 'a', at: '2025-06-01T00:00:00Z', scheduledAt: '2025-06-02T00:00:00Z', place: 'Den' }, 'ledger.known-player'],
    ['a lower Rank', { type: 'challenge-issued', challengeId: 'x', challenger: 'a', challenged: 'b', at: '2025-06-01T00:00:00Z', scheduledAt: '2025-06-02T00:00:00Z', place: 'Den' }, 'tt.challenge-rank'],
    ['no place', { type: 'challenge-issued', challengeId: 'x', challenger: 'b', challenged: 'a', at: '2025-06-01T00:00:00Z', scheduledAt: '2025-06-02T00:00:00Z', place: '  ' }, 'tt.time-and-place'],
    ['a time already past', { type: 'challenge-issued', challengeId: 'x', challenger: 'b', challenged: 'a', at: '2025-06-01T00:00:00Z', scheduledAt: '2025-05-01T00:00:00Z', place: 'Den' }, 'tt.time-and-place'],
    ['no time', { type: 'challenge-issued', challengeId: 'x', challenger: 'b', challenged: 'a', at: '2025-06-01T00:00:00Z', scheduledAt: 'soon', place: 'Den' }, 'tt.time-and-place'],
    ['game for a closed challenge', { type: 'game-recorded', gameId: 'x', challengeId: 'c1', at: '2025-06-01T00:00:00Z', winner: 'a' }, 'ledger.open-challenge'],
    ['game with an unknown challenge', { type: 'game-recorded', gameId: 'x', challengeId: 'nope', at: '2025-06-01T00:00:00Z', winner: 'a' }, 'ledger.open-challenge'],
    ['season ending that never started', { type: 'season-ended', seasonId: 's', at: '2025-06-01T00:00:00Z' }, 'ledger.season'],
  ];

  it.each(cases)('%s', (_label, event, rule) => {
    const result = apply(base, event);
    expect(result).toMatchObject({ ok: false, rule });
    if (!result.ok) expect(result.reason.length).toBeGreaterThan(10);
    expect(base).toEqual(frozen);
  });

  it('refuses a winner who is not in the challenge', () => {
    const script = climb().join('c');
    const id = script.challenge('b', 'a');
    const state = play(script.events);
    const result = apply(state, { type: 'game-recorded', gameId: 'gx', challengeId: id, at: script.later(), winner: 'c' });
    expect(result).toMatchObject({ ok: false, rule: 'ledger.game-parties' });
  });

  it('refuses a result once ranks have moved apart since the challenge was issued', () => {
    // C (Unranked) challenges A (Unranked); before they play, A climbs to 4th.
    const script = new LadderScript().join('a', 'b', 'c');
    const stale = script.challenge('c', 'a');
    script.game('a', 'b', 'a').game('b', 'a', 'b').game('a', 'b', 'a'); // A is now 4th, two Ranks above C
    const state = play(script.events);
    expect(state.players.a?.rank).toBe('4th');
    const result = apply(state, { type: 'game-recorded', gameId: 'late', challengeId: stale, at: script.later(), winner: 'c' });
    expect(result).toMatchObject({ ok: false, rule: 'tt.challenge-rank' });
    if (!result.ok) expect(result.reason).toContain('Withdraw it');
  });

  it('replay stops at the first rejected event and reports its index', () => {
    const events = [...climb().events, { type: 'player-joined', playerId: 'a', name: 'dup', at: '2025-09-01T00:00:00Z' } as const];
    const result = replay(events);
    expect(result).toMatchObject({ ok: false, index: events.length - 1, rule: 'ledger.unique-id' });
    expect(result.state).toEqual(base);
  });
});

describe('Seasons (1999, Creating a Title Tournament: "set a time limit ... to determine the ultimate 1999 Champion")', () => {
  it('names the 1st Rank holder champion at the season end, and the ladder keeps going', () => {
    const script = new LadderScript().season('s1', 30);
    const events = [...script.events, ...climb().events];
    const withSeason = play(events);
    expect(currentSeason(withSeason)?.id).toBe('s1');
    const ended = play([...events, { type: 'season-ended', seasonId: 's1', at: '2026-01-01T00:00:00Z' }]);
    expect(champions(ended)).toEqual([{ season: expect.objectContaining({ id: 's1' }), champion: 'a' }]);
    expect(currentSeason(ended)).toBeNull();
    const after = apply(ended, { type: 'challenge-issued', challengeId: 'next', challenger: 'b', challenged: 'a', at: '2026-01-02T00:00:00Z', scheduledAt: '2026-01-03T00:00:00Z', place: 'Den' });
    expect(after.ok).toBe(true);
  });

  // Seed 001 L681: "set a time limit ... to determine the ultimate 1999 Champion". A season ended
  // after its end date crowns whoever held 1st Rank on that date, not a game played past the limit.
  it('crowns the 1st Rank holder of the end date when the season is ended late', () => {
    const script = climb();
    // The season starts before the climb's last game and ends the day after it.
    const seasonStart = script.events.at(-2)!.at;
    const endsOn = new Date(Date.parse(script.events.at(-1)!.at) + 3_600_000).toISOString();
    const season: LadderEvent = { type: 'season-started', seasonId: 's1', name: 'Spring', at: seasonStart, endsOn };
    const events: LadderEvent[] = [...script.events.slice(0, -2), season, ...script.events.slice(-2)];
    const late = Date.parse(endsOn) + 2 * 86_400_000;
    events.push(
      { type: 'challenge-issued', challengeId: 'late', challenger: 'b', challenged: 'a', at: new Date(late).toISOString(), scheduledAt: new Date(late).toISOString(), place: 'Club' },
      { type: 'game-recorded', gameId: 'late-game', challengeId: 'late', winner: 'b', at: new Date(late + 3_600_000).toISOString() },
    );
    const played = play(events);
    expect(played.players.b!.rank).toBe('1st');
    const ended = play([...events, { type: 'season-ended', seasonId: 's1', at: new Date(late + 86_400_000).toISOString() }]);
    expect(champions(ended)[0]?.champion).toBe('a');
    // Ended on time, the same ladder crowns the holder of the moment.
    const onTime = play([...events.slice(0, -2), { type: 'season-ended', seasonId: 's1', at: endsOn }]);
    expect(champions(onTime)[0]?.champion).toBe('a');
  });

  it('has no champion when 1st Rank is empty, and refuses a second running season', () => {
    const script = new LadderScript().join('a').season('s1', 7);
    expect(apply(play(script.events), { type: 'season-started', seasonId: 's2', name: 'Two', at: script.later(), endsOn: '2030-01-01T00:00:00Z' })).toMatchObject({ ok: false, rule: 'ledger.season' });
    const ended = play(script.endSeason('s1').events);
    expect(champions(ended)[0]?.champion).toBeNull();
  });

  it('refuses a season that ends before it starts', () => {
    const result = apply(EMPTY_LADDER, { type: 'season-started', seasonId: 's', name: 'S', at: '2025-05-01T00:00:00Z', endsOn: '2025-04-01T00:00:00Z' });
    expect(result).toMatchObject({ ok: false, rule: 'tt.season' });
  });
});

describe('Event log replay (1999, Creating a Title Tournament: the ladder as stored events)', () => {
  it('events survive a JSON round trip and replay to the same state', () => {
    const events = climb().events;
    const stored = JSON.parse(JSON.stringify(events)) as LadderEvent[];
    const direct: LadderState = play(events);
    expect(replay(stored)).toEqual({ ok: true, state: direct });
  });
});
