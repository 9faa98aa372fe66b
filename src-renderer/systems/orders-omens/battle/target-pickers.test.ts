import { describe, expect, it } from 'vitest';
import { mount, type VueWrapper } from '@vue/test-utils';
import { createPinia } from 'pinia';
import type { Component } from 'vue';
import type { BattleDetail } from '../../../../src-shared/contract/orders-omens/battles';
import type { Army } from '../../../../src-shared/rules/orders-omens/types';
import { NO_PREBATTLE } from '../../../../src-shared/rules/orders-omens/walkthrough/table-notes';
import { armyA, armyB, dice, setupOf, Table } from '../../../../src-shared/rules/orders-omens/battle/testing/fixtures';
import { tableDetail } from './table-detail';
import BreathForm from './BreathForm.vue';
import ChargeForm from './ChargeForm.vue';
import ChipChoice from './ChipChoice.vue';
import FlyerForm from './FlyerForm.vue';
import MoreActions from './MoreActions.vue';
import RevealForm from './RevealForm.vue';
import ShootForm from './ShootForm.vue';
import MeleeForm from './MeleeForm.vue';
import { describeStep } from './describe-step';

/** Both armies name their Brigades alike, as a group did in the army builder; the first army's General is a Wizard. */
const SAME_NAMES = ['The Guard', 'The Line', 'The Reserve'];
const named = (army: Army, wizard: boolean): Army => ({
  ...army,
  divisions: army.divisions.map((d) => ({ ...d, general: { ...d.general, magicalAdvisor: wizard }, brigades: d.brigades.map((b, i) => ({ ...b, name: SAME_NAMES[i]! })) })),
});
const setup = () => setupOf({ A: named(armyA(), true), B: named(armyB(), false) });

/** Turn 1's Activation, the first army's chip drawn; `ordered`: its Brigade 2 (bows) ordered with a double 6. */
function table(ordered: boolean): Table {
  const t = Table.activating(setup()).do({ type: 'chip-drawn', side: 'A' });
  return ordered ? t.do({ type: 'order-tested', brigadeId: 'A/d1.b2', roll: dice(6, 6) }) : t;
}

const detail = (t: Table): BattleDetail => ({ ...tableDetail(t), prebattle: NO_PREBATTLE }) as BattleDetail;
const shown = (component: Component, props: Record<string, unknown>) => mount(component, { props, global: { plugins: [createPinia()] } });

/** A list's groups as the player reads them: each army's label and the ids of the Brigades under it. */
function groups(panel: VueWrapper, label: string): { army: string; ids: string[] }[] {
  const field = panel.findAll('label.field').find((f) => f.find('.field-label').text().startsWith(label));
  if (!field) throw new Error(`no field "${label}"`);
  return field.findAll('optgroup').map((g) => ({ army: g.attributes('label')!, ids: g.findAll('option').map((o) => o.attributes('value')!) }));
}

