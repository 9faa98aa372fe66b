import { describe, expect, it } from 'vitest';
import type { VueWrapper } from '@vue/test-utils';
import type { State1999 } from '../../../../src-shared/rules/1999';
import { army, Battle, setupOf, sides, squad, unit } from '../../../../src-shared/rules/1999/testing/fixtures';
import { mountPanel1999 } from '../../../testing/panel-1999';

/**
 * Leaving base contact through the panel (seed 001 L431–L437), on a battle the real engine plays:
 * Ann's Scrap Runner (CC 2 + 3 = 5) Moving fast away from Bob's Harrow Riflemen (2 + 3 = 5 each)
 * with their Sergeant Ilse Vane (4 + 3 = 7) and Mortar Crew (1 + 2 = 3).
 */
function runnerInContact(): VueWrapper {
  const ann = army('Scavengers', [unit('runner', 'Scrap Runner')]);
  const attached = [
    { key: 'ilse', card: 'Sergeant Ilse Vane', type: 'leader' as const, position: 0, dna: [] },
    { key: 'mortar', card: 'Mortar Crew', type: 'support' as const, position: 1, dna: [] },
  ];
  const bob = army('Harrow line', [squad('rifles', 'Harrow Riflemen', 3, { attached })]);
  const b = new Battle(setupOf({ size: { kind: 'small' }, victory: { decidedBy: 'agreed', condition: 'surrender' }, terrain: [] }, sides({ player: 'Ann', roster: ann }, { player: 'Bob', roster: bob })));
  b.deployAll('p1');
  b.step({ type: 'unit-nominated', unitId: 'p1/runner' });
  b.step({ type: 'action-declared', action: 'move-fast' });
  return mountPanel1999(b);
}

const click = (w: VueWrapper, text: string) => w.findAll('button').find((b) => b.text() === text)!.trigger('click');
const tick = async (w: VueWrapper, label: string) => {
  const box = w.findAll('input[name="in-contact"]').find((input) => input.element.parentElement!.textContent!.includes(label));
  await box!.setValue(true);
};
const stateOf = (w: VueWrapper) => (w.props() as { state: unknown }).state as State1999;

describe('1999: leaving base contact in the battle panel (seed 001 L431–L437)', () => {
  it('a move away from contact asks for the roll first; the roll is against the highest CC, −1 for each other enemy; the winner moves on', async () => {
    const w = runnerInContact();
    await w.get('input[name="out-of-contact"]').setValue(true);
    expect(w.text()).toContain('must first win a roll against the enemy to move away');
    await click(w, 'Roll to leave base contact');
    expect(w.get('[role="tab"][aria-selected="true"]').text()).toBe('Leave base contact');

    await tick(w, 'Bob’s Mortar Crew');
    await tick(w, 'Bob’s Harrow Riflemen 2');
    // L435: the Riflemen (5) outrank the Mortar Crew (3)
    expect(w.get('.contact-summary').text()).toBe('Scrap Runner rolls against Bob’s Harrow Riflemen 2, the highest CC in contact (5), adding CC 5 − 1 for the other enemy in contact.');
    await tick(w, 'Bob’s Sergeant Ilse Vane');
    // …and the Sergeant (7) outranks them both: −2 for the other two.
    expect(w.get('.contact-summary').text()).toBe('Scrap Runner rolls against Bob’s Sergeant Ilse Vane, the highest CC in contact (7), adding CC 5 − 2 for 2 other enemies in contact.');
    expect(w.text()).toContain('Scrap Runner +3: wins');
    await w.get('input[aria-label="Scrap Runner"]').setValue(6);
    await w.get('input[aria-label="Sergeant Ilse Vane"]').setValue(1);
    expect(w.get('[aria-label="What will be recorded"]').text()).toContain('Scrap Runner will break away from Sergeant Ilse Vane and go on with the Action (Opposed roll 9 against 8; −2 for 2 more enemies in contact).');
    await click(w, 'Record the roll');
    expect(w.get('[aria-label="Leaving base contact"]').text()).toBe('Scrap Runner breaks away and may finish the Action.');

    await click(w, 'Move');
    await w.get('input[name="out-of-contact"]').setValue(true);
    expect(w.text()).toContain('Moving Scrap Runner, who broke away.');
    await w.get('input[name="move-distance"]').setValue(20);
    await click(w, 'Record the move');
    expect(stateOf(w).active!.steps['p1/runner#0']).toMatchObject({ disengage: 'won', moved: true, ended: true });
    expect(w.text()).not.toMatch(/p1\/|p2\/|#0|\bp\d\b/);
  });

  it('a lost roll holds the model: its Action ends where it stands (L433)', async () => {
    const w = runnerInContact();
    await click(w, 'Leave base contact');
    await tick(w, 'Bob’s Mortar Crew');
    await w.get('input[aria-label="Scrap Runner"]').setValue(1);
    await w.get('input[aria-label="Mortar Crew"]').setValue(5);
    await click(w, 'Record the roll');
    expect(w.get('[aria-label="Leaving base contact"]').text()).toBe('Scrap Runner is held: the Action ends.');
    expect(stateOf(w).active!.steps['p1/runner#0']).toMatchObject({ disengage: 'lost', ended: true });
    expect(w.text()).toContain('Every model has finished its Action.');
  });
});
