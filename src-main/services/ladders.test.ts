import { describe, expect, it } from 'vitest';
import { dispatch } from '../dispatch';
import { openDatabase } from '../db/open';
import { createServiceContext } from './context';
import { MIGRATIONS_FOLDER } from '../testing/temp-store';
import { DAY, ladderClub, playerIdOf as idOf } from '../testing/ladder-club';
import type { LadderView } from '../../src-shared/contract/ladders';

// A clock the test moves by hand, so neglects can come after the time a challenge named.
const club = ladderClub('2025-03-01T18:00:00Z');
const { call, value, game, neglected } = club;
const eventRows = () => club.rows('ladder_events');
const rankOf = (view: LadderView, name: string) => view.players.find((player) => player.name === name)!.rank;
const createSix = (rulings: Record<string, string> = {}): LadderView => club.ladder(['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay'], rulings);

/** Ann and Bob climb together from Unranked until Bob takes 1st Rank from Ann. */
function climbToTheTop(view: LadderView): LadderView {
  for (let step = 0; step < 9; step++) view = step % 2 === 0 ? game(view, 'Ann', 'Bob', 'Ann') : game(view, 'Bob', 'Ann', 'Bob');
  return game(view, 'Bob', 'Ann', 'Bob', 'Battle of the Ford');
}

