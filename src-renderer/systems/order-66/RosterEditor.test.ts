import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { enteredDice } from '../../../src-shared/rules/dice';
import { ORDER_66 } from '../../../src-shared/rules/order-66/system';
import { MYSTICS_LIBRARY_ID } from '../../../src-shared/rules/order-66/roster/mystic-library';
import type { Order66Roster } from '../../../src-shared/rules/order-66/roster/roster';
import type { RulingChoices } from '../../../src-shared/rules/ruling';
import type { Libraries } from '../../../src-shared/systems/game-system';
import RosterEditor from './RosterEditor.vue';
import SetupForm from './SetupForm.vue';
import MysticsLibraryEditor from './MysticsLibraryEditor.vue';
import { ORDER_66_PANELS } from './panels';

/** The Order 66 force editor, checked against the engine's own assessment (`ORDER_66.rosters.assess`). */
function editor(roster: Order66Roster, rulings: RulingChoices = {}, libraries: Libraries = {}) {
  const wrapper = mount(RosterEditor, {
    props: { modelValue: roster, libraries, rulings, 'onUpdate:modelValue': (next: Order66Roster) => wrapper.setProps({ modelValue: next }) },
  });
  const current = () => wrapper.props('modelValue') as Order66Roster;
  return { wrapper, current, assess: () => ORDER_66.rosters!.assess(current(), rulings, libraries) };
}

describe('Order 66 force editor', () => {
  it('makes a Mystic from four D3 typed in, assigned to Combat, Range and Dodge, and the engine finds the force ready (seed 000 L60–L68)', async () => {
    const { wrapper, current, assess } = editor(ORDER_66.rosters!.empty('The Lantern Guard'));
    expect(assess().valid).toBe(false);
    await wrapper.get('select[name="mystic"]').setValue('va-durr');
    await wrapper.get('input[name="allegiance"][value="chaos"]').setValue(true);
    const dice = wrapper.findAll('input.o66-die');
    expect(dice.length).toBe(4);
    for (const [index, face] of [3, 1, 2, 2].entries()) await dice[index]!.setValue(String(face));
    expect(current().creation).toEqual({ rolls: enteredDice([3, 1, 2, 2], 3), assignment: { combat: 0, range: 1, dodge: 2 } });
    // Range takes roll 4 (2): the two swap, roll 2 (1) is left over.
    await wrapper.get('select[name="range"]').setValue('3');
    expect(current().creation!.assignment).toEqual({ combat: 0, range: 3, dodge: 2 });
    expect(wrapper.text()).toContain('Roll 2 (1) is left over.');
    expect(current()).toMatchObject({ mystic: 'va-durr', allegiance: 'chaos' });
    expect(assess()).toMatchObject({ valid: true, description: "Va'Durr of Chaos (Combat 3, Range 2, Dodge 2) and 1 Grymn Trooper" });
    const card = wrapper.get('[aria-label="Va\'Durr\'s card"]');
    expect(card.text()).toContain('Mystic Choke');
    expect(card.findAll('dd').map((cell) => cell.text())).toEqual(['3', '2', '2', '4', '3']);
  });

  it('under "the lowest roll is discarded" it leaves the lowest over and shows the rule when a player keeps it', async () => {
    const rulings = { 'o66.fourth-stat-roll': 'best-three' };
    const { wrapper, current, assess } = editor(ORDER_66.rosters!.empty('Ash'), rulings);
    const dice = wrapper.findAll('input.o66-die');
    for (const [index, face] of [2, 3, 1, 3].entries()) await dice[index]!.setValue(String(face));
    expect(current().creation!.assignment).toEqual({ combat: 0, range: 1, dodge: 3 });
    expect(assess().valid).toBe(true);
    await wrapper.get('select[name="dodge"]').setValue('2');
    expect(wrapper.get('[role="alert"]').text()).toBe('Under this house rule the lowest roll is the one discarded');
    expect(assess().valid).toBe(false);
  });

  it('a face a D3 cannot show is refused in words, and the force is not ready', async () => {
    const { wrapper, assess } = editor(ORDER_66.rosters!.empty('Ash'));
    const dice = wrapper.findAll('input.o66-die');
    for (const [index, face] of [3, 4, 2, 1].entries()) await dice[index]!.setValue(String(face));
    // Said once, beside the die that shows it.
    expect(wrapper.findAll('[role="alert"]').map((alert) => alert.text())).toEqual(['A D3 shows 1 to 3.']);
    expect(dice[1]!.attributes('aria-invalid')).toBe('true');
    expect(assess().problems.map((problem) => problem.message)).toEqual(['Die 2 shows 4; a D3 shows 1 to 3']);
    // A refused roll is not "left over" (seed 000 L60: "Each player rolls D3 four times"), whichever die shows it.
    expect(wrapper.text()).not.toContain('left over');
    for (const [index, face] of [3, 2, 1, 4].entries()) await dice[index]!.setValue(String(face));
    expect(wrapper.findAll('[role="alert"]').map((alert) => alert.text())).toEqual(['A D3 shows 1 to 3.']);
    expect(dice[3]!.attributes('aria-invalid')).toBe('true');
    expect(wrapper.text()).not.toContain('left over');
    await dice[3]!.setValue('2');
    expect(wrapper.text()).toContain('Roll 4 (2) is left over.');
  });

  // 000_fd0e5ac397c8988d.txt:60–68: four D3 rolls, one to each of Combat, Range and Dodge; a D3 shows 1, 2 or 3.
  it('offers a statistic only the faces a D3 can show: a roll with a 4 in it offers none until it is typed again', async () => {
    const { wrapper } = editor(ORDER_66.rosters!.empty('Ash'));
    const dice = wrapper.findAll('input.o66-die');
    const offered = () => ['combat', 'range', 'dodge'].map((stat) => wrapper.findAll(`select[name="${stat}"] option`).map((option) => option.text()));
    for (const [index, face] of [3, 4, 2, 1].entries()) await dice[index]!.setValue(String(face));
    expect(offered()).toEqual([[], [], []]);
    expect(wrapper.text()).not.toContain('Roll 2: 4');
    await dice[1]!.setValue('2');
    const faces = ['Roll 1: 3', 'Roll 2: 2', 'Roll 3: 2', 'Roll 4: 1'];
    expect(offered()).toEqual([faces, faces, faces]);
  });

  it('prints the Mystic card alone: the page is marked for the card while the print dialog is open', async () => {
    const { wrapper } = editor({ ...ORDER_66.rosters!.empty('Ash'), creation: { rolls: enteredDice([2, 2, 2, 1], 3), assignment: { combat: 0, range: 1, dodge: 2 } } });
    const marked: boolean[] = [];
    const print = window.print;
    window.print = () => marked.push(document.documentElement.classList.contains('o66-printing-card'));
    try {
      await wrapper.findAll('button').find((button) => button.text() === 'Print the Mystic card')!.trigger('click');
    } finally {
      window.print = print;
    }
    expect(marked).toEqual([true]);
    expect(document.documentElement.classList.contains('o66-printing-card')).toBe(false);
  });

  it('an app roll of the four D3 is shown as the app’s, its seed kept for checking', async () => {
    const { wrapper, current } = editor(ORDER_66.rosters!.empty('Ash'));
    await wrapper.get('input[type="radio"][value="rolled"]').setValue(true);
    await wrapper.findAll('button').find((button) => button.text() === 'Roll 4D3')!.trigger('click');
    const rolls = current().creation!.rolls;
    expect(rolls.source).toBe('rolled');
    expect(rolls.faces.every((face) => face >= 1 && face <= 3)).toBe(true);
    // The seed is for checking the roll, not for reading: a tooltip, as an unsigned number.
    expect(wrapper.text()).not.toContain('seed');
    expect(wrapper.get('.o66-seed').attributes('title')).toBe(`Seed ${rolls.source === 'rolled' ? rolls.seed >>> 0 : ''}, so the roll can be checked`);
  });

  it('offers the number of Grymn Troopers only where the group agreed one (o66.grymn-per-mystic)', async () => {
    expect(editor(ORDER_66.rosters!.empty('One')).wrapper.find('input[name="grymn"]').exists()).toBe(false);
    const { wrapper, current } = editor(ORDER_66.rosters!.empty('Many'), { 'o66.grymn-per-mystic': 'agreed' });
    await wrapper.get('input[name="grymn"]').setValue('3');
    expect(current().grymn).toBe(3);
  });

  it("lists the group's own Mystics from the campaign library beside the six", () => {
    const own = { key: 'own-sable', name: 'Sable', ability: 'Night Step', text: 'Moves like a shadow', mechanic: 'jump', printed: false };
    const { wrapper } = editor(ORDER_66.rosters!.empty('Own'), {}, { [MYSTICS_LIBRARY_ID]: [own] });
    const options = wrapper.findAll('select[name="mystic"] option').map((option) => option.text());
    expect(options).toHaveLength(7);
    expect(options[6]).toBe("Sable: Night Step (the group's own)");
  });
});

