import { defineStore } from 'pinia';
import { ref, shallowRef } from 'vue';
import { isSystemBattle, isSystemStep, type AnyBattleDetail } from '../../src-shared/contract/battles';
import type { SystemBattleDetail } from '../../src-shared/contract/system-battles';
import { applySystemStepAnswer, followsOn } from '../../src-shared/systems/system-step-answer';
import type { Libraries, SystemEvent } from '../../src-shared/systems/game-system';
import { ApiError, call } from '../api';
import { newestAnswer } from '../newest-answer';
import { STILL_RECORDING } from '../step-in-flight';
import { loadLibraries } from './system-libraries';

/** This store walks the battles of every system but Orders & Omens. */
function systemBattle(detail: AnyBattleDetail): SystemBattleDetail {
  if (!isSystemBattle(detail)) throw new Error(`${detail.name} is an Orders & Omens battle; open it from the battles list.`);
  return detail;
}

/** The battle of a system other than Orders & Omens that the shell is walking through. */
export const useSystemBattlesStore = defineStore('system-battles', () => {
  // Shallow: the battle is replaced whole after each step and the engine wants plain objects.
  const current = shallowRef<SystemBattleDetail | null>(null);
  const libraries = shallowRef<Libraries>({});
  const busy = ref(false);

  // Each read, step or undo is numbered as it starts, and its battle is shown only if no later one
  // has been: a slow re-read never takes back a step, nor a battle left (or its step) lands on the next.
  const order = newestAnswer();

  function show(ticket: number, battle: SystemBattleDetail, read?: Libraries): SystemBattleDetail {
    if (order.take(ticket)) current.value = battle;
    // Its libraries are kept while the battle is on screen, even should a step of it have answered first.
    if (read && current.value?.id === battle.id) libraries.value = read;
    return battle;
  }

  async function open(id: string): Promise<SystemBattleDetail> {
    const ticket = order.start();
    return hold(ticket, await call('battles.get', { id }));
  }

  /** Holds a battle the battle route has already read, once its campaign's libraries are loaded. */
  function adopt(detail: AnyBattleDetail): Promise<SystemBattleDetail> {
    return hold(order.start(), detail);
  }

  async function hold(ticket: number, detail: AnyBattleDetail): Promise<SystemBattleDetail> {
    const battle = systemBattle(detail);
    return show(ticket, battle, await loadLibraries(battle.campaignId, battle.system));
  }

  /**
   * Sends one step the system's panel confirmed. Returns the refusal (the engine's reason, or
   * that someone else changed the battle meanwhile) instead of throwing; nothing is recorded then.
   * The answer is the new step and what it changed, folded into the battle held; should the screen
   * have fallen behind meanwhile, the whole battle is fetched instead.
   */
  async function append(event: SystemEvent): Promise<string | null> {
    const battle = current.value;
    if (!battle) return 'No battle is open';
    return send(async () => {
      const answer = await call('battles.append', { battleId: battle.id, system: battle.system, event, expectedCount: battle.steps.length });
      const held = current.value;
      if (held && isSystemStep(answer) && followsOn(held, answer)) return applySystemStepAnswer(held, answer);
      return systemBattle(await call('battles.get', { id: battle.id }));
    });
  }

  async function undo(): Promise<string | null> {
    const battle = current.value;
    if (!battle) return 'No battle is open';
    return send(async () => {
      // A system battle's undo answers with the whole battle (only Orders & Omens answers with what changed).
      const answer = await call('battles.undo', { battleId: battle.id, expectedCount: battle.steps.length });
      return 'stateDelta' in answer ? systemBattle(await call('battles.get', { id: battle.id })) : systemBattle(answer);
    });
  }

  async function send(run: () => Promise<SystemBattleDetail>): Promise<string | null> {
    // A second click or key before the first step answers is the same step again, from a screen that is about to change.
    if (busy.value) return STILL_RECORDING;
    busy.value = true;
    const ticket = order.start();
    try {
      show(ticket, await run());
      return null;
    } catch (error) {
      // Someone at another screen moved the battle on: show them the battle as it now stands.
      if (error instanceof ApiError && error.code === 'conflict' && current.value) await open(current.value.id);
      return (error as Error).message;
    } finally {
      busy.value = false;
    }
  }

  /** Renames the open battle or changes its scenario notes; a refusal is thrown for the form to show. */
  async function update(changes: { name: string; notes: string }): Promise<void> {
    const battle = current.value;
    if (!battle) throw new Error('No battle is open');
    const item = await call('battles.update', { id: battle.id, ...changes });
    if (current.value?.id === item.id) current.value = { ...current.value, name: item.name, notes: item.notes };
  }

  return { current, libraries, busy, open, adopt, append, undo, update };
});
