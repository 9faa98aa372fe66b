import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusIsIdle, focusWhenIdle, moveInGrid, rovingGrid, selectFlow } from './focus-flow';

afterEach(() => {
  document.body.innerHTML = '';
});

const key = (name: string, target: EventTarget) => {
  const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
  Object.defineProperty(event, 'target', { value: target });
  return event;
};

describe('focusWhenIdle: the focus moves on only when nothing holds it', () => {
  it('takes an idle focus (the page itself)', () => {
    document.body.innerHTML = '<button id="next">Move</button>';
    expect(focusIsIdle()).toBe(true);
    focusWhenIdle(document.getElementById('next'));
    expect(document.activeElement?.id).toBe('next');
  });

  it('never pulls the focus out of a box the player is typing in', () => {
    document.body.innerHTML = '<input id="notes" /><button id="next">Move</button>';
    document.getElementById('notes')!.focus();
    focusWhenIdle(document.getElementById('next'));
    expect(document.activeElement?.id).toBe('notes');
  });
});

describe('selectFlow: a list leads on after a mouse pick, or after Enter once the arrows chose', () => {
  it('a pick without keys (the mouse, a script) leads on at once', () => {
    const next = vi.fn();
    const flow = selectFlow(next);
    flow.pointerdown();
    flow.change();
    expect(next).toHaveBeenCalledOnce();
  });

  it('arrowing through the list does not skip ahead; Enter confirms and is kept from the form', () => {
    const next = vi.fn();
    const flow = selectFlow(next);
    const list = document.createElement('select');
    flow.keydown(key('ArrowDown', list));
    flow.change();
    flow.keydown(key('ArrowDown', list));
    flow.change();
    expect(next).not.toHaveBeenCalled();
    const enter = key('Enter', list);
    flow.keydown(enter);
    expect(next).toHaveBeenCalledOnce();
    expect(enter.defaultPrevented).toBe(true);
  });

  it('Tab into the list is not a choice: a mouse pick after it still leads on', () => {
    const next = vi.fn();
    const flow = selectFlow(next);
    flow.keydown(key('Tab', document.body));
    flow.change();
    expect(next).toHaveBeenCalledOnce();
  });
});

/** Two objectives (columns) by three Brigades (rows), as the End Phase draws them. */
function grid(): HTMLElement {
  document.body.innerHTML = `<div id="grid">${[0, 1, 2].map((row) => [0, 1].map((col) => `<input type="checkbox" id="c${row}${col}" data-row="${row}" data-col="${col}" />`).join('')).join('')}</div><button id="after">Confirm</button>`;
  return document.getElementById('grid')!;
}

describe('moveInGrid and rovingGrid: arrows across the End Phase boxes, one Tab stop per grid', () => {
  it('arrows move a row or a column and stop at the edges', () => {
    const box = grid();
    const at = (id: string) => document.getElementById(id)!;
    at('c00').focus();
    expect(moveInGrid(key('ArrowDown', at('c00')), box)).toBe(true);
    expect(document.activeElement?.id).toBe('c10');
    moveInGrid(key('ArrowRight', at('c10')), box);
    expect(document.activeElement?.id).toBe('c11');
    const edge = key('ArrowRight', at('c11'));
    expect(moveInGrid(edge, box)).toBe(false);
    expect(document.activeElement?.id).toBe('c11');
    // Kept from the browser: a radio button's own arrows would choose, not move.
    expect(edge.defaultPrevented).toBe(true);
  });

  it('other keys are left alone', () => {
    const box = grid();
    const space = key(' ', document.getElementById('c00')!);
    expect(moveInGrid(space, box)).toBe(false);
    expect(space.defaultPrevented).toBe(false);
  });

  it('only the last focused box is in the Tab order', () => {
    const box = grid();
    rovingGrid(box);
    const inTabOrder = () => [...box.querySelectorAll<HTMLElement>('[data-row]')].filter((cell) => cell.tabIndex === 0).map((cell) => cell.id);
    expect(inTabOrder()).toEqual(['c00']);
    document.getElementById('c21')!.focus();
    expect(inTabOrder()).toEqual(['c21']);
  });
});
