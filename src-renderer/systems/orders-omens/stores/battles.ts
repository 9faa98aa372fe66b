import { defineStore } from 'pinia';
import { ref, shallowRef } from 'vue';
import type { CallInput } from '../../../../src-shared/contract';
import { type AnyBattleDetail } from '../../../../src-shared/contract/battles';
import { isOrdersOmensBattle, isOrdersOmensStep, type BattleDetail, type OrdersOmensStepInput } from '../../../../src-shared/contract/orders-omens/battles';
import type { LoggedStep } from '../../../../src-shared/rules/orders-omens/walkthrough/walkthrough';
import { applyStepAnswer, applyUndoAnswer } from '../../../../src-shared/rules/orders-omens/walkthrough/step-answer';
import { ApiError, call } from '../../../api';
import { newestAnswer } from '../../../newest-answer';
import { STILL_RECORDING } from '../../../step-in-flight';

/** This store walks Orders & Omens battles; the other systems' battles open in the battle shell. */
function ordersOmens(detail: AnyBattleDetail): BattleDetail {
  if (!isOrdersOmensBattle(detail)) throw new Error(`${detail.name} is a ${detail.systemName} battle, not Orders & Omens`);
  return detail;
}

/** The Orders & Omens battle being walked through (the battles list is the battles page's own, from `battles.list`). */
export const useBattlesStore = defineStore('battles', () => {
  // Shallow: the battle is replaced whole after each step, and the engine (which clones state) needs plain objects.
  const current = shallowRef<BattleDetail | null>(null);
  const busy = ref(false);

  // Each read, step or undo is numbered as it starts, and its battle is shown only if no later one
  // has been: a slow re-read never takes back a step, nor a step sent from the battle left lands on the next.
  const order = newestAnswer();

  function show(ticket: number, battle: BattleDetail): BattleDetail {
    if (order.take(ticket)) current.value = battle;
    return battle;
  }

  async function open(id: string): Promise<BattleDetail> {
    const ticket = order.start();
    return show(ticket, ordersOmens(await call('battles.get', { id })));
  }

  /** Holds a battle the battle route has already read. */
  function adopt(detail: AnyBattleDetail): BattleDetail {
    return show(order.start(), ordersOmens(detail));
  }

  async function create(input: CallInput<'battles.create'>): Promise<BattleDetail> {
    const ticket = order.start();
    return show(ticket, ordersOmens(await call('battles.create', input)));
  }

  /**
   * Records one confirmed step and shows the stored result. Returns the refusal (the engine's
   * reason, or a stale-view conflict) instead of throwing, for the control that sent it.
   */
  async function append(event: LoggedStep): Promise<string | null> {
    const battle = current.value;
    if (!battle) return 'No battle is open';
    return send(async () => {
      const answer = await call('battles.append', { battleId: battle.id, event: event as OrdersOmensStepInput, expectedCount: battle.steps.length });
      // The answer is what changed; should the screen have fallen behind meanwhile, fetch the whole battle.
      const held = current.value;
      return isOrdersOmensStep(answer) && held?.id === battle.id && answer.step.seq === held.steps.length + 1 ? applyStepAnswer(held, answer) : ordersOmens(await call('battles.get', { id: battle.id }));
    });
  }

  async function undo(): Promise<string | null> {
    const battle = current.value;
    if (!battle) return 'No battle is open';
    return send(async () => {
      const answer = await call('battles.undo', { battleId: battle.id, expectedCount: battle.steps.length });
      if (!('stateDelta' in answer)) return ordersOmens(answer);
      // As for a step: what changed, applied to the battle held; the whole battle if the screen fell behind.
      const held = current.value;
      return held?.id === battle.id && held.steps.length === battle.steps.length ? applyUndoAnswer(held, answer) : ordersOmens(await call('battles.get', { id: battle.id }));
    });
  }

  async function send(run: () => Promise<BattleDetail>): Promise<string | null> {
    // A second click or key before the first step answers is the same step again, from a screen that is about to change.
    if (busy.value) return STILL_RECORDING;
    busy.value = true;
    const ticket = order.start();
    try {
      show(ticket, await run());
      return null;
    } catch (error) {
      if (error instanceof ApiError && error.code === 'conflict' && current.value) await open(current.value.id);
      return (error as Error).message;
    } finally {
      busy.value = false;
    }
  }

  async function update(input: CallInput<'battles.update'>): Promise<void> {
    const item = await call('battles.update', input);
    if (current.value?.id === item.id) current.value = { ...current.value, name: item.name, notes: item.notes };
  }

  async function remove(id: string): Promise<void> {
    await call('battles.delete', { id });
    if (current.value?.id === id) current.value = null;
  }

  return { current, busy, open, adopt, create, append, undo, update, remove };
});
