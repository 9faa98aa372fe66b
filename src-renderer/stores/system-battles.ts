import { defineStore } from 'pinia';
import { ref, shallowRef } from 'vue';
import { isSystemBattle } from '../../src-shared/contract/battles';
import type { SystemBattleDetail } from '../../src-shared/contract/system-battles';
import type { Libraries, SystemEvent } from '../../src-shared/systems/game-system';
import { ApiError, call } from '../api';
import { loadLibraries } from './system-libraries';

/** The battle of a system other than Orders & Omens that the shell is walking through. */
export const useSystemBattlesStore = defineStore('system-battles', () => {
  // Shallow: the battle is replaced whole after each step and the engine wants plain objects.
  const current = shallowRef<SystemBattleDetail | null>(null);
  const libraries = shallowRef<Libraries>({});
  const busy = ref(false);

  async function open(id: string): Promise<SystemBattleDetail> {
    const battle = await call('battles.get', { id });
    if (!isSystemBattle(battle)) throw new Error('This battle is an Orders & Omens battle; open it from the battles list.');
    libraries.value = await loadLibraries(battle.campaignId, battle.system);
    current.value = battle;
    return battle;
  }

  /**
   * Sends one step the system's panel confirmed. Returns the refusal (the engine's reason, or
   * that someone else changed the battle meanwhile) instead of throwing; nothing is recorded then.
   */
  async function append(event: SystemEvent): Promise<string | null> {
    const battle = current.value;
    if (!battle) return 'No battle is open';
    return send(() => call('battles.append', { battleId: battle.id, system: battle.system, event, expectedCount: battle.steps.length }));
  }

  async function undo(): Promise<string | null> {
    const battle = current.value;
    if (!battle) return 'No battle is open';
    return send(() => call('battles.undo', { battleId: battle.id, expectedCount: battle.steps.length }));
  }

  async function send(run: () => Promise<unknown>): Promise<string | null> {
    busy.value = true;
    try {
      const battle = await run();
      if (battle && typeof battle === 'object' && isSystemBattle(battle as SystemBattleDetail)) current.value = battle as SystemBattleDetail;
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

  return { current, libraries, busy, open, append, undo, update };
});
