import { describe, expect, it } from 'vitest';
import { mount, type VueWrapper } from '@vue/test-utils';
import { defineComponent } from 'vue';
import { EXAMPLE_CARDS, RULES_CARDS_LIBRARY, SYSTEM_1999, type ArmyRoster } from '../../../../src-shared/rules/1999';
import RosterEditor from './RosterEditor.vue';
import RosterAssessmentView from '../../shell/RosterAssessmentView.vue';

const libraries = { [RULES_CARDS_LIBRARY]: EXAMPLE_CARDS };

/** The editor as the army page uses it: every update fed back in, as v-model does. */
function editor(roster: ArmyRoster = SYSTEM_1999.rosters!.empty('Harrow line')) {
  const wrapper: VueWrapper = mount(RosterEditor, {
    props: { modelValue: roster, libraries, rulings: {}, 'onUpdate:modelValue': (value: ArmyRoster) => wrapper.setProps({ modelValue: value }) },
  });
  return wrapper;
}
const current = (wrapper: VueWrapper) => (wrapper.props() as { modelValue: unknown }).modelValue as ArmyRoster;

describe('1999 army builder', () => {
  it('builds a Squad with a Leader at its open Leader position, paying the Squad per model (seed 001 L281–L287)', async () => {
    const w = editor();
    await w.get('button:not(.danger)').trigger('click');
    await w.get('select[name="unit-0-card"]').setValue('Harrow Riflemen');
    await w.get('input[name="unit-0-models"]').setValue(4);
    await w.get('select[name="unit-0-position-0"]').setValue('Sergeant Ilse Vane');
    const roster = current(w);
    expect(roster.units).toHaveLength(1);
    expect(roster.units[0]).toMatchObject({ card: 'Harrow Riflemen', type: 'squad', models: 4, attached: [{ card: 'Sergeant Ilse Vane', type: 'leader', position: 0 }] });
    // 4 × 5 + 9 = 29 of the Small territory's 50 (L251)
    expect(w.get('.points-total').text()).toContain('29 of 50 Army Points');
    expect(w.findAll('.problem')).toHaveLength(0);
  });

  it('says beside the Unit when a Squad is below its minimum, in the rulebook’s words', async () => {
    const w = editor();
    await w.get('button:not(.danger)').trigger('click');
    await w.get('select[name="unit-0-card"]').setValue('Harrow Riflemen');
    await w.get('input[name="unit-0-models"]').setValue(2);
    const problems = w.get('.unit-card .problems').text();
    expect(problems).toMatch(/Harrow Riflemen/);
    expect(problems).toMatch(/3/);
  });

  it('never lets the army cost more than agreed (L255): over 50 Army Points is a problem for the whole army', async () => {
    const w = editor();
    await w.get('button:not(.danger)').trigger('click');
    await w.get('select[name="unit-0-card"]').setValue('Harrow Riflemen');
    await w.get('input[name="unit-0-models"]').setValue(6);
    await w.get('button:not(.danger)').trigger('click');
    await w.get('select[name="unit-1-card"]').setValue('Sergeant Ilse Vane');
    expect(current(w).units).toHaveLength(2);
    await w.get('select[name="battle-size"]').setValue('agreed');
    await w.get('input[name="agreed-points"]').setValue(30);
    expect(current(w).size).toEqual({ kind: 'agreed', points: 30 });
    expect(w.get('.points-total').classes()).toContain('over');
    expect(w.text()).toMatch(/39 of 30 Army Points/);
    // The page lists the army's problem (below); the editor does not repeat it.
    const armyWide = SYSTEM_1999.rosters!.assess(current(w), {}, libraries).problems.filter((p) => p.path[0] !== 'units');
    expect(armyWide.map((p) => p.message).join(' ')).toMatch(/30/);
    const inEditor = w.findAll('.problem').map((p) => p.text());
    for (const problem of armyWide) expect(inEditor).not.toContain(problem.message);
  });

  it('shows each of an empty army’s problems once on the army page: listed by the page, not repeated by the editor', () => {
    const roster = SYSTEM_1999.rosters!.empty('Harrow line');
    const assessment = SYSTEM_1999.rosters!.assess(roster, {}, libraries);
    expect(assessment.problems.length).toBeGreaterThan(0);
    const page = mount(
      defineComponent({
        components: { RosterAssessmentView, RosterEditor },
        setup: () => ({ roster, assessment, libraries, system: SYSTEM_1999 }),
        template: '<div><RosterAssessmentView :system="system" :assessment="assessment" /><RosterEditor :model-value="roster" :libraries="libraries" :rulings="{}" /></div>',
      }),
    );
    for (const problem of assessment.problems) {
      const shown = page.text().split(problem.message).length - 1;
      expect(shown, problem.message).toBe(1);
    }
  });

  it('notes DNA modifications and shows their sum as the Instability (L301–L305)', async () => {
    const w = editor();
    await w.get('button:not(.danger)').trigger('click');
    await w.get('select[name="unit-0-card"]').setValue('Harrow Riflemen');
    await w.get('input[name="unit-0-dna-bal"]').setValue(2);
    await w.get('input[name="unit-0-dna-con"]').setValue(1);
    expect(current(w).units[0]!.dna).toEqual([
      { attribute: 'bal', amount: 2 },
      { attribute: 'con', amount: 1 },
    ]);
    expect(w.get('.instability').text()).toBe('Instability 3');
    await w.get('input[name="unit-0-dna-mov"]').setValue(3);
    expect(w.get('.unit-card .problems').text()).toContain('a DNA modification adds 1 or 2 points');
  });

  it('prints an army sheet with the DNA notes applied to the card’s Attributes', async () => {
    const w = editor();
    await w.get('button:not(.danger)').trigger('click');
    await w.get('select[name="unit-0-card"]').setValue('Harrow Riflemen');
    await w.get('input[name="unit-0-dna-bal"]').setValue(2);
    const show = w.findAll('button').find((b) => b.text() === 'Show the army sheet')!;
    await show.trigger('click');
    const sheet = w.get('[aria-label="Army sheet"]');
    // "AP" is the weapon's Armour Piercing score (seed 001 L493); the card's cost is spelt out as Army Points (L105–L107).
    expect(sheet.text()).toContain('Harrow Riflemen — Squad × 3 · Activation 3 · Instability 2 · 5 Army Points each');
    // BAL 3 on the card, +2 DNA
    expect(sheet.findAll('tbody tr')[0]!.findAll('td').map((td) => td.text())).toEqual(['10', '2/3', '5', '2', '4', '2', '3', '1']);
    expect(sheet.text()).toContain('Harrow rifle: Shooting, 60 cm, AP 1, Wounding 6');
    // The card and position choices give the cost in points (short, to fit a phone), never as "AP".
    const choices = [...w.findAll('select[name="unit-0-card"] option'), ...w.findAll('select[name="unit-0-position-0"] option')].map((o) => o.text());
    expect(choices).toContain('Harrow Riflemen — 5 pts');
    expect(choices).toContain('Sergeant Ilse Vane — 9 pts');
    for (const choice of choices) expect(choice).not.toMatch(/\bAP\b/);
  });
});
