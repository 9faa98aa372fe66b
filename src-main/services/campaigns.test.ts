import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatch } from '../dispatch';
import { loadMigrations } from '../db/migrations';
import { MIGRATIONS_FOLDER, openTempStore, type TempStore } from '../testing/temp-store';
import { openDatabase } from '../db/open';
import { createServiceContext } from './context';

let temp: TempStore;
beforeEach(() => {
  temp = openTempStore();
});
afterEach(() => temp.dispose());

const call = (name: string, input: unknown) => dispatch(temp.ctx, name, input);
const campaignCount = () => temp.store.sqlite.prepare('SELECT count(*) FROM campaigns').pluck().get();

describe('campaign services over a real SQLite file', () => {
  it('creates, lists newest first, renames and deletes', () => {
    const first = call('campaigns.create', { name: '  The Sundered Marches  ', setting: 'Shared realm' });
    const second = call('campaigns.create', { name: 'Iron Hold', description: 'Dwarves vs Orcs' });
    expect(first).toMatchObject({ ok: true, value: { name: 'The Sundered Marches', setting: 'Shared realm', description: '' } });
    expect(second.ok).toBe(true);

    const listed = call('campaigns.list', {});
    expect(listed.ok && (listed.value as { name: string }[]).map((c) => c.name)).toEqual(['Iron Hold', 'The Sundered Marches']);

    const id = first.ok ? (first.value as { id: string }).id : '';
    const renamed = call('campaigns.update', { id, name: 'The Broken Marches' });
    expect(renamed).toMatchObject({ ok: true, value: { id, name: 'The Broken Marches', setting: 'Shared realm' } });

    expect(call('campaigns.delete', { id })).toEqual({ ok: true, value: { id } });
    expect(call('campaigns.get', { id })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(campaignCount()).toBe(1);
  });

  it.each([
    [{ name: '' }, 'name', 'Campaign name is required'],
    [{ name: '   ' }, 'name', 'Campaign name is required'],
    [{ name: 'x'.repeat(201) }, 'name', 'Campaign name must be 200 characters or fewer'],
    [{}, 'name', 'Campaign name must be text'],
    [{ name: 'Ok', colour: 'red' }, undefined, 'Unknown field: colour'],
  ])('rejects %j at the contract and writes nothing', (input, path, message) => {
    const result = call('campaigns.create', input);
    expect(result).toEqual({ ok: false, error: path ? { code: 'invalid_input', message, path } : { code: 'invalid_input', message } });
    expect(campaignCount()).toBe(0);
  });

  it('accepts a 200-character name exactly', () => {
    expect(call('campaigns.create', { name: 'x'.repeat(200) }).ok).toBe(true);
  });

  it('refuses to rename a campaign that does not exist, and changes nothing', () => {
    call('campaigns.create', { name: 'Only one' });
    const result = call('campaigns.update', { id: 'missing', name: 'Ghost' });
    expect(result).toMatchObject({ ok: false, error: { code: 'not_found', message: 'This campaign does not exist (it may have been deleted)' } });
    expect(temp.store.sqlite.prepare('SELECT name FROM campaigns').pluck().all()).toEqual(['Only one']);
  });

  it('refuses an unknown call by name', () => {
    expect(call('campaigns.drop', {})).toEqual({ ok: false, error: { code: 'unknown_call', message: 'There is no call named "campaigns.drop"' } });
  });

  it('refuses to save a PDF outside the desktop app, pointing at the print dialog', () => {
    expect(call('app.savePdf', { suggestedName: 'Roster' })).toMatchObject({ ok: false, error: { code: 'rejected', message: expect.stringMatching(/needs the desktop app.*Save as PDF/) } });
  });

  it('reports the data file and schema version', () => {
    expect(call('app.info', {})).toMatchObject({ ok: true, value: { host: 'browser', dataFile: temp.file, schemaVersion: loadMigrations(MIGRATIONS_FOLDER).length } });
  });
});

describe('two campaigns a player could not tell apart by name', () => {
  const created = (name: string) => {
    const result = call('campaigns.create', { name });
    if (!result.ok) throw new Error(result.error.message);
    return result.value as { id: string; name: string; updatedAt: number };
  };
  const rows = () => temp.store.sqlite.prepare('SELECT id, name, updated_at AS updatedAt FROM campaigns ORDER BY created_at').all();
  const refusal = (name: string) => ({ ok: false, error: { code: 'conflict', message: `There is already a campaign called “${name}”. Choose another name.`, path: 'name' } });

  it.each([
    ['the same name', 'Winter Campaign', 'Winter Campaign'],
    ['other capitals', 'Winter Campaign', 'WINTER campaign'],
    ['extra spaces and a tab', 'Winter Campaign', '  Winter \t  Campaign '],
    ['the same accents written as separate marks (Unicode NFD)', 'Campagne d\u2019\u00e9t\u00e9', 'campagne d\u2019e\u0301te\u0301'],
  ])('refuses a new campaign with %s, and writes nothing', (_what, existing, typed) => {
    created(existing);
    const before = rows();
    expect(call('campaigns.create', { name: typed, setting: 'Elsewhere' })).toEqual(refusal(existing));
    expect(rows()).toEqual(before);
  });

  it('refuses to rename a campaign to another campaign’s name, and changes nothing in it', () => {
    created('Winter Campaign');
    const summer = created('Summer Campaign');
    const before = rows();
    expect(call('campaigns.update', { id: summer.id, name: ' winter  CAMPAIGN ', description: 'Snow', houseRules: {} })).toEqual(refusal('Winter Campaign'));
    expect(rows()).toEqual(before);
    expect(call('campaigns.get', { id: summer.id })).toMatchObject({ ok: true, value: { name: 'Summer Campaign', description: '' } });
  });

  it('lets a campaign keep its own name, or change only its capitals or spacing', () => {
    created('Winter Campaign');
    const summer = created('Summer Campaign');
    expect(call('campaigns.update', { id: summer.id, name: 'Summer Campaign', description: 'Heat' })).toMatchObject({ ok: true, value: { name: 'Summer Campaign', description: 'Heat' } });
    expect(call('campaigns.update', { id: summer.id, name: 'SUMMER  campaign' })).toMatchObject({ ok: true, value: { name: 'SUMMER  campaign' } });
    expect(call('campaigns.update', { id: summer.id, description: 'No name sent' })).toMatchObject({ ok: true, value: { name: 'SUMMER  campaign' } });
  });

  it('frees a name when its campaign is deleted or renamed away', () => {
    const winter = created('Winter Campaign');
    call('campaigns.update', { id: winter.id, name: 'Old Winter' });
    expect(created('Winter Campaign').name).toBe('Winter Campaign');
    call('campaigns.delete', { id: winter.id });
    expect(created('Old Winter').name).toBe('Old Winter');
  });

  it('still reports a missing campaign as missing when the new name is taken', () => {
    created('Winter Campaign');
    expect(call('campaigns.update', { id: 'missing', name: 'Winter Campaign' })).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });

  it('sees a name the other app on the same file just wrote (the desktop app and the browser host share it)', () => {
    const other = openDatabase({ file: temp.file, migrationsFolder: MIGRATIONS_FOLDER });
    try {
      const otherCtx = createServiceContext(other, 'electron', 'test', { newId: () => 'from-the-desktop-app' });
      expect(dispatch(otherCtx, 'campaigns.create', { name: 'Winter Campaign' })).toMatchObject({ ok: true });
      expect(call('campaigns.create', { name: 'winter campaign' })).toEqual(refusal('Winter Campaign'));
      expect(other.sqlite.prepare('SELECT name FROM campaigns').pluck().all()).toEqual(['Winter Campaign']);
    } finally {
      other.close();
    }
  });
});
