import { describe, expect, it } from 'vitest';
import { vpBreakdown } from '../scoring/vp';
import { setupOf, Table } from './testing/fixtures';

/** Every chip drawn and passed, so the End Phase is the next step. */
function bagEmptied(t: Table): Table {
  if (t.state.chip && !t.state.chip.used) t.do({ type: 'chip-passed' });
  for (const side of ['A', 'B'] as const) while (t.state.bag.drawn[side] < t.state.bag.filled[side]) t.do({ type: 'chip-drawn', side }).do({ type: 'chip-passed' });
  return t;
}

/**
 * Rulings on contradictions and gaps in the Orders & Omens text (issues 11 and 22): one test per
 * option, each citing the seed line (002_cff186ffe79098a6.txt) it rules on.
 */

describe('oo.table-third-straddling (002:726 "split the battlefield into equal thirds"; 002:728 "more unbroken Brigades in that third")', () => {
  const across = { left: ['A/d1.b1', 'B/d1.b1'], centre: ['A/d1.b1'], right: [] };

  it('centre-point (default): a Brigade listed in two thirds is refused, naming it; listed once it scores', () => {
    const t = bagEmptied(Table.activating());
    expect(t.refuse({ type: 'end-phase', objectives: [], thirds: across })).toMatch(/is counted in the left and the centre thirds: a Brigade straddling a line counts once/);
    t.finishTurn({ thirds: { left: ['B/d1.b1'], centre: ['A/d1.b1'], right: [] } });
    expect(vpBreakdown(t.state.vp, 'A')).toEqual({ 'table-third': 1 });
  });

  it('every-third-touched: the same Brigade counts in both thirds it reaches', () => {
    const t = Table.activating(setupOf(), { 'oo.table-third-straddling': 'every-third-touched' }).finishTurn({ thirds: across });
    // Left: 1 against 1, nobody; centre: A alone.
    expect(vpBreakdown(t.state.vp, 'A')).toEqual({ 'table-third': 1 });
    const twice = Table.activating(setupOf(), { 'oo.table-third-straddling': 'every-third-touched' }).finishTurn({ thirds: { left: ['A/d1.b1'], centre: ['A/d1.b1'], right: [] } });
    expect(vpBreakdown(twice.state.vp, 'A')).toEqual({ 'table-third': 2 });
  });
});
