import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import CampaignForm from './CampaignForm.vue';

describe('CampaignForm', () => {
  it('submits what was typed, by keyboard', async () => {
    const form = mount(CampaignForm, { props: { submitLabel: 'Create campaign' } });
    await form.get('input[name="name"]').setValue('The Iron Hold');
    await form.get('input[name="setting"]').setValue('Our own world');
    await form.get('input[value="own"]').setValue(true);
    await form.get('input[name="startDate"]').setValue('The year of the long winter');
    await form.get('form').trigger('submit');
    expect(form.emitted('submit')).toEqual([[{ name: 'The Iron Hold', setting: 'Our own world', description: '', worldKind: 'own', startDate: 'The year of the long winter' }]]);
  });

  it('shows the contract error beside its field and marks the field invalid', () => {
    const form = mount(CampaignForm, { props: { submitLabel: 'Save', errors: { name: 'Campaign name is required' } } });
    expect(form.get('[role="alert"]').text()).toBe('Campaign name is required');
    expect(form.get('input[name="name"]').attributes('aria-invalid')).toBe('true');
    expect(form.get('input[name="setting"]').attributes('aria-invalid')).toBe('false');
  });

  it('starts from the initial values when editing', () => {
    const form = mount(CampaignForm, { props: { submitLabel: 'Save', initial: { name: 'Old name', description: 'Long war' } } });
    expect((form.get('input[name="name"]').element as HTMLInputElement).value).toBe('Old name');
    expect((form.get('textarea[name="description"]').element as HTMLTextAreaElement).value).toBe('Long war');
  });
});
