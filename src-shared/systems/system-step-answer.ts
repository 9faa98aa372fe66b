import type { SystemBattleDetail, SystemStepAnswer } from '../contract/system-battles';
import { applyDelta } from './state-delta';

/** Whether an append's answer is the very next step of the detail held (else the screen fell behind: fetch the battle). */
export function followsOn(detail: SystemBattleDetail, answer: SystemStepAnswer): boolean {
  return detail.id === answer.battle.id && answer.step.seq === detail.steps.length + 1;
}

/**
 * The battle detail after one recorded step, from the detail before it and the append's answer.
 * A step is only recorded on a log that replays, so the battle is no longer broken after it.
 */
export function applySystemStepAnswer(detail: SystemBattleDetail, answer: SystemStepAnswer): SystemBattleDetail {
  if (!followsOn(detail, answer)) throw new Error(`Step ${answer.step.seq} does not follow the ${detail.steps.length} steps held`);
  return {
    ...detail,
    ...answer.battle,
    steps: [...detail.steps, answer.step],
    state: applyDelta(detail.state as object, answer.stateDelta),
    brokenAt: null,
  };
}
