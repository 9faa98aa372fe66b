import { existsSync } from 'node:fs';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedBridgeCampaign } from '../../../src-shared/chronicle/testing/seed-campaign';
import { dispatch } from '../../dispatch';
import { openTempStore, type TempStore } from '../../testing/temp-store';
import type { ServiceContext } from '../context';
import { completeUpload } from './uploads';
import { typedCaller as caller } from '../../testing/typed-caller';

/**
 * The import reads the uploaded pieces back a batch of rows at a time, in one transaction: these
 * cut a 1,000-entry campaign file into many small pieces and spoil it deep inside, where most of
 * the file has already gone past (and, for the import, been written) before the problem shows.
 */
let source: TempStore;
let target: TempStore;
let good: string;
let campaignId: string;
const ENTRIES = 1_000;
const PIECE_CHARS = 2 * 1024;

type Block = { columns: string[]; rows: unknown[][] };
type EditableFile = { tables: Record<string, Block> };

/** The seeded campaign's file with its diary grown to 1,000 entries (entry-1 … entry-1000). */
function withThousandEntries(content: string): EditableFile {
  const file = JSON.parse(content) as EditableFile;
  const diary = file.tables.diary_entries!;
  const template = diary.rows[0]!;
  const at = (name: string) => diary.columns.indexOf(name);
  diary.rows = Array.from({ length: ENTRIES }, (_, i) => {
    const row = [...template];
    row[at('id')] = `entry-${i + 1}`;
    row[at('title')] = `Entry ${i + 1}: the "bridge", [held], {again}`;
    row[at('world_day')] = i;
    return row;
  });
  for (const table of ['diary_revisions', 'diary_links']) file.tables[table]!.rows = [];
  return file;
}

function upload(ctx: ServiceContext, text: string, uploadId: string): string {
  const total = Math.ceil(text.length / PIECE_CHARS);
  for (let index = 0; index < total; index++) caller(ctx)('exchange.upload', { uploadId, index, total, chunk: text.slice(index * PIECE_CHARS, (index + 1) * PIECE_CHARS) });
  return uploadId;
}

function snapshot(temp: TempStore): Record<string, unknown[]> {
  const tables = temp.store.sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'search_fts%' ORDER BY name").all() as { name: string }[];
  return Object.fromEntries(tables.map(({ name }) => [name, target.store.sqlite.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).all()]));
}

beforeAll(async () => {
  const seeding = openTempStore();
  const call = caller(seeding.ctx);
  const seeded = await seedBridgeCampaign(call);
  call('chronicle.diary.create', { campaignId: seeded.campaignId, title: 'Muster', worldDay: 1, body: 'We gather at the gate.', links: [] });
  campaignId = seeded.campaignId;
  good = JSON.stringify(withThousandEntries(call('exchange.export', { campaignId }).content));
  seeding.dispose();
});
beforeEach(() => {
  source = openTempStore();
  target = openTempStore();
});
afterEach(() => {
  source.dispose();
  target.dispose();
});

