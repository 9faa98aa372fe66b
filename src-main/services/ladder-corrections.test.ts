import { describe, expect, it } from 'vitest';
import { dispatch } from '../dispatch';
import { openDatabase } from '../db/open';
import { createServiceContext } from './context';
import { MIGRATIONS_FOLDER } from '../testing/temp-store';
import type { LadderView, VoidPreview } from '../../src-shared/contract/ladders';
import { DAY, ladderClub, playerIdOf as idOf } from '../testing/ladder-club';

const club = ladderClub('2025-03-10T18:00:00Z');
const { call, value, game } = club;
const ranks = (view: LadderView) => Object.fromEntries(view.players.map((player) => [player.name, player.rank]));
const eventRows = () => club.rows('ladder_events');
const ladder = () => club.ladder(['Ann', 'Bob', 'Cid']);

describe('ladder corrections: a void is a step in the log, the ladder replays without the voided entry', () => {
  it('undoes a wrong result: ranks restored, both the entry and the correction kept with who, when and why', () => {
    const start = ladder();
    const wrong = game(start, 'Ann', 'Bob', 'Ann');
    expect(ranks(wrong)).toMatchObject({ Ann: '5th', Bob: 'unranked' });
    const wrongStep = wrong.log.at(-1)!.seq;
    const rowsBefore = eventRows();

    const preview = value<VoidPreview>('ladders.previewVoid', { ladderId: start.ladder.id, step: wrongStep });
    expect(preview.entry).toContain('Ann beat Bob.');
    expect(preview.ranks).toEqual([{ name: 'Ann', from: '5th Rank', to: 'Unranked' }]);
    expect([preview.gamesBefore, preview.gamesAfter]).toEqual([1, 0]);

    const fixed = value('ladders.void', { ladderId: start.ladder.id, step: wrongStep, reason: 'Bob won, not Ann', by: 'Cid' });
    expect(ranks(fixed)).toEqual({ Ann: 'unranked', Bob: 'unranked', Cid: 'unranked' });
    expect(fixed.games).toEqual([]);
    expect(fixed.challenges.at(-1)!.status).toBe('open');
    expect(eventRows()).toBe(rowsBefore + 1);
    const voided = fixed.log.find((entry) => entry.seq === wrongStep)!;
    expect(voided.voided).toMatchObject({ by: 'Cid', reason: 'Bob won, not Ann' });
    expect(voided.voidable).toBe(false);
    expect(fixed.log.at(-1)!.summary).toBe(`Cid voided entry ${wrongStep} (“${voided.summary}”): Bob won, not Ann`);

    // The challenge is open again, so the right result can be recorded.
    const right = value('ladders.recordGame', { ladderId: start.ladder.id, challengeId: fixed.challenges.at(-1)!.id, winner: idOf(fixed, 'Bob') });
    expect(right.standings.find((row) => row.name === 'Bob')!.wins).toBe(1);
    expect(right.standings.find((row) => row.name === 'Ann')!.wins).toBe(0);

    // A fresh connection replays the same ladder from the stored steps.
    const store = openDatabase({ file: club.temp.file, migrationsFolder: MIGRATIONS_FOLDER });
    try {
      const again = dispatch(createServiceContext(store, 'browser', 'test'), 'ladders.get', { id: start.ladder.id });
      expect(again.ok && again.value).toEqual(right);
    } finally {
      store.close();
    }
  });

  it('voids an earlier game and replays the later ones without it', () => {
    let view = game(ladder(), 'Ann', 'Bob', 'Ann');
    const first = view.log.at(-1)!.seq;
    view = game(view, 'Cid', 'Ann', 'Cid');
    expect(ranks(view)).toEqual({ Ann: '5th', Cid: '5th', Bob: 'unranked' });
    const preview = value<VoidPreview>('ladders.previewVoid', { ladderId: view.ladder.id, step: first });
    // Without Ann's first win, Cid's win over her is a win between Unranked players: only Ann moves.
    expect(preview.ranks).toEqual([{ name: 'Ann', from: '5th Rank', to: 'Unranked' }]);
    expect([preview.gamesBefore, preview.gamesAfter]).toEqual([2, 1]);
    view = value('ladders.void', { ladderId: view.ladder.id, step: first, reason: 'Played for fun, not for the ladder', by: 'Ann' });
    expect(ranks(view)).toEqual({ Ann: 'unranked', Bob: 'unranked', Cid: '5th' });
  });

  it('refuses a void that would leave a later entry standing on nothing, and a second void of the same entry, writing nothing', () => {
    const view = game(ladder(), 'Ann', 'Bob', 'Ann');
    const challengeStep = view.log.at(-2)!.seq;
    const gameStep = view.log.at(-1)!.seq;
    const rows = eventRows();
    const refused = call('ladders.void', { ladderId: view.ladder.id, step: challengeStep, reason: 'never made', by: 'Ann' });
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.error.message).toContain(`void entry ${gameStep} first`);
    value('ladders.void', { ladderId: view.ladder.id, step: gameStep, reason: 'wrong', by: 'Ann' });
    const twice = call('ladders.void', { ladderId: view.ladder.id, step: gameStep, reason: 'wrong', by: 'Ann' });
    expect(!twice.ok && twice.error.message).toContain('already void');
    const missing = call('ladders.void', { ladderId: view.ladder.id, step: 99, reason: 'wrong', by: 'Ann' });
    expect(!missing.ok && missing.error.message).toContain('no entry 99');
    const noReason = call('ladders.void', { ladderId: view.ladder.id, step: challengeStep, reason: '  ', by: 'Ann' });
    expect(!noReason.ok && noReason.error.message).toContain('Say why');
    expect(eventRows()).toBe(rows + 1);
  });
});

