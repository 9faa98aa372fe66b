import { describe, expect, it } from 'vitest';
import type { VueWrapper } from '@vue/test-utils';
import type { State1999 } from '../../../../src-shared/rules/1999';
import { army, Battle, card, setupOf, sides, squad, unit } from '../../../../src-shared/rules/1999/testing/fixtures';
import { mountPanel1999 } from '../../../testing/panel-1999';

/** One Action per Rules Card and a Special Action with its Level of Difficulty (seed 001 L145–L155, L389–L395, L603–L605). */
function choirNominated(): VueWrapper {
  const choir = army('Choir', [squad('wardens', 'Seraph Wardens', 2, { attached: [{ key: 'herald', card: 'Herald of the Seventh Choir', type: 'leader', position: 0, dna: [] }] })]);
  const loner = army('Loner', [unit('runner', 'Scrap Runner')]);
  const b = new Battle(setupOf({ size: { kind: 'small' }, victory: { decidedBy: 'agreed', condition: 'surrender' }, terrain: [] }, sides({ player: 'Ann', roster: choir }, { player: 'Bob', roster: loner })));
  b.deployAll('p1');
  b.step({ type: 'unit-nominated', unitId: 'p1/wardens' });
  return mountPanel1999(b);
}

const click = (w: VueWrapper, text: string) => w.findAll('button').find((b) => b.text() === text)!.trigger('click');

describe('1999 Special Actions in the battle panel', () => {
  it('declares one Action per card and raises the Roll Requirement for the Level of Difficulty', async () => {
    const w = choirNominated();
    await w.get('select[name="action"]').setValue('special');
    // The Wardens' card has no Special Action: the engine says so before anything is recorded
    expect(w.get('.step-missing').text()).toContain('Seraph Wardens has no Special Action on its card');
    await w.get('input[name="declare-mode"][value="true"]').setValue(true);
    const [wardens, herald] = w.findAll('.declare select');
    await wardens!.setValue('hold-ground');
    await herald!.setValue('special');
    await click(w, 'Declare');
    expect(w.text()).toContain('One enemy Unit within 30 cm becomes Confused.');
    // RR 4+, one step of the Level of Difficulty: 5+
    await w.get('.attack-form input[type="number"]').setValue(1);
    expect(w.text()).toContain('Roll Requirement 5+');
    await w.get('input[aria-label="Roll Requirement 5+"]').setValue(4);
    expect(w.get('[aria-label="What will be recorded"]').text()).toMatch(/Hymn of Stillness/);
    await click(w, 'Record the Special Action');
    const state = (w.props() as { state: unknown }).state as State1999;
    expect(Object.entries(state.active!.steps).filter(([key]) => key.startsWith('p1/herald')).every(([, s]) => s.special && s.ended)).toBe(true);
  });

  it('names the Attribute a Special Action adds to its roll (L135–L139), with 7+ when no RR is stated (L151)', async () => {
    const cards = [
      card({ name: 'Seer', activation: [1], abilities: [{ kind: 'special-action', name: 'Far Sight', text: 'Reveal a hidden Unit.', attribute: 'men' }] }),
      card({ name: 'Target', activation: [3] }),
    ];
    const b = new Battle(setupOf({ size: { kind: 'small' }, victory: { decidedBy: 'agreed', condition: 'surrender' }, terrain: [] }, sides({ player: 'Ann', roster: army('A', [unit('seer', 'Seer')]) }, { player: 'Bob', roster: army('B', [unit('target', 'Target')]) }), cards));
    b.deployAll('p1');
    b.step({ type: 'unit-nominated', unitId: 'p1/seer' });
    b.step({ type: 'action-declared', action: 'special' });
    const w = mountPanel1999(b);
    expect(w.find('input[aria-label="Roll Requirement 7+ (D6 + MEN)"]').exists()).toBe(true);
  });
});
