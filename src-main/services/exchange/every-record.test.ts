import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatch } from '../../dispatch';
import { openTempStore, type TempStore } from '../../testing/temp-store';
import { seedEveryRecord } from '../../testing/seed-every-record';
import { everyTableRow } from '../../testing/table-rows';
import type { ServiceContext } from '../context';
import { SYSTEMS } from '../../../src-shared/systems/registry';
import { typedCaller as caller } from '../../testing/typed-caller';

let here: TempStore;
let there: TempStore;
beforeEach(() => {
  here = openTempStore();
  there = openTempStore();
});
afterEach(() => {
  here.dispose();
  there.dispose();
});

function importText(ctx: ServiceContext, text: string) {
  const call = caller(ctx);
  call('exchange.upload', { uploadId: 'every-record', index: 0, total: 1, chunk: text });
  call('exchange.check', { uploadId: 'every-record' });
  return call('exchange.import', { uploadId: 'every-record', mode: 'as-is' });
}

describe('a campaign holding every kind of record', () => {
  it('exports and imports into a fresh store with every table identical', async () => {
    const seeded = await seedEveryRecord(caller(here.ctx));
    const rows = everyTableRow(here.store.sqlite);
    for (const table of ['ladder_events', 'objective_events', 'objective_pins', 'battle_events', 'diary_revisions', 'objective_card_texts', 'campaign_libraries', 'campaign_maps', 'campaign_map_events']) expect(rows[table]!.length, table).toBeGreaterThan(0);
    // A battle of every shipped game system, each with stored steps.
    const stepped = here.store.sqlite.prepare('SELECT DISTINCT b.system FROM battles b JOIN battle_events e ON e.battle_id = b.id ORDER BY b.system').pluck().all();
    expect(stepped).toEqual(SYSTEMS.map((system) => system.id).sort());
    // Bo's hidden draws travel sealed by his PIN; Ann's revealed one in the clear.
    const payloads = here.store.sqlite.prepare("SELECT payload_json FROM objective_events WHERE payload_json LIKE '%classified-drawn%'").pluck().all() as string[];
    expect(payloads.filter((payload) => payload.includes('"sealed"')).length).toBe(2);

    const exported = caller(here.ctx)('exchange.export', { campaignId: seeded.campaignId });
    importText(there.ctx, exported.content);
    expect(everyTableRow(there.store.sqlite)).toEqual(rows);
    const call = caller(there.ctx);
    expect(call('ladders.get', { id: seeded.ladderId })).toEqual(caller(here.ctx)('ladders.get', { id: seeded.ladderId }));
    expect(call('objectives.getSession', { id: seeded.sessionId })).toEqual(caller(here.ctx)('objectives.getSession', { id: seeded.sessionId }));
    expect(call('map.get', { campaignId: seeded.campaignId })).toEqual(caller(here.ctx)('map.get', { campaignId: seeded.campaignId }));
    expect(call('map.image', { mapId: seeded.mapId })).toEqual(caller(here.ctx)('map.image', { mapId: seeded.mapId }));
    const own = { sessionId: seeded.sessionId, player: 'Bo', pin: seeded.boPin };
    expect(call('objectives.ownDraws', own)).toEqual(caller(here.ctx)('objectives.ownDraws', own));
    for (const battleId of seeded.otherSystemBattleIds) expect(call('battles.get', { id: battleId })).toEqual(caller(here.ctx)('battles.get', { id: battleId }));
  });
});

describe('a campaign file written before ladder and objective logs numbered from 1', () => {
  /** The same file as the previous version wrote it: ladder and objective steps 0, 1, 2… */
  function asPreviousVersionWroteIt(content: string): string {
    const file = JSON.parse(content) as { schemaVersion: number; tables: Record<string, { columns: string[]; rows: number[][] }> };
    file.schemaVersion = 7;
    for (const table of ['ladder_events', 'objective_events']) {
      const seq = file.tables[table]!.columns.indexOf('seq');
      for (const row of file.tables[table]!.rows) row[seq]! -= 1;
    }
    return JSON.stringify(file);
  }

  it('imports, with every step numbered from 1 as this version stores them', async () => {
    const seeded = await seedEveryRecord(caller(here.ctx));
    const old = asPreviousVersionWroteIt(caller(here.ctx)('exchange.export', { campaignId: seeded.campaignId }).content);
    expect(old).toContain('"ladder_events"');
    importText(there.ctx, old);
    // Its ladder also keeps the reading of a declined challenge it was made under, as migration 0012 does (seed 001 L671).
    const expected = everyTableRow(here.store.sqlite);
    const rulingsAt = here.store.sqlite.prepare("SELECT cid FROM pragma_table_info('ladders') WHERE name = 'rulings_json'").pluck().get() as number;
    expected.ladders = expected.ladders!.map((row) => row.map((value, i) => (i === rulingsAt ? JSON.stringify({ ...(JSON.parse(value as string) as object), 'tt.declined-challenge': 'no-consequence' }) : value)));
    expect(everyTableRow(there.store.sqlite)).toEqual(expected);
    const firstSteps = there.store.sqlite.prepare('SELECT min(seq) FROM ladder_events UNION ALL SELECT min(seq) FROM objective_events').pluck().all();
    expect(firstSteps).toEqual([1, 1]);
  });

  it('still refuses a log that mixes both numberings', async () => {
    const seeded = await seedEveryRecord(caller(here.ctx));
    const file = JSON.parse(caller(here.ctx)('exchange.export', { campaignId: seeded.campaignId }).content) as { tables: Record<string, { columns: string[]; rows: number[][] }> };
    const block = file.tables.objective_events!;
    block.rows[0]![block.columns.indexOf('seq')] = 0;
    const call = caller(there.ctx);
    call('exchange.upload', { uploadId: 'mixed-numbering', index: 0, total: 1, chunk: JSON.stringify(file) });
    expect(dispatch(there.ctx, 'exchange.check', { uploadId: 'mixed-numbering' })).toMatchObject({ ok: false, error: { code: 'rejected', message: expect.stringMatching(/objective_events.*should be step 2/) } });
  });
});
