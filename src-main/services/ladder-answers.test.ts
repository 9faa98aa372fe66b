import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatch } from '../dispatch';
import { openTempStore, type TempStore } from '../testing/temp-store';
import type { LadderView } from '../../src-shared/contract/ladders';
import { succeeded } from '../testing/succeeded';

let temp: TempStore;
let clock: number;
let campaignId: string;

const DAY = 86_400_000;
beforeEach(() => {
  temp = openTempStore();
  clock = Date.parse('2025-03-10T18:00:00Z');
  campaignId = (value('campaigns.create', { name: 'Ladder war' }) as { id: string }).id;
});
afterEach(() => temp.dispose());

const call = (name: string, input: unknown) => dispatch({ ...temp.ctx, now: () => clock }, name, input);
const value = <T = LadderView>(name: string, input: unknown): T => succeeded<T>(name, call(name, input));
const idOf = (view: LadderView, name: string) => view.players.find((player) => player.name === name)!.id;
const eventRows = () => temp.store.sqlite.prepare('SELECT count(*) FROM ladder_events').pluck().get() as number;

function challenged(rulings: Record<string, string> = {}): { view: LadderView; challengeId: string } {
  const start = value('ladders.create', { campaignId, name: 'Club ladder', system: '1999', players: ['Ann', 'Bob'], rulings });
  const view = value('ladders.challenge', { ladderId: start.ladder.id, challenger: idOf(start, 'Ann'), challenged: idOf(start, 'Bob'), scheduledAt: new Date(clock + DAY).toISOString(), place: 'Club Hall' });
  return { view, challengeId: view.challenges.at(-1)!.id };
}

describe('answering a challenge: accepted, declined or rescheduled, each a step in the ladder log', () => {
  it('accepts a challenge once, keeping it open and saying so in the log', () => {
    const { view, challengeId } = challenged();
    expect(view.challenges[0]!.acceptedAt).toBeNull();
    const accepted = value('ladders.accept', { ladderId: view.ladder.id, challengeId });
    expect(accepted.challenges[0]).toMatchObject({ status: 'open', acceptedAt: new Date(clock).toISOString() });
    expect(accepted.log.at(-1)!.summary).toBe("Bob accepted Ann's challenge, at Club Hall.");

    const rows = eventRows();
    const again = call('ladders.accept', { ladderId: view.ladder.id, challengeId });
    expect(again.ok).toBe(false);
    if (!again.ok) expect(again.error.message).toContain('already been accepted');
    expect(eventRows()).toBe(rows);
  });

  it('refuses to decline a challenge once it was accepted, writing nothing (seed 001 L671: an agreed game not played is a neglect)', () => {
    const { view, challengeId } = challenged();
    value('ladders.accept', { ladderId: view.ladder.id, challengeId });
    const rows = eventRows();
    const refused = call('ladders.decline', { ladderId: view.ladder.id, challengeId });
    expect(refused).toMatchObject({ ok: false, error: { code: 'rejected', message: expect.stringContaining('was accepted, so it can no longer be declined') } });
    expect(eventRows()).toBe(rows);
    const after = value('ladders.get', { id: view.ladder.id });
    expect(after.challenges[0]).toMatchObject({ status: 'open' });
  });

  it('refuses answers to a declined challenge, writing nothing', () => {
    const { view, challengeId } = challenged();
    value('ladders.decline', { ladderId: view.ladder.id, challengeId });
    const rows = eventRows();
    for (const name of ['ladders.accept', 'ladders.decline', 'ladders.neglect', 'ladders.withdraw']) {
      const refused = call(name, { ladderId: view.ladder.id, challengeId });
      expect(refused.ok, name).toBe(false);
      if (!refused.ok) expect(refused.error.message).toContain('already closed (declined)');
    }
    const game = call('ladders.recordGame', { ladderId: view.ladder.id, challengeId, winner: idOf(view, 'Ann') });
    expect(game.ok).toBe(false);
    expect(eventRows()).toBe(rows);
  });

  it('reschedules to a new time and place; a neglect is then judged against the new time', () => {
    const { view, challengeId } = challenged();
    const newTime = new Date(clock + 3 * DAY).toISOString();
    const moved = value('ladders.reschedule', { ladderId: view.ladder.id, challengeId, scheduledAt: newTime, place: "Bob's garage" });
    expect(moved.challenges[0]).toMatchObject({ status: 'open', scheduledAt: newTime, place: "Bob's garage", rescheduled: 1 });
    expect(moved.log.at(-1)!.summary).toBe("Ann's challenge to Bob was rescheduled and moved to Bob's garage.");

    clock += 2 * DAY; // past the first time, before the new one
    const early = call('ladders.neglect', { ladderId: view.ladder.id, challengeId });
    expect(early.ok).toBe(false);
    if (!early.ok) expect(early.error.message).toContain('only once the time this challenge names for the game has passed');
    clock += 2 * DAY;
    expect(value('ladders.neglect', { ladderId: view.ladder.id, challengeId }).challenges[0]!.status).toBe('neglected');
  });

  it('refuses a reschedule to a time already passed, to the same time and place, or to a blank place', () => {
    const { view, challengeId } = challenged();
    const rows = eventRows();
    const past = call('ladders.reschedule', { ladderId: view.ladder.id, challengeId, scheduledAt: new Date(clock - DAY).toISOString() });
    expect(past.ok).toBe(false);
    if (!past.ok) expect(past.error.message).toContain('already passed');
    const same = call('ladders.reschedule', { ladderId: view.ladder.id, challengeId, scheduledAt: view.challenges[0]!.scheduledAt });
    expect(same.ok).toBe(false);
    if (!same.ok) expect(same.error.message).toContain('same as before');
    const blank = call('ladders.reschedule', { ladderId: view.ladder.id, challengeId, scheduledAt: new Date(clock + 2 * DAY).toISOString(), place: '   ' });
    expect(blank.ok).toBe(false);
    expect(eventRows()).toBe(rows);
  });
});

