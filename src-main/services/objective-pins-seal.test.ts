import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatch } from '../dispatch';
import { openTempStore, type TempStore } from '../testing/temp-store';
import type { ServiceContext } from './context';
import type { OwnDrawsView, SessionView } from '../../src-shared/contract/objectives';
import { openEvent, sealKey, type SealedDrawn } from './objective-pins-seal';
import { chartEntry } from '../../src-shared/rules';

/**
 * Issue 18, "the campaign file keeps hidden draws sealed (not as chart + die, which anyone can
 * look up) until revealed". Before this, `objective_events` held `"chart":"MK1"` and
 * `"faces":[7]` for every hidden draw, and the printed chart names MK1/7 "Telemetry".
 */
let temp: TempStore;
let ctx: ServiceContext;
let campaignId: string;
let sessionId: string;
beforeEach(() => {
  temp = openTempStore();
  ctx = temp.ctx;
  campaignId = (value('campaigns.create', { name: 'Paradiso' }) as { id: string }).id;
  sessionId = value('objectives.createSession', { campaignId, name: 'Game 1', scenario: 'annihilation', playerA: 'Ann', playerB: 'Bob', rulings: { 'its.duplicate-classified': 'redraw' } }).session.id;
});
afterEach(() => temp.dispose());

function valueAt<T>(at: ServiceContext, name: string, input: unknown): T {
  const result = dispatch(at, name, input);
  if (!result.ok) throw new Error(`${name} refused: ${result.error.message}`);
  return result.value as T;
}
const value = <T = SessionView>(name: string, input: unknown): T => valueAt<T>(ctx, name, input);

interface StepRow {
  seq: number;
  payload: Record<string, unknown>;
}
function steps(at: TempStore = temp): StepRow[] {
  const rows = at.store.sqlite.prepare('SELECT seq, payload_json AS payload FROM objective_events WHERE session_id = ? ORDER BY seq').all(sessionId) as { seq: number; payload: string }[];
  return rows.map((row) => ({ seq: row.seq, payload: JSON.parse(row.payload) as Record<string, unknown> }));
}
const draws = (at: TempStore = temp) => steps(at).filter((step) => step.payload.type === 'classified-drawn' || step.payload.type === 'classified-redrawn');
const inTheClear = (payload: Record<string, unknown>) => 'chart' in payload || 'dice' in payload || JSON.stringify(payload).includes('faces');

function moveFile(from: TempStore, to: TempStore, mode: 'as-is' | 'copy'): string {
  const exported = valueAt<{ content: string }>(from.ctx, 'exchange.export', { campaignId });
  valueAt(to.ctx, 'exchange.upload', { uploadId: 'sealed-file', index: 0, total: 1, chunk: exported.content });
  valueAt(to.ctx, 'exchange.check', { uploadId: 'sealed-file' });
  valueAt(to.ctx, 'exchange.import', { uploadId: 'sealed-file', mode });
  return exported.content;
}