describe('ladder services over a real SQLite file (1999, Creating a Title Tournament)', () => {
  it('creates a ladder whose six players join Unranked, with the Rank Table allowances and occupancy', () => {
    const view = createSix();
    expect(view.ladder).toMatchObject({ name: 'Club ladder', system: '1999', players: 6, leader: null, eventCount: 6 });
    expect(view.ranks.map((rank) => [rank.label, rank.allowance, rank.playerIds.length])).toEqual([
      ['1st Rank', 1, 0],
      ['2nd Rank', 2, 0],
      ['3rd Rank', 3, 0],
      ['4th Rank', 4, 0],
      ['5th Rank', 5, 0],
      ['Unranked', null, 6],
    ]);
    expect(view.log.map((entry) => entry.summary)).toContain('Ann joined the tournament, Unranked.');
    expect(eventRows()).toBe(6);
    expect(value<unknown[]>('ladders.list', { campaignId: club.campaignId })).toEqual([expect.objectContaining({ id: view.ladder.id, players: 6 })]);
  });

  it('replays challenges from an empty ladder to a change at the top, each rank change with its cause', () => {
    const view = climbToTheTop(createSix());
    expect(rankOf(view, 'Bob')).toBe('1st');
    expect(rankOf(view, 'Ann')).toBe('2nd');
    expect(view.ladder.leader).toBe('Bob');
    expect(view.standings.slice(0, 2).map((row) => [row.name, row.rank, row.wins, row.losses])).toEqual([
      ['Bob', '1st', 5, 5],
      ['Ann', '2nd', 5, 5],
    ]);
    const top = view.history.slice(-2);
    expect(top.map((change) => [change.playerId, change.from, change.to])).toEqual([
      [idOf(view, 'Bob'), '2nd', '1st'],
      [idOf(view, 'Ann'), '1st', '2nd'],
    ]);
    expect(top[0]!.cause).toMatchObject({ kind: 'game', battleId: 'Battle of the Ford' });
    expect(top[0]!.explanation).toContain('switch Ranks');
    expect(view.series.find((series) => series.playerId === idOf(view, 'Ann'))!.points.map((point) => point.level)).toEqual([0, 1, 2, 3, 4, 5, 4]);
    expect(view.headToHead).toEqual([{ a: idOf(view, 'Ann'), b: idOf(view, 'Bob'), games: 10, winsA: 5, winsB: 5, draws: 0, walkOvers: 0 }]);
    expect(view.log.at(-1)!.summary).toContain('Bob beat Ann. Battle: Battle of the Ford.');

    // The stored log replays to the same ladder after the file is closed and opened again.
    club.temp.store.close();
    const reopened = openDatabase({ file: club.temp.file, migrationsFolder: MIGRATIONS_FOLDER });
    const again = dispatch(createServiceContext(reopened, 'browser', 'test', { now: () => club.now }), 'ladders.get', { id: view.ladder.id });
    reopened.close();
    (club.temp as { store: unknown }).store = openDatabase({ file: club.temp.file, migrationsFolder: MIGRATIONS_FOLDER });
    expect(again).toEqual({ ok: true, value: view });
  });

  it('explains eligibility before a challenge, and refuses an ineligible one with the rule, writing nothing', () => {
    let view = createSix();
    view = game(view, 'Ann', 'Bob', 'Ann'); // Ann to 5th
    view = game(view, 'Cid', 'Ann', 'Ann'); // Ann defends against a lower player: no change
    expect(rankOf(view, 'Ann')).toBe('5th');
    view = game(game(view, 'Dee', 'Eve', 'Dee'), 'Dee', 'Ann', 'Dee'); // Dee to 5th, then to 4th (beat the same Rank)
    expect(rankOf(view, 'Dee')).toBe('4th');

    const ok = value('ladders.eligibility', { ladderId: view.ladder.id, challenger: idOf(view, 'Bob'), challenged: idOf(view, 'Ann') });
    expect(ok).toEqual({ eligible: true, rule: null, explanation: expect.stringContaining('one Rank higher') });
    const tooHigh = value('ladders.eligibility', { ladderId: view.ladder.id, challenger: idOf(view, 'Bob'), challenged: idOf(view, 'Dee') });
    expect(tooHigh).toMatchObject({ eligible: false, rule: { id: 'tt.challenge-rank', quote: expect.stringContaining('the same Rank, or one Rank higher') } });

    const before = eventRows();
    const refused = call('ladders.challenge', { ladderId: view.ladder.id, challenger: idOf(view, 'Bob'), challenged: idOf(view, 'Dee'), scheduledAt: '2025-12-01T19:00:00Z', place: 'Club' });
    expect(refused).toMatchObject({ ok: false, error: { code: 'rejected', message: expect.stringMatching(/Dee is 2 Ranks higher.*Rule \(Creating a Title Tournament\): “You may challenge/) } });
    const downward = call('ladders.challenge', { ladderId: view.ladder.id, challenger: idOf(view, 'Dee'), challenged: idOf(view, 'Ann'), scheduledAt: '2025-12-01T19:00:00Z', place: 'Club' });
    expect(downward).toMatchObject({ ok: false, error: { code: 'rejected', message: expect.stringContaining('Ann is below Dee') } });
    expect(eventRows()).toBe(before);
    expect(value('ladders.get', { id: view.ladder.id })).toEqual(view);
  });

  it('refuses a fourth game for the same Ranks (draws count by default), but not once a house rule says draws do not', () => {
    let view = createSix();
    for (let i = 0; i < 3; i++) view = game(view, 'Cid', 'Dee', null);
    const before = eventRows();
    const fourth = call('ladders.challenge', { ladderId: view.ladder.id, challenger: idOf(view, 'Dee'), challenged: idOf(view, 'Cid'), scheduledAt: '2026-01-01T19:00:00Z', place: 'Club' });
    expect(fourth).toMatchObject({ ok: false, error: { code: 'rejected', message: expect.stringContaining('3 times as long as you both retain your respective Ranks') } });
    expect(eventRows()).toBe(before);

    let relaxed = createSix({ 'tt.drawn-game': 'not-counted' });
    for (let i = 0; i < 3; i++) relaxed = game(relaxed, 'Cid', 'Dee', null);
    expect(game(relaxed, 'Dee', 'Cid', 'Dee').players.find((p) => p.name === 'Dee')!.rank).toBe('5th');
  });

  it('counts neglected challenges and makes the third a walk-over win, with its cause in the history', () => {
    let view = createSix();
    view = neglected(view, 'Eve', 'Fay');
    view = neglected(view, 'Eve', 'Fay');
    expect(rankOf(view, 'Eve')).toBe('unranked');
    expect(view.log.at(-1)!.summary).toBe("Fay neglected Eve's challenge (2 of 3 towards a walk-over).");
    view = neglected(view, 'Eve', 'Fay');
    expect(rankOf(view, 'Eve')).toBe('5th');
    expect(view.history.at(-1)).toMatchObject({ playerId: idOf(view, 'Eve'), from: 'unranked', to: '5th', cause: { kind: 'walk-over' } });
    expect(view.standings.find((row) => row.name === 'Eve')).toMatchObject({ wins: 1, walkOverWins: 1 });
    expect(view.challenges.map((challenge) => challenge.status)).toEqual(['neglected', 'neglected', 'walk-over']);
  });

  it('refuses a neglect before the named time, a winner outside the challenge, and a closed challenge', () => {
    const view = createSix();
    const issued = value('ladders.challenge', { ladderId: view.ladder.id, challenger: idOf(view, 'Ann'), challenged: idOf(view, 'Bob'), scheduledAt: new Date(club.now + DAY).toISOString(), place: 'Club' });
    const challengeId = issued.challenges[0]!.id;
    const before = eventRows();
    expect(call('ladders.neglect', { ladderId: view.ladder.id, challengeId })).toMatchObject({ ok: false, error: { code: 'rejected', message: expect.stringContaining('only once the time this challenge names for the game has passed') } });
    expect(call('ladders.recordGame', { ladderId: view.ladder.id, challengeId, winner: idOf(view, 'Cid') })).toMatchObject({ ok: false, error: { code: 'rejected' } });
    expect(call('ladders.preview', { ladderId: view.ladder.id, challengeId, winner: idOf(view, 'Ann') })).toEqual({
      ok: true,
      value: { explanation: expect.stringContaining('advances one Rank'), moves: [{ playerId: idOf(view, 'Ann'), from: 'unranked', to: '5th' }] },
    });
    expect(eventRows()).toBe(before);
    value('ladders.withdraw', { ladderId: view.ladder.id, challengeId });
    expect(call('ladders.recordGame', { ladderId: view.ladder.id, challengeId, winner: idOf(view, 'Ann') })).toMatchObject({ ok: false, error: { code: 'rejected', message: 'This challenge is already closed (withdrawn).' } });
    expect(eventRows()).toBe(before + 1);
  });

  // Seed 001 L671: neglect is judged against the time the challenge named. A refusal is read by a
  // player: no stored timestamp, no player id.
  it('words a refused neglect and a refused winner for the player: no raw timestamp, no id', () => {
    const view = createSix();
    const issued = value('ladders.challenge', { ladderId: view.ladder.id, challenger: idOf(view, 'Ann'), challenged: idOf(view, 'Bob'), scheduledAt: new Date(club.now + DAY).toISOString(), place: 'Club' });
    const challengeId = issued.challenges[0]!.id;
    const early = call('ladders.neglect', { ladderId: view.ladder.id, challengeId });
    expect(early).toMatchObject({ ok: false, error: { code: 'rejected', message: expect.stringMatching(/^Bob can be marked neglected only once the time this challenge names for the game has passed\./) } });
    expect(JSON.stringify(early)).not.toMatch(/\d{4}-\d\d-\d\dT/);
    const stranger = idOf(view, 'Cid');
    const preview = call('ladders.preview', { ladderId: view.ladder.id, challengeId, winner: stranger });
    expect(preview).toMatchObject({ ok: false, error: { code: 'rejected', path: 'winner', message: expect.stringMatching(/^The winner must be Ann or Bob, the two players of this challenge\./) } });
    expect(JSON.stringify(preview)).not.toContain(stranger);
  });

  it('refuses a past time for the game, a taken name, a bad ruling and a missing campaign, at the right field', () => {
    const view = createSix();
    const before = eventRows();
    expect(call('ladders.challenge', { ladderId: view.ladder.id, challenger: idOf(view, 'Ann'), challenged: idOf(view, 'Bob'), scheduledAt: '2020-01-01T19:00:00Z', place: 'Club' })).toMatchObject({
      ok: false,
      error: { code: 'rejected', message: expect.stringContaining('already passed') },
    });
    expect(call('ladders.challenge', { ladderId: view.ladder.id, challenger: idOf(view, 'Ann'), challenged: idOf(view, 'Bob'), scheduledAt: 'soon', place: 'Club' })).toEqual({
      ok: false,
      error: { code: 'invalid_input', message: 'Time of the game must be a date and time', path: 'scheduledAt' },
    });
    expect(call('ladders.join', { ladderId: view.ladder.id, name: 'ann' })).toEqual({ ok: false, error: { code: 'conflict', message: 'ann is already on this ladder', path: 'name' } });
    expect(call('ladders.create', { campaignId: club.campaignId, name: 'Twins', system: '1999', players: ['Ann', 'ANN'] })).toMatchObject({ ok: false, error: { path: 'players.1' } });
    expect(call('ladders.create', { campaignId: club.campaignId, name: 'House', system: '1999', rulings: { 'tt.drawn-game': 'sometimes' } })).toMatchObject({
      ok: false,
      error: { code: 'invalid_input', path: 'rulings.tt.drawn-game' },
    });
    expect(call('ladders.create', { campaignId: 'nope', name: 'Lost', system: '1999' })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(eventRows()).toBe(before);
    expect(club.temp.store.sqlite.prepare('SELECT count(*) FROM ladders').pluck().get()).toBe(1);
  });

  it('runs seasons with an end date, names the champion, and keeps the ladder going', () => {
    let view = createSix();
    view = value('ladders.startSeason', { ladderId: view.ladder.id, name: 'March', endsOn: '2025-03-31T23:59:00Z' });
    expect(view.currentSeasonId).not.toBeNull();
    expect(call('ladders.startSeason', { ladderId: view.ladder.id, name: 'Overlap', endsOn: '2025-04-30T00:00:00Z' })).toMatchObject({ ok: false, error: { message: expect.stringContaining('still running') } });
    view = climbToTheTop(view);
    view = value('ladders.endSeason', { ladderId: view.ladder.id, seasonId: view.currentSeasonId });
    expect(view.seasons[0]).toMatchObject({ name: 'March', champion: idOf(view, 'Bob'), endedAt: expect.any(String) });
    expect(view.log.at(-1)!.summary).toBe('Season “March” ended. Champion: Bob.');
    view = game(view, 'Cid', 'Dee', 'Cid');
    expect(rankOf(view, 'Cid')).toBe('5th');
  });

  // Seed 001 L681: the time limit determines the Champion. Bob takes 1st Rank the evening after the
  // season's end date; the season, ended then, crowns Ann, who held it on that date.
  it('crowns the holder of the end date when a season is ended after it, and says so before it is ended', () => {
    let view = createSix();
    view = value('ladders.startSeason', { ladderId: view.ladder.id, name: 'Early March', endsOn: '2025-03-11T12:00:00Z' });
    view = climbToTheTop(view);
    expect(rankOf(view, 'Bob')).toBe('1st');
    expect(view.seasons[0]).toMatchObject({ overdue: true, championIfEndedNow: idOf(view, 'Ann') });
    view = value('ladders.endSeason', { ladderId: view.ladder.id, seasonId: view.currentSeasonId });
    expect(view.seasons[0]).toMatchObject({ champion: idOf(view, 'Ann'), championIfEndedNow: null });
    expect(view.log.at(-1)!.summary).toBe('Season “Early March” ended. Champion: Ann.');
  });

  it('deletes a ladder with its events, and with its campaign', () => {
    const view = createSix();
    expect(call('ladders.delete', { id: view.ladder.id })).toEqual({ ok: true, value: { id: view.ladder.id } });
    expect(eventRows()).toBe(0);
    createSix();
    value('campaigns.delete', { id: club.campaignId });
    expect(eventRows()).toBe(0);
    expect(club.temp.store.sqlite.prepare('SELECT count(*) FROM ladders').pluck().get()).toBe(0);
  });
});
