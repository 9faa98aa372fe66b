import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CallOutput } from '../../../src-shared/contract';
import { dispatch } from '../../dispatch';
import { openTempStore, type TempStore } from '../../testing/temp-store';
import { everyTableRow } from '../../testing/table-rows';

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

/** Every byte value, so a lossy text round trip (UTF-8, latin-1) would show. */
const BYTES = Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 37) % 256));

function seedMapRow(temp: TempStore): void {
  temp.store.sqlite.prepare("INSERT INTO campaigns (id, name, created_at, updated_at) VALUES ('war', 'War', 1, 1)").run();
  temp.store.sqlite
    .prepare("INSERT INTO campaign_maps (id, campaign_id, name, width, height, image_type, image, rule_json, created_at, updated_at) VALUES ('map', 'war', 'Realm', 640, 480, 'image/png', ?, '{\"kind\":\"winner-takes\"}', 1, 1)")
    .run(BYTES);
}

function exportOf(temp: TempStore): CallOutput<'exchange.export'> {
  const result = dispatch(temp.ctx, 'exchange.export', { campaignId: 'war' });
  if (!result.ok) throw new Error(result.error.message);
  return result.value as CallOutput<'exchange.export'>;
}

function send(temp: TempStore, content: string) {
  const upload = dispatch(temp.ctx, 'exchange.upload', { uploadId: 'binary-map', index: 0, total: 1, chunk: content });
  expect(upload.ok).toBe(true);
  return dispatch(temp.ctx, 'exchange.check', { uploadId: 'binary-map' });
}

describe('binary columns in a campaign file', () => {
  it('carry a map picture as base64 and import it byte for byte', () => {
    seedMapRow(here);
    const exported = exportOf(here);
    const block = (JSON.parse(exported.content) as { tables: Record<string, { columns: string[]; rows: unknown[][] }> }).tables.campaign_maps!;
    expect(block.rows[0]![block.columns.indexOf('image')]).toBe(BYTES.toString('base64'));

    expect(send(there, exported.content).ok).toBe(true);
    expect(dispatch(there.ctx, 'exchange.import', { uploadId: 'binary-map', mode: 'as-is' }).ok).toBe(true);
    const image = there.store.sqlite.prepare("SELECT image FROM campaign_maps WHERE id = 'map'").pluck().get() as Buffer;
    expect(Buffer.isBuffer(image)).toBe(true);
    expect(image.equals(BYTES)).toBe(true);
    expect(everyTableRow(there.store.sqlite)).toEqual(everyTableRow(here.store.sqlite));
  });

  it('refuses a picture that is not base64 text, importing nothing', () => {
    seedMapRow(here);
    const exported = exportOf(here);
    const file = JSON.parse(exported.content) as { tables: Record<string, { columns: string[]; rows: unknown[][] }> };
    const block = file.tables.campaign_maps!;
    block.rows[0]![block.columns.indexOf('image')] = '<svg onload="alert(1)">';
    const checked = send(there, JSON.stringify(file));
    expect(checked).toMatchObject({ ok: false, error: { code: 'rejected', message: 'Table "campaign_maps", row 1: "image" must be binary data written as base64 text.' } });
    expect(there.store.sqlite.prepare('SELECT count(*) FROM campaigns').pluck().get()).toBe(0);
  });
});
