import { describe, expect, it } from 'vitest';
import { mount, type VueWrapper } from '@vue/test-utils';
import { EQUIPMENT_LIBRARY_ID, STARTER_EQUIPMENT, type EquipmentItem } from '../../../src-shared/rules/opend6';
import { ICE_RANGERS } from '../../../src-shared/rules/opend6/squads/samples';
import type { Squad } from '../../../src-shared/rules/opend6/squads/schema';
import { atMovement, die, GOBLIN_ARCHERS, GOBLIN_BRAWLERS, play, squad } from '../../../src-shared/rules/opend6/testing/fixtures';
import CloseCombatForm from './CloseCombatForm.vue';
import ShotsForm from './ShotsForm.vue';
import SquadEditor from './SquadEditor.vue';

/**
 * Skill specialisations at the table (seed 004 L650): bought in the squad builder at one SGP a
 * level, up to the Troop List's training level (L621), and named in a battle roll's breakdown when
 * the soldier's specialisation in the weapon is what the roll adds.
 */

function builder(start: Squad, libraries = {}): VueWrapper {
  const wrapper: VueWrapper = mount(SquadEditor, {
    props: { modelValue: start, libraries, rulings: {}, 'onUpdate:modelValue': (next: Squad) => void wrapper.setProps({ modelValue: next }) },
  });
  return wrapper;
}
const model = (wrapper: VueWrapper) => (wrapper.props() as { modelValue: Squad }).modelValue;
const button = (wrapper: VueWrapper, text: string, nth = 0) => wrapper.findAll('button').filter((candidate) => candidate.text() === text)[nth]!;

describe('specialisations in the squad builder (L621, L650)', () => {
  it('adds a marksmanship specialisation in the medium crossbow to the Ice Rangers: one level, one SGP, code COR 2 + 1 = 3; at three levels 5 and 750 SGPs', async () => {
    const wrapper = builder(ICE_RANGERS);
    const pick = wrapper.get('.od6-specialisations select');
    expect(pick.findAll('option').map((option) => option.text())).toContain('Marksmanship: medium crossbow');
    // Command, riding and the rest name no weapon: only weapon skills are offered.
    expect(pick.findAll('option').every((option) => /^(Fighting|Melee combat|Throwing|Marksmanship|Siege weapons): /.test(option.text()))).toBe(true);
    await pick.setValue('marksmanship|medium-crossbow');
    await button(wrapper, 'Add the specialisation').trigger('click');
    expect(model(wrapper).specialisations).toEqual([{ skill: 'marksmanship', weaponId: 'medium-crossbow', training: 1 }]);
    expect(wrapper.get('[data-total="skills"]').text()).toBe('52 SGPs');
    const training = wrapper.get('input[aria-label="The squad Marksmanship: medium crossbow training"]');
    await training.setValue('3');
    expect(wrapper.get('[title="Marksmanship: medium crossbow skill code"]').text()).toBe('5');
    expect(wrapper.get('[data-total="squad"]').text()).toBe('750 SGPs');
    // The sheet writes it under COR with its code and cost.
    const sheetRows = wrapper.get('.od6-record-sheet').findAll('tr').map((row) => row.findAll('th,td').map((cell) => cell.text()));
    expect(sheetRows).toContainEqual(['Marksmanship: medium crossbow', '5', '', '', '3']);
    // Taken once, it is no longer offered.
    expect(wrapper.get('.od6-specialisations select').findAll('option').map((option) => option.text())).not.toContain('Marksmanship: medium crossbow');
  });

  it('says what is wrong beside the row, naming the skill: over the training level, or no level at all; removing it restores the squad', async () => {
    const wrapper = builder({ ...ICE_RANGERS, specialisations: [{ skill: 'marksmanship', weaponId: 'medium-crossbow', training: 1 }] });
    const training = () => wrapper.get('input[aria-label="The squad Marksmanship: medium crossbow training"]');
    await training().setValue('4');
    expect(wrapper.get('.od6-specialisation').text()).toContain('The squad can add at most 3 training to the marksmanship specialisation in the medium crossbow, not 4');
    await training().setValue('0');
    expect(wrapper.get('.od6-specialisation').text()).toContain('A marksmanship specialisation takes 1 to 10 training levels, not 0');
    await training().setValue('');
    expect(wrapper.get('.od6-specialisation').text()).toContain('Enter the marksmanship: medium crossbow training as a number; it stays at 0');
    await wrapper.get('button[aria-label="Remove the squad’s marksmanship: medium crossbow specialisation"]').trigger('click');
    expect(model(wrapper)).toEqual(ICE_RANGERS);
  });

  it('lets a champion specialise in his own heavy crossbow, on his line, within the Champions level', async () => {
    const wrapper = builder(ICE_RANGERS);
    const champion = wrapper.get('.od6-champion');
    await champion.get('.od6-specialisations select').setValue('marksmanship|heavy-crossbow');
    await button(wrapper, 'Add the specialisation', 1).trigger('click');
    expect(model(wrapper).champions[0]!.specialisations).toEqual([{ skill: 'marksmanship', weaponId: 'heavy-crossbow', training: 1 }]);
    await wrapper.get('input[aria-label="Champion 1 Marksmanship: heavy crossbow training"]').setValue('4');
    expect(wrapper.get('.od6-champion .od6-specialisation').text()).toContain('Champion 1 can add at most 3 training to the marksmanship specialisation in the heavy crossbow, not 4');
    // The champion's own paragraph does not repeat it.
    expect(wrapper.get('.od6-champion').findAll('p.field-error')).toHaveLength(0);
  });
});

