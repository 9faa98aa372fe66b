import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CallName, Result } from '../../../src-shared/contract';
import { dispatch } from '../../dispatch';
import { openDatabase, type OpenedDatabase } from '../../db/open';
import { createServiceContext, type ServiceContext } from '../context';
import { seedEveryRecord } from '../../testing/seed-every-record';
import { MIGRATIONS_FOLDER, openTempStore, type TempStore } from '../../testing/temp-store';
import { ladderLog } from '../ladder-store';
import { sessionLog } from '../objective-store';
import { typedCaller as callOn } from '../../testing/typed-caller';

/**
 * The store's shared behaviour, once with each kind of log the app keeps, through the contract
 * as the screens call it: one numbering, a refusal writes nothing, and a stored log that no
 * longer replays names its step, refuses new steps, and undoes back to the last good one.
 */
let temp: TempStore;
let seeded: Awaited<ReturnType<typeof seedEveryRecord>>;
const reopened: OpenedDatabase[] = [];


beforeEach(async () => {
  temp = openTempStore();
  seeded = await seedEveryRecord(callOn(temp.ctx));
  lastBattleStep = payloadOf('battle_events', 'battle_id', seeded.battleId, seeded.eventCount);
  callOn(temp.ctx)('battles.undo', { battleId: seeded.battleId, expectedCount: seeded.eventCount });
});
afterEach(() => {
  for (const store of reopened.splice(0)) store.close();
  temp.dispose();
});

interface Kind {
  readonly name: string;
  readonly table: string;
  readonly logColumn: string;
  readonly logsTable: string;
  readonly id: () => string;
  /** A call that adds one step, and one the rules refuse. */
  readonly appendCall: (ctx: ServiceContext) => [CallName, unknown];
  readonly refusedCall: (ctx: ServiceContext) => [CallName, unknown];
  readonly readCall: () => [CallName, unknown];
  /** The stored step to spoil, and the earlier one whose payload makes the engine refuse it. */
  readonly spoil: { readonly step: number; readonly copyOf: number };
  readonly undo: (ctx: ServiceContext, id: string, count: number) => unknown;
  /** A call that adds a step once the log is back to the step before the spoiled one (whose stored payload is given). */
  readonly mendedCall: (spoiled: unknown) => [CallName, unknown];
}

const payloadOf = (table: string, logColumn: string, id: string, seq: number): unknown =>
  JSON.parse(temp.store.sqlite.prepare(`SELECT payload_json FROM ${table} WHERE ${logColumn} = ? AND seq = ?`).pluck().get(id, seq) as string);

/** The seeded battle is over; its last step, undone before each test, is the step to append again. */
let lastBattleStep: unknown;

const KINDS: readonly Kind[] = [
  {
    name: 'battle',
    table: 'battle_events',
    logColumn: 'battle_id',
    logsTable: 'battles',
    id: () => seeded.battleId,
    appendCall: () => ['battles.append', { battleId: seeded.battleId, event: lastBattleStep, expectedCount: seeded.eventCount - 1 }],
    refusedCall: () => ['battles.append', { battleId: seeded.battleId, event: payloadOf('battle_events', 'battle_id', seeded.battleId, 1), expectedCount: seeded.eventCount - 1 }],
    readCall: () => ['battles.get', { id: seeded.battleId }],
    spoil: { step: 4, copyOf: 1 },
    undo: (ctx, id, count) => callOn(ctx)('battles.undo', { battleId: id, expectedCount: count }),
    mendedCall: (spoiled) => ['battles.append', { battleId: seeded.battleId, event: spoiled, expectedCount: 3 }],
  },
  {
    name: 'ladder',
    table: 'ladder_events',
    logColumn: 'ladder_id',
    logsTable: 'ladders',
    id: () => seeded.ladderId,
    appendCall: () => ['ladders.join', { ladderId: seeded.ladderId, name: 'Dee' }],
    refusedCall: () => ['ladders.endSeason', { ladderId: seeded.ladderId, seasonId: 'no-such-season' }],
    readCall: () => ['ladders.get', { id: seeded.ladderId }],
    spoil: { step: 3, copyOf: 1 },
    undo: (ctx, id) => ladderLog.undo(ctx, id),
    mendedCall: () => ['ladders.join', { ladderId: seeded.ladderId, name: 'Dee' }],
  },
  {
    name: 'objective session',
    table: 'objective_events',
    logColumn: 'session_id',
    logsTable: 'objective_sessions',
    id: () => seeded.sessionId,
    appendCall: (ctx) => ['objectives.reveal', { sessionId: seeded.sessionId, drawId: callOn(ctx)('objectives.ownDraws', { sessionId: seeded.sessionId, player: 'Bo', pin: seeded.boPin }).draws.at(-1)!.id, player: 'Bo', pin: seeded.boPin }],
    refusedCall: () => ['objectives.achieve', { sessionId: seeded.sessionId, drawId: 'no-such-draw' }],
    readCall: () => ['objectives.getSession', { id: seeded.sessionId }],
    spoil: { step: 2, copyOf: 1 },
    undo: (ctx, id) => sessionLog.undo(ctx, id),
    mendedCall: () => ['objectives.draw', { sessionId: seeded.sessionId, player: 'Bo', pin: seeded.boPin, chart: 'MK2', die: 4 }],
  },
  {
    name: 'campaign map',
    table: 'campaign_map_events',
    logColumn: 'map_id',
    logsTable: 'campaign_maps',
    id: () => seeded.mapId,
    appendCall: () => ['map.edit', { mapId: seeded.mapId, expectedCount: 2, edits: [{ type: 'region-drawn', name: 'Frostfen', kind: 'marsh', value: 1, points: [{ x: 160, y: 10 }, { x: 300, y: 10 }, { x: 300, y: 150 }] }] }],
    // The seeded region has the bridge placed in it, so the map's rules refuse to remove it.
    refusedCall: (ctx) => ['map.edit', { mapId: seeded.mapId, edits: [{ type: 'region-removed', regionId: callOn(ctx)('map.get', { campaignId: seeded.campaignId }).definition.regions[0]!.id }] }],
    readCall: () => ['map.get', { campaignId: seeded.campaignId }],
    spoil: { step: 2, copyOf: 1 },
    undo: (ctx, id, count) => callOn(ctx)('map.undo', { mapId: id, expectedCount: count }),
    mendedCall: (spoiled) => ['map.edit', { mapId: seeded.mapId, expectedCount: 1, edits: [spoiled] }],
  },
];

