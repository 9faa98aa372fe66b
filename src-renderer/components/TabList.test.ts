import { describe, expect, it } from 'vitest';
import { defineComponent, h, ref } from 'vue';
import { mount } from '@vue/test-utils';
import TabList from './TabList.vue';
import { tabListIds } from './tab-list';

const TABS = [
  { key: 'first', label: 'First' },
  { key: 'second', label: 'Second' },
  { key: 'third', label: 'Third' },
  { key: 'fourth', label: 'Fourth' },
];

/** A screen as the four that use the strip write it: the strip, then its one panel bound with the same ids. */
const Screen = defineComponent({
  props: { layout: { type: String as () => 'horizontal' | 'vertical', default: 'horizontal' } },
  setup(props) {
    const chosen = ref('first');
    const ids = tabListIds('demo');
    return () => [
      h(TabList, { modelValue: chosen.value, 'onUpdate:modelValue': (key: string) => (chosen.value = key), tabs: TABS, ids, label: 'Demo views', layout: props.layout, class: 'tabs', tabClass: 'tab', chosenClass: 'on' }),
      h('div', { class: 'body', ...ids.panel(chosen.value) }, `showing ${chosen.value}`),
    ];
  },
});

function show(layout: 'horizontal' | 'vertical' = 'horizontal') {
  return mount(Screen, { props: { layout }, attachTo: document.body });
}
type View = ReturnType<typeof show>;
const tabs = (view: View) => view.findAll('[role="tab"]');
const tab = (view: View, label: string) => tabs(view).find((t) => t.text() === label)!;
const selected = (view: View) => view.get('[aria-selected="true"]').text();
const focused = () => document.activeElement?.textContent?.trim();
const body = (view: View) => view.get('.body').text();
async function press(view: View, on: string, key: string): Promise<KeyboardEvent> {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  tab(view, on).element.dispatchEvent(event);
  await view.vm.$nextTick();
  return event;
}

describe('TabList', () => {
  it('draws a named tab list of buttons, the chosen one selected, marked and the only Tab stop', () => {
    const view = show();
    const list = view.get('[role="tablist"]');
    expect(list.attributes('aria-label')).toBe('Demo views');
    expect(list.classes()).toContain('tabs');
    expect(tabs(view).map((t) => t.text())).toEqual(['First', 'Second', 'Third', 'Fourth']);
    expect(tabs(view).map((t) => [t.element.tagName, t.attributes('type'), t.classes().join(' ')])).toEqual([
      ['BUTTON', 'button', 'tab on'],
      ['BUTTON', 'button', 'tab'],
      ['BUTTON', 'button', 'tab'],
      ['BUTTON', 'button', 'tab'],
    ]);
    expect(tabs(view).map((t) => t.attributes('aria-selected'))).toEqual(['true', 'false', 'false', 'false']);
    expect(tabs(view).map((t) => t.attributes('tabindex'))).toEqual(['0', '-1', '-1', '-1']);
    view.unmount();
  });

  it('chooses a tab when it is clicked', async () => {
    const view = show();
    await tab(view, 'Third').trigger('click');
    expect([selected(view), body(view)]).toEqual(['Third', 'showing third']);
    expect(tab(view, 'Third').classes()).toContain('on');
    expect(tab(view, 'First').classes()).not.toContain('on');
    view.unmount();
  });

  it('moves focus and the choice with the arrow keys, wrapping at both ends, and leaves one Tab stop', async () => {
    const view = show();
    await press(view, 'First', 'ArrowRight');
    expect([selected(view), focused(), body(view)]).toEqual(['Second', 'Second', 'showing second']);
    await press(view, 'Second', 'ArrowLeft');
    expect([selected(view), focused()]).toEqual(['First', 'First']);
    await press(view, 'First', 'ArrowLeft');
    expect([selected(view), focused(), body(view)]).toEqual(['Fourth', 'Fourth', 'showing fourth']);
    await press(view, 'Fourth', 'ArrowRight');
    expect([selected(view), focused()]).toEqual(['First', 'First']);
    expect(tabs(view).map((t) => t.attributes('tabindex'))).toEqual(['0', '-1', '-1', '-1']);
    view.unmount();
  });

  it('goes to the last tab with End and the first with Home, keeping those keys from the browser', async () => {
    const view = show();
    expect((await press(view, 'First', 'End')).defaultPrevented).toBe(true);
    expect([selected(view), focused()]).toEqual(['Fourth', 'Fourth']);
    expect((await press(view, 'Fourth', 'Home')).defaultPrevented).toBe(true);
    expect([selected(view), focused()]).toEqual(['First', 'First']);
    view.unmount();
  });

  it('leaves Up and Down to the browser when laid out left to right, and takes them when laid out top to bottom', async () => {
    const across = show();
    expect((await press(across, 'First', 'ArrowDown')).defaultPrevented).toBe(false);
    expect(selected(across)).toBe('First');
    across.unmount();
    const down = show('vertical');
    await press(down, 'First', 'ArrowDown');
    expect([selected(down), focused()]).toEqual(['Second', 'Second']);
    await press(down, 'Second', 'ArrowUp');
    await press(down, 'First', 'ArrowUp');
    expect([selected(down), focused()]).toEqual(['Fourth', 'Fourth']);
    down.unmount();
  });

  it('joins every tab to the panel and the panel to the chosen tab by id', async () => {
    const view = show();
    const panel = () => view.get('[role="tabpanel"]');
    expect(panel().text()).toBe('showing first');
    const panelId = panel().attributes('id');
    expect(panelId).toBeTruthy();
    expect(tabs(view).map((t) => t.attributes('aria-controls'))).toEqual([panelId, panelId, panelId, panelId]);
    expect(new Set(tabs(view).map((t) => t.attributes('id'))).size).toBe(4);
    expect(view.get(`#${panel().attributes('aria-labelledby')}`).text()).toBe('First');
    await press(view, 'First', 'ArrowRight');
    expect(view.get(`#${panel().attributes('aria-labelledby')}`).text()).toBe('Second');
    view.unmount();
  });
});
