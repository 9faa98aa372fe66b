import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reactive } from 'vue';
import { call, request } from './api';
import { installRealBridge, removeBridge } from './testing/real-bridge';
import type { TempStore } from '../src-main/testing/temp-store';

/**
 * Electron's context bridge copies what the page sends by the structured clone algorithm, which
 * refuses a Proxy: a form's live (reactive) state would fail in the desktop app alone. The real
 * bridge of these tests copies the same way, so each call here crosses it as the app's would.
 */
let temp: TempStore;
beforeEach(() => (temp = installRealBridge()));
afterEach(() => removeBridge(temp));

describe('a call over the desktop bridge', () => {
  it('sends a form’s live reactive state as plain data, so it is saved rather than refused as uncloneable', async () => {
    const form = reactive({ name: 'The Thursday Club', description: 'Dice on the table' });
    const created = await call('campaigns.create', form);
    expect(created.name).toBe('The Thursday Club');
    expect((await call('campaigns.list', {})).map((campaign) => campaign.name)).toContain('The Thursday Club');
  });

  it('refuses a number typed as nonsense (NaN) as not a number, as the browser host does', async () => {
    const campaignId = (await call('campaigns.create', { name: 'Paradiso' })).id;
    const answer = await request('chronicle.timeline', reactive({ campaignId, offset: Number.NaN, limit: 10 }));
    expect(answer.ok).toBe(false);
    if (!answer.ok) expect(answer.error).toMatchObject({ code: 'invalid_input', path: 'offset' });
  });
});
