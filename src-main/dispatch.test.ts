import { afterEach, describe, expect, it } from 'vitest';
import { dispatch } from './dispatch';
import { openTempStore, type TempStore } from './testing/temp-store';

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
});
