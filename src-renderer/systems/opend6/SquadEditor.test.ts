import { describe, expect, it } from 'vitest';
import { mount, type VueWrapper } from '@vue/test-utils';
import { emptySquad, OPEND6_SYSTEM } from '../../../src-shared/rules/opend6/system';
import { ICE_RANGERS } from '../../../src-shared/rules/opend6/squads/samples';
import type { Squad } from '../../../src-shared/rules/opend6/squads/schema';
import SquadEditor from './SquadEditor.vue';

/** The builder bound like the army page binds it: each emitted squad goes back in as the model. */
function builder(start: Squad, rulings: Record<string, string> = {}): VueWrapper {
  const wrapper: VueWrapper = mount(SquadEditor, {
    props: { modelValue: start, libraries: {}, rulings, 'onUpdate:modelValue': (squad: Squad) => void wrapper.setProps({ modelValue: squad }) },
  });
  return wrapper;
}

const model = (wrapper: VueWrapper) => (wrapper.props() as { modelValue: Squad }).modelValue;
const total = (wrapper: VueWrapper, which: string) => wrapper.get(`[data-total="${which}"]`).text();

async function check(wrapper: VueWrapper, label: string): Promise<void> {
  const box = wrapper.findAll('label.od6-choice').find((candidate) => candidate.text().startsWith(label));
  if (!box) throw new Error(`no choice ${label}`);
  await box.get('input').setValue(true);
}

