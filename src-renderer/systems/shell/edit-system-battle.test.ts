import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { ApiError } from '../../api';
import EditSystemBattle from './EditSystemBattle.vue';

// ModalDialog calls showModal, which happy-dom's <dialog> may lack.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) { this.open = true; };

describe('EditSystemBattle', () => {
  it('saves a new name and notes, and shows a refused name beside its field without closing', async () => {
    const saved: { name: string; notes: string }[] = [];
    let refuse = true;
    const save = async (changes: { name: string; notes: string }) => {
      if (refuse) throw new ApiError({ code: 'invalid_input', message: 'Battle name must not be empty', path: 'name' } as never);
      saved.push(changes);
    };
    const edit = mount(EditSystemBattle, { props: { name: 'The Ash Road', notes: '', save }, attachTo: document.body });
    await edit.get('button').trigger('click');
    expect((edit.get('#system-battle-name').element as HTMLInputElement).value).toBe('The Ash Road');
    await edit.get('#system-battle-name').setValue('');
    await edit.get('form').trigger('submit');
    await new Promise((resolve) => setTimeout(resolve));
    expect(edit.get('[role="alert"]').text()).toBe('Battle name must not be empty');
    refuse = false;
    await edit.get('#system-battle-name').setValue('The Ash Road at dusk');
    await edit.get('#system-battle-notes').setValue('Fog over the ford');
    await edit.get('form').trigger('submit');
    await new Promise((resolve) => setTimeout(resolve));
    expect(saved).toEqual([{ name: 'The Ash Road at dusk', notes: 'Fog over the ford' }]);
    expect(edit.find('form').exists()).toBe(false);
    edit.unmount();
  });
});
