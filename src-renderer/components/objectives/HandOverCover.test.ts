import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { createPinia } from 'pinia';
import type { SessionView } from '../../../src-shared/contract/objectives';
import HandOverCover from './HandOverCover.vue';
import ForgotPinDialog from './ForgotPinDialog.vue';

// ModalDialog calls showModal, which happy-dom's <dialog> may lack.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};

/** The parts of a game the cover reads: the players' counts and PINs, and whether it is scored. */
function game({ pinSet = true, drawn = 2, revealed = 0, scored = false } = {}): SessionView {
  return {
    session: { id: 'game', scored },
    players: [
      { name: 'Ann', side: 'A', drawn, revealed, achieved: 0, pinSet },
      { name: 'Bob', side: 'B', drawn: 1, revealed: 0, achieved: 0, pinSet: true },
    ],
  } as unknown as SessionView;
}

function cover(view: SessionView, errors: Record<string, string> = {}) {
  return mount(HandOverCover, { props: { view, player: 'Ann', busy: false, errors, pin: '1111' }, global: { plugins: [createPinia()] }, attachTo: document.body });
}

describe('the hand-over cover for a player who forgot their PIN', () => {
  it('points a refused PIN to the way out, which sits under the field', () => {
    const shown = cover(game(), { pin: "That is not Ann's PIN." });
    expect(shown.get('[role=alert]').text()).toBe("That is not Ann's PIN. Forgot it? Use “Forgot the PIN?” just below.");
    expect(shown.get('.link-button').text()).toBe('Forgot the PIN?');
  });

  it('offers no way out once the game is scored (the objectives stand) or when there is no PIN', () => {
    const scored = cover(game({ scored: true }), { pin: "That is not Ann's PIN." });
    expect(scored.get('[role=alert]').text()).toBe("That is not Ann's PIN.");
    expect(scored.find('.link-button').exists()).toBe(false);
    const open = cover(game({ pinSet: false }));
    expect(open.find('input[name=pin]').exists()).toBe(false);
    expect(open.find('.link-button').exists()).toBe(false);
  });

  it('explains before anything is asked, and Escape (back) returns to the PIN one step at a time', async () => {
    const shown = cover(game({ drawn: 2, revealed: 1 }));
    const vm = shown.vm as unknown as { back(): boolean };
    expect(vm.back()).toBe(false);
    await shown.get('.link-button').trigger('click');
    expect(shown.findAll('li').map((line) => line.text())[0]).toBe('Your hidden objective is discarded unseen: nobody ever learns what it was.');
    expect(shown.findComponent(ForgotPinDialog).exists()).toBe(false);

    await shown.findAll('button').find((button) => button.text() === 'Ask another player to confirm…')!.trigger('click');
    expect(shown.findComponent(ForgotPinDialog).props()).toMatchObject({ player: 'Ann', hidden: 1 });
    // While the confirmation is open, Escape belongs to it, not to the cover.
    expect(vm.back()).toBe(false);
    shown.findComponent(ForgotPinDialog).vm.$emit('close');
    await shown.vm.$nextTick();
    expect(shown.findComponent(ForgotPinDialog).exists()).toBe(false);
    expect(vm.back()).toBe(true);
    await shown.vm.$nextTick();
    expect(shown.find('input[name=pin]').exists()).toBe(true);
    expect(shown.emitted('discarded')).toBeUndefined();
  });

  it('after the discard, says how many were discarded (counted before the view emptied), clears the PIN and offers to draw again', async () => {
    const shown = cover(game({ drawn: 2 }));
    await shown.get('.link-button').trigger('click');
    await shown.findAll('button').find((button) => button.text() === 'Ask another player to confirm…')!.trigger('click');
    // The table's view arrives before the dialog reports the discard: nothing hidden, no PIN.
    await shown.setProps({ view: game({ drawn: 0, pinSet: false }) });
    shown.findComponent(ForgotPinDialog).vm.$emit('discarded');
    shown.findComponent(ForgotPinDialog).vm.$emit('close');
    await shown.vm.$nextTick();
    expect(shown.get('[role=status]').findAll('p').map((line) => line.text())).toEqual([
      'Done: your 2 hidden objectives were discarded unseen and your PIN is removed.',
      'Draw again now, in front of the table: open your objectives below. You can choose a new PIN there.',
    ]);
    expect(shown.emitted('update:pin')).toEqual([['']]);
    expect(shown.emitted('discarded')).toHaveLength(1);
    expect(shown.findAll('button').map((button) => button.text())).toEqual(['Back to the table', 'I am Ann — show my objectives']);
    await shown.get('form').trigger('submit');
    expect(shown.emitted('open')).toHaveLength(1);
  });
});