describe('a specialisation named in the roll’s breakdown (L650)', () => {
  it('shows the shooter’s medium crossbow specialisation 5 in place of marksmanship 4, and marksmanship for the champion’s heavy crossbow', async () => {
    const specialists = squad({ ...ICE_RANGERS, specialisations: [{ skill: 'marksmanship', weaponId: 'medium-crossbow', training: 3 }] });
    const ranged = play(atMovement([specialists], [GOBLIN_ARCHERS]).state, [{ type: 'phase-ended' }]).state;
    const wrapper = mount(ShotsForm, { props: { state: ranged, mode: 'ranged', busy: false } });
    await wrapper.get('select[name="shooter"]').setValue('A-1');
    const hints = wrapper.findAll('.od6-shot-odds .od6-hint').map((hint) => hint.text());
    expect(hints).toContain('Medium crossbow specialisation 5 (marksmanship 4) against difficulty 8 (range 8)');
    expect(hints).toContain('Marksmanship 5 against difficulty 8 (range 8)');
  });

  it('breaks each fighter’s close combat total down: “Longsword specialisation 5 (melee combat 4), melee weapon +1 = 6”', () => {
    const longsword: EquipmentItem = { id: 'longsword', name: 'Longsword', kind: 'melee', class: 'standard', damageBonus: 1, cost: 2, source: { kind: 'group' }, notes: '' };
    const swordsmen = squad({ name: 'Swordsmen of Aster', troopTypeId: 'human-footmen', quality: 'veteran', soldiers: 6, training: { 'melee-combat': 1 }, specialisations: [{ skill: 'melee-combat', weaponId: 'longsword', training: 2 }], weaponIds: ['longsword'] });
    const state = play(atMovement([swordsmen], [GOBLIN_BRAWLERS], { libraries: { [EQUIPMENT_LIBRARY_ID]: [...STARTER_EQUIPMENT, longsword] } }).state, [
      { type: 'charge-declared', squad: 'A-1', target: 'B-1', test: { command: die(5), threat: die(2) } },
      { type: 'charge-received', test: { command: die(4), threat: die(1) } },
      { type: 'charge-braced' },
      { type: 'charge-completed', reached: true },
      { type: 'phase-ended' },
      { type: 'phase-ended' },
    ]).state;
    const wrapper = mount(CloseCombatForm, { props: { state, squads: ['A-1', 'B-1'], rulings: {}, busy: false } });
    const lines = wrapper.findAll('.od6-breakdown li').map((line) => line.text());
    expect(lines).toContain('The sergeant (Swordsmen of Aster): Longsword specialisation 5 (melee combat 4), melee weapon +1 = 6');
    // Nothing added: the skill is the total, said once.
    expect(lines).toContain('The sergeant (Goblin Brawlers): Fighting 4');
  });
});
