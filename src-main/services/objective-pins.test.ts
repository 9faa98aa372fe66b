import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatch } from '../dispatch';
import { openTempStore, type TempStore } from '../testing/temp-store';
import { everyTableRow } from '../testing/table-rows';
import type { ServiceContext } from './context';
import type { OwnDrawsView, SessionView } from '../../src-shared/contract/objectives';
import { succeeded } from '../testing/succeeded';

let temp: TempStore;
/** The store's context on a clock the test moves, to step past a lock-out. */
let ctx: ServiceContext;
let clock = 1_800_000_000_000;
let sessionId: string;
beforeEach(() => {
  clock = 1_800_000_000_000;
  temp = openTempStore();
  ctx = { ...temp.ctx, now: () => clock };
  const campaignId = (value('campaigns.create', { name: 'Paradiso' }) as { id: string }).id;
  sessionId = value('objectives.createSession', { campaignId, name: 'Game 1', scenario: 'annihilation', playerA: 'Ann', playerB: 'Bob', rulings: {} }).session.id;
});
afterEach(() => temp.dispose());

const call = (name: string, input: unknown) => dispatch(ctx, name, input);
const value = <T = SessionView>(name: string, input: unknown): T => succeeded<T>(name, call(name, input));
const snapshot = () => everyTableRow(temp.store.sqlite);

