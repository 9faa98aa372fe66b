import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedBridgeCampaign } from '../../../src-shared/chronicle/testing/seed-campaign';
import { dispatch } from '../../dispatch';
import { openTempStore, type TempStore } from '../../testing/temp-store';
import type { ServiceContext } from '../context';
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

/** Every row of every table, so "nothing was written" can be asserted exactly. */
function snapshot(temp: TempStore): Record<string, unknown[]> {
  const tables = temp.store.sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'search_fts%' ORDER BY name").all() as { name: string }[];
  return Object.fromEntries(tables.map(({ name }) => [name, temp.store.sqlite.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).all()]));
}

async function richCampaign(temp: TempStore) {
  const call = caller(temp.ctx);
  const seeded = await seedBridgeCampaign(call);
  const view = call('chronicle.battle.get', { battleId: seeded.battleId });
  call('chronicle.battle.setWorldDate', { battleId: seeded.battleId, worldDate: '5th of Frostmoon', worldDay: 5 });
  call('chronicle.battle.setLineHidden', { battleId: seeded.battleId, lineKey: view.lines[1]!.key, hidden: true });
  call('chronicle.note.add', { battleId: seeded.battleId, afterSeq: 15, body: 'The dice were *cursed*.' });
  const entry = call('chronicle.diary.create', { campaignId: seeded.campaignId, title: 'Muster', worldDay: 1, body: 'We gather.', links: [{ battleId: seeded.battleId }, { playerId: seeded.players[0]!.id }, { place: 'Kharak' }] });
  call('chronicle.diary.update', { id: entry.id, expectedRevision: 1, title: 'Muster at Kharak', worldDay: 1, body: 'We gather at the gate.', links: [{ battleId: seeded.battleId }] });
  return seeded;
}

/** Sends a file the way the renderer does: in pieces, then check, then import. */
function upload(ctx: ServiceContext, text: string, pieces = 3): string {
  const call = caller(ctx);
  const uploadId = `upload-${text.length}-${pieces}`;
  const size = Math.ceil(text.length / pieces);
  for (let i = 0; i < pieces; i++) call('exchange.upload', { uploadId, index: i, total: pieces, chunk: text.slice(i * size, (i + 1) * size) });
  return uploadId;
}

const withoutStamp = (content: string) => {
  const { exportedAt: _exportedAt, ...rest } = JSON.parse(content) as Record<string, unknown>;
  return rest;
};

