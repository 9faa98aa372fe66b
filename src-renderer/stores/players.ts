import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { CallInput } from '../../src-shared/contract';
import type { Player } from '../../src-shared/contract/players';
import { ApiError, call } from '../api';
import { listLoads } from '../list-loads';

/** The players of the campaign on screen. */
export const usePlayersStore = defineStore('players', () => {
  const campaignId = ref<string | null>(null);
  // Only the load started last is shown, and each change to the list reads it again if a load from
  // before it is still on its way (see list-loads.ts).
  const { list: players, load } = listLoads(
    (forCampaign: string) => call('players.list', { campaignId: forCampaign }),
    (forCampaign) => (campaignId.value = forCampaign),
  );
  const byId = computed(() => new Map(players.value.map((player) => [player.id, player])));

  async function create(input: CallInput<'players.create'>): Promise<Player> {
    const player = await call('players.create', input);
    players.value = [...players.value, player];
    return player;
  }

  async function update(input: CallInput<'players.update'>): Promise<Player> {
    const player = await call('players.update', input);
    players.value = players.value.map((existing) => (existing.id === player.id ? player : existing));
    return player;
  }

  async function remove(id: string): Promise<void> {
    try {
      await call('players.delete', { id });
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'not_found')) throw error;
    }
    players.value = players.value.filter((player) => player.id !== id);
  }

  async function move(id: string, delta: -1 | 1): Promise<void> {
    const ids = players.value.map((player) => player.id);
    const from = ids.indexOf(id);
    const to = from + delta;
    if (from < 0 || to < 0 || to >= ids.length || !campaignId.value) return;
    ids.splice(to, 0, ids.splice(from, 1)[0]!);
    players.value = await call('players.reorder', { campaignId: campaignId.value, playerIds: ids });
  }

  return { campaignId, players, byId, load, create, update, remove, move };
});
