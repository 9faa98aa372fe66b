import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import { useCampaignsStore } from './campaigns';
import { ApiError } from '../api';
import { installRealBridge, removeBridge } from '../testing/real-bridge';
import type { TempStore } from '../../src-main/testing/temp-store';

let temp: TempStore;
beforeEach(() => {
  setActivePinia(createPinia());
  temp = installRealBridge();
});
afterEach(() => removeBridge(temp));

describe('campaigns store over the real contract', () => {
  it('loads, creates, renames and removes, keeping the newest first', async () => {
    const store = useCampaignsStore();
    await store.load();
    expect(store.loaded).toBe(true);
    expect(store.campaigns).toEqual([]);

    const first = await store.create({ name: 'First war' });
    await store.create({ name: 'Second war' });
    expect(store.campaigns.map((c) => c.name)).toEqual(['Second war', 'First war']);

    await store.update({ id: first.id, name: 'First war, renamed' });
    expect(store.campaigns.map((c) => c.name)).toEqual(['First war, renamed', 'Second war']);

    await store.remove(first.id);
    expect(store.campaigns.map((c) => c.name)).toEqual(['Second war']);
    expect(temp.store.sqlite.prepare('SELECT name FROM campaigns').pluck().all()).toEqual(['Second war']);
  });

  it('surfaces the contract refusal with its field and leaves the list alone', async () => {
    const store = useCampaignsStore();
    const error = await store.create({ name: '' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).path).toBe('name');
    expect((error as ApiError).message).toBe('Campaign name is required');
    expect(store.campaigns).toEqual([]);
  });
});
