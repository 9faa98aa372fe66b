import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, type CallInput, type CallName } from '../src-shared/contract';
import { openDatabase, type OpenedDatabase } from './db/open';
import { dispatch } from './dispatch';
import { createServiceContext, type ServiceContext } from './services/context';
import { malformedInputs, plausible, type IdPool, type JsonSchema } from './testing/contract-fuzz';
import { seedEveryRecord } from './testing/seed-every-record';
import { everyTableRow } from './testing/table-rows';
import { MIGRATIONS_FOLDER } from './testing/temp-store';
import { typedCaller as caller } from './testing/typed-caller';

// Bounded for `npm test`; `FUZZ_PER_CALL=2000 npx vitest run src-main/contract-fuzz.test.ts` soaks.
const PER_CALL = Number(process.env.FUZZ_PER_CALL ?? 90);
const SEED = Number(process.env.FUZZ_SEED ?? 18);
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

let dir: string;
let store: OpenedDatabase;
let watcher: Database.Database;
let ctx: ServiceContext;
let ids: IdPool;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'warchronicle-fuzz-'));
  store = openDatabase({ file: join(dir, 'warchronicle.db'), migrationsFolder: MIGRATIONS_FOLDER });
  ctx = createServiceContext(store, 'browser', 'fuzz');
  const call = caller(ctx);
  const seeded = await seedEveryRecord(call);
  const ladder = call('ladders.get', { id: seeded.ladderId });
  const session = call('objectives.getSession', { id: seeded.sessionId });
  const diary = call('chronicle.timeline', { campaignId: seeded.campaignId });
  ids = {
    campaignId: seeded.campaignId,
    campaigns: seeded.campaignId,
    battleId: seeded.battleId,
    battles: seeded.battleId,
    playerId: seeded.players[0]!.id,
    players: seeded.players[0]!.id,
    armyId: seeded.armies[0]!.id,
    armies: seeded.armies[0]!.id,
    ladderId: seeded.ladderId,
    ladders: seeded.ladderId,
    challengeId: ladder.challenges[0]!.id,
    seasonId: ladder.seasons[0]!.id,
    challenger: ladder.players[0]!.id,
    challenged: ladder.players[1]!.id,
    sessionId: seeded.sessionId,
    drawId: session.draws[0]!.id,
    diaryId: JSON.stringify(diary).match(UUID)?.[0] ?? seeded.campaignId,
  };
  watcher = new Database(store.file, { readonly: true });
});

afterAll(() => {
  watcher?.close();
  store?.close();
  rmSync(dir, { recursive: true, force: true });
});

const dataVersion = (): number => watcher.pragma('data_version', { simple: true }) as number;

// Calls that delete run last, so the rest meet the seeded records.
const names = (Object.keys(calls) as CallName[]).sort((a, b) => Number(/delete|discard/.test(a)) - Number(/delete|discard/.test(b)) || a.localeCompare(b));

describe('every call of the contract, fed malformed input', () => {
  it.each(names)('%s answers with a refusal (never an internal error), changes nothing when it refuses, and names no internal id', (name) => {
    const schema = z.toJSONSchema(calls[name].input, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    const base = plausible(schema, '', ids, name.split('.')[0]!);
    const problems: string[] = [];
    let version = dataVersion();
    let rows = everyTableRow(watcher);
    for (const input of malformedInputs(base, ids, SEED + name.length, PER_CALL)) {
      const now = dataVersion();
      if (now !== version) {
        version = now;
        rows = everyTableRow(watcher);
      }
      const result = dispatch(ctx, name, input);
      const shown = JSON.stringify(input, (_k, v: unknown) => (typeof v === 'string' && v.length > 60 ? `${v.slice(0, 20)}…(${v.length})` : v))?.slice(0, 300);
      if (result.ok) continue;
      if (result.error.code === 'internal') problems.push(`internal error for ${shown}: ${result.error.message}`);
      if (dataVersion() !== version && JSON.stringify(everyTableRow(watcher)) !== JSON.stringify(rows)) problems.push(`refused but wrote: ${shown}`);
      const given = JSON.stringify(input) ?? '';
      for (const id of result.error.message.match(UUID) ?? []) if (!given.includes(id)) problems.push(`refusal names an internal id: "${result.error.message}" for ${shown}`);
      if (result.error.message.length > 400) problems.push(`refusal is ${result.error.message.length} characters long for ${shown}`);
    }
    expect(problems).toEqual([]);
  });
});

describe('ladder refusals found by the probes', () => {
  it.each(['constructor', '__proto__', 'toString'])('refuses %s as a player id with a 4xx, not an internal error', (id) => {
    for (const name of ['ladders.eligibility', 'ladders.challenge'] as const) {
      const input = { ladderId: ids.ladderId!, challenger: id, challenged: ids.challenged!, scheduledAt: '2099-01-01T10:00:00.000Z', place: 'Club hall' };
      const result = dispatch(ctx, name, name === 'ladders.eligibility' ? { ladderId: input.ladderId, challenger: id, challenged: input.challenged } : input);
      if (result.ok) expect(result.value).toMatchObject({ eligible: false });
      else expect(result.error.code).not.toBe('internal');
    }
  });

  it('refuses a second challenge between the same players by their names, never the open challenge id', () => {
    // Its own campaign: the fuzzing above may have deleted the seeded one.
    const campaign = caller(ctx)('campaigns.create', { name: 'Probe campaign' } as CallInput<'campaigns.create'>);
    const ladder = caller(ctx)('ladders.create', { campaignId: campaign.id, name: 'Refusal ladder', system: '1999', players: ['Dev', 'Eli'], rulings: {} });
    const [dev, eli] = ladder.players.map((p) => p.id) as [string, string];
    const challenge = { ladderId: ladder.ladder.id, challenger: dev, challenged: eli, scheduledAt: '2099-01-01T10:00:00.000Z', place: 'Club hall' };
    caller(ctx)('ladders.challenge', challenge);
    const again = dispatch(ctx, 'ladders.challenge', challenge);
    expect(again).toMatchObject({ ok: false, error: { message: 'Dev already has a challenge open against Eli; settle it first.' } });
  });
});
