import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import SessionForm, { type SessionFields } from './SessionForm.vue';

/** A new Classified Objectives game starts from the campaign's house rules, as a new battle does. */
describe('the new-game form for Classified Objectives', () => {
  it("starts from the campaign's Infinity house rules and leaves the other systems' out", async () => {
    const form = mount(SessionForm, { props: { houseRules: { 'its.duplicate-classified': 'redraw', 'its.annihilation-bands': 'scaled-to-force', 'oo.charge-bonus': 'any' } } });
    await form.get('input[name=name]').setValue('Friday game');
    await form.get('input[name=playerA]').setValue('Ann');
    await form.get('input[name=playerB]').setValue('Bob');
    await form.get('form').trigger('submit');
    const [[fields]] = form.emitted('submit') as [[SessionFields]];
    expect(fields.rulings).toEqual({ 'its.duplicate-classified': 'redraw', 'its.annihilation-bands': 'scaled-to-force' });
  });

  it('starts from the rulebook when the campaign chose nothing', async () => {
    const form = mount(SessionForm, { props: {} });
    await form.get('form').trigger('submit');
    const [[fields]] = form.emitted('submit') as [[SessionFields]];
    expect(fields.rulings).toEqual({});
  });

  it("offers the campaign's players in both name fields, and takes a name typed instead", async () => {
    const form = mount(SessionForm, { props: { players: ['Ann', 'Bob', 'Cy'] } });
    expect(form.findAll('#objective-players option').map((option) => option.attributes('value'))).toEqual(['Ann', 'Bob', 'Cy']);
    for (const field of ['playerA', 'playerB']) expect(form.get(`input[name=${field}]`).attributes('list')).toBe('objective-players');
    await form.get('input[name=playerA]').setValue('Ann');
    await form.get('input[name=playerB]').setValue('A guest');
    await form.get('form').trigger('submit');
    const [[fields]] = form.emitted('submit') as [[SessionFields]];
    expect([fields.playerA, fields.playerB]).toEqual(['Ann', 'A guest']);
  });
});
