import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatch } from '../dispatch';
import { openTempStore, type TempStore } from '../testing/temp-store';
import type { OwnDrawsView, SessionView } from '../../src-shared/contract/objectives';

/**
 * "Forgot the PIN?": a player's sealed hidden draws are discarded unseen, their PIN removed, and
 * the session's log says so, with who confirmed it. Annihilation: "Each player has 2 Classified
 * Objectives" (seeds/003_9599211d7d2a322b.txt line 412), so Ann may draw again up to 2.
 * Real SQLite file, real migrations, every call through the contract dispatcher.
 */
let temp: TempStore;
let sessionId: string;
beforeEach(() => {
  temp = openTempStore();
  const campaignId = (value<{ id: string }>('campaigns.create', { name: 'Paradiso' })).id;
  sessionId = value('objectives.createSession', { campaignId, name: 'Game 1', scenario: 'annihilation', playerA: 'Ann', playerB: 'Bob', rulings: { 'its.duplicate-classified': 'redraw' } }).session.id;
});
afterEach(() => temp.dispose());

function value<T = SessionView>(name: string, input: unknown): T {
  const result = dispatch(temp.ctx, name, input);
  if (!result.ok) throw new Error(`${name} refused: ${result.error.message}`);
  return result.value as T;
}
function stored() {
  return {
    events: temp.store.sqlite.prepare('SELECT seq, payload_json FROM objective_events WHERE session_id = ? ORDER BY seq').all(sessionId),
    pins: temp.store.sqlite.prepare('SELECT player, hash, salt FROM objective_pins WHERE session_id = ? ORDER BY player').all(sessionId),
  };
}
const pinned = () => stored().pins.map((row) => (row as { player: string }).player);

