import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import type { CampaignMapView } from '../../../src-shared/contract/campaign-map';
import PlaceBattleForm from './PlaceBattleForm.vue';

/** The map as the service answers it, with one battle; `eventCount` changes with each edit. */
function mapView(eventCount: number, worldDay: number | null, worldDate: string): CampaignMapView {
  return {
    campaignId: 'c',
    map: { id: 'm', name: 'The Realm', width: 800, height: 600, imageType: null, rule: { kind: 'winner-takes' }, eventCount, updatedAt: eventCount, lastEdit: null },
    definition: { regions: [], ownerSettings: [], placements: [] },
    players: [],
    factions: [],
    battles: [{ id: 'b', name: 'The Ash Road', systemName: '1999', worldDay, worldDate, createdAt: 1, status: 'over', result: null }],
  };
}

describe('placing a battle on the map', () => {
  it('keeps the date being typed when the map is read again, and follows the battle’s saved date when it changes', async () => {
    const form = mount(PlaceBattleForm, { props: { view: mapView(1, null, ''), busy: false, error: null, preselected: 'b', battleId: '' } });
    const [day, date] = form.findAll('form.dates input');
    await day!.setValue('12');
    await date!.setValue('12th of Frostmoon');
    // Another edit's answer: a new view of the same map, the battle's saved date unchanged.
    await form.setProps({ view: mapView(2, null, '') });
    expect([(day!.element as HTMLInputElement).value, (date!.element as HTMLInputElement).value]).toEqual(['12', '12th of Frostmoon']);
    await form.get('form.dates').trigger('submit');
    expect(form.emitted('setDate')).toEqual([[12, '12th of Frostmoon']]);
    // Saved elsewhere (the battle's chronicle page), the date is shown as saved.
    await form.setProps({ view: mapView(3, 14, '14th of Frostmoon') });
    expect([(day!.element as HTMLInputElement).value, (date!.element as HTMLInputElement).value]).toEqual(['14', '14th of Frostmoon']);
  });
});
