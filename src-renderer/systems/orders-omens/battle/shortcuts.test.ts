import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from '@vue/test-utils';
import { defineComponent, h } from 'vue';
import { typingIn, useKeyShortcuts } from './shortcuts';

afterEach(() => {
  document.body.innerHTML = '';
});

const element = (html: string) => {
  document.body.innerHTML = html;
  return document.body.firstElementChild!;
};

describe('typingIn: which key presses belong to a box and not to the shortcuts', () => {
  it('text boxes, lists and text areas take letters', () => {
    for (const html of ['<input type="text" />', '<select></select>', '<textarea></textarea>']) expect(typingIn(element(html)), html).toBe(true);
  });

  it('tick boxes, radio buttons and buttons do not, so P and 1 still work from an End Phase box or a reaction', () => {
    for (const html of ['<input type="checkbox" />', '<input type="radio" />', '<button>Move</button>']) expect(typingIn(element(html)), html).toBe(false);
  });
});

describe('useKeyShortcuts', () => {
  const withShortcut = (run: () => void, options = {}) =>
    mount(
      defineComponent({
        setup() {
          useKeyShortcuts({ p: run }, options);
          return () => h('div');
        },
      }),
      { attachTo: document.body },
    );
  const press = (key: string, target: EventTarget = document.body) => target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));

  it('runs on its key, not with Ctrl held', () => {
    const run = vi.fn();
    const wrapper = withShortcut(run);
    press('P');
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'p', ctrlKey: true }));
    expect(run).toHaveBeenCalledOnce();
    wrapper.unmount();
  });

  it('waits while a dialog (the keys help) is open in front of the page, unless it belongs to it', () => {
    const run = vi.fn();
    const helpKey = vi.fn();
    const page = withShortcut(run);
    const help = withShortcut(helpKey, { whileDialogOpen: true });
    const dialog = document.createElement('dialog');
    dialog.setAttribute('open', '');
    document.body.append(dialog);
    press('p');
    expect(run).not.toHaveBeenCalled();
    expect(helpKey).toHaveBeenCalledOnce();
    page.unmount();
    help.unmount();
  });
});
