import { describe, expect, it } from 'vitest';
import type { VueWrapper } from '@vue/test-utils';
import { combat, GUNNER, VICTIM } from '../../../../src-shared/rules/1999/testing/combat';
import { army, Battle, roll, setupOf, sides, squad, unit } from '../../../../src-shared/rules/1999/testing/fixtures';
import { mountPanel1999 } from '../../../testing/panel-1999';

/**
 * The Shoot tab when nobody can shoot: it says why instead of showing empty Shooter and Weapon
 * boxes and "Choose the shooter". Only a model with a Shooting Type weapon may Shoot (seed 001
 * L449); thrown and indirect weapons have their own Action (L567–L569); Moving and Shooting may be
 * only a move (L445); each weapon's rolls to hit are its multiple (L159, L467).
 */
async function shootTab(battle: Battle): Promise<VueWrapper> {
  const w = mountPanel1999(battle);
  await w.findAll('[role="tab"]').find((b) => b.text() === 'Shoot')!.trigger('click');
  return w;
}

describe('1999 Shoot form with nobody left to shoot', () => {
  it('tells a Scrap Runner, whose only weapon is thrown, that it cannot Shoot and which Action throws it (L449, L567)', async () => {
    const battle = new Battle(
      setupOf(
        { size: { kind: 'agreed', points: 50 }, victory: { decidedBy: 'agreed', condition: 'surrender' }, terrain: [] } as never,
        sides({ player: 'Ann', roster: army('Runners', [unit('runner', 'Scrap Runner')]) }, { player: 'Bob', roster: army('Rifles', [squad('rifles', 'Harrow Riflemen', 3)]) }),
      ),
    ).deployAll('p1');
    battle.step({ type: 'unit-nominated', unitId: 'p1/runner' });
    battle.step({ type: 'action-declared', action: 'move-and-shoot' });
    const w = await shootTab(battle);
    expect(w.get('.no-shooter').text()).toBe(
      'Scrap Runner carries no Shooting weapon, so nobody here can Shoot; Moving and Shooting can still be just a move. Scrap charges is fired indirect or thrown: that is the Shooting indirect or Throwing Action.',
    );
    expect(w.find('select[name="shooter"]').exists()).toBe(false);
    expect(w.text()).not.toContain('Choose the shooter');
  });

  it('says every roll to hit is taken once the Gunner has fired its single-shot Rifle (L159, L467)', async () => {
    const battle = combat('move-and-shoot');
    const w = await shootTab(battle);
    // Before the shot the Gunner is offered, with no note.
    expect(w.find('.no-shooter').exists()).toBe(false);
    expect(w.get('select[name="shooter"]').findAll('option').map((o) => o.text())).toEqual(['Gunner']);
    battle.step({ type: 'shot', shooter: GUNNER, weapon: 'Rifle', target: VICTIM, rangeCm: 20, partialLineOfSight: false, toHit: roll(1) });
    await w.setProps({ state: battle.state });
    expect(w.get('.no-shooter').text()).toBe('Every model here has taken its rolls to hit (or Assaulted instead): nobody is left to Shoot.');
    expect(w.find('select[name="shooter"]').exists()).toBe(false);
  });
});
