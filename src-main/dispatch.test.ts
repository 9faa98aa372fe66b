import { afterEach, describe, expect, it } from 'vitest';
import { dispatch } from './dispatch';
import { openTempStore, type TempStore } from './testing/temp-store';
import { legalHumanRoster } from './testing/army-fixtures';

let temp: TempStore;
afterEach(() => temp.dispose());

describe('dispatch turns failures of the data file into clear refusals', () => {
  it('says the file cannot be written (not an internal error) when SQLite refuses to write', () => {
    temp = openTempStore();
    temp.store.sqlite.pragma('query_only = ON');
    const result = dispatch(temp.ctx, 'campaigns.create', { name: 'Sundered Crown' });
    expect(result).toMatchObject({ ok: false, error: { code: 'rejected', message: expect.stringMatching(/read-only.*Nothing was changed/) as unknown } });
    temp.store.sqlite.pragma('query_only = OFF');
    expect(dispatch(temp.ctx, 'campaigns.list', {})).toMatchObject({ ok: true, value: [] });
  });

  it('refuses an unknown call without echoing a long name back', () => {
    temp = openTempStore();
    const result = dispatch(temp.ctx, 'x'.repeat(10_000), {});
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message.length).toBeLessThan(100);
  });

  // The desktop app reaches dispatch over IPC, past no HTTP guard: these must hold here too.
  it('refuses a roster choice nested thousands of levels deep, or 1 MB long, briefly and without an internal error', () => {
    temp = openTempStore();
    const campaignId = (dispatch(temp.ctx, 'campaigns.create', { name: 'Sundered Crown' }) as { value: { id: string } }).value.id;
    let deep: unknown = 'elite';
    for (let level = 0; level < 20_000; level++) deep = [deep];
    for (const experience of [deep, 'e'.repeat(1_000_000)]) {
      const roster = legalHumanRoster();
      const input = { campaignId, playerId: 'nobody', roster: { ...roster, marshal: { ...roster.marshal, experience } } };
      const result = dispatch(temp.ctx, 'armies.create', input);
      expect(result).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
      expect(JSON.stringify(result).length).toBeLessThan(300);
    }
    expect(dispatch(temp.ctx, 'armies.list', { campaignId })).toMatchObject({ ok: true, value: [] });
  });

  it('names every refused field of a form at once, the first as the message (a new Classified game with nothing filled in)', () => {
    temp = openTempStore();
    const campaignId = (dispatch(temp.ctx, 'campaigns.create', { name: 'Sundered Crown' }) as { value: { id: string } }).value.id;
    const result = dispatch(temp.ctx, 'objectives.createSession', { campaignId, name: '', scenario: 'annihilation', playerA: '', playerB: ' ', rulings: {} });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ code: 'invalid_input', path: 'name' });
    expect(Object.keys((result.error.details as { fields: Record<string, string> }).fields)).toEqual(['name', 'playerA', 'playerB']);
    // One wrong field keeps the plain refusal.
    const one = dispatch(temp.ctx, 'objectives.createSession', { campaignId, name: 'Friday', scenario: 'annihilation', playerA: 'Ann', playerB: '', rulings: {} });
    expect(one).toMatchObject({ ok: false, error: { code: 'invalid_input', path: 'playerB' } });
    expect((one as { error: { details?: unknown } }).error.details).toBeUndefined();
    expect(dispatch(temp.ctx, 'objectives.listSessions', { campaignId })).toMatchObject({ ok: true, value: [] });
  });
});