describe('a player PIN for the private Classified Objectives screen (issue 18)', () => {
  it('stores only a salted scrypt hash, and the table sees who has one', () => {
    const view = value('objectives.setPin', { sessionId, player: 'Ann', pin: '4821' });
    expect(view.players.map((p) => [p.name, p.pinSet])).toEqual([['Ann', true], ['Bob', false]]);
    const rows = temp.store.sqlite.prepare('SELECT player, salt, hash FROM objective_pins').all() as { player: string; salt: string; hash: string }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]!.salt).toMatch(/^[0-9a-f]{32}$/);
    expect(rows[0]!.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(snapshot())).not.toContain('4821');
    value('objectives.setPin', { sessionId, player: 'Bob', pin: '4821' });
    const salts = temp.store.sqlite.prepare('SELECT salt FROM objective_pins').pluck().all();
    expect(new Set(salts).size).toBe(2);
  });

  it('asks for the PIN once set: missing or wrong is a 4xx refusal that reads and writes nothing', () => {
    value<OwnDrawsView>('objectives.draw', { sessionId, player: 'Ann', chart: 'MK1', die: 7 });
    value('objectives.setPin', { sessionId, player: 'Ann', pin: '4821' });
    const before = snapshot();
    for (const pin of [undefined, '0000']) {
      const base = { sessionId, player: 'Ann', ...(pin ? { pin } : {}) };
      for (const [name, input] of [
        ['objectives.ownDraws', base],
        ['objectives.draw', { ...base, chart: 'MK2', die: 3 }],
        ['objectives.redraw', { ...base, drawId: 'x', reason: 'Peeked', die: 3 }],
        ['objectives.reveal', { ...base, drawId: 'x' }],
      ] as const) {
        const result = call(name, input);
        expect(result, `${name} with ${pin ?? 'no PIN'}`).toMatchObject({ ok: false, error: { code: 'unauthorized', path: 'pin' } });
        expect(JSON.stringify(result)).not.toContain('Telemetry');
      }
    }
    expect(snapshot()).toEqual(before);
  });

  it('shows the hand and lets the player draw with the right PIN; the other player is not asked', () => {
    value<OwnDrawsView>('objectives.draw', { sessionId, player: 'Ann', chart: 'MK1', die: 7 });
    value('objectives.setPin', { sessionId, player: 'Ann', pin: '4821' });
    expect(value<OwnDrawsView>('objectives.ownDraws', { sessionId, player: 'Ann', pin: '4821' }).draws.map((d) => d.objective.name)).toEqual(['Telemetry']);
    const after = value<OwnDrawsView>('objectives.draw', { sessionId, player: 'Ann', pin: '4821', chart: 'MK1', die: 1 });
    expect(after.draws).toHaveLength(2);
    expect(value<OwnDrawsView>('objectives.ownDraws', { sessionId, player: 'Bob' }).draws).toEqual([]);
  });

  it('refuses a malformed PIN at the contract', () => {
    for (const pin of ['12', 'abcd', '123456789', 1234]) {
      expect(call('objectives.setPin', { sessionId, player: 'Ann', pin })).toMatchObject({ ok: false, error: { code: 'invalid_input', path: 'pin' } });
    }
    expect(temp.store.sqlite.prepare('SELECT count(*) FROM objective_pins').pluck().get()).toBe(0);
  });

  it('changes a PIN only with the current one', () => {
    value('objectives.setPin', { sessionId, player: 'Ann', pin: '4821' });
    const before = snapshot();
    expect(call('objectives.setPin', { sessionId, player: 'Ann', pin: '1111' })).toMatchObject({ ok: false, error: { code: 'unauthorized', path: 'currentPin' } });
    expect(call('objectives.setPin', { sessionId, player: 'Ann', pin: '1111', currentPin: '9999' })).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
    expect(snapshot()).toEqual(before);
    value('objectives.setPin', { sessionId, player: 'Ann', pin: '1111', currentPin: '4821' });
    expect(call('objectives.ownDraws', { sessionId, player: 'Ann', pin: '4821' })).toMatchObject({ ok: false });
    expect(call('objectives.ownDraws', { sessionId, player: 'Ann', pin: '1111' })).toMatchObject({ ok: true });
  });

  it('locks the screen after five wrong guesses, even for the right PIN, until the wait is over', () => {
    value('objectives.setPin', { sessionId, player: 'Ann', pin: '4821' });
    for (let guess = 0; guess < 5; guess++) call('objectives.ownDraws', { sessionId, player: 'Ann', pin: `000${guess}` });
    expect(call('objectives.ownDraws', { sessionId, player: 'Ann', pin: '4821' })).toMatchObject({ ok: false, error: { code: 'unauthorized', message: expect.stringContaining('Try again in 30 seconds') } });
    clock += 30_001;
    expect(call('objectives.ownDraws', { sessionId, player: 'Ann', pin: '4821' })).toMatchObject({ ok: true });
  });

  it('travels with the campaign file: the imported copy asks for the same PIN; no hidden objective is named in it', () => {
    value<OwnDrawsView>('objectives.draw', { sessionId, player: 'Ann', chart: 'MK1', die: 7 });
    value('objectives.setPin', { sessionId, player: 'Ann', pin: '4821' });
    const { campaignId } = value('objectives.getSession', { id: sessionId }).session;
    const exported = value<{ content: string }>('exchange.export', { campaignId });
    expect(exported.content).toContain('"objective_pins"');
    expect(exported.content).not.toContain('4821');
    expect(exported.content).not.toMatch(/telemetry/i);
    // Nor its chart and die, which name it on the printed chart: the draw is sealed by Ann's PIN.
    expect(exported.content).not.toMatch(/\\"faces\\"/);
    const there = openTempStore();
    try {
      const at = (name: string, input: unknown) => dispatch(there.ctx, name, input);
      expect(at('exchange.upload', { uploadId: 'pins-file', index: 0, total: 1, chunk: exported.content })).toMatchObject({ ok: true });
      expect(at('exchange.check', { uploadId: 'pins-file' })).toMatchObject({ ok: true });
      expect(at('exchange.import', { uploadId: 'pins-file', mode: 'as-is' })).toMatchObject({ ok: true });
      expect(at('objectives.ownDraws', { sessionId, player: 'Ann' })).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
      expect(at('objectives.ownDraws', { sessionId, player: 'Ann', pin: '4821' })).toMatchObject({ ok: true, value: { draws: [{ objective: { name: 'Telemetry' } }] } });
    } finally {
      there.dispose();
    }
  });
});
