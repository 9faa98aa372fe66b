import type { BattleLadderResult, BattlePair } from '../../../src-shared/rules';

/** A finished battle picked for a ladder game, the seats of the two ladder players, and the result it gives. */
export interface BattleChoice {
  readonly battleId: string;
  readonly pair: BattlePair;
  readonly result: BattleLadderResult;
}
