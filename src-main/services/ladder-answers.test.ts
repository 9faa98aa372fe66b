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

  // Seed 001 L671: only a challenge left "without getting a game due to his neglience" counts towards a walk-over;
  // the text names no consequence for declining, so a declined challenge is simply closed (our ruling, docs/using.md's Ladder entry).
  it('closes a declined challenge without counting it towards a walk-over, and refuses answers after', () => {
    const { view, challengeId } = challenged();
    const declined = value('ladders.decline', { ladderId: view.ladder.id, challengeId });
    expect(declined.challenges[0]).toMatchObject({ status: 'declined', closedAt: new Date(clock).toISOString(), neglectsCounting: 0 });
    expect(declined.players.map((player) => player.rank)).toEqual(['unranked', 'unranked']);
    expect(declined.log.at(-1)!.summary).toBe("Bob declined Ann's challenge. It is closed and does not count towards a walk-over.");

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
    if (!early.ok) expect(early.error.message).toContain('cannot be neglected before then');
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