/** Ann challenges Bob again for tomorrow at the Club Hall; the new challenge's id. */
function challengeAgain(view: LadderView): string {
  return value('ladders.challenge', { ladderId: view.ladder.id, challenger: idOf(view, 'Ann'), challenged: idOf(view, 'Bob'), scheduledAt: new Date(clock + DAY).toISOString(), place: 'Club Hall' }).challenges.at(-1)!.id;
}

// seed 001 L671: "After the 3rd time you’ve challenged the same player, naming a time and place (reasonably accessible
// to both of you) without getting a game due to his neglience, you win on walk over." The ruling tt.declined-challenge
// says whether a refusal is the decliner's neglect (L669–L671 never speak of declining).
describe('a declined challenge and the walk-over: the ladder’s ruling', () => {
  it('by default counts a decline as the decliner’s neglect: the third is a walk-over win, said in the log', () => {
    const { view, challengeId } = challenged();
    const first = value('ladders.decline', { ladderId: view.ladder.id, challengeId });
    expect(first.challenges[0]).toMatchObject({ status: 'declined', closedAt: new Date(clock).toISOString(), neglectsCounting: 1 });
    expect(first.log.at(-1)!.summary).toBe("Bob declined Ann's challenge, which counts as Bob's neglect (1 of 3 towards a walk-over).");

    // A neglect after it is the second (the log counts declines too).
    const second = challengeAgain(first);
    clock += 2 * DAY;
    expect(value('ladders.neglect', { ladderId: view.ladder.id, challengeId: second }).log.at(-1)!.summary).toBe("Bob neglected Ann's challenge (2 of 3 towards a walk-over).");

    const third = value('ladders.decline', { ladderId: view.ladder.id, challengeId: challengeAgain(first) });
    expect(third.players.map((player) => [player.name, player.rank])).toEqual([['Ann', '5th'], ['Bob', 'unranked']]);
    expect(third.challenges.at(-1)!.status).toBe('walk-over');
    expect(third.history.at(-1)).toMatchObject({ playerId: idOf(view, 'Ann'), from: 'unranked', to: '5th', cause: { kind: 'walk-over' } });
    expect(third.log.at(-1)!.summary).toMatch(/^Bob declined Ann's challenge, which counts as Bob's neglect: the third of 3, a walk-over win for Ann\. .*\(Ann: Unranked → 5th Rank\)$/);
    expect(third.standings.find((row) => row.name === 'Ann')).toMatchObject({ wins: 1, walkOverWins: 1 });

    // The stored log replays to the same ladder.
    expect(value('ladders.get', { id: view.ladder.id })).toEqual(third);
  });

  it('with "no consequence" closes a declined challenge without counting it; three declines move nobody', () => {
    const rulings = { 'tt.declined-challenge': 'no-consequence' };
    const { view, challengeId } = challenged(rulings);
    let declined = value('ladders.decline', { ladderId: view.ladder.id, challengeId });
    expect(declined.challenges[0]).toMatchObject({ status: 'declined', neglectsCounting: 0 });
    expect(declined.log.at(-1)!.summary).toBe("Bob declined Ann's challenge. It is closed and does not count towards a walk-over.");
    for (let i = 0; i < 2; i++) declined = value('ladders.decline', { ladderId: view.ladder.id, challengeId: challengeAgain(declined) });
    expect(declined.players.map((player) => player.rank)).toEqual(['unranked', 'unranked']);
    expect(declined.games).toEqual([]);
    expect(declined.ladder.rulings).toEqual(rulings);
  });

  it('refuses, writing nothing, a decline that would count on a challenge the Ranks have since moved apart', () => {
    const start = value('ladders.create', { campaignId, name: 'Club ladder', system: '1999', players: ['Ann', 'Bob', 'Cid', 'Dee'], rulings: {} });
    const ladderId = start.ladder.id;
    const challenge = (challenger: string, challengedName: string) =>
      value('ladders.challenge', { ladderId, challenger: idOf(start, challenger), challenged: idOf(start, challengedName), scheduledAt: new Date(clock + DAY).toISOString(), place: 'Club Hall' }).challenges.at(-1)!.id;
    const play = (challenger: string, challengedName: string) => value('ladders.recordGame', { ladderId, challengeId: challenge(challenger, challengedName), winner: idOf(start, challenger) });
    play('Cid', 'Dee');
    const open = challenge('Ann', 'Bob');
    play('Bob', 'Dee'); // Bob to 5th Rank
    const climbed = play('Bob', 'Cid'); // Bob to 4th Rank: two above Unranked Ann
    expect(climbed.players.find((player) => player.name === 'Bob')!.rank).toBe('4th');

    const rows = eventRows();
    const refused = call('ladders.decline', { ladderId, challengeId: open });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.message).toContain('Ranks changed since this challenge was issued');
    expect(eventRows()).toBe(rows);
    expect(value('ladders.withdraw', { ladderId, challengeId: open }).challenges.find((c) => c.id === open)!.status).toBe('withdrawn');
  });

  it('counts neglects in the log under the ladder’s own tt.walk-over-count, not the default', () => {
    const { view, challengeId } = challenged({ 'tt.walk-over-count': 'cumulative' });
    clock += 2 * DAY;
    value('ladders.neglect', { ladderId: view.ladder.id, challengeId });
    const played = challengeAgain(view);
    value('ladders.recordGame', { ladderId: view.ladder.id, challengeId: played, winner: null });
    const again = challengeAgain(view);
    clock += 2 * DAY;
    const neglected = value('ladders.neglect', { ladderId: view.ladder.id, challengeId: again });
    expect(neglected.log.at(-1)!.summary).toBe("Bob neglected Ann's challenge (2 of 3 towards a walk-over).");
    expect(neglected.challenges.at(-1)!.neglectsCounting).toBe(2);
  });
});

