import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { HOUSE_RULE_GROUPS } from '../../../../src-shared/systems/house-rules';
import { TITLE_TOURNAMENT_RULINGS, WALK_OVER_COUNT } from '../../../../src-shared/rules/title-tournament/rulings';
import HouseRuleSections from './HouseRuleSections.vue';

/**
 * The house-rules screen shows one game system's rulings at a time, picked from a list that says
 * which systems the group changed. Seed 001 L671 (the walk-over) is what "which neglects count"
 * reads; here it only stands for a ruling set away from its default.
 */
function show(selected: string, choices: Record<string, string> = {}, played: string[] = []) {
  const view = mount(HouseRuleSections, {
    props: { groups: HOUSE_RULE_GROUPS, choices, played: new Set(played), errors: {}, selected, 'onUpdate:selected': (system: string) => view.setProps({ selected: system }) },
    attachTo: document.body,
  });
  return view;
}
const tabs = (view: ReturnType<typeof show>) => view.findAll('[role="tab"]');
const tab = (view: ReturnType<typeof show>, label: string) => tabs(view).find((t) => t.get('.pick-name').text() === label)!;
const titles = (view: ReturnType<typeof show>) => view.findAll('.ruling-title').map((t) => t.text());

describe('one section per game system, picked from a list', () => {
  it('lists every group in order and shows only the chosen group’s rulings under its heading', () => {
    const view = show('title-tournament');
    expect(tabs(view).map((t) => t.get('.pick-name').text())).toEqual(HOUSE_RULE_GROUPS.map((g) => g.label));
    expect(view.get('[role="tabpanel"] h2').text()).toBe('Title Tournament (1999)');
    expect(titles(view)).toEqual(TITLE_TOURNAMENT_RULINGS.map((r) => r.title));
    expect(tab(view, 'Title Tournament (1999)').attributes('aria-selected')).toBe('true');
    expect(tabs(view).filter((t) => t.attributes('aria-selected') === 'true')).toHaveLength(1);
    view.unmount();
  });

  it('says at a glance which groups differ from the default and which the campaign plays', () => {
    const view = show('orders-omens', { [WALK_OVER_COUNT.id]: 'cumulative', 'tt.declined-challenge': 'counts-as-neglect' }, ['order-66']);
    expect(tab(view, 'Title Tournament (1999)').get('.pick-facts').text()).toBe('6 rulings 1 changed');
    expect(tab(view, 'Order 66').text()).toContain('In this campaign');
    expect(tabs(view).filter((t) => t.text().includes('changed'))).toHaveLength(1);
    expect(tabs(view).filter((t) => t.text().includes('In this campaign'))).toHaveLength(1);
    view.unmount();
  });

  it('switches to a group when its entry is clicked, and moves along the list with the arrow keys', async () => {
    const view = show('title-tournament');
    await tab(view, 'Order 66').trigger('click');
    expect(view.get('[role="tabpanel"] h2').text()).toBe('Order 66');
    expect(titles(view)).toEqual(HOUSE_RULE_GROUPS.find((g) => g.system === 'order-66')!.rulings.map((r) => r.title));
    expect(titles(view)).not.toContain(WALK_OVER_COUNT.title);

    await tab(view, 'Order 66').trigger('keydown', { key: 'ArrowDown' });
    const after = HOUSE_RULE_GROUPS[HOUSE_RULE_GROUPS.findIndex((g) => g.system === 'order-66') + 1]!;
    expect(view.get('[role="tabpanel"] h2').text()).toBe(after.label);
    expect(document.activeElement?.id).toBe(`pick-${after.system}`);
    await tab(view, after.label).trigger('keydown', { key: 'End' });
    expect(view.get('[role="tabpanel"] h2').text()).toBe(HOUSE_RULE_GROUPS.at(-1)!.label);
    // Past the last entry the list starts again at the first.
    await tab(view, HOUSE_RULE_GROUPS.at(-1)!.label).trigger('keydown', { key: 'ArrowRight' });
    expect(view.get('[role="tabpanel"] h2').text()).toBe(HOUSE_RULE_GROUPS[0]!.label);
    view.unmount();
  });

  it('narrows a long group to the rulings that mention a word, and starts afresh on another group', async () => {
    const view = show('orders-omens');
    const all = HOUSE_RULE_GROUPS[0]!.rulings;
    await view.get('input[name="rulingFilter"]').setValue('monster');
    const matching = all.filter((r) => [r.title, ...r.sections, ...r.quotes, ...r.options.map((o) => o.label)].join(' ').toLowerCase().includes('monster'));
    expect(matching.length).toBeGreaterThan(0);
    expect(matching.length).toBeLessThan(all.length);
    expect(titles(view)).toEqual(matching.map((r) => r.title));
    expect(view.get('[role="status"]').text()).toBe(`${matching.length} of ${all.length} rulings match.`);

    await view.get('input[name="rulingFilter"]').setValue('zeppelin');
    expect(titles(view)).toEqual([]);
    expect(view.get('[role="status"]').text()).toBe('No Orders & Omens ruling mentions “zeppelin”.');

    await tab(view, 'Order 66').trigger('click');
    expect((view.get('input[name="rulingFilter"]').element as HTMLInputElement).value).toBe('');
    expect(titles(view)).toHaveLength(HOUSE_RULE_GROUPS.find((g) => g.system === 'order-66')!.rulings.length);
    view.unmount();
  });

  it('passes a chosen reading up, with the ruling it belongs to', async () => {
    const view = show('title-tournament');
    await view.get(`input[name="${WALK_OVER_COUNT.id}"][value="cumulative"]`).setValue(true);
    const [ruling, option] = view.emitted('choose')![0]!;
    expect((ruling as { id: string }).id).toBe(WALK_OVER_COUNT.id);
    expect(option).toBe('cumulative');
    view.unmount();
  });
});
