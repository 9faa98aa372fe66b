import type { BattleDetail } from '../../../../src-shared/contract/orders-omens/battles';
import type { EventOf } from '../../../../src-shared/rules/orders-omens/battle';

/** The most recent End Phase report in the log, the starting point for this turn's. */
export function lastEndPhase(battle: BattleDetail): EventOf<'end-phase'> | null {
  for (let i = battle.steps.length - 1; i >= 0; i--) {
    const step = battle.steps[i]!.step;
    if (step.type === 'end-phase') return step;
  }
  return null;
}