describe('a result before the agreed time: a house setting per ladder', () => {
  it('is accepted by default, so players who meet early can record their game', () => {
    const { view, challengeId } = challenged();
    const played = value('ladders.recordGame', { ladderId: view.ladder.id, challengeId, winner: idOf(view, 'Ann') });
    expect(played.challenges[0]!.status).toBe('played');
  });

  it('is refused, changing nothing, when the group chose so; accepted once the named time has come', () => {
    const { view, challengeId } = challenged({ 'tt.result-before-agreed-time': 'refused' });
    const rows = eventRows();
    const early = call('ladders.recordGame', { ladderId: view.ladder.id, challengeId, winner: idOf(view, 'Ann') });
    expect(early.ok).toBe(false);
    if (!early.ok) expect(early.error.message).toContain("dated before the time this challenge names, and this ladder's house rule refuses that");
    expect(eventRows()).toBe(rows);

    clock += 2 * DAY;
    const backDated = call('ladders.recordGame', { ladderId: view.ladder.id, challengeId, winner: idOf(view, 'Ann'), playedAt: new Date(clock - 1.5 * DAY).toISOString() });
    expect(backDated.ok).toBe(false);
    const played = value('ladders.recordGame', { ladderId: view.ladder.id, challengeId, winner: idOf(view, 'Ann') });
    expect(played.challenges[0]!.status).toBe('played');
    expect(played.players.find((player) => player.name === 'Ann')!.rank).toBe('5th');
  });

  it('refuses an unknown choice for the setting at the contract', () => {
    const refused = call('ladders.create', { campaignId, name: 'Odd ladder', system: '1999', players: ['Ann', 'Bob'], rulings: { 'tt.result-before-agreed-time': 'sometimes' } });
    expect(refused.ok).toBe(false);
  });
});
