import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatch } from '../dispatch';
import { openTempStore, type TempStore } from '../testing/temp-store';

let temp: TempStore;
beforeEach(() => {
  temp = openTempStore();
});
afterEach(() => temp.dispose());

const call = (name: string, input: unknown) => dispatch(temp.ctx, name, input);
const rows = () => JSON.stringify(temp.store.sqlite.prepare('SELECT * FROM campaigns').all());

describe("a campaign's world, start date and house rules (Orders & Omens, Worlds of Battle)", () => {
  it('stores the world, the in-world start date and only the house rules that differ from the defaults', () => {
    const created = call('campaigns.create', {
      name: 'The Sundered Marches',
      setting: 'Middle-earth',
      worldKind: 'existing',
      startDate: 'Spring, T.A. 3018',
      houseRules: { 'oo.regiments-per-brigade': 'two-to-four', 'oo.marshal-cost': 'elite-general-price', 'tt.same-rank-win-next-full': 'next-open-rank' },
    });
    expect(created).toMatchObject({
      ok: true,
      value: { setting: 'Middle-earth', worldKind: 'existing', startDate: 'Spring, T.A. 3018', houseRules: { 'oo.marshal-cost': 'elite-general-price', 'tt.same-rank-win-next-full': 'next-open-rank' } },
    });
    const id = created.ok ? (created.value as { id: string }).id : '';
    expect(call('campaigns.update', { id, worldKind: 'shared-realm', houseRules: {} })).toMatchObject({ ok: true, value: { worldKind: 'shared-realm', houseRules: {}, startDate: 'Spring, T.A. 3018' } });
  });

  it('defaults to no world chosen, no start date and the rulebook defaults', () => {
    expect(call('campaigns.create', { name: 'Plain' })).toMatchObject({ ok: true, value: { worldKind: null, startDate: '', houseRules: {} } });
  });

  it.each([
    [{ worldKind: 'narnia' }, 'worldKind', 'World must be one of existing, own, shared-realm'],
    [{ startDate: 'x'.repeat(201) }, 'startDate', 'Start date must be 200 characters or fewer'],
    [{ houseRules: { 'oo.marshal-cost': 7 } }, 'houseRules.oo.marshal-cost', 'A house rule is chosen by its option id (text)'],
  ])('refuses %j and changes nothing', (change, path, message) => {
    const created = call('campaigns.create', { name: 'Kept' });
    const id = created.ok ? (created.value as { id: string }).id : '';
    const before = rows();
    expect(call('campaigns.update', { id, ...change })).toEqual({ ok: false, error: { code: 'invalid_input', message, path } });
    expect(rows()).toBe(before);
  });
});
