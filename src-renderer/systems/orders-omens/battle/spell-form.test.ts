import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { createPinia } from 'pinia';
import type { BattleDetail } from '../../../../src-shared/contract/orders-omens/battles';
import { NO_PREBATTLE } from '../../../../src-shared/rules/orders-omens/walkthrough/table-notes';
import { armyA, armyB, dice, setupOf, Table } from '../../../../src-shared/rules/orders-omens/battle/testing/fixtures';
import { SPELLS } from '../../../../src-shared/rules/orders-omens/data/spells';
import { magicMissileSpec } from '../../../../src-shared/rules/orders-omens/walkthrough/magic-missile';
import { tableDetail } from './table-detail';
import ChipChoice from './ChipChoice.vue';
import { describeStep } from './describe-step';
import { distinctGeneralName } from './names';

const SEED = '002_cff186ffe79098a6.txt';
/** Both armies' Generals are Wizards, left unnamed: "Marshal" and "General of the 1st Division" on either side. */
const wizards = () => {
  const wise = (army: ReturnType<typeof armyA>) => ({ ...army, marshal: { ...army.marshal, magicalAdvisor: true }, divisions: army.divisions.map((d) => ({ ...d, general: { ...d.general, magicalAdvisor: true } })) });
  return setupOf({ A: wise(armyA()), B: wise(armyB()) });
};
const detail = (t: Table): BattleDetail => ({ ...tableDetail(t), prebattle: NO_PREBATTLE }) as BattleDetail;

describe(`the spell form and the log's words for a spell (seed ${SEED} L351–L387)`, () => {
  it('L357–L385: the form says what the chosen spell does, in the rulebook’s words, for each of the five', async () => {
    const t = Table.activating(wizards()).do({ type: 'chip-drawn', side: 'A' });
    const form = mount(ChipChoice, { props: { battle: detail(t), side: 'A' }, global: { plugins: [createPinia()] } });
    await form.get('input[type="radio"][value="spell"]').setValue(true);
    const spellSelect = form.findAll('label.field').find((f) => f.find('.field-label').text() === 'Spell')!.get('select');
    for (const spell of Object.values(SPELLS)) {
      await spellSelect.setValue(spell.id);
      expect(form.get('[data-test="spell-effect"]').text()).toBe(spell.effect);
    }
    // L361: the Magic Missile's dice wait for a casting roll that passes ("7+ on 2D6", L387).
    await spellSelect.setValue('magic-missile');
    expect(form.get('[data-test="missile-waits"]').text()).toBe('Once the casting roll passes, roll the Magic Missile’s 3 dice here.');
  });

  it('L361 "Armour Saves may be taken": the missile the form rolls asks for the saves the engine will ask for', () => {
    const t = Table.activating(wizards()).do({ type: 'chip-drawn', side: 'A' });
    const state = t.state;
    // Red's third Brigade is armoured cavalry: a 6+ save; its first Brigade has no armour.
    expect(magicMissileSpec(state, 'B/d1.b3', {})).toMatchObject({ diceCount: 3, hitRule: { hitOn: 5 }, saveRule: { saveOn: 6 } });
    expect(magicMissileSpec(state, 'B/d1.b1', {})).toMatchObject({ saveRule: { saveOn: null } });
    // The engine agrees: two hits on the armoured Brigade need two save dice, and take them.
    const cast = { type: 'spell-cast', casterId: 'A/d1.general', spell: 'magic-missile', targetBrigadeId: 'B/d1.b3', roll: dice(4, 4) } as const;
    expect(t.refuse({ ...cast, missile: { dice: dice(5, 6, 2) } })).toBe('Magic Missile: Roll a save for each of the 2 hits; none were entered');
    const hit = t.do({ ...cast, missile: { dice: dice(5, 6, 2), saves: { dice: dice(6, 1) } } });
    expect(hit.state.regiments['B/d1.b3.r1']!.hitsTaken).toBe(1);
  });

  it('the log names the spell, not its code, calls the step a casting roll (it may miscast), and says whose Marshal cast it', () => {
    const t = Table.activating(wizards()).do({ type: 'chip-drawn', side: 'B' });
    t.do({ type: 'spell-cast', casterId: 'B/marshal', spell: 'shield-of-warding', targetBrigadeId: 'B/d1.b1', roll: dice(1, 1) });
    const battle = detail(t);
    expect(describeStep(battle, battle.steps.at(-1)!.step)).toBe('Casting roll for Red’s Marshal: Shield of Warding on 1st Bde, 1st Div: 2x Experienced Hand Weapons');
    expect(distinctGeneralName(battle, 'A/d1.general')).toBe('Blue’s General of the 1st Division');
  });
});