describe('hidden Classified draws sealed by their player PIN (issue 18)', () => {
  it('stores a draw made with a PIN without its chart or die; only its owner with the PIN reads it', () => {
    value('objectives.setPin', { sessionId, player: 'Ann', pin: '4821' });
    const own = value<OwnDrawsView>('objectives.draw', { sessionId, player: 'Ann', pin: '4821', chart: 'MK1', die: 7 });
    expect(own.draws.map((draw) => [draw.objective.name, draw.dice.faces])).toEqual([['Telemetry', [7]]]);
    const [stored] = draws();
    expect(inTheClear(stored!.payload)).toBe(false);
    expect(stored!.payload).toMatchObject({ type: 'classified-drawn', player: 'Ann', source: 'entered', sealed: expect.stringMatching(/^v1:/) });
    // The table still sees that Ann drew, and how, but not what.
    const table = value('objectives.getSession', { id: sessionId });
    expect(table.players.find((player) => player.name === 'Ann')).toMatchObject({ drawn: 1, revealed: 0 });
    expect(table.draws).toEqual([expect.objectContaining({ player: 'Ann', hidden: true, objective: null })]);
    expect(table.log.at(-1)!.summary).toBe('Ann made draw 1 (hidden), by an entered die.');
    expect(JSON.stringify(table)).not.toMatch(/telemetry|hidden objective/i);
    // The wrong key cannot open it (AES-GCM authenticates), the right one can.
    const salt = Buffer.from(temp.store.sqlite.prepare('SELECT salt FROM objective_pins').pluck().get() as string, 'hex');
    expect(() => openEvent(stored!.payload as unknown as SealedDrawn, sealKey('4822', salt), 'Ann')).toThrow(/does not open/);
    expect(openEvent(stored!.payload as unknown as SealedDrawn, sealKey('4821', salt), 'Ann')).toMatchObject({ chart: 'MK1', dice: { faces: [7] } });
  });

  it('seals draws made before the PIN was set, and still applies the duplicate rule to sealed draws', () => {
    value<OwnDrawsView>('objectives.draw', { sessionId, player: 'Ann', chart: 'MK1', die: 7 });
    expect(inTheClear(draws()[0]!.payload)).toBe(true);
    value('objectives.setPin', { sessionId, player: 'Ann', pin: '4821' });
    expect(draws().map((step) => inTheClear(step.payload))).toEqual([false]);
    // MK1 17 is Telemetry again: refused under "roll again on a duplicate", though the first is sealed.
    const before = steps();
    expect(dispatch(ctx, 'objectives.draw', { sessionId, player: 'Ann', pin: '4821', chart: 'MK1', die: 17 })).toMatchObject({ ok: false, error: { code: 'rejected', message: expect.stringContaining("already one of Ann's objectives") } });
    expect(steps()).toEqual(before);
    const hand = value<OwnDrawsView>('objectives.draw', { sessionId, player: 'Ann', pin: '4821', chart: 'MK1', die: 1 });
    expect(hand.draws.map((draw) => draw.objective.name)).toEqual(['Telemetry', 'Test Run']);
    expect(hand.remaining).toBe(0);
  });

  it('seals a re-draw too, and keeps the replaced objective sealed when it was never revealed', () => {
    value('objectives.setPin', { sessionId, player: 'Ann', pin: '4821' });
    const drawId = value<OwnDrawsView>('objectives.draw', { sessionId, player: 'Ann', pin: '4821', chart: 'MK1', die: 7 }).draws[0]!.id;
    const hand = value<OwnDrawsView>('objectives.redraw', { sessionId, player: 'Ann', pin: '4821', drawId, reason: 'Cannot be scored by my list', die: 3 });
    expect(hand.draws[0]).toMatchObject({ objective: { name: 'Data Scan' }, redraws: [{ replaced: { name: 'Telemetry' } }] });
    expect(draws().map((step) => [step.payload.type, inTheClear(step.payload)])).toEqual([
      ['classified-drawn', false],
      ['classified-redrawn', false],
    ]);
    expect(JSON.stringify(value('objectives.getSession', { id: sessionId }))).not.toMatch(/telemetry|data scan/i);
  });

  it('writes a draw back in the clear when its owner reveals it, so the table can score it with no PIN', () => {
    value('objectives.setPin', { sessionId, player: 'Ann', pin: '4821' });
    const [first, second] = [7, 1].map((die) => value<OwnDrawsView>('objectives.draw', { sessionId, player: 'Ann', pin: '4821', chart: 'MK1', die }).draws.at(-1)!.id);
    const table = value('objectives.reveal', { sessionId, player: 'Ann', pin: '4821', drawId: first });
    expect(table.draws.find((draw) => draw.id === first)).toMatchObject({ hidden: false, objective: { name: 'Telemetry', chart: 'MK1', result: 7 } });
    expect(table.log.at(-1)!.summary).toBe('Ann revealed draw 1: Telemetry (MK.1, D20 7).');
    expect(draws().map((step) => inTheClear(step.payload))).toEqual([true, false]);
    const achieved = value('objectives.achieve', { sessionId, drawId: first });
    expect(achieved.players.find((player) => player.name === 'Ann')).toMatchObject({ achieved: 1 });
    // Bob cannot reveal Ann's sealed draw, and nothing is opened by his trying.
    value('objectives.setPin', { sessionId, player: 'Bob', pin: '1357' });
    const before = steps();
    expect(dispatch(ctx, 'objectives.reveal', { sessionId, player: 'Bob', pin: '1357', drawId: second })).toMatchObject({ ok: false, error: { message: expect.stringContaining('Only Ann may reveal') } });
    expect(steps()).toEqual(before);
  });

  it('re-seals under a new PIN: the old one opens nothing', () => {
    value('objectives.setPin', { sessionId, player: 'Ann', pin: '4821' });
    value<OwnDrawsView>('objectives.draw', { sessionId, player: 'Ann', pin: '4821', chart: 'MK1', die: 7 });
    const oldSalt = Buffer.from(temp.store.sqlite.prepare('SELECT salt FROM objective_pins').pluck().get() as string, 'hex');
    value('objectives.setPin', { sessionId, player: 'Ann', pin: '1111', currentPin: '4821' });
    const sealed = draws()[0]!.payload as unknown as SealedDrawn;
    expect(() => openEvent(sealed, sealKey('4821', oldSalt), 'Ann')).toThrow();
    expect(value<OwnDrawsView>('objectives.ownDraws', { sessionId, player: 'Ann', pin: '1111' }).draws[0]!.objective.name).toBe('Telemetry');
  });

  it('travels sealed in the campaign file, as-is and as a copy, and opens there with the same PIN', () => {
    value('objectives.setPin', { sessionId, player: 'Ann', pin: '4821' });
    value<OwnDrawsView>('objectives.draw', { sessionId, player: 'Ann', pin: '4821', chart: 'MK1', die: 7 });
    for (const mode of ['as-is', 'copy'] as const) {
      const there = openTempStore();
      try {
        const content = moveFile(temp, there, mode);
        expect(content).not.toMatch(/\\"faces\\"|\\"chart\\"/);
        const id = mode === 'as-is' ? sessionId : valueAt<{ id: string }[]>(there.ctx, 'objectives.listSessions', { campaignId: valueAt<{ id: string }[]>(there.ctx, 'campaigns.list', {})[0]!.id })[0]!.id;
        expect(valueAt<OwnDrawsView>(there.ctx, 'objectives.ownDraws', { sessionId: id, player: 'Ann', pin: '4821' }).draws[0]!.objective.name).toBe('Telemetry');
        expect(dispatch(there.ctx, 'objectives.ownDraws', { sessionId: id, player: 'Ann', pin: '0000' })).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
      } finally {
        there.dispose();
      }
    }
  });

  it('imports a file written before sealing (hidden draws in the clear) and seals them at the next PIN use', () => {
    value('objectives.setPin', { sessionId, player: 'Ann', pin: '4821' });
    value<OwnDrawsView>('objectives.draw', { sessionId, player: 'Ann', pin: '4821', chart: 'MK1', die: 7 });
    // What an older version wrote: the PIN row, and the draw as chart + die.
    const salt = Buffer.from(temp.store.sqlite.prepare('SELECT salt FROM objective_pins').pluck().get() as string, 'hex');
    const [stored] = draws();
    const plain = openEvent(stored!.payload as unknown as SealedDrawn, sealKey('4821', salt), 'Ann');
    temp.store.sqlite.prepare('UPDATE objective_events SET payload_json = ? WHERE session_id = ? AND seq = ?').run(JSON.stringify(plain), sessionId, stored!.seq);
    const there = openTempStore();
    try {
      expect(moveFile(temp, there, 'as-is')).toContain('\\"faces\\"');
      expect(valueAt(there.ctx, 'objectives.getSession', { id: sessionId })).toMatchObject({ players: [{ name: 'Ann', drawn: 1 }, { name: 'Bob', drawn: 0 }] });
      expect(inTheClear(draws(there)[0]!.payload)).toBe(true);
      expect(valueAt<OwnDrawsView>(there.ctx, 'objectives.ownDraws', { sessionId, player: 'Ann', pin: '4821' }).draws[0]!.objective.name).toBe('Telemetry');
      expect(inTheClear(draws(there)[0]!.payload)).toBe(false);
    } finally {
      there.dispose();
    }
  });
});