describe('a player who forgot their PIN (objectives.forgetPin)', () => {
  beforeEach(() => {
    value('objectives.setPin', { sessionId, player: 'Ann', pin: '4821' });
    value('objectives.setPin', { sessionId, player: 'Bob', pin: '1357' });
    // MK1 7 is Telemetry, MK1 13 HVT: Designation, MK1 1 Test Run.
    const ann = value<OwnDrawsView>('objectives.draw', { sessionId, player: 'Ann', pin: '4821', chart: 'MK1', die: 7 });
    value<OwnDrawsView>('objectives.draw', { sessionId, player: 'Ann', pin: '4821', chart: 'MK1', die: 13 });
    value<OwnDrawsView>('objectives.draw', { sessionId, player: 'Bob', pin: '1357', chart: 'MK1', die: 1 });
    value('objectives.reveal', { sessionId, player: 'Ann', pin: '4821', drawId: ann.draws[0]!.id });
  });

  it("discards only Ann's hidden draws, keeps her revealed one and Bob's, removes her PIN and logs who confirmed it", () => {
    const earlier = stored().events;
    const before = earlier.length;
    const view = value('objectives.forgetPin', { sessionId, player: 'Ann', confirmedBy: 'Bob' });
    expect(view.draws.map((draw) => [draw.player, draw.hidden, draw.objective?.name ?? null])).toEqual([
      ['Ann', false, 'Telemetry'],
      ['Bob', true, null],
    ]);
    expect(view.players.map((player) => [player.name, player.drawn, player.pinSet])).toEqual([
      ['Ann', 1, false],
      ['Bob', 1, true],
    ]);
    expect(pinned()).toEqual(['Bob']);
    // One step appended; the sealed steps stay in the log as they were, unopened.
    expect(stored().events.length).toBe(before + 1);
    expect(stored().events.slice(0, before)).toEqual(earlier);
    expect(view.log.at(-1)).toMatchObject({
      type: 'classified-hidden-discarded',
      summary: 'Ann forgot their PIN: 1 hidden objective discarded unseen. Confirmed by Bob. The PIN is removed; Ann draws again.',
    });
    expect(JSON.stringify(view)).not.toMatch(/designation/i);
    // Bob's sealed draw still opens with his PIN.
    expect(value<OwnDrawsView>('objectives.ownDraws', { sessionId, player: 'Bob', pin: '1357' }).draws.map((draw) => draw.objective.name)).toEqual(['Test Run']);
  });

  it('lets Ann draw again without a PIN (the discarded draw does not count), then set a new PIN that opens only her new draws', () => {
    value('objectives.forgetPin', { sessionId, player: 'Ann', confirmedBy: 'Bob' });
    const own = value<OwnDrawsView>('objectives.ownDraws', { sessionId, player: 'Ann' });
    expect([own.remaining, own.draws.map((draw) => draw.objective.name)]).toEqual([1, ['Telemetry']]);
    // The discarded objective is no duplicate: MK1 13 may come up again.
    const redrawn = value<OwnDrawsView>('objectives.draw', { sessionId, player: 'Ann', chart: 'MK1', die: 13 });
    expect([redrawn.remaining, redrawn.draws.map((draw) => draw.objective.name)]).toEqual([0, ['Telemetry', 'HVT: Designation']]);
    expect(value('objectives.getSession', { id: sessionId }).log.at(-1)!.summary).toBe('Ann made draw 4 (hidden), by an entered die.');
    value('objectives.setPin', { sessionId, player: 'Ann', pin: '2468' });
    expect(value<OwnDrawsView>('objectives.ownDraws', { sessionId, player: 'Ann', pin: '2468' }).draws.map((draw) => draw.objective.name)).toEqual(['Telemetry', 'HVT: Designation']);
    value('objectives.setPin', { sessionId, player: 'Ann', pin: '9753', currentPin: '2468' });
    expect(value<OwnDrawsView>('objectives.ownDraws', { sessionId, player: 'Ann', pin: '9753' }).draws).toHaveLength(2);
    // The table reopens the file from scratch and replays the same story.
    const fresh = value('objectives.getSession', { id: sessionId });
    expect(fresh.players.map((player) => player.drawn)).toEqual([2, 1]);
  });

  it('travels in a campaign file: another laptop replays the discard and opens only the new draws with the new PIN', () => {
    value('objectives.forgetPin', { sessionId, player: 'Ann', confirmedBy: 'Bob' });
    value<OwnDrawsView>('objectives.draw', { sessionId, player: 'Ann', chart: 'MK1', die: 13 });
    value('objectives.setPin', { sessionId, player: 'Ann', pin: '2468' });
    const campaignId = value('objectives.getSession', { id: sessionId }).session.campaignId;
    const there = openTempStore();
    try {
      const at = <T>(name: string, input: unknown): T => {
        const result = dispatch(there.ctx, name, input);
        if (!result.ok) throw new Error(`${name} refused: ${result.error.message}`);
        return result.value as T;
      };
      at('exchange.upload', { uploadId: 'forgot-pin', index: 0, total: 1, chunk: value<{ content: string }>('exchange.export', { campaignId }).content });
      at('exchange.check', { uploadId: 'forgot-pin' });
      at('exchange.import', { uploadId: 'forgot-pin', mode: 'as-is' });
      expect(at<SessionView>('objectives.getSession', { id: sessionId }).log.map((entry) => entry.summary)).toEqual(value('objectives.getSession', { id: sessionId }).log.map((entry) => entry.summary));
      expect(at<OwnDrawsView>('objectives.ownDraws', { sessionId, player: 'Ann', pin: '2468' }).draws.map((draw) => draw.objective.name)).toEqual(['Telemetry', 'HVT: Designation']);
    } finally {
      there.dispose();
    }
  });

  it('refuses, changing nothing, when the player has no PIN, once the game is scored, or with no one else named to confirm it', () => {
    value('objectives.forgetPin', { sessionId, player: 'Ann', confirmedBy: 'Bob' });
    let before = stored();
    expect(dispatch(temp.ctx, 'objectives.forgetPin', { sessionId, player: 'Ann', confirmedBy: 'Bob' })).toMatchObject({
      ok: false,
      error: { code: 'rejected', path: 'player', message: 'Ann has no PIN to forget; their objectives open without one.' },
    });
    expect(dispatch(temp.ctx, 'objectives.forgetPin', { sessionId, player: 'Bob', confirmedBy: '  ' })).toMatchObject({ ok: false, error: { code: 'invalid_input', path: 'confirmedBy' } });
    expect(dispatch(temp.ctx, 'objectives.forgetPin', { sessionId, player: 'Cy', confirmedBy: 'Bob' })).toMatchObject({ ok: false, error: { code: 'rejected', path: 'player' } });
    // "Another player must confirm": the one who forgot cannot vouch for themselves, however the name is typed.
    expect(dispatch(temp.ctx, 'objectives.forgetPin', { sessionId, player: 'Bob', confirmedBy: ' bob ' })).toMatchObject({
      ok: false,
      error: { code: 'rejected', path: 'confirmedBy', message: 'Another player must confirm: Bob cannot confirm for themselves.' },
    });
    expect(stored()).toEqual(before);

    value('objectives.saveReport', { sessionId, report: { scenario: 'annihilation', enemyArmyPointsKilled: { A: 100, B: 0 }, survivingArmyPoints: { A: 300, B: 200 } } });
    before = stored();
    expect(dispatch(temp.ctx, 'objectives.forgetPin', { sessionId, player: 'Bob', confirmedBy: 'Ann' })).toMatchObject({
      ok: false,
      error: { code: 'rejected', message: "This game is already scored; Bob's objectives stand." },
    });
    expect(stored()).toEqual(before);
    expect(value<OwnDrawsView>('objectives.ownDraws', { sessionId, player: 'Bob', pin: '1357' }).draws).toHaveLength(1);
  });
});