describe('campaign file export and import', () => {
  it('round-trips to an identical campaign: export, import elsewhere, export again gives the same file', async () => {
    const seeded = await richCampaign(here);
    const exported = caller(here.ctx)('exchange.export', { campaignId: seeded.campaignId });
    expect(exported.fileName).toBe('The-War-of-the-Sundered-Crown.warchronicle.json');
    const file = JSON.parse(exported.content) as { tables: Record<string, { rows: unknown[] }> };
    expect(Object.keys(file.tables)).toEqual(expect.arrayContaining(['campaigns', 'players', 'factions', 'armies', 'battles', 'battle_events', 'diary_entries', 'diary_links', 'diary_revisions', 'battle_chronicle_notes', 'battle_chronicle_hidden', 'battle_chronicles']));
    expect(Object.keys(file.tables)).not.toContain('battle_chronicle_cache');
    expect(file.tables.battle_events!.rows).toHaveLength(seeded.eventCount);

    const call = caller(there.ctx);
    const uploadId = upload(there.ctx, exported.content);
    const check = call('exchange.check', { uploadId });
    expect(check).toMatchObject({ campaignId: seeded.campaignId, campaignName: 'The War of the Sundered Crown', exists: false });
    expect(check.counts.battle_events).toBe(seeded.eventCount);
    call('exchange.import', { uploadId, mode: 'as-is' });

    const again = call('exchange.export', { campaignId: seeded.campaignId });
    expect(withoutStamp(again.content)).toEqual(withoutStamp(exported.content));
    const original = caller(here.ctx)('chronicle.battle.get', { battleId: seeded.battleId });
    const imported = call('chronicle.battle.get', { battleId: seeded.battleId });
    expect(imported).toEqual(original);
    expect(call('chronicle.search', { campaignId: seeded.campaignId, query: 'cursed' }).hits).toHaveLength(1);
  });

  it('asks before importing a campaign that is already here, and keeps both as a copy with new ids', async () => {
    const seeded = await richCampaign(here);
    const call = caller(here.ctx);
    const exported = call('exchange.export', { campaignId: seeded.campaignId });
    const uploadId = upload(here.ctx, exported.content);
    expect(call('exchange.check', { uploadId }).exists).toBe(true);
    const before = snapshot(here);
    expect(dispatch(here.ctx, 'exchange.import', { uploadId, mode: 'as-is' })).toMatchObject({ ok: false, error: { code: 'conflict', message: 'The campaign "The War of the Sundered Crown" is already here. Import it as a copy to keep both.' } });
    expect(snapshot(here)).toEqual(before);

    const copy = call('exchange.import', { uploadId, mode: 'copy' });
    expect(copy.campaignId).not.toBe(seeded.campaignId);
    expect(copy.campaignName).toBe('The War of the Sundered Crown (copy)');
    const copied = JSON.parse(call('exchange.export', { campaignId: copy.campaignId }).content) as { tables: Record<string, { columns: string[]; rows: unknown[][] }> };
    const source = JSON.parse(exported.content) as typeof copied;
    for (const [name, block] of Object.entries(source.tables)) expect(copied.tables[name]!.rows.length, name).toBe(block.rows.length);
    const copiedBattle = copied.tables.battles!.rows[0]![0] as string;
    expect(copiedBattle).not.toBe(seeded.battleId);
    const link = copied.tables.diary_links!;
    expect(link.rows[0]![link.columns.indexOf('battle_id')]).toBe(copiedBattle);
    // Ids inside JSON follow too: the copy's standings find the copied players through its battles' sides.
    expect(call('chronicle.dashboard', { campaignId: copy.campaignId }).byPlayer.map((t) => t.name)).toEqual(['Bo', 'Ann']);
    expect(call('chronicle.battle.get', { battleId: copiedBattle }).notes.map((n) => n.body)).toEqual(['The dice were *cursed*.']);
    expect(call('campaigns.list', {}).map((c) => c.name).sort()).toEqual(['The War of the Sundered Crown', 'The War of the Sundered Crown (copy)']);
  });

  describe('refuses a bad file with a clear message and imports nothing', () => {
    let good: string;
    let campaignId: string;
    beforeEach(async () => {
      const seeded = await richCampaign(here);
      campaignId = seeded.campaignId;
      good = caller(here.ctx)('exchange.export', { campaignId }).content;
    });
    type Block = { columns: string[]; rows: unknown[][] };
    type EditableFile = { formatVersion: number; schemaVersion: number; tables: Record<string, Block> & { battles: Block; diary_links: Block; battle_events: Block; players: Block } };
    const edit = (change: (file: EditableFile) => void) => {
      const file = JSON.parse(good) as EditableFile;
      change(file);
      return JSON.stringify(file);
    };

    const cases: [string, () => string, RegExp][] = [
      ['not JSON', () => 'this is not json {', /not valid JSON/],
      ['empty', () => '', /The file is empty/],
      ['truncated', () => good.slice(0, Math.floor(good.length * 0.6)), /looks truncated/],
      // In players' words: which file to choose instead, and no field name of the file format.
      ['another program’s JSON', () => JSON.stringify({ hello: 'world' }), /^This is not a Warchronicle campaign file\. Choose a file made with “Export campaign file” on a campaign’s Chronicle\. Nothing was imported\.$/],
      ['a newer file format', () => edit((f) => (f.formatVersion = 99)), /newer Warchronicle \(file format 99; this version reads up to 1\)/],
      ['a newer database schema', () => edit((f) => (f.schemaVersion = 9999)), /newer Warchronicle \(data version 9999/],
      ['an unknown table', () => edit((f) => (f.tables.dragons = { columns: ['id'], rows: [['x']] })), /table "dragons" this version of Warchronicle does not know/],
      ['a wrong value type', () => edit((f) => (f.tables.battles.rows[0]![f.tables.battles.columns.indexOf('event_count')] = 'many')), /"battles", row 1: "event_count" must be a whole number/],
      ['a dangling reference', () => edit((f) => (f.tables.diary_links.rows[0]![f.tables.diary_links.columns.indexOf('battle_id')] = 'no-such-battle')), /"battle_id" refers to battles no-such-battle, which is not in the file/],
      ['a missing event', () => edit((f) => f.tables.battle_events.rows.splice(5, 1)), /step 7 of .* should be step 6/],
      ['broken JSON in a column', () => edit((f) => (f.tables.battles.rows[0]![f.tables.battles.columns.indexOf('setup_json')] = '{oops')), /"setup_json" is not valid JSON/],
      ['a duplicate key', () => edit((f) => f.tables.players.rows.push(f.tables.players.rows[0]!)), /"players", row 3: the key .* appears twice/],
    ];
    for (const [what, text, message] of cases) {
      it(what, () => {
        const before = snapshot(there);
        const uploadId = upload(there.ctx, text(), 2);
        const checked = dispatch(there.ctx, 'exchange.check', { uploadId });
        expect(checked).toMatchObject({ ok: false, error: { code: 'rejected' } });
        expect(checked.ok ? '' : checked.error.message).toMatch(message);
        const imported = dispatch(there.ctx, 'exchange.import', { uploadId, mode: 'as-is' });
        expect(imported.ok).toBe(false);
        expect(snapshot(there)).toEqual(before);
      });
    }

    it('an import that fails half-way leaves nothing behind (one transaction)', () => {
      // Imported as-is into a store where one of its players' ids is already taken: the players table fails after campaigns went in.
      const takenPlayer = (JSON.parse(good) as { tables: { players: { rows: string[][] } } }).tables.players.rows[1]![0]!;
      there.store.sqlite.prepare("INSERT INTO campaigns (id, name, created_at, updated_at) VALUES ('other-war', 'Other', 1, 1)").run();
      there.store.sqlite.prepare("INSERT INTO players (id, campaign_id, name, colour, position, created_at, updated_at) VALUES (?, 'other-war', 'Squatter', '#000000', 0, 1, 1)").run(takenPlayer);
      const before = snapshot(there);
      const result = dispatch(there.ctx, 'exchange.import', { uploadId: upload(there.ctx, good), mode: 'as-is' });
      expect(result).toMatchObject({ ok: false, error: { code: 'rejected', message: expect.stringMatching(/Could not import table "players".*Nothing was imported/) } });
      expect(snapshot(there)).toEqual(before);
    });
  });

  it('refuses pieces that do not add up', () => {
    const call = caller(there.ctx);
    call('exchange.upload', { uploadId: 'piece-test-1', index: 0, total: 2, chunk: '{' });
    expect(dispatch(there.ctx, 'exchange.check', { uploadId: 'piece-test-1' })).toMatchObject({ ok: false, error: { code: 'rejected', message: 'Only 1 of 2 pieces of the file arrived; choose the file again' } });
    expect(dispatch(there.ctx, 'exchange.upload', { uploadId: 'piece-test-1', index: 0, total: 3, chunk: '{' })).toMatchObject({ ok: false, error: { path: 'total' } });
    call('exchange.discard', { uploadId: 'piece-test-1' });
    expect(dispatch(there.ctx, 'exchange.check', { uploadId: 'piece-test-1' })).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });
});
