import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedBridgeCampaign } from '../../../src-shared/chronicle/testing/seed-campaign';
import { dispatch } from '../../dispatch';
import { openTempStore, type TempStore } from '../../testing/temp-store';
import { everyTableRow } from '../../testing/table-rows';
import { createServiceContext, type ServiceContext } from '../context';
import { typedCaller as caller } from '../../testing/typed-caller';
import { freeName } from './campaign-names';
import { nameKey } from '../../../src-shared/name-key';

/**
 * A campaign file from another install (so another campaign id) whose campaign has the name of a
 * campaign already here: the check says so and the player imports it under another name, or not
 * at all. Two campaigns players cannot tell apart by name are never written.
 */
let here: TempStore;
let there: TempStore;
let fileText: string;
let theirs: { campaignId: string; battleId: string };
/** The other install makes its ids as a real one does (random), so its campaign's id differs from any here. */
let otherInstall: ServiceContext;

beforeEach(async () => {
  here = openTempStore();
  there = openTempStore();
  otherInstall = createServiceContext(there.store, 'browser', 'test');
  theirs = await seedBridgeCampaign(caller(otherInstall), 'Greyford Summer');
  fileText = caller(otherInstall)('exchange.export', { campaignId: theirs.campaignId }).content;
  // Typed differently: letter case and spaces do not make it another name to a player.
  caller(here.ctx)('campaigns.create', { name: '  greyford   SUMMER ', setting: '', description: '' });
});
afterEach(() => {
  here.dispose();
  there.dispose();
});

function upload(ctx: ServiceContext, text: string, uploadId = 'same-name-file'): string {
  caller(ctx)('exchange.upload', { uploadId, index: 0, total: 1, chunk: text });
  return uploadId;
}

const names = (ctx: ServiceContext) =>
  caller(ctx)('campaigns.list', {})
    .map((c) => c.name)
    .sort();
const battlesOf = (ctx: ServiceContext, campaignId: string) => caller(ctx)('battles.list', { campaignId }).map(({ id: _id, ...row }) => row);

