import type { BattleDetail, BattleStepAnswer, BattleUndoAnswer } from '../../../contract/orders-omens/battles';
import { applyDelta } from '../../../systems/state-delta';

/** The battle detail after one recorded step, from the detail before it and the append's answer. */
export function applyStepAnswer(detail: BattleDetail, answer: BattleStepAnswer): BattleDetail {
  return {
    ...detail,
    ...answer.battle,
    steps: [...detail.steps, answer.step],
    state: applyDelta(detail.state, answer.stateDelta),
    prebattle: answer.prebattle,
    stage: answer.stage,
    series: [...detail.series.slice(0, answer.series.from), ...answer.series.points],
  };
}

/** The battle detail after an undo, from the detail before it and the undo's answer (the row's count says how many steps remain). */
export function applyUndoAnswer(detail: BattleDetail, answer: BattleUndoAnswer): BattleDetail {
  return {
    ...detail,
    ...answer.battle,
    steps: detail.steps.slice(0, answer.battle.eventCount),
    state: applyDelta(detail.state, answer.stateDelta),
    prebattle: answer.prebattle,
    stage: answer.stage,
    series: [...detail.series.slice(0, answer.series.from), ...answer.series.points],
  };
}
