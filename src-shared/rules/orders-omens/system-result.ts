import type { BattleResult, SystemTerms } from '../../systems/game-system';
import type { BattleResult as OrdersOmensResult } from './battle/state';
import type { Side } from './battle/roster';
import { STRATEGIC_REASON_WORDS } from './narrator/describe-outcome';

/** Orders & Omens in the seam's words, so generic lists, standings and the chronicle read it like any system. */
export const ORDERS_OMENS_TERMS: SystemTerms = {
  score: 'VP',
  losses: 'soldiers',
  unit: 'Brigade',
  body: 'soldier',
  force: 'army',
  endings: {
    'turn-limit': 'when the agreed turns ran out',
    'time-limit': 'when the agreed time ran out',
    concession: 'by concession',
    'break-point': 'when an army reached its break point',
  },
  decisiveVictory: 'Strategic Victory',
  victory: 'Tactical Victory',
};

const SIDES: readonly Side[] = ['A', 'B'];

/**
 * The seam's `BattleResult` of a finished Orders & Omens battle: the Tactical Victory decides the
 * winner (most VP; a draw on equal points), a Strategic Victory is the decisive kind.
 */
export function ordersOmensResult(result: OrdersOmensResult, casualties: Readonly<Record<Side, number>>): BattleResult {
  return {
    winner: result.tacticalVictory,
    endedBy: result.endedBy,
    decisive: result.strategicVictory ? { side: result.strategicVictory, reasons: result.strategicReasons.map((reason) => STRATEGIC_REASON_WORDS[reason]) } : null,
    turns: result.turn,
    scores: SIDES.map((side) => ({ side, total: result.vp[side], breakdown: [] })),
    losses: SIDES.map((side) => ({ side, amount: casualties[side], unitsLost: 0 })),
  };
}
