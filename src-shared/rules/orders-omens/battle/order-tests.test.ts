import { describe, expect, it } from 'vitest';
import { resolveOrderTest } from './mechanics/order-test';
import { battleRulings } from './rulings-in-play';
import { armyA, dice, setupOf, Table } from './testing/fixtures';

const defaults = battleRulings();
const elitePlusGreen = { generalControlValue: 2, brigadeControlValue: 4, stubborn: false };

describe('Order Tests (rulebook: Turn Sequence, Order Tests)', () => {
  it('Order Tests: Elite General (2) + Green Brigade (4) gives a target of 6, passed on 6 or more', () => {
    expect(resolveOrderTest([3, 3], elitePlusGreen, defaults)).toMatchObject({ target: 6, passed: true, actions: 5 });
    expect(resolveOrderTest([2, 3], elitePlusGreen, defaults)).toMatchObject({ passed: false, actions: 0 });
  });

  it('Order Tests: double 6 gives an extra action, double 1 one fewer (ruling oo.order-test-doubles default)', () => {
    expect(resolveOrderTest([6, 6], elitePlusGreen, defaults)).toMatchObject({ passed: true, actions: 6, double: 'six' });
    expect(resolveOrderTest([1, 1], elitePlusGreen, defaults)).toMatchObject({ passed: true, actions: 4, double: 'one' });
  });

  it('ruling oo.order-test-doubles = doubles-only-when-passed: a double 1 fails a target it does not reach', () => {
    const rulings = battleRulings({ 'oo.order-test-doubles': 'doubles-only-when-passed' });
    expect(resolveOrderTest([1, 1], elitePlusGreen, rulings).passed).toBe(false);
    expect(resolveOrderTest([6, 6], elitePlusGreen, rulings).actions).toBe(6);
  });

  it('ruling oo.order-test-direction = roll-at-most-target: 2D6 must be equal to or under the target', () => {
    const rulings = battleRulings({ 'oo.order-test-direction': 'roll-at-most-target', 'oo.order-test-doubles': 'doubles-only-when-passed' });
    expect(resolveOrderTest([2, 4], elitePlusGreen, rulings).passed).toBe(true);
    expect(resolveOrderTest([4, 3], elitePlusGreen, rulings).passed).toBe(false);
    expect(resolveOrderTest([6, 6], elitePlusGreen, rulings).passed).toBe(false);
  });

  it('Dwarfen Army List, Stubborn: the -1 helps by default and hurts under modifier-on-roll (ruling oo.control-modifier-sense)', () => {
    const dwarf = { ...elitePlusGreen, stubborn: true };
    expect(resolveOrderTest([2, 3], dwarf, defaults).passed).toBe(true);
    const literal = battleRulings({ 'oo.control-modifier-sense': 'modifier-on-roll' });
    expect(resolveOrderTest([3, 3], dwarf, literal).passed).toBe(false);
  });

  it('Activation Phase: a passed order gives the Brigade its actions; a failed one loses the chip', () => {
    const t = Table.activating();
    t.do({ type: 'chip-drawn', side: 'A' }).do({ type: 'order-tested', brigadeId: 'A/d1.b1', roll: dice(1, 2) });
    expect(t.brigade('A/d1.b1').actionsLeft).toBe(0);
    expect(t.state.chip?.used).toBe(true);
    t.do({ type: 'chip-drawn', side: 'A' }).do({ type: 'order-tested', brigadeId: 'A/d1.b1', roll: dice(4, 4) });
    expect(t.brigade('A/d1.b1')).toMatchObject({ activatedThisTurn: true, actionsLeft: 5 });
  });

  it('rejects an Order Test for a Brigade whose side has no chip, leaving the state unchanged', () => {
    const t = Table.activating();
    expect(t.refuse({ type: 'order-tested', brigadeId: 'A/d1.b1', roll: dice(4, 4) })).toMatch(/cannot take orders without an unused chip drawn for Blue$/);
    t.do({ type: 'chip-drawn', side: 'B' });
    expect(t.refuse({ type: 'order-tested', brigadeId: 'A/d1.b1', roll: dice(4, 4) })).toMatch(/cannot take orders without an unused chip drawn for Blue$/);
  });

  it('rejects an order to a Brigade that already acted this turn', () => {
    const t = Table.activating().order('A/d1.b1');
    t.do({ type: 'chip-drawn', side: 'A' });
    expect(t.refuse({ type: 'order-tested', brigadeId: 'A/d1.b1', roll: dice(4, 4) })).toMatch(/already acted/);
  });

  it('seed 002 L341, L343: a failed Order Test gives nothing, so a later chip may order the same Brigade; a passed one is its order for the turn', () => {
    const t = Table.activating().do({ type: 'chip-drawn', side: 'A' }).do({ type: 'order-tested', brigadeId: 'A/d1.b1', roll: dice(1, 2) });
    expect(t.brigade('A/d1.b1')).toMatchObject({ activatedThisTurn: false, actionsLeft: 0 });
    t.do({ type: 'chip-drawn', side: 'A' }).do({ type: 'order-tested', brigadeId: 'A/d1.b1', roll: dice(5, 4) });
    expect(t.brigade('A/d1.b1')).toMatchObject({ activatedThisTurn: true, actionsLeft: 5 });
  });

  it('rejects dice with the wrong count or a face a D6 does not have', () => {
    const t = Table.activating().do({ type: 'chip-drawn', side: 'A' });
    expect(t.refuse({ type: 'order-tested', brigadeId: 'A/d1.b1', roll: dice(4) })).toMatch(/Roll 2D6 for this; 1 die was entered/);
    expect(t.refuse({ type: 'order-tested', brigadeId: 'A/d1.b1', roll: dice(4, 7) })).toMatch(/shows 7/);
  });

  it('Human Army List, Adaptable Command: one failed Order Test may be re-rolled per General per turn', () => {
    const t = Table.activating(setupOf({ A: armyA({ list: 'human' }) }));
    t.do({ type: 'chip-drawn', side: 'A' }).do({ type: 'order-tested', brigadeId: 'A/d1.b1', roll: dice(1, 2) });
    t.do({ type: 'order-rerolled', brigadeId: 'A/d1.b1', roll: dice(5, 4) });
    expect(t.brigade('A/d1.b1').actionsLeft).toBe(5);
    t.do({ type: 'chip-drawn', side: 'A' }).do({ type: 'order-tested', brigadeId: 'A/d1.b2', roll: dice(1, 2) });
    expect(t.refuse({ type: 'order-rerolled', brigadeId: 'A/d1.b2', roll: dice(5, 4) })).toMatch(/already re-rolled/);
  });

  it('Adaptable Command belongs to Humans only', () => {
    const t = Table.activating();
    t.do({ type: 'chip-drawn', side: 'A' }).do({ type: 'order-tested', brigadeId: 'A/d1.b1', roll: dice(1, 2) });
    expect(t.refuse({ type: 'order-rerolled', brigadeId: 'A/d1.b1', roll: dice(5, 4) })).toMatch(/Adaptable Command/);
  });
});

describe('Brigade Actions (rulebook: Brigade Actions, Brigade Formations)', () => {
  it('each action spends one of the budget; a formation change costs 2 and is no Reaction', () => {
    const t = Table.activating().order('A/d1.b1', [4, 4]);
    t.do({ type: 'action-taken', brigadeId: 'A/d1.b1', action: 'move' }).do({ type: 'action-taken', brigadeId: 'A/d1.b1', action: 'formation' });
    expect(t.brigade('A/d1.b1').actionsLeft).toBe(2);
    expect(t.refuse({ type: 'action-taken', brigadeId: 'A/d1.b1', action: 'formation', reaction: true })).toMatch(/Reaction/);
    t.do({ type: 'action-taken', brigadeId: 'A/d1.b1', action: 'move', reaction: true }).do({ type: 'action-taken', brigadeId: 'A/d1.b1', action: 'move' });
    expect(t.refuse({ type: 'action-taken', brigadeId: 'A/d1.b1', action: 'move' })).toMatch(/0 actions left/);
  });

  it('an unordered Brigade has no actions to spend', () => {
    const t = Table.activating();
    expect(t.refuse({ type: 'action-taken', brigadeId: 'B/d1.b1', action: 'move' })).toMatch(/0 actions/);
  });
});