describe('a campaign file streamed in small pieces', () => {
  it('imports all 1,000 entries, and lets go of its pieces once imported', () => {
    const call = caller(target.ctx);
    const uploadId = upload(target.ctx, good, 'streamed-good');
    expect(good.length / PIECE_CHARS).toBeGreaterThan(50);
    const { folder } = completeUpload(uploadId);
    expect(call('exchange.check', { uploadId }).counts.diary_entries).toBe(ENTRIES);
    expect(call('exchange.import', { uploadId, mode: 'as-is' }).campaignId).toBe(campaignId);
    expect(target.store.sqlite.prepare('SELECT count(*) FROM diary_entries WHERE campaign_id = ?').pluck().get(campaignId)).toBe(ENTRIES);
    expect(target.store.sqlite.prepare("SELECT title FROM diary_entries WHERE id = 'entry-900'").pluck().get()).toBe('Entry 900: the "bridge", [held], {again}');
    expect(existsSync(folder)).toBe(false);
  });

  it('refuses a bad record 900 of 1,000 by its table and row, and changes nothing', () => {
    const file = JSON.parse(good) as EditableFile;
    const diary = file.tables.diary_entries!;
    diary.rows[899]![diary.columns.indexOf('world_day')] = 'the day after';
    const before = snapshot(target);
    const uploadId = upload(target.ctx, JSON.stringify(file), 'streamed-bad-900');
    const checked = dispatch(target.ctx, 'exchange.check', { uploadId });
    expect(checked).toMatchObject({ ok: false, error: { code: 'rejected', message: 'Table "diary_entries", row 900: "world_day" must be a whole number.' } });
    expect(dispatch(target.ctx, 'exchange.import', { uploadId, mode: 'as-is' }).ok).toBe(false);
    expect(snapshot(target)).toEqual(before);
  });

  it('rolls back every batch already written when record 900 of 1,000 fails to go in', () => {
    // The check passes (the file is sound); the database refuses row 900, whose id another campaign already has.
    target.store.sqlite.prepare("INSERT INTO campaigns (id, name, created_at, updated_at) VALUES ('other-war', 'Other', 1, 1)").run();
    target.store.sqlite.prepare("INSERT INTO diary_entries (id, campaign_id, title, body, revision, created_at, updated_at) VALUES ('entry-900', 'other-war', 'Squatter', '', 1, 1, 1)").run();
    const before = snapshot(target);
    const uploadId = upload(target.ctx, good, 'streamed-clash-900');
    expect(caller(target.ctx)('exchange.check', { uploadId }).counts.diary_entries).toBe(ENTRIES);
    const imported = dispatch(target.ctx, 'exchange.import', { uploadId, mode: 'as-is' });
    expect(imported).toMatchObject({ ok: false, error: { code: 'rejected', message: expect.stringMatching(/^Could not import table "diary_entries": UNIQUE constraint failed.*Nothing was imported\.$/) } });
    expect(snapshot(target)).toEqual(before);
  });

  it('refuses an upload cut off inside its last piece as truncated, and one missing a piece as incomplete', () => {
    const before = snapshot(target);
    const cut = good.slice(0, good.length - 200);
    const truncated = dispatch(target.ctx, 'exchange.check', { uploadId: upload(target.ctx, cut, 'streamed-cut') });
    expect(truncated).toMatchObject({ ok: false, error: { code: 'rejected', message: expect.stringMatching(/^The file ends too soon: it looks truncated/) } });

    const total = Math.ceil(good.length / PIECE_CHARS);
    for (let index = 0; index < total - 1; index++) caller(target.ctx)('exchange.upload', { uploadId: 'streamed-short', index, total, chunk: good.slice(index * PIECE_CHARS, (index + 1) * PIECE_CHARS) });
    expect(dispatch(target.ctx, 'exchange.import', { uploadId: 'streamed-short', mode: 'as-is' })).toMatchObject({ ok: false, error: { message: `Only ${total - 1} of ${total} pieces of the file arrived; choose the file again` } });
    expect(snapshot(target)).toEqual(before);
  });

  it('refuses a row spoiled so that only JSON can tell, naming where', () => {
    const spoiled = good.replace('"entry-900",', '"entry-900",,');
    const checked = dispatch(target.ctx, 'exchange.check', { uploadId: upload(target.ctx, spoiled, 'streamed-spoiled') });
    expect(checked).toMatchObject({ ok: false, error: { code: 'rejected', message: expect.stringMatching(/^The file is not valid JSON.*in table "diary_entries" after row 8\d\d\)$/) } });
  });

  it('reads a file laid out differently: spaced out, header after the tables, a character pair cut between pieces', () => {
    const file = JSON.parse(good) as EditableFile & Record<string, unknown>;
    const { tables, ...header } = file;
    const diary = tables.diary_entries!;
    diary.rows[0]![diary.columns.indexOf('body')] = `${'x'.repeat(PIECE_CHARS - 20)}🐉 and 🐉`;
    const reordered = JSON.stringify({ tables, ...header }, null, 1);
    const call = caller(target.ctx);
    const uploadId = upload(target.ctx, reordered, 'streamed-reordered');
    expect(call('exchange.check', { uploadId }).counts.diary_entries).toBe(ENTRIES);
    call('exchange.import', { uploadId, mode: 'as-is' });
    expect(target.store.sqlite.prepare("SELECT body FROM diary_entries WHERE id = 'entry-1'").pluck().get()).toBe(diary.rows[0]![diary.columns.indexOf('body')]);
    expect(target.store.sqlite.prepare('SELECT count(*) FROM diary_entries').pluck().get()).toBe(ENTRIES);
  });
});
