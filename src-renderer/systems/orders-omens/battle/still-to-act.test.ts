import { describe, expect, it } from 'vitest';
import type { BattleDetail } from '../../../../src-shared/contract/orders-omens/battles';
import { dice, Table } from '../../../../src-shared/rules/orders-omens/battle/testing/fixtures';
import { actingBrigades, stillToAct } from './still-to-act';

/** The parts of a battle the End Phase reads: the state and the steps that led to it. */
const detail = (t: Table) => ({ state: t.state, steps: t.events.map((step, i) => ({ seq: i + 1, step })) }) as unknown as BattleDetail;

/** Draws and passes every chip but the last Blue one. */
function emptyTheBagButOne(t: Table): Table {
  for (const side of ['B', 'A'] as const) {
    const keep = side === 'A' ? 1 : 0;
    while (t.state.bag.drawn[side] < t.state.bag.filled[side] - keep) t.do({ type: 'chip-drawn', side }).do({ type: 'chip-passed' });
  }
  return t;
}

describe('what the turn still owes when the bag is empty', () => {
  it("the last chip's Brigade keeps its unspent actions; an earlier Brigade's are held as reactions, not owed", () => {
    const t = Table.activating();
    t.order('A/d1.b1', [6, 6]).do({ type: 'action-taken', brigadeId: 'A/d1.b1', action: 'move' });
    emptyTheBagButOne(t).order('A/d1.b2', [5, 4]);
    expect(t.state.bag.drawn.A).toBe(t.state.bag.filled.A);
    expect(stillToAct(detail(t)).brigades).toEqual(['A/d1.b2']);
    while (t.state.brigades['A/d1.b2']!.actionsLeft > 0) t.do({ type: 'action-taken', brigadeId: 'A/d1.b2', action: 'move' });
    expect(stillToAct(detail(t)).brigades).toEqual([]);
  });

  it('a charge declared with the last chip still has its first round to fight', () => {
    const t = Table.activating();
    emptyTheBagButOne(t).order('A/d1.b1', [6, 6]);
    t.do({ type: 'charge-declared', brigadeId: 'A/d1.b1', targetBrigadeId: 'B/d1.b1', approach: 'charge', reaction: 'none', contact: true });
    const owed = stillToAct(detail(t));
    expect(owed.brigades).toEqual([]);
    expect(owed.engagements.map((e) => [e.attacker, e.defender, e.round])).toEqual([['A/d1.b1', 'B/d1.b1', 1]]);
  });
});

describe('who is acting now and who holds actions as reactions', () => {
  it('the Brigade just ordered acts; one ordered earlier holds its unused actions; a failed test leaves nobody acting', () => {
    const t = Table.activating();
    t.order('A/d1.b1', [6, 6]).do({ type: 'action-taken', brigadeId: 'A/d1.b1', action: 'move' });
    expect(actingBrigades(detail(t))).toEqual({ current: ['A/d1.b1'], held: [] });
    t.order('B/d1.b1', [5, 4]);
    expect(actingBrigades(detail(t))).toEqual({ current: ['B/d1.b1'], held: ['A/d1.b1'] });
    // 1 + 2 = 3 fails the Archers' test (2D6 ≥ 3 + 3, the General's and the Brigade's Control Values): no actions.
    t.do({ type: 'chip-drawn', side: 'A' }).do({ type: 'order-tested', brigadeId: 'A/d1.b2', roll: dice(1, 2) });
    expect(actingBrigades(detail(t))).toEqual({ current: [], held: ['A/d1.b1', 'B/d1.b1'] });
  });

  it('a Brigade that broke with actions left holds none as reactions once the next chip is drawn: fleeing, it may only rally or flee (seed 002 L519, L690)', () => {
    const t = Table.activating().order('A/d1.b1', [6, 6]);
    t.do({ type: 'charge-declared', brigadeId: 'A/d1.b1', targetBrigadeId: 'B/d1.b1', approach: 'charge', reaction: 'none', contact: true });
    t.do({ type: 'melee-round', engagementId: 'melee-1', attacker: { rolls: [{ regimentId: 'A/d1.b1.r1', dice: dice(1, 1, 1) }] }, defender: { rolls: [{ regimentId: 'B/d1.b1.r1', dice: dice(6, 6, 6, 6) }] } });
    t.do({ type: 'morale-tested', brigadeId: 'A/d1.b1', roll: dice(1, 2) });
    expect(t.brigade('A/d1.b1')).toMatchObject({ fleeing: true });
    expect(t.brigade('A/d1.b1').actionsLeft).toBeGreaterThan(0);
    t.order('B/d1.b2', [5, 4]);
    expect(actingBrigades(detail(t))).toEqual({ current: ['B/d1.b2'], held: [] });
  });

  it('a Brigade that broke and flees holds no actions as reactions: it can only flee (seed 002 L696)', () => {
    const t = Table.activating();
    t.order('A/d1.b1', [6, 6]).order('B/d1.b1', [5, 4]);
    expect(actingBrigades(detail(t)).held).toEqual(['A/d1.b1']);
    const fled = { ...detail(t), state: { ...t.state, brigades: { ...t.state.brigades, 'A/d1.b1': { ...t.state.brigades['A/d1.b1']!, fleeing: true } } } } as BattleDetail;
    expect(actingBrigades(fled).held).toEqual([]);
  });

  it("a chip drawn and passed after an order ends that Brigade's turn to act too", () => {
    const t = Table.activating().order('A/d1.b1', [6, 6]);
    t.do({ type: 'chip-drawn', side: 'B' }).do({ type: 'chip-passed' });
    expect(actingBrigades(detail(t))).toEqual({ current: [], held: ['A/d1.b1'] });
    expect(stillToAct(detail(t)).brigades).toEqual([]);
  });
});
