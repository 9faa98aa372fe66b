import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import ConcedeDialog from './ConcedeDialog.vue';
import { concessionConsequence, endsTheBattle } from './concede-words';

// ModalDialog calls showModal, which happy-dom's <dialog> may lack.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};

describe('concessionConsequence', () => {
  it('names who holds the field when the last opponent is left, and the victory where the system has one', () => {
    expect(concessionConsequence({ quitter: 'Ann', fightingOn: ['Bob'] })).toBe('Ann concedes: the battle ends and Bob holds the field.');
    expect(concessionConsequence({ quitter: 'Red Host', fightingOn: ['Iron Guard'], victory: 'a Strategic Victory' })).toBe('Red Host concedes: the battle ends and Iron Guard holds the field: a Strategic Victory.');
    expect(concessionConsequence({ quitter: 'Ann', fightingOn: ['Bob'], verb: 'surrenders' })).toBe('Ann surrenders: the battle ends and Bob holds the field.');
  });

  it('says the others fight on when more than one is left: the battle does not end', () => {
    const three = { quitter: 'Ann', fightingOn: ['Bob', 'Cy', 'Dee'] };
    expect(endsTheBattle(three)).toBe(false);
    expect(concessionConsequence(three)).toBe('Ann leaves the battle: Bob, Cy and Dee fight on without Ann.');
    expect(endsTheBattle({ quitter: 'Ann', fightingOn: ['Bob'] })).toBe(true);
  });
});

describe('ConcedeDialog', () => {
  it('asks with the consequence, Cancel first; only the confirm button confirms', async () => {
    const dialog = mount(ConcedeDialog, { props: { concession: { quitter: 'Ann', fightingOn: ['Bob'] } } });
    expect(dialog.get('dialog').attributes('aria-label')).toBe('Ann concedes?');
    expect(dialog.get('.concession').text()).toBe('Ann concedes: the battle ends and Bob holds the field. Only “Undo last step” can take it back.');
    const [cancel, confirm] = dialog.findAll('button');
    expect(cancel!.text()).toBe('Cancel');
    expect(cancel!.attributes('autofocus')).toBeDefined();
    expect(confirm!.text()).toBe('Ann concedes');
    await cancel!.trigger('click');
    expect(dialog.emitted('close')).toHaveLength(1);
    expect(dialog.emitted('confirm')).toBeUndefined();
    await dialog.get('dialog').trigger('cancel');
    expect(dialog.emitted('close')).toHaveLength(2);
    await confirm!.trigger('click');
    expect(dialog.emitted('confirm')).toHaveLength(1);
  });
});