describe('target lists, when both armies name their Brigades alike', () => {
  it('seed 002 L401 (shoot "at the nearest enemy unit"), L400 (a charge "must end in contact with an enemy unit"): only the enemy’s Brigades, under the enemy army’s name', () => {
    const t = table(true);
    // The engine refuses the own side as a target, whatever the names.
    expect(t.refuse({ type: 'charge-declared', brigadeId: 'A/d1.b2', targetBrigadeId: 'A/d1.b1', approach: 'charge', reaction: 'none', contact: true })).toBe('A Brigade cannot charge its own side');
    expect(t.refuse({ type: 'shot-fired', brigadeId: 'A/d1.b2', targetBrigadeId: 'A/d1.b1', volleys: [] })).toBe('A Brigade cannot shoot at its own side');
    const enemy = [{ army: 'Red (enemy)', ids: ['B/d1.b1', 'B/d1.b2', 'B/d1.b3'] }];
    expect(groups(shown(ChargeForm, { battle: detail(t), brigadeId: 'A/d1.b2' }), 'Target')).toEqual(enemy);
    expect(groups(shown(ShootForm, { battle: detail(t), brigadeId: 'A/d1.b2' }), 'Target')).toEqual(enemy);
    const breath = { name: 'Breathe Fire', dice: 4, hitOn: 5, ignoresArmour: true, rangeInches: 6, oncePerTurn: false };
    expect(groups(shown(BreathForm, { battle: detail(t), brigadeId: 'A/d1.b2', breath }), 'Target')).toEqual(enemy);
  });

  it('seed 002 L400 (a charge "can only be performed once per turn by each Brigade"): after its charge the form offers only the move into contact, and says why', () => {
    const fresh = shown(ChargeForm, { battle: detail(table(true)), brigadeId: 'A/d1.b2' });
    expect((fresh.get('select:not([aria-keyshortcuts])').element as HTMLSelectElement).value).toBe('charge');
    const hint = (form: ReturnType<typeof shown>) => form.get(`#${form.get('select:not([aria-keyshortcuts])').attributes('aria-describedby')}`).text();
    expect(hint(fresh)).toContain('once a turn');
    const t = table(true).do({ type: 'charge-declared', brigadeId: 'A/d1.b2', targetBrigadeId: 'B/d1.b1', approach: 'charge', reaction: 'none', contact: false });
    expect(t.refuse({ type: 'charge-declared', brigadeId: 'A/d1.b2', targetBrigadeId: 'B/d1.b2', approach: 'charge', reaction: 'none', contact: false })).toMatch(/already charged this turn/);
    const form = shown(ChargeForm, { battle: detail(t), brigadeId: 'A/d1.b2' });
    const how = form.get('select:not([aria-keyshortcuts])');
    expect((how.element as HTMLSelectElement).value).toBe('move-into-contact');
    const charge = how.get('option[value="charge"]');
    expect(charge.attributes('disabled')).toBeDefined();
    expect(charge.text()).toBe('Charge (already charged)');
    // L293, L579: the hint now says what the move into contact is.
    expect(hint(form)).toContain('A normal move into base contact: no +1 for charging.');
  });

  it('seed 002 L361, L367, L377: a spell’s target list follows the spell — Magic Missile an enemy, Shield of Warding either army, Veil of Fog (a template) none', async () => {
    const t = table(false);
    const panel = shown(ChipChoice, { battle: detail(t), side: 'A' });
    await panel.find('input[type=radio][value=spell]').setValue(true);
    const spell = panel.findAll('select').find((s) => s.find('option[value=veil-of-fog]').exists())!;
    expect(groups(panel, 'Target Brigade')).toEqual([{ army: 'Red (enemy)', ids: ['B/d1.b1', 'B/d1.b2', 'B/d1.b3'] }]);
    expect(t.refuse({ type: 'spell-cast', casterId: 'A/d1.general', spell: 'magic-missile', targetBrigadeId: 'A/d1.b1', roll: dice(4, 4) })).toBe('Magic Missile must target an enemy');
    await spell.setValue('shield-of-warding');
    expect(groups(panel, 'Target Brigade')).toEqual([
      { army: 'Blue (friendly)', ids: ['A/d1.b1', 'A/d1.b2', 'A/d1.b3'] },
      { army: 'Red (enemy)', ids: ['B/d1.b1', 'B/d1.b2', 'B/d1.b3'] },
    ]);
    await spell.setValue('veil-of-fog');
    expect(panel.findAll('.field-label').map((l) => l.text())).not.toContain('Target Brigade');
  });

  it('the chip’s Brigade to order is the drawn army’s, and lists that mix both armies group them by army name, never a side letter', () => {
    const t = table(false);
    expect(groups(shown(ChipChoice, { battle: detail(t), side: 'A' }), 'Brigade to order')).toEqual([{ army: 'Blue', ids: ['A/d1.b1', 'A/d1.b2', 'A/d1.b3'] }]);
    const both = [
      { army: 'Blue', ids: ['A/d1.b1', 'A/d1.b2', 'A/d1.b3'] },
      { army: 'Red', ids: ['B/d1.b1', 'B/d1.b2', 'B/d1.b3'] },
    ];
    expect(groups(shown(MoreActions, { battle: detail(t) }), 'Morale Test for')).toEqual(both);
    expect(groups(shown(RevealForm, { battle: detail(t) }), 'Turned over')).toEqual(both);

    const flight = shown(FlyerForm, { battle: detail(t), brigadeId: 'A/d1.b2', bombs: true });
    const flownOver = flight.findAll('.army-checks').map((g) => ({ army: g.attributes('aria-label')!, ids: g.findAll('input').map((i) => i.attributes('value')!) }));
    expect(flownOver).toEqual([
      { army: 'Blue (friendly)', ids: ['A/d1.b1', 'A/d1.b3'] },
      { army: 'Red (enemy)', ids: ['B/d1.b1', 'B/d1.b2', 'B/d1.b3'] },
    ]);
    for (const text of [flight.text(), shown(MoreActions, { battle: detail(t) }).text()]) expect(text).not.toMatch(/\b[AB]\b/);
  });

  it('when both armies have the same name, each group also says whose it is: its player, else first or second army', () => {
    const t = table(false);
    const sameName = (sides: Record<'A' | 'B', { playerName: string }>): BattleDetail => {
      const d = detail(t);
      const state = { ...d.state, roster: { ...d.state.roster, sides: { A: { ...d.state.roster.sides.A, name: 'Host' }, B: { ...d.state.roster.sides.B, name: 'host ' } } } };
      return { ...d, state, sides: { A: { ...d.sides.A, ...sides.A }, B: { ...d.sides.B, ...sides.B } } } as BattleDetail;
    };
    const players = sameName({ A: { playerName: 'Sam' }, B: { playerName: 'Jo' } });
    expect(groups(shown(MoreActions, { battle: players }), 'Morale Test for').map((g) => g.army)).toEqual(['Host — Sam', 'host — Jo']);
    expect(groups(shown(ChipChoice, { battle: players, side: 'A' }), 'Brigade to order').map((g) => g.army)).toEqual(['Host — Sam']);
    const unnamed = sameName({ A: { playerName: '' }, B: { playerName: '' } });
    expect(groups(shown(RevealForm, { battle: unnamed }), 'Turned over').map((g) => g.army)).toEqual(['Host — first army', 'host — second army']);
    const flight = shown(FlyerForm, { battle: unnamed, brigadeId: 'A/d1.b2', bombs: true });
    expect(flight.findAll('.army-checks').map((g) => g.attributes('aria-label'))).toEqual(['Host — first army (friendly)', 'host — second army (enemy)']);
  });

  it('the log and a melee’s title say whose Brigade when both armies have one of that name (seed 002 L577: melee is "two opposing regiments")', () => {
    const t = table(true).do({ type: 'charge-declared', brigadeId: 'A/d1.b2', targetBrigadeId: 'B/d1.b1', approach: 'charge', reaction: 'none', contact: true });
    const battle = detail(t);
    const charge = battle.steps.at(-1)!.step;
    expect(describeStep(battle, charge)).toBe('Blue’s The Line charged Red’s The Guard (no reaction)');
    const melee = shown(MeleeForm, { battle, engagement: battle.state.engagements['melee-1']! });
    expect(melee.find('h4').text()).toBe('Melee: Blue’s The Line against Red’s The Guard — round 1');
    // Names that differ are left as they are.
    const plain = Table.activating().do({ type: 'chip-drawn', side: 'A' }).do({ type: 'order-tested', brigadeId: 'A/d1.b1', roll: dice(6, 6) });
    plain.do({ type: 'charge-declared', brigadeId: 'A/d1.b1', targetBrigadeId: 'B/d1.b1', approach: 'charge', reaction: 'none', contact: true });
    const plainBattle = detail(plain);
    expect(describeStep(plainBattle, plainBattle.steps.at(-1)!.step)).not.toContain('’s ');
  });
});