describe('importing a campaign file whose campaign has the name of one already here', () => {
  it('is reported by the check, with the first free numbered name to offer', () => {
    const call = caller(here.ctx);
    const check = call('exchange.check', { uploadId: upload(here.ctx, fileText) });
    expect(check).toMatchObject({ campaignName: 'Greyford Summer', exists: false, sameName: { existingName: 'greyford   SUMMER', suggestedName: 'Greyford Summer (2)' } });

    // With “(2)” taken too (again typed differently), “(3)” is offered.
    call('campaigns.create', { name: 'GREYFORD SUMMER  (2)', setting: '', description: '' });
    const again = call('exchange.check', { uploadId: upload(here.ctx, fileText, 'same-name-file-2') });
    expect(again.sameName).toEqual({ existingName: 'greyford   SUMMER', suggestedName: 'Greyford Summer (3)' });
  });

  it('reports nothing when the name is free', () => {
    const elsewhere = openTempStore();
    try {
      expect(caller(elsewhere.ctx)('exchange.check', { uploadId: upload(elsewhere.ctx, fileText) }).sameName).toBeNull();
    } finally {
      elsewhere.dispose();
    }
  });

  it('imports under the new name: two campaigns with names a player can tell apart, every battle of the file in the new one', () => {
    const call = caller(here.ctx);
    const uploadId = upload(here.ctx, fileText);
    const imported = call('exchange.import', { uploadId, mode: 'as-is', name: '  Greyford Summer (2) ' });
    expect(imported).toMatchObject({ campaignId: theirs.campaignId, campaignName: 'Greyford Summer (2)' });
    expect(names(here.ctx)).toEqual(['Greyford Summer (2)', 'greyford   SUMMER']);
    expect(call('campaigns.get', { id: theirs.campaignId }).name).toBe('Greyford Summer (2)');
    const battles = battlesOf(here.ctx, theirs.campaignId);
    expect(battles).toHaveLength(1);
    expect(battles).toEqual(battlesOf(otherInstall, theirs.campaignId));
    expect(call('battles.get', { id: theirs.battleId })).toEqual(caller(otherInstall)('battles.get', { id: theirs.battleId }));
  });

  describe('refuses, writing nothing, and the file can still be imported under a good name', () => {
    const cases: [string, string | undefined, string, string, string | undefined][] = [
      ['the file’s own name, unchanged', undefined, 'conflict', 'You already have a campaign called “greyford   SUMMER”. Import this one as “Greyford Summer (2)”, or give it another name. Nothing was imported.', undefined],
      ['a chosen name that still clashes', ' GreyFord  summer ', 'conflict', 'You already have a campaign called “greyford   SUMMER”. Give the imported campaign another name. Nothing was imported.', 'name'],
      ['a blank name', '   ', 'invalid_input', 'The imported campaign’s name is required', 'name'],
    ];
    for (const [what, name, code, message, path] of cases) {
      it(what, () => {
        const uploadId = upload(here.ctx, fileText);
        const before = everyTableRow(here.store.sqlite);
        const refused = dispatch(here.ctx, 'exchange.import', { uploadId, mode: 'as-is', ...(name === undefined ? {} : { name }) });
        expect(refused).toEqual({ ok: false, error: expect.objectContaining({ code, message, ...(path ? { path } : {}) }) });
        expect(everyTableRow(here.store.sqlite)).toEqual(before);
        expect(caller(here.ctx)('exchange.import', { uploadId, mode: 'as-is', name: 'Greyford Summer, the other group' }).campaignName).toBe('Greyford Summer, the other group');
      });
    }
  });

  it('keeps the same-campaign path as it was: asked as “already here”, refused as-is, kept as a “(copy)”', () => {
    const call = caller(otherInstall);
    const uploadId = upload(otherInstall, fileText);
    expect(call('exchange.check', { uploadId })).toMatchObject({ exists: true, sameName: null });
    const before = everyTableRow(there.store.sqlite);
    expect(dispatch(otherInstall, 'exchange.import', { uploadId, mode: 'as-is' })).toMatchObject({ ok: false, error: { code: 'conflict', message: 'The campaign "Greyford Summer" is already here. Import it as a copy to keep both.' } });
    expect(everyTableRow(there.store.sqlite)).toEqual(before);
    const copy = call('exchange.import', { uploadId, mode: 'copy' });
    expect(copy.campaignName).toBe('Greyford Summer (copy)');
    expect(names(otherInstall)).toEqual(['Greyford Summer', 'Greyford Summer (copy)']);
    // Kept both twice: the second copy is numbered on rather than a second “(copy)” nobody could tell apart.
    const again = upload(otherInstall, fileText);
    expect(call('exchange.import', { uploadId: again, mode: 'copy' }).campaignName).toBe('Greyford Summer (copy) (2)');
  });

  it('a copy may be given its own name, refused when it clashes', () => {
    const call = caller(otherInstall);
    const uploadId = upload(otherInstall, fileText);
    expect(dispatch(otherInstall, 'exchange.import', { uploadId, mode: 'copy', name: 'greyford summer' })).toMatchObject({ ok: false, error: { code: 'conflict', path: 'name' } });
    expect(call('exchange.import', { uploadId, mode: 'copy', name: 'Greyford Autumn' }).campaignName).toBe('Greyford Autumn');
    expect(names(otherInstall)).toEqual(['Greyford Autumn', 'Greyford Summer']);
  });
});

describe('campaign names as players tell them apart', () => {
  it('ignores letter case and extra spaces, nothing else', () => {
    expect(nameKey('  Greyford   SUMMER ')).toBe(nameKey('greyford summer'));
    expect(nameKey('Greyford Summer')).not.toBe(nameKey('Greyford Summers'));
  });

  it('numbers on from a name that already ends in a number, and keeps within 200 characters', () => {
    expect(freeName('Greyford Summer (2)', new Set())).toBe('Greyford Summer (3)');
    expect(freeName('Greyford Summer', new Set([nameKey('Greyford Summer (2)')]))).toBe('Greyford Summer (3)');
    const long = freeName('x'.repeat(200), new Set());
    expect(long).toHaveLength(200);
    expect(long.endsWith('x (2)')).toBe(true);
  });
});
