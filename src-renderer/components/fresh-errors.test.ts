import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import CampaignForm from './CampaignForm.vue';
import PlayerForm from './PlayerForm.vue';

const alerts = (view: ReturnType<typeof mount>) => view.findAll('[role="alert"]').map((alert) => alert.text());

describe('a refused field’s error goes once the player changes that field', () => {
  it('the new-campaign form: “Campaign name is required” goes when a name is typed, and comes back with the next refusal', async () => {
    const view = mount(CampaignForm, { props: { submitLabel: 'Create campaign', errors: { name: 'Campaign name is required', startDate: 'Start date must be 200 characters or fewer' } } });
    expect(alerts(view)).toEqual(['Campaign name is required', 'Start date must be 200 characters or fewer']);

    await view.get('input[name="name"]').setValue('The Drowned Crown');
    // Only the field the player changed loses its error; the other is still wrong.
    expect(alerts(view)).toEqual(['Start date must be 200 characters or fewer']);
    expect(view.get('input[name="name"]').attributes('aria-invalid')).toBe('false');

    await view.setProps({ errors: { name: 'There is already a campaign called “The Drowned Crown”. Choose another name.' } });
    expect(alerts(view)).toEqual(['There is already a campaign called “The Drowned Crown”. Choose another name.']);
  });

  it('the player form: a faction’s name error goes when that faction’s name is changed, not when another field is', async () => {
    const view = mount(PlayerForm, {
      props: { submitLabel: 'Add player', initial: { name: 'Ann', factions: [{ name: '', race: 'dwarf' }] }, errors: { 'factions.0.name': 'Faction name is required' } },
    });
    expect(alerts(view)).toEqual(['Faction name is required']);
    await view.get('textarea[name="notes"]').setValue('Brings the dice');
    expect(alerts(view)).toEqual(['Faction name is required']);
    await view.get('input[name="faction-0-name"]').setValue('The Iron Hold');
    expect(alerts(view)).toEqual([]);
  });
});
