import { describe, expect, it } from 'vitest';
import type { VueWrapper } from '@vue/test-utils';
import type { State1999 } from '../../../../src-shared/rules/1999';
import { army, Battle, setupOf, sides, squad, unit } from '../../../../src-shared/rules/1999/testing/fixtures';
import { mountPanel1999 } from '../../../testing/panel-1999';

/** The Instability roll for DNA-modified models through the panel, on a battle the real engine plays. */
function riflemenNominated(): VueWrapper {
  const ann = army('Harrow line', [squad('rifles', 'Harrow Riflemen', 3, { dna: [{ attribute: 'bal', amount: 2 }] })]);
  const bob = army('Loner', [unit('runner', 'Scrap Runner')]);
  const b = new Battle(setupOf({ size: { kind: 'small' }, victory: { decidedBy: 'agreed', condition: 'surrender' }, terrain: [] }, sides({ player: 'Ann', roster: ann }, { player: 'Bob', roster: bob })));
  b.deployAll('p1').holdGround('p2/runner');
  b.step({ type: 'unit-nominated', unitId: 'p1/rifles' });
  return mountPanel1999(b);
}

describe('1999 Instability in the battle panel', () => {
  it('asks for the Instability roll before any Action, shows its odds, and applies the table (L375–L379, L635–L663)', async () => {
    const w = riflemenNominated();
    // Instability 2: a 3 or more (or a 6) acts as usual, 4 in 6
    expect(w.text()).toContain('Instability roll for Harrow Riflemen');
    expect(w.text()).toContain('D6 over 2 (or a 6): acts as usual, 67%');
    expect(w.find('select[name="action"]').exists()).toBe(false);
    await w.get('input[aria-label="Instability roll"]').setValue(2);
    await w.get('input[aria-label="Instability table die 1"]').setValue(3);
    await w.get('input[aria-label="Instability table die 2"]').setValue(4);
    expect(w.get('.table-result').text()).toBe('7: Convulsions. This ends the model’s Action.'); // the table's own words (L653)
    await w.findAll('button').find((b) => b.text() === 'Record the Instability roll')!.trigger('click');
    const state = (w.props() as { state: unknown }).state as State1999;
    expect(state.active!.instability).toEqual([]);
    // Convulsions end every model's Action: nothing is left to declare, only to end
    expect(Object.values(state.active!.steps).every((s) => s.ended)).toBe(true);
    expect(w.find('select[name="action"]').exists()).toBe(false);
    expect(w.text()).toContain('Every model’s Action has ended.');
    await w.findAll('button').find((b) => b.text() === 'End Harrow Riflemen’s Action')!.trigger('click');
    expect(((w.props() as { state: unknown }).state as State1999).active).toBeNull();
  });
});

describe('the forces board shows what the Instability table left in force (seed 001 L641–L661)', () => {
  async function backfire(w: VueWrapper, faces: [number, number]): Promise<void> {
    await w.get('input[aria-label="Instability roll"]').setValue(1);
    await w.get('input[aria-label="Instability table die 1"]').setValue(faces[0]);
    await w.get('input[aria-label="Instability table die 2"]').setValue(faces[1]);
    await w.findAll('button').find((b) => b.text() === 'Record the Instability roll')!.trigger('click');
  }

  it('Trembling: −3 BAL on each model until the end of this Turn (L647), beside its Wounds', async () => {
    const w = riflemenNominated();
    expect(w.get('.forces-board').text()).not.toContain('Trembling');
    await backfire(w, [1, 3]);
    const board = w.get('.forces-board').text();
    for (const n of [1, 2, 3]) expect(board).toContain(`Harrow Riflemen ${n}: 1 Wound · Trembling: −3 BAL this Turn`);
    expect(board).not.toContain('Scrap Runner: 1 Wound ·');
  });

  it('Frenzy (L643), Rigidity (L649) and a Panic attack (L657) say what they do this Turn', async () => {
    for (const [faces, words] of [
      [[1, 2], 'Frenzy: +10 cm Movement, CC offensive doubled this Turn'],
      [[2, 3], 'Rigidity: no Movement Actions this Turn'],
      [[4, 5], 'Panic attack: must Move fast this Turn, played out by the opponent'],
    ] as const) {
      const w = riflemenNominated();
      await backfire(w, [...faces]);
      expect(w.get('.forces-board').text()).toContain(`Harrow Riflemen 1: 1 Wound · ${words}`);
    }
  });

  it('Uncontrolled spasms (L655) and Havoc (L661) reach into the next Turn: the Unit and the player say so', async () => {
    const spasms = riflemenNominated();
    await backfire(spasms, [4, 4]);
    expect(spasms.get('.forces-board').text()).toContain('Spasms: +3 Activation next Turn');
    const havoc = riflemenNominated();
    await backfire(havoc, [5, 6]);
    expect(havoc.get('.forces-board').text()).toContain('Ann — Harrow line · 15 on the Battlefield · 0 lost, of 15 Army Points · last in the Order of play next Turn (Havoc)');
  });
});
