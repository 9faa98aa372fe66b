import { describe, expect, it } from 'vitest';
import { defineComponent, h, ref } from 'vue';
import { mount } from '@vue/test-utils';
import { useRovingTabs } from './roving-tabs';

/** A bare tab list of four tabs wired to the composable, as the house-rules picker and the Chronicle wire theirs. */
const Tabs = defineComponent({
  props: { layout: { type: String as () => 'horizontal' | 'vertical', default: 'horizontal' } },
  setup(props) {
    const names = ['First', 'Second', 'Third', 'Fourth'];
    const chosen = ref(0);
    const list = ref<HTMLElement | null>(null);
    const { onKey } = useRovingTabs(list, (i) => (chosen.value = i), props.layout);
    return () =>
      h('div', { ref: list, role: 'tablist' }, names.map((name, i) =>
        h('button', { id: name, role: 'tab', 'aria-selected': chosen.value === i, tabindex: chosen.value === i ? 0 : -1, onClick: () => (chosen.value = i), onKeydown: (e: KeyboardEvent) => onKey(e, i) }, name),
      ));
  },
});

function show(layout: 'horizontal' | 'vertical' = 'horizontal') {
  return mount(Tabs, { props: { layout }, attachTo: document.body });
}
const selected = (view: ReturnType<typeof show>) => view.get('[aria-selected="true"]').text();
const focused = () => document.activeElement?.id;
async function press(view: ReturnType<typeof show>, on: string, key: string): Promise<KeyboardEvent> {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  view.get(`#${on}`).element.dispatchEvent(event);
  await view.vm.$nextTick();
  return event;
}

describe('a tab list moved through from the keyboard', () => {
  it('chooses the next and previous tab with the arrows, wrapping at both ends, and focuses it', async () => {
    const view = show();
    await press(view, 'First', 'ArrowRight');
    expect([selected(view), focused()]).toEqual(['Second', 'Second']);
    await press(view, 'Second', 'ArrowLeft');
    expect([selected(view), focused()]).toEqual(['First', 'First']);
    await press(view, 'First', 'ArrowLeft');
    expect([selected(view), focused()]).toEqual(['Fourth', 'Fourth']);
    await press(view, 'Fourth', 'ArrowRight');
    expect([selected(view), focused()]).toEqual(['First', 'First']);
    expect(view.get('#First').attributes('tabindex')).toBe('0');
    expect(view.findAll('[tabindex="0"]')).toHaveLength(1);
    view.unmount();
  });

  it('goes to the last tab with End and the first with Home', async () => {
    const view = show();
    await press(view, 'First', 'End');
    expect([selected(view), focused()]).toEqual(['Fourth', 'Fourth']);
    await press(view, 'Fourth', 'Home');
    expect([selected(view), focused()]).toEqual(['First', 'First']);
    view.unmount();
  });

  it('keeps a key it takes from the browser, and leaves the others alone', async () => {
    const view = show();
    expect((await press(view, 'First', 'End')).defaultPrevented).toBe(true);
    const down = await press(view, 'Fourth', 'ArrowDown');
    const enter = await press(view, 'Fourth', 'Enter');
    expect([down.defaultPrevented, enter.defaultPrevented]).toEqual([false, false]);
    expect(selected(view)).toBe('Fourth');
    view.unmount();
  });

  it('takes up and down in a list laid out top to bottom', async () => {
    const view = show('vertical');
    await press(view, 'First', 'ArrowUp');
    expect([selected(view), focused()]).toEqual(['Fourth', 'Fourth']);
    await press(view, 'Fourth', 'ArrowDown');
    expect([selected(view), focused()]).toEqual(['First', 'First']);
    view.unmount();
  });
});