describe('back-dated challenges and results (ruling: entries after the fact are allowed, never in the future)', () => {
  it('records last week’s challenge and game with their own dates', () => {
    const view = ladder();
    const issuedAt = new Date(club.now - 7 * DAY).toISOString();
    const scheduledAt = new Date(club.now - 5 * DAY).toISOString();
    const issued = value('ladders.challenge', { ladderId: view.ladder.id, challenger: idOf(view, 'Ann'), challenged: idOf(view, 'Bob'), scheduledAt, place: 'Club Hall', issuedAt });
    expect(issued.challenges.at(-1)).toMatchObject({ issuedAt, scheduledAt });
    const playedAt = scheduledAt;
    const played = value('ladders.recordGame', { ladderId: view.ladder.id, challengeId: issued.challenges.at(-1)!.id, winner: idOf(view, 'Bob'), playedAt });
    expect(played.games.at(-1)!.at).toBe(playedAt);
    expect(ranks(played)).toMatchObject({ Bob: '5th', Ann: 'unranked' });
  });

  it('refuses a challenge dated in the future and a game dated before its challenge', () => {
    const view = ladder();
    const future = call('ladders.challenge', { ladderId: view.ladder.id, challenger: idOf(view, 'Ann'), challenged: idOf(view, 'Bob'), scheduledAt: new Date(club.now + 3 * DAY).toISOString(), place: 'Club Hall', issuedAt: new Date(club.now + DAY).toISOString() });
    expect(!future.ok && future.error).toMatchObject({ path: 'issuedAt' });
    const issued = value('ladders.challenge', { ladderId: view.ladder.id, challenger: idOf(view, 'Ann'), challenged: idOf(view, 'Bob'), scheduledAt: new Date(club.now - DAY).toISOString(), place: 'Club Hall', issuedAt: new Date(club.now - 2 * DAY).toISOString() });
    const early = call('ladders.recordGame', { ladderId: view.ladder.id, challengeId: issued.challenges.at(-1)!.id, winner: null, playedAt: new Date(club.now - 3 * DAY).toISOString() });
    expect(!early.ok && early.error).toMatchObject({ path: 'playedAt' });
    expect(value('ladders.get', { id: view.ladder.id }).games).toEqual([]);
  });
});