describe('Order 66 set-up form', () => {
  it('asks for the agreed turns only when the campaign plays to a turn limit, and the engine builds the setup from them', async () => {
    const sides = [{ side: 'p1', playerName: 'Ann', forceNames: ['Ash'] }, { side: 'p2', playerName: 'Bram', forceNames: ['Oak'] }];
    const plain = mount(SetupForm, { props: { modelValue: ORDER_66_PANELS.emptySetup(sides) as object, sides, rulings: {} } });
    expect(plain.text()).toContain('Last Mystic standing.');
    expect(plain.find('input[name="turnLimit"]').exists()).toBe(false);

    const rulings = { 'o66.victory': 'turn-limit' };
    const form = mount(SetupForm, { props: { modelValue: ORDER_66_PANELS.emptySetup(sides) as object, sides, rulings } });
    await form.get('input[name="turnLimit"]').setValue('6');
    const input = form.emitted('update:modelValue')!.at(-1)![0] as object;
    expect(ORDER_66.battle.setupSchema.safeParse(input).success).toBe(true);
    expect(input).toEqual({ turnLimit: 6, scenario: null });
  });
});

describe('Mystics library editor', () => {
  it("saves the six as printed and the group's own with a key made from its name; a nameless one is refused", async () => {
    const wrapper = mount(MysticsLibraryEditor, { props: { items: [] } });
    await wrapper.findAll('button').find((button) => button.text() === 'Add a Mystic')!.trigger('click');
    await wrapper.get('form').trigger('submit');
    expect(wrapper.get('[role="alert"]').text()).toBe('Mystic 1: Name is required');
    expect(wrapper.emitted('save')).toBeUndefined();
    await wrapper.get('input[name="name-0"]').setValue('Sable');
    await wrapper.get('input[name="ability-0"]').setValue('Night Step');
    await wrapper.get('textarea[name="text-0"]').setValue('Moves like a shadow');
    await wrapper.get('select[name="mechanic-0"]').setValue('jump');
    await wrapper.get('form').trigger('submit');
    const saved = wrapper.emitted('save')![0]![0] as { key: string; name: string }[];
    expect(saved).toHaveLength(7);
    expect(saved[6]).toEqual({ key: 'own-sable', name: 'Sable', ability: 'Night Step', text: 'Moves like a shadow', mechanic: 'jump', printed: false });
    expect(saved.every((item) => ORDER_66.libraries[0]!.itemSchema.safeParse(item).success)).toBe(true);
  });
});
