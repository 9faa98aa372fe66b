import { afterEach, describe, expect, it } from 'vitest';
import { mount, type VueWrapper } from '@vue/test-utils';
import { h, nextTick } from 'vue';
import VirtualList from './VirtualList.vue';

interface Row {
  readonly id: string;
  readonly name: string;
}

const rows = (count: number): Row[] => Array.from({ length: count }, (_, i) => ({ id: `row-${i}`, name: `Battle ${i}` }));

let mounted: VueWrapper | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  window.scrollTo(0, 0);
});

function render(items: readonly Row[]): VueWrapper {
  mounted = mount(VirtualList<Row>, {
    props: { items, itemKey: (row: Row) => row.id, estimateSize: 40 },
    attrs: { 'aria-label': 'Battles', class: 'card-list' },
    slots: { default: ({ item }: { item: Row }) => h('a', { href: `#/${item.id}` }, item.name) },
    attachTo: document.body,
  }) as VueWrapper;
  return mounted;
}

const names = (wrapper: VueWrapper) => wrapper.findAll('li:not(.virtual-spacer)').map((li) => li.text());
const spacers = (wrapper: VueWrapper) => wrapper.findAll('li.virtual-spacer').map((li) => (li.element as HTMLElement).style.height);

describe('VirtualList', () => {
  it('draws a short list whole, as the plain list it replaces', () => {
    const list = render(rows(12));
    expect(list.get('ul').attributes('aria-label')).toBe('Battles');
    expect(list.get('ul').classes()).toContain('card-list');
    expect(names(list)).toEqual(rows(12).map((row) => row.name));
    expect(spacers(list)).toEqual([]);
    expect(list.find('[aria-setsize]').exists()).toBe(false);
  });

  it('keeps a 1,000-item list to the rows near the viewport, with a spacer standing in for the rest', async () => {
    const list = render(rows(1000));
    await nextTick();
    const shown = names(list);
    expect(shown.length).toBeGreaterThan(5);
    expect(shown.length).toBeLessThan(60);
    expect(shown[0]).toBe('Battle 0');
    // Every row not drawn still takes its (estimated) height, so the page scrolls as far as the whole list.
    expect(spacers(list)).toEqual([`${(1000 - shown.length) * 40}px`]);
    const first = list.get('li:not(.virtual-spacer)');
    expect(first.attributes('aria-setsize')).toBe('1000');
    expect(first.attributes('aria-posinset')).toBe('1');
    expect(list.get('li.virtual-spacer').attributes('aria-hidden')).toBe('true');
  });

  it('draws the rows further down once the page is scrolled there', async () => {
    const list = render(rows(1000));
    await nextTick();
    window.scrollTo(0, 20_000);
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await nextTick();
    const shown = names(list);
    expect(shown).toContain('Battle 500');
    expect(shown).not.toContain('Battle 0');
    expect(spacers(list)).toHaveLength(2);
    const posinset = Number(list.get('li:not(.virtual-spacer)').attributes('aria-posinset'));
    expect(posinset).toBe(Number(shown[0]!.slice('Battle '.length)) + 1);
  });

  it('spans every column with its spacer rows in a table body', async () => {
    const table = document.createElement('table');
    document.body.append(table);
    mounted = mount(VirtualList<Row>, {
      props: { tag: 'tbody', columns: 3, items: rows(500), itemKey: (row: Row) => row.id, estimateSize: 30 },
      slots: { default: ({ item }: { item: Row }) => [h('td', item.name), h('td', 'x'), h('td', 'y')] },
      attachTo: table,
    }) as VueWrapper;
    await nextTick();
    const bodyRows = mounted.findAll('tbody > tr');
    expect(bodyRows.length).toBeLessThan(80);
    const spacer = mounted.get('tr.virtual-spacer td');
    expect(spacer.attributes('colspan')).toBe('3');
    expect(bodyRows[0]!.text()).toContain('Battle 0');
  });
});
