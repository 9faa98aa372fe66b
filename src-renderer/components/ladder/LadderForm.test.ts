import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import LadderForm, { type LadderFields } from './LadderForm.vue';

/**
 * A new ladder starts from the campaign's Title Tournament house rules (seed 001 L671: the walk-over
 * rule the "declined challenge" and "which neglects count" rulings read), and the group may change
 * them for that ladder before creating it.
 */
describe('the new-ladder form', () => {
  const houseRules = { 'tt.declined-challenge': 'no-consequence', 'tt.walk-over-count': 'cumulative', 'oo.charge-bonus': 'any' };

  it("starts from the campaign's Title Tournament choices and leaves other systems' out", async () => {
    const form = mount(LadderForm, { props: { houseRules } });
    expect((form.get('select[name="tt.declined-challenge"]').element as HTMLSelectElement).value).toBe('no-consequence');
    expect((form.get('select[name="tt.walk-over-count"]').element as HTMLSelectElement).value).toBe('cumulative');
    expect((form.get('select[name="tt.drawn-game"]').element as HTMLSelectElement).value).toBe('counts-toward-limit');
    expect(form.text()).toContain('These start from the campaign’s house rules.');
    expect(form.text()).toContain('Changed from the rulebook default (A decline counts as a neglect).');
    await form.get('input[name=name]').setValue('Club ladder');
    await form.get('form').trigger('submit');
    const [[fields]] = form.emitted('submit') as [[LadderFields]];
    expect(fields.rulings).toEqual({ 'tt.declined-challenge': 'no-consequence', 'tt.walk-over-count': 'cumulative' });
  });

  it('lets the group change a starting choice for this ladder alone', async () => {
    const form = mount(LadderForm, { props: { houseRules } });
    await form.get('select[name="tt.declined-challenge"]').setValue('counts-as-neglect');
    await form.get('form').trigger('submit');
    const [[fields]] = form.emitted('submit') as [[LadderFields]];
    expect(fields.rulings).toEqual({ 'tt.walk-over-count': 'cumulative' });
  });

  it('starts from the rulebook when the campaign chose nothing, and says so beside each choice', async () => {
    const form = mount(LadderForm, { props: {} });
    expect(form.findAll('.ruling-default').map((line) => line.text())).toEqual(Array(6).fill('The rulebook default.'));
    expect(form.get('select[name="tt.walk-over-count"]').findAll('option').map((option) => option.text())).toEqual(['Since the last game between you', 'All neglects count']);
    await form.get('form').trigger('submit');
    const [[fields]] = form.emitted('submit') as [[LadderFields]];
    expect(fields.rulings).toEqual({});
  });
});