describe('the OpenD6 squad builder', () => {
  it('builds the rulebook’s Ice Rangers from an empty squad to 51 / 70 / 700 / 720 SGPs (seed 004 L642–L713)', async () => {
    const wrapper = builder(emptySquad('New squad'));
    await wrapper.get('input[name="squad-name"]').setValue('Ice Rangers');
    await wrapper.get('select[name="troop-type"]').setValue('arctic-human-soldiers');
    // The Troop List rates the Arctic Human Soldiers Elite (seed 004 L628); the sheet's quality is the squad's own choice (docs/rulings.md).
    expect(wrapper.text()).toContain('Arctic Human Soldiers: Elite troops in the Troop List; Move 10');
    await wrapper.get('select[name="quality"]').setValue('elite');
    await wrapper.get('input[name="soldiers"]').setValue('10');
    for (const skill of ['fighting', 'melee-combat', 'marksmanship']) await wrapper.get(`input[name="training-${skill}"]`).setValue('2');
    await wrapper.get('input[name="training-command"]').setValue('1');
    expect(total(wrapper, 'skills')).toBe('51 SGPs');
    // Every soldier carries a medium crossbow (15) and a magical melee weapon (4): the sheet lists them in that order.
    await check(wrapper, 'Medium crossbow');
    await check(wrapper, 'Magical melee weapon');
    expect(total(wrapper, 'per-soldier')).toBe('70 SGPs');
    expect(total(wrapper, 'base')).toBe('700 SGPs');
    await wrapper.get('input[name="sergeant-command"]').setValue('1');
    await wrapper.findAll('button').find((button) => button.text() === 'Add a champion')!.trigger('click');
    await wrapper.get('input[aria-label="Champion 1 Marksmanship training"]').setValue('1');
    await wrapper.get('input[aria-label="Champion 1 carries Heavy crossbow"]').setValue(true);
    expect(total(wrapper, 'squad')).toBe('720 SGPs');
    expect(wrapper.get('[data-rate="walk"]').text()).toBe('8″');
    expect(wrapper.get('[data-rate="run"]').text()).toBe('13″');
    expect(wrapper.get('[data-rate="morale"]').text()).toBe('7, Steady');
    expect(wrapper.text()).toContain('Ready for battle');
    // The squad it emitted is the rulebook's, as the engine judges it.
    expect(model(wrapper)).toEqual({ ...ICE_RANGERS });
    expect(OPEND6_SYSTEM.rosters!.assess(model(wrapper), {}, {}).points).toBe(720);
  });

  it('takes a troop type’s listed quality when the type is chosen, and leaves the quality the squad’s to change (seed 004 L617, L628, L643)', async () => {
    const wrapper = builder({ ...emptySquad('Raiders'), troopTypeId: 'goblin-soldiers', quality: 'average' });
    await wrapper.get('select[name="troop-type"]').setValue('arctic-human-soldiers');
    expect(model(wrapper).quality).toBe('elite');
    expect(wrapper.get('[data-rate="morale"]').text()).toBe('7, Steady');
    await wrapper.get('select[name="quality"]').setValue('veteran');
    expect(model(wrapper)).toMatchObject({ troopTypeId: 'arctic-human-soldiers', quality: 'veteran' });
    await wrapper.get('select[name="troop-type"]').setValue('human-footmen');
    expect(model(wrapper).quality).toBe('average');
  });

  it('says what is wrong in the rulebook’s words: too few soldiers, training over the cap, a weapon without a cost', async () => {
    const wrapper = builder(emptySquad('Scouts'));
    await wrapper.get('input[name="soldiers"]').setValue('2');
    await wrapper.get('input[name="training-stealth"]').setValue('4');
    await check(wrapper, 'Long bow');
    const text = wrapper.findAll('[role="alert"]').map((alert) => alert.text()).join('\n');
    expect(text).toContain('A squad has between 3 and 10 soldiers; this one has 2');
    expect(text).toContain('can add at most');
    expect(text).toContain('has no SGP cost for the long bow');
    expect(wrapper.text()).not.toContain('Ready for battle');
  });

  it('takes 11 soldiers as typed and says beside the field that a squad is three to ten, never making it 10 (seed 004 L39)', async () => {
    const wrapper = builder({ ...ICE_RANGERS });
    const field = wrapper.get('input[name="soldiers"]');
    await field.setValue('11');
    expect(model(wrapper).soldiers).toBe(11);
    expect((field.element as HTMLInputElement).value).toBe('11');
    const beside = field.element.closest('label')!;
    expect([...beside.querySelectorAll('[role="alert"]')].map((alert) => alert.textContent)).toEqual(['A squad has between 3 and 10 soldiers; this one has 11']);
    expect(wrapper.text()).not.toContain('Ready for battle');
    // The contract refuses to store it (the service test), so it is never saved as ten either.
    expect(OPEND6_SYSTEM.rosters!.schema.safeParse(model(wrapper)).error?.issues[0]?.message).toBe('A squad has between 3 and 10 soldiers; this one has 11');
    await field.setValue('10');
    expect(beside.querySelectorAll('[role="alert"]')).toHaveLength(0);
    expect(wrapper.text()).toContain('Ready for battle');
  });

  it('a field holding no number changes nothing and says so; training out of range is kept and judged, not bent to fit', async () => {
    const wrapper = builder({ ...ICE_RANGERS });
    const field = wrapper.get('input[name="soldiers"]');
    await field.setValue('');
    expect(model(wrapper).soldiers).toBe(10);
    expect((field.element as HTMLInputElement).value).toBe('10');
    expect(field.element.closest('label')!.textContent).toContain('Enter the number in the squad as a number; it stays at 10');
    await wrapper.get('input[name="training-marksmanship"]').setValue('11');
    expect(model(wrapper).training.marksmanship).toBe(11);
    await wrapper.get('input[name="training-stealth"]').setValue('-1');
    expect(model(wrapper).training.stealth).toBe(-1);
    await wrapper.get('input[name="sergeant-command"]').setValue('1.5');
    expect(model(wrapper).sergeant.commandTraining).toBe(1.5);
    const alerts = wrapper.findAll('[role="alert"]').map((alert) => alert.text());
    expect(alerts).toContain('The squad can add at most 3 training to marksmanship, not 11');
    expect(alerts).toContain("The squad's stealth training is a whole number of levels, 0 or more, not -1");
    expect(alerts).toContain("The sergeant's extra command training is a whole number of levels, 0 or more, not 1.5");
  });

  it('allows at most two champions and removes one again', async () => {
    const wrapper = builder(emptySquad('Guards'));
    const add = () => wrapper.findAll('button').find((button) => button.text() === 'Add a champion');
    await add()!.trigger('click');
    await add()!.trigger('click');
    expect(model(wrapper).champions).toHaveLength(2);
    expect(add()).toBeUndefined();
    // A sergeant and two champions leave no standard soldier in a squad of three (seed 004 L39).
    await wrapper.get('input[name="soldiers"]').setValue('3');
    expect(wrapper.findAll('[role="alert"]').map((alert) => alert.text()).join('\n')).toContain('Besides the sergeant and 2 champions, a squad has at least one standard soldier');
    await wrapper.findAll('button').find((button) => button.text() === 'Remove champion 1')!.trigger('click');
    expect(model(wrapper).champions).toHaveLength(1);
  });
});