const seqsOf = (kind: Kind, store = temp.store) =>
  store.sqlite.prepare(`SELECT seq FROM ${kind.table} WHERE ${kind.logColumn} = ? ORDER BY seq`).pluck().all(kind.id()) as number[];
const countOf = (kind: Kind, store = temp.store) => store.sqlite.prepare(`SELECT event_count FROM ${kind.logsTable} WHERE id = ?`).pluck().get(kind.id()) as number;
const call = (ctx: ServiceContext, [name, input]: [CallName, unknown]): Result<unknown> => dispatch(ctx, name, input);
const upTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** The file as a later app version would open it: a fresh connection, nothing cached. */
function reopen(): ServiceContext {
  const store = openDatabase({ file: temp.file, migrationsFolder: MIGRATIONS_FOLDER });
  reopened.push(store);
  return createServiceContext(store, 'browser', 'test');
}

describe.each(KINDS)('the $name log in the event-log store', (kind) => {
  it('numbers its steps from 1 and appends after the last', () => {
    const before = seqsOf(kind);
    expect(before).toEqual(upTo(before.length));
    expect(countOf(kind)).toBe(before.length);
    expect(call(temp.ctx, kind.appendCall(temp.ctx)).ok).toBe(true);
    expect(seqsOf(kind)).toEqual(upTo(before.length + 1));
    expect(countOf(kind)).toBe(before.length + 1);
  });

  it('writes nothing when the rules refuse a step', () => {
    const before = seqsOf(kind);
    const read = call(temp.ctx, kind.readCall());
    const refused = call(temp.ctx, kind.refusedCall(temp.ctx));
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.error.code).toMatch(/^(rejected|not_found)$/);
    expect(!refused.ok && refused.error.message).not.toMatch(/no longer replays/);
    expect(seqsOf(kind)).toEqual(before);
    expect(call(temp.ctx, kind.readCall())).toEqual(read);
  });

  it('keeps a log that no longer replays readable, names the step, refuses new steps, and undoes back to the last good one', () => {
    const { step, copyOf } = kind.spoil;
    const total = seqsOf(kind).length;
    const append = kind.appendCall(temp.ctx);
    const spoiled = payloadOf(kind.table, kind.logColumn, kind.id(), step);
    // What a rules change between versions does to a stored log: a step the engine now refuses.
    temp.store.sqlite
      .prepare(`UPDATE ${kind.table} SET payload_json = (SELECT payload_json FROM ${kind.table} WHERE ${kind.logColumn} = ? AND seq = ?) WHERE ${kind.logColumn} = ? AND seq = ?`)
      .run(kind.id(), copyOf, kind.id(), step);
    const ctx = reopen();

    expect(call(ctx, kind.readCall()).ok).toBe(true);
    const refused = call(ctx, append);
    expect(refused).toMatchObject({ ok: false, error: { code: 'rejected' } });
    expect(!refused.ok && refused.error.message).toMatch(
      new RegExp(`^Step ${step} of this ${kind.name} no longer replays under the current rules \\(.+\\)\\. No new step can be recorded until it is undone: undo back to step ${step - 1}, the last one that replays\\.$`),
    );
    expect(seqsOf(kind)).toHaveLength(total);

    kind.undo(ctx, kind.id(), total);
    expect(seqsOf(kind)).toEqual(upTo(step - 1));
    expect(countOf(kind)).toBe(step - 1);
    expect(call(ctx, kind.mendedCall(spoiled))).toMatchObject({ ok: true });
    expect(seqsOf(kind)).toEqual(upTo(step));
  });
});
