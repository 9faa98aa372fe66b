import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { currentCards, EXAMPLE_CARDS, exportCards, type RulesCard } from '../../../../src-shared/rules/1999';
import CardLibraryEditor from './CardLibraryEditor.vue';

const saved = (wrapper: ReturnType<typeof mount>) => (wrapper.emitted('save') ?? []).map((args) => args[0] as RulesCard[]);

describe('1999 Rules Card library', () => {
  it('marks the starter cards as examples, not the rulebook’s', () => {
    const editor = mount(CardLibraryEditor, { props: { items: EXAMPLE_CARDS } });
    const riflemen = editor.get('[data-card="Harrow Riflemen"]');
    expect(riflemen.text()).toContain('Example card — not from the rulebook.');
    expect(riflemen.text()).toContain('Squad 3/6');
    expect(editor.findAll('.rules-card')).toHaveLength(EXAMPLE_CARDS.length);
  });

  it('saves a new version beside the old one, and the highest version applies (seed 001 L111)', async () => {
    const editor = mount(CardLibraryEditor, { props: { items: EXAMPLE_CARDS } });
    await editor.get('[aria-label="New version of Harrow Riflemen"]').trigger('click');
    expect((editor.get('input[name="card-version"]').element as HTMLInputElement).value).toBe('2');
    await editor.get('input[name="card-points"]').setValue(6);
    await editor.get('form.card-form').trigger('submit');
    const [items] = saved(editor);
    expect(items).toHaveLength(EXAMPLE_CARDS.length + 1);
    const applies = currentCards(items!).get('harrow riflemen')!;
    expect(applies.version).toBe(2);
    expect(applies.armyPoints).toBe(6);
    expect(applies.example).toBe(false);
    await editor.setProps({ items: items! });
    expect(editor.get('[data-card="Harrow Riflemen"]').text()).toMatch(/Version 2 — applies.*Version 1 — kept, not used/);
  });

  it('refuses a card without a name and says so beside the field; nothing is saved', async () => {
    const editor = mount(CardLibraryEditor, { props: { items: [] } });
    await editor.get('button.primary').trigger('click');
    await editor.get('form.card-form').trigger('submit');
    expect(editor.emitted('save')).toBeUndefined();
    expect(editor.get('input[name="card-name"]').attributes('aria-invalid')).toBe('true');
    expect(editor.text()).toContain('Card name is required');
  });

  it('refuses a second copy of the same version of a card', async () => {
    const editor = mount(CardLibraryEditor, { props: { items: EXAMPLE_CARDS } });
    await editor.get('button.primary').trigger('click');
    await editor.get('input[name="card-name"]').setValue('harrow riflemen');
    await editor.get('form.card-form').trigger('submit');
    expect(editor.emitted('save')).toBeUndefined();
    expect(editor.text()).toContain('Harrow Riflemen already has a version 1');
  });

  it('takes a Deviation modification for thrown weapons as well as Indirect ones (1999.deviation-modifier reads it), and none for others', async () => {
    const editor = mount(CardLibraryEditor, { props: { items: [] } });
    await editor.get('button.primary').trigger('click');
    await editor.get('input[name="card-name"]').setValue('Sapper');
    await editor.findAll('button').find((b) => b.text() === 'Add a weapon')!.trigger('click');
    await editor.get('input[name="weapon-0-name"]').setValue('Satchel charge');
    expect(editor.find('input[name="weapon-0-deviation"]').exists()).toBe(false);
    await editor.get('select[name="weapon-0-type"]').setValue('throwing');
    await editor.get('input[name="weapon-0-deviation"]').setValue(2);
    await editor.get('form.card-form').trigger('submit');
    expect(saved(editor)[0]!.at(-1)!.weapons[0]).toMatchObject({ name: 'Satchel charge', type: 'throwing', deviation: 2 });
  });

  it('duplicates a card under a new name as version 1', async () => {
    const editor = mount(CardLibraryEditor, { props: { items: EXAMPLE_CARDS } });
    await editor.get('[aria-label="Duplicate Scrap Runner"]').trigger('click');
    await editor.get('form.card-form').trigger('submit');
    const copy = saved(editor)[0]!.at(-1)!;
    expect(copy).toMatchObject({ name: 'Scrap Runner (copy)', version: 1, example: false, armyPoints: 7 });
  });

  it('imports cards from JSON and names every bad card with its field', async () => {
    const editor = mount(CardLibraryEditor, { props: { items: [] } });
    await editor.get('textarea[name="import-json"]').setValue(JSON.stringify([{ name: 'Broken', version: 1 }]));
    await editor.get('.import-panel button').trigger('click');
    expect(editor.emitted('save')).toBeUndefined();
    const problems = editor.findAll('.import-panel .problem').map((li) => li.text());
    expect(problems).toContain('Card 1 (Broken), Affiliation Icon: Affiliation must be text');
    expect(problems).toContain('Card 1 (Broken), Activation number: At least one Activation number');
    expect(problems).toContain('Card 1 (Broken), Attributes: Enter the card’s Attributes: MOV, CC, BAL, STR, ARM, CON and MEN');
    // Every problem in the card's words: no schema talk ("expected array, received undefined"), no file keys.
    for (const problem of problems) expect(problem).not.toMatch(/expected|received|undefined|armyPoints|\w\.\w/);
    await editor.get('textarea[name="import-json"]').setValue(exportCards(EXAMPLE_CARDS.slice(0, 2)));
    await editor.get('.import-panel button').trigger('click');
    expect(saved(editor)[0]!.map((c) => c.name)).toEqual(['Harrow Riflemen', 'Sergeant Ilse Vane']);
  });

  it('exports the library as the JSON the import reads', () => {
    const editor = mount(CardLibraryEditor, { props: { items: EXAMPLE_CARDS } });
    const href = editor.get('a[download]').attributes('href')!;
    const json = decodeURIComponent(href.replace(/^data:application\/json;charset=utf-8,/, ''));
    expect(JSON.parse(json).cards).toHaveLength(EXAMPLE_CARDS.length);
  });

  it('enters a new Squad card with a weapon, a Re-roll ability and a Leader position; a Shooting weapon without a range is refused beside it', async () => {
    const editor = mount(CardLibraryEditor, { props: { items: [] } });
    await editor.get('button.primary').trigger('click');
    await editor.get('input[name="card-name"]').setValue('Gate Wardens');
    await editor.get('input[name="card-activation"]').setValue('2/4');
    await editor.get('input[name="card-type-special"]').setValue(false);
    await editor.get('input[name="card-type-squad"]').setValue(true);
    await editor.get('input[name="card-squad-max"]').setValue(5);
    const add = (text: string) => editor.findAll('button').find((b) => b.text() === text)!.trigger('click');
    await add('Add a weapon');
    await editor.get('input[name="weapon-0-name"]').setValue('Gate rifle');
    await editor.get('input[name="weapon-0-range"]').setValue('');
    await editor.get('form.card-form').trigger('submit');
    expect(editor.emitted('save')).toBeUndefined();
    expect(editor.text()).toContain('Gate rifle: a Shooting weapon needs a range');
    await editor.get('input[name="weapon-0-range"]').setValue(45);
    await add('Add an ability');
    const kind = editor.findAll('.row-fields select').find((s) => s.findAll('option').some((o) => o.attributes('value') === 're-roll'))!;
    await kind.setValue('re-roll');
    await editor.findAll('.row-fields input').find((i) => (i.element as HTMLInputElement).value === '' && i.element.closest('label')?.textContent?.includes('Name'))!.setValue('Steady hands');
    await add('Add a position');
    await editor.get('form.card-form').trigger('submit');
    const card = (editor.emitted('save')![0]![0] as RulesCard[])[0]!;
    expect(card).toMatchObject({
      name: 'Gate Wardens',
      version: 1,
      activation: [2, 4],
      types: [{ type: 'squad', min: 3, max: 5, restricted: false }],
      weapons: [{ name: 'Gate rifle', type: 'shooting', rangeCm: 45 }],
      abilities: [{ kind: 're-roll', name: 'Steady hands', rolls: ['to-hit'] }],
      positions: [{ accepts: 'leader' }],
      example: false,
    });
  });
});