describe('a re-draw that keeps its chart, when the first draw is sealed', () => {
  const onMk2 = (face: number) => chartEntry('MK2', face)!.name;

  it.each([
    ['with a PIN from the start', true],
    ['with a PIN set only after the reveal', false],
  ])('shows the table the objective its die names on the chart it was drawn on (%s)', (_when, pinFirst) => {
    if (pinFirst) value('objectives.setPin', { sessionId, player: 'Bob', pin: '1357' });
    const pin = pinFirst ? { pin: '1357' } : {};
    const drawId = value<OwnDrawsView>('objectives.draw', { sessionId, player: 'Bob', ...pin, chart: 'MK2', die: 3 }).draws[0]!.id;
    value<OwnDrawsView>('objectives.redraw', { sessionId, player: 'Bob', ...pin, drawId, reason: 'No console on this table', die: 15 });
    value('objectives.reveal', { sessionId, player: 'Bob', ...pin, drawId });
    if (!pinFirst) value('objectives.setPin', { sessionId, player: 'Bob', pin: '1357' });
    expect(draws().map((step) => [step.payload.type, inTheClear(step.payload)])).toEqual([
      ['classified-drawn', false],
      ['classified-redrawn', true],
    ]);
    const table = value('objectives.getSession', { id: sessionId });
    expect(table.draws).toEqual([expect.objectContaining({ hidden: false, objective: expect.objectContaining({ name: onMk2(15), chart: 'MK2', result: 15 }) })]);
    expect(value<OwnDrawsView>('objectives.ownDraws', { sessionId, player: 'Bob', pin: '1357' }).draws[0]).toMatchObject({ objective: { name: onMk2(15) }, redraws: [{ replaced: { name: onMk2(3) } }] });
  });
});