describe('the Squad Record Sheet', () => {
  it('is laid out like the rulebook’s, with the Ice Rangers’ lines and struck morale levels above Elite’s 7', () => {
    const wrapper = builder(ICE_RANGERS);
    const sheet = wrapper.get('[aria-label="Squad Record Sheet"]');
    const rows = sheet.findAll('tr').map((row) => row.findAll('th, td').map((cell) => cell.text().replace(/\s+/g, ' ').trim()).join(' '));
    expect(rows).toContain('Squad skill points cost 51');
    expect(rows).toContain('Medium crossbow 5 7.5″ 25″ 75″ 15');
    // The skill's line leaves the attribute's Trng and Spec cells blank.
    expect(rows).toContain('Command 3   1');
    expect(rows.some((row) => row.startsWith('Point cost per soldier') && row.endsWith('70'))).toBe(true);
    expect(rows.some((row) => row.startsWith('Base squad point cost (× 10)') && row.endsWith('700'))).toBe(true);
    // "CHAMPION: Marksmanship 6 (COST 1)", then his own weapon line (L706–L708).
    expect(rows.some((row) => row.startsWith('Champion 1') && row.endsWith(' 1'))).toBe(true);
    expect(rows).toContain('Heavy crossbow 6 7.5″ 30″ 75″ 18');
    expect(rows.some((row) => row.startsWith('Total squad cost') && row.endsWith('720'))).toBe(true);
    expect(sheet.findAll('.od6-track-level.is-struck').map((level) => level.text())).toEqual(['9', '8']);
  });

  it('lists marksmanship under the attribute the campaign’s od6.skill-attributes ruling starts it from (seed 004 L71, L650, L681–L688)', () => {
    const lines = (rulings: Record<string, string>) =>
      builder(ICE_RANGERS, rulings)
        .get('[aria-label="Squad Record Sheet"] .od6-sheet-skills')
        .findAll('tbody tr')
        .map((row) => row.findAll('th, td').slice(0, 2).map((cell) => cell.text()).join(' '))
        .slice(1, 11);
    // As the Attribute and Skill List: COR 2 + 2 training = 4.
    expect(lines({})).toEqual(['AGI — Agility 3', 'Fighting 5', 'Melee combat 5', 'INT — Intellect 2', 'COR — Coordination 2', 'Marksmanship 4', 'ACU — Acumen 2', 'PHY — Physique 3', 'CHA — Charisma 2', 'Command 3']);
    // As the sample sheet: "MARKSMANSHIP: 5" is AGI 3 + 2, so it sits under AGI.
    expect(lines({ 'od6.skill-attributes': 'sample-sheet' })).toEqual(['AGI — Agility 3', 'Fighting 5', 'Melee combat 5', 'Marksmanship 5', 'INT — Intellect 2', 'COR — Coordination 2', 'ACU — Acumen 2', 'PHY — Physique 3', 'CHA — Charisma 2', 'Command 3']);
  });

  it('shows the squad’s service: battles fought, soldiers lost and morale breaks carried between battles', () => {
    const wrapper = builder({ ...ICE_RANGERS, standing: { battles: 2, soldiersLost: 3, moraleBreaks: 1, carriedBattles: [] } });
    expect(wrapper.get('[data-standing]').text().replace(/\s+/g, ' ')).toBe('2 battles fought, 3 soldiers lost, 1 morale break');
  });
});
