import { describe, expect, it } from 'vitest';
import type { Army } from '../types';
import { armyA, dice, setupOf, Table } from '../battle/testing/fixtures';
import { commandersFor } from './commanders';

/**
 * The commander picker's choices (seed 002): Order Tests take "the nearest Divisional General"
 * (L343), Morale Tests "the nearest Divisional General or Marshal" (L671).
 */

function twoDivisions(): Army {
  const army = armyA();
  const first = army.divisions[0]!;
  return { ...army, divisions: [first, { ...first, general: { experience: 'elite', magicalAdvisor: false } }] };
}

/** A/d1.b1 loses a melee by 2 with its General beside it; the Fate roll 1 + 2 + 2 = 5 captures him. */
function ownGeneralCaptured(): Table {
  const t = Table.activating(setupOf({ A: twoDivisions() })).order('A/d1.b1');
  t.do({ type: 'charge-declared', brigadeId: 'A/d1.b1', targetBrigadeId: 'B/d1.b1', approach: 'charge', reaction: 'none', contact: true });
  t.do({
    type: 'melee-round',
    engagementId: 'melee-1',
    attacker: { rolls: [{ regimentId: 'A/d1.b1.r1', dice: dice(1, 1, 1, 1) }], generals: [{ generalId: 'A/d1.general', regimentId: 'A/d1.b1.r1' }] },
    defender: { rolls: [{ regimentId: 'B/d1.b1.r1', dice: dice(6, 6, 1, 1) }] },
  });
  return t.do({ type: 'generals-fate-rolled', generalId: 'A/d1.general', roll: dice(1, 2) });
}

describe('commandersFor', () => {
  it('L343: an Order Test offers the Divisional Generals of the side, its own first and chosen by default; never the Marshal or an enemy', () => {
    const { state } = Table.activating(setupOf({ A: twoDivisions() }));
    const order = commandersFor(state, 'A/d1.b1', 'order');
    expect(order.choices.map((c) => [c.id, c.own])).toEqual([
      ['A/d1.general', true],
      ['A/d2.general', false],
    ]);
    expect([order.defaultId, order.ownLost]).toEqual(['A/d1.general', null]);
  });

  it('L671: a Morale Test also offers the Marshal, after the Divisional Generals', () => {
    const { state } = Table.activating(setupOf({ A: twoDivisions() }));
    expect(commandersFor(state, 'A/d2.b1', 'morale').choices.map((c) => c.id)).toEqual(['A/d2.general', 'A/d1.general', 'A/marshal']);
  });

  it('after the own General is captured nothing is chosen for the players, and the form can say why', () => {
    const t = ownGeneralCaptured();
    const morale = commandersFor(t.state, 'A/d1.b1', 'morale');
    expect(morale.defaultId).toBeNull();
    expect(morale.ownLost).toEqual({ name: t.state.roster.generals['A/d1.general']!.name, status: 'captured' });
    expect(morale.choices.map((c) => c.id)).toEqual(['A/d2.general', 'A/marshal']);
    expect(commandersFor(t.state, 'A/d1.b2', 'order').choices.map((c) => c.id)).toEqual(['A/d2.general']);
  });

  it('with no commander left a Morale Test is taken as under a Green General (Control Value 4); an Order Test has no one', () => {
    const t = ownGeneralCaptured();
    const state = { ...t.state, generals: Object.fromEntries(Object.entries(t.state.generals).map(([id, g]) => [id, id.startsWith('A/') ? { ...g, status: 'slain' as const } : g])) };
    expect(commandersFor(state, 'A/d1.b2', 'morale')).toMatchObject({ choices: [], defaultId: null, fallbackControlValue: 4 });
    expect(commandersFor(state, 'A/d1.b2', 'order')).toMatchObject({ choices: [], fallbackControlValue: null });
  });
});
