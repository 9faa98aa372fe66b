import { describe, expect, it } from 'vitest';
import { defineComponent, h, nextTick, ref } from 'vue';
import { flushPromises, mount } from '@vue/test-utils';
import { useRouteLoad } from './route-load';

function screenFor(load: (id: string, current: () => boolean) => Promise<unknown>) {
  const id = ref('battle-1');
  let reload!: () => Promise<void>;
  const Screen = defineComponent({
    setup() {
      const route = useRouteLoad(() => id.value, load);
      reload = route.reload;
      return () => h('p', route.loaded.value ? (route.error.value ?? 'shown') : 'loading');
    },
  });
  return { id, wrapper: mount(Screen), reload };
}

describe('useRouteLoad', () => {
  it('loads for the first parameter, then again whenever it changes', async () => {
    const asked: string[] = [];
    const { id, wrapper } = screenFor(async (value) => void asked.push(value));
    expect(wrapper.text()).toBe('loading');
    await flushPromises();
    expect(wrapper.text()).toBe('shown');
    id.value = 'battle-2';
    await nextTick();
    await flushPromises();
    expect(asked).toEqual(['battle-1', 'battle-2']);
  });

  it('keeps the refusal to show, and clears it once a load succeeds', async () => {
    const { id, wrapper } = screenFor(async (value) => {
      if (value === 'battle-1') throw new Error('Battle battle-1 does not exist (it may have been deleted)');
    });
    await flushPromises();
    expect(wrapper.text()).toBe('Battle battle-1 does not exist (it may have been deleted)');
    id.value = 'battle-2';
    await nextTick();
    await flushPromises();
    expect(wrapper.text()).toBe('shown');
  });

  it('never shows the refusal of a page left that answers after the one asked for since', async () => {
    let refuse!: (error: Error) => void;
    const { id, wrapper } = screenFor((value) => (value === 'battle-1' ? new Promise((_, reject) => (refuse = reject)) : Promise.resolve()));
    id.value = 'battle-2';
    await nextTick();
    await flushPromises();
    expect(wrapper.text()).toBe('shown');
    refuse(new Error('Battle battle-1 does not exist (it may have been deleted)'));
    await flushPromises();
    expect(wrapper.text()).toBe('shown');
  });

  it('reads the same parameter again on reload, and an older read answering after it is no longer current', async () => {
    const reads: { value: string; current: () => boolean; answer: () => void }[] = [];
    const { reload } = screenFor((value, current) => new Promise<void>((resolve) => reads.push({ value, current, answer: resolve })));
    const reloading = reload();
    expect(reads.map((read) => [read.value, read.current()])).toEqual([
      ['battle-1', false],
      ['battle-1', true],
    ]);
    reads.forEach((read) => read.answer());
    await reloading;
  });
});
