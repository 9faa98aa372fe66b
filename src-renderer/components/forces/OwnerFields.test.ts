import { beforeEach, describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import type { Player } from '../../../src-shared/contract/players';
import { usePlayersStore } from '../../stores/players';
import OwnerFields from './OwnerFields.vue';

const player = (id: string, name: string, factions: Player['factions']): Player => ({ id, campaignId: 'c1', name, colour: '#8e2a22', notes: '', factions, createdAt: 0, updatedAt: 0 });

describe('OwnerFields', () => {
  beforeEach(() => {
    setActivePinia(createPinia());
    usePlayersStore().players = [player('p1', 'Dana', []), player('p2', 'Sam', [{ id: 'f1', name: 'The Iron Hold', race: 'dwarf' }])];
  });

  it('says where a player without factions gets one, beside the disabled faction box', () => {
    const fields = mount(OwnerFields, { props: { playerId: 'p1', factionId: null } });
    const select = fields.get('select[name="factionId"]');
    expect(select.attributes('disabled')).toBeDefined();
    const hint = fields.get(`#${select.attributes('aria-describedby')}`);
    expect(hint.text()).toBe('Dana leads no faction yet: add one with Edit beside their name under Players, on the Overview.');
  });

  it('offers the factions, with no hint, for a player who leads some', () => {
    const fields = mount(OwnerFields, { props: { playerId: 'p2', factionId: 'f1' } });
    const select = fields.get('select[name="factionId"]');
    expect(select.attributes('disabled')).toBeUndefined();
    expect(select.attributes('aria-describedby')).toBeUndefined();
    expect(select.findAll('option').map((option) => option.text())).toEqual(['None', 'The Iron Hold (Dwarf)']);
    expect(fields.text()).not.toContain('leads no faction');
  });
});
