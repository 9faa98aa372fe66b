import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { STARTER_EQUIPMENT } from '../../../src-shared/rules/opend6/equipment/starter-equipment';
import { STARTER_TROOP_TYPES } from '../../../src-shared/rules/opend6/equipment/starter-troop-types';
import { EQUIPMENT_LIBRARY_ID } from '../../../src-shared/rules/opend6/equipment/library';
import type { EquipmentItem, TroopType } from '../../../src-shared/rules/opend6/equipment/schema';
import { assessSquad } from '../../../src-shared/rules/opend6/squads/assess';
import { emptySquad } from '../../../src-shared/rules/opend6/system';
import EquipmentEditor from './EquipmentEditor.vue';
import TroopListEditor from './TroopListEditor.vue';

describe('the Equipment table editor', () => {
  it('sets the long bow’s missing values, and the engine then prices a squad of archers with it', async () => {
    const wrapper = mount(EquipmentEditor, { props: { items: STARTER_EQUIPMENT } });
    await wrapper.get('input[aria-label="Long bow SGPs"]').setValue('12');
    await wrapper.get('input[aria-label="Long bow Damage Strength"]').setValue('4');
    await wrapper.findAll('button').find((button) => button.text() === 'Save the Equipment table')!.trigger('click');
    const saved = wrapper.emitted('save')![0]![0] as EquipmentItem[];
    const bow = saved.find((item) => item.name === 'Long bow')!;
    expect(bow).toMatchObject({ cost: 12, damage: 4 });
    const archers = { ...emptySquad('Bowmen'), weaponIds: [bow.id] };
    const before = assessSquad(archers, {}, {});
    const after = assessSquad(archers, {}, { [EQUIPMENT_LIBRARY_ID]: saved });
    expect(after.points - before.points).toBe(12 * archers.soldiers);
  });

  it('refuses to save a value out of bounds and says which entry, saving nothing', async () => {
    const wrapper = mount(EquipmentEditor, { props: { items: STARTER_EQUIPMENT } });
    await wrapper.get('input[aria-label="Medium crossbow SGPs"]').setValue('-3');
    await wrapper.findAll('button').find((button) => button.text() === 'Save the Equipment table')!.trigger('click');
    expect(wrapper.emitted('save')).toBeUndefined();
    expect(wrapper.get('[role="alert"]').text()).toContain('Medium crossbow: An SGP cost cannot be negative');
  });

  it('imports a table from JSON and refuses what is not JSON', async () => {
    const wrapper = mount(EquipmentEditor, { props: { items: STARTER_EQUIPMENT } });
    const json = wrapper.get('textarea[aria-label="Equipment table as JSON"]');
    await json.setValue('not json');
    await wrapper.findAll('button').find((button) => button.text() === 'Replace with this JSON')!.trigger('click');
    expect(wrapper.text()).toContain('This is not JSON');
    await json.setValue(JSON.stringify([STARTER_EQUIPMENT[0]]));
    await wrapper.findAll('button').find((button) => button.text() === 'Replace with this JSON')!.trigger('click');
    await wrapper.findAll('button').find((button) => button.text() === 'Save the Equipment table')!.trigger('click');
    expect((wrapper.emitted('save')![0]![0] as EquipmentItem[]).map((item) => item.name)).toEqual(['Medium crossbow']);
  });
});

describe('the Troop List editor', () => {
  it('adds a troop type with its attributes and saves it through the library schema', async () => {
    const wrapper = mount(TroopListEditor, { props: { items: STARTER_TROOP_TYPES } });
    await wrapper.findAll('button').find((button) => button.text() === 'Add a troop type')!.trigger('click');
    await wrapper.get('input[aria-label="New troop type Move"]').setValue('8');
    await wrapper.get('input[aria-label="New troop type Physique"]').setValue('4');
    await wrapper.findAll('button').find((button) => button.text() === 'Save the Troop List')!.trigger('click');
    const saved = wrapper.emitted('save')![0]![0] as TroopType[];
    expect(saved).toHaveLength(STARTER_TROOP_TYPES.length + 1);
    expect(saved[saved.length - 1]).toMatchObject({ name: 'New troop type', move: 8, attributes: { PHY: 4 }, source: { kind: 'group' } });
  });
});
