import { describe, expect, it } from 'vitest';
import { dice, fleeingAndOrdered, setupOf, Table } from '../battle/testing/fixtures';
import { chipDrawRefusal } from './chip-draw';


describe('the chip draw, as the engine would judge it', () => {
  it('seed 002 L393: a Brigade mid-activation with actions left does not stop the next chip (they are held as reactions); an unused chip does', () => {
    const t = Table.activating().do({ type: 'chip-drawn', side: 'A' });
    expect(chipDrawRefusal(t.state, 'B', {})).toBe("Blue's chip has not been used yet");
    t.do({ type: 'order-tested', brigadeId: 'A/d1.b2', roll: dice(6, 6) }).do({ type: 'action-taken', brigadeId: 'A/d1.b2', action: 'move' });
    expect(t.brigade('A/d1.b2').actionsLeft).toBe(5);
    expect(chipDrawRefusal(t.state, 'B', {})).toBeNull();
    expect(chipDrawRefusal(t.state, 'A', {})).toBeNull();
  });

  it('seed 002 L519, L690: mid-activation, a fleeing Brigade that failed both rallies must flee with its actions before either chip; asking changes nothing', () => {
    const t = fleeingAndOrdered();
    t.do({ type: 'rally-attempted', brigadeId: 'A/d1.b1', roll: dice(1, 1) });
    expect(chipDrawRefusal(t.state, 'B', {})).toBeNull();
    t.do({ type: 'rally-attempted', brigadeId: 'A/d1.b1', roll: dice(1, 2) });
    const before = JSON.stringify(t.state);
    for (const side of ['A', 'B'] as const) {
      expect(chipDrawRefusal(t.state, side, {})).toMatch(/^.+ failed both rally attempts and must use the remaining 3 actions to flee further before the next chip is drawn$/);
    }
    expect(JSON.stringify(t.state)).toBe(before);
    for (let i = 0; i < 3; i++) t.do({ type: 'action-taken', brigadeId: 'A/d1.b1', action: 'flee' });
    expect(chipDrawRefusal(t.state, 'B', {})).toBeNull();
  });

  it('the house rule oo.chip-draw-start = trailing-player-acts-first: only the trailing side’s chip opens the turn; an empty bag gives none', () => {
    const rulings = { 'oo.chip-draw-start': 'trailing-player-acts-first' };
    const t = Table.deployed(setupOf(), rulings).do({ type: 'activation-started', firstDrawerRoll: { A: dice(2), B: dice(5) } });
    expect(chipDrawRefusal(t.state, 'A', rulings)).toMatch(/must draw the first chip this turn: the side with the fewest VP starts$/);
    expect(chipDrawRefusal(t.state, 'B', rulings)).toBeNull();
    expect(chipDrawRefusal(t.state, 'A', {})).toBeNull();
    t.do({ type: 'chip-drawn', side: 'B' }).do({ type: 'chip-passed' }).do({ type: 'chip-drawn', side: 'B' }).do({ type: 'chip-passed' });
    expect(chipDrawRefusal(t.state, 'B', rulings)).toBe('The bag holds no more chips for Red');
    expect(chipDrawRefusal(t.state, 'A', rulings)).toBeNull();
  });
});
