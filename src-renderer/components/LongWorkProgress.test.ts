import { afterEach, describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { nextTick } from 'vue';
import LongWorkProgress from './LongWorkProgress.vue';
import type { LongWorkProgress as Progress } from '../../src-shared/long-work';

afterEach(() => {
  delete window.warchronicle;
});

describe('LongWorkProgress', () => {
  it('shows how far long work has got from the desktop bridge, and goes when it is over', async () => {
    let hear: ((progress: Progress | null) => void) | null = null;
    window.warchronicle = { invoke: () => Promise.resolve({ ok: true, value: null }), onProgress: (listener) => (hear = listener) };
    const bar = mount(LongWorkProgress);
    expect(bar.find('[role="status"]').exists()).toBe(false);
    hear!({ task: 'Importing the campaign file', done: 12_000, total: 200_000 });
    await nextTick();
    expect(bar.get('[role="status"]').text()).toMatch(/^Importing the campaign file….*12,000 of 200,000$/s);
    const progress = bar.get('progress').element as HTMLProgressElement;
    expect([progress.getAttribute('value'), progress.getAttribute('max')]).toEqual(['12000', '200000']);
    hear!(null);
    await nextTick();
    expect(bar.find('[role="status"]').exists()).toBe(false);
  });

  it('shows nothing in a browser, where no bridge reports progress', () => {
    expect(mount(LongWorkProgress).html()).not.toContain('progress');
  });
});
