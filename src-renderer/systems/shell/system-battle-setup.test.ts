import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { createMemoryHistory, createRouter } from 'vue-router';
import type { ForceSummary } from '../../../src-shared/contract/forces';
import type { Player } from '../../../src-shared/contract/players';
import type { AnyGameSystem } from '../../../src-shared/systems/game-system';
import { OPEND6_SYSTEM } from '../../../src-shared/rules/opend6/system';
import type { TempStore } from '../../../src-main/testing/temp-store';
import { installRealBridge, removeBridge } from '../../testing/real-bridge';
import SystemBattleSetup from './SystemBattleSetup.vue';

// The form reads each chosen force's roster; over the real services an unknown one is simply not found.
let temp: TempStore;
beforeEach(() => {
  temp = installRealBridge();
});
afterEach(() => removeBridge(temp));

const PLAYERS = [
  { id: 'p-ilse', name: 'Ilse' },
  { id: 'p-garrik', name: 'Garrik' },
] as unknown as Player[];

function force(id: string, name: string, playerId: string, battleReady: boolean): ForceSummary {
  const playerName = PLAYERS.find((player) => player.id === playerId)!.name;
  return { id, campaignId: 'c1', system: 'opend6', systemName: 'OpenD6 Fantasy Miniatures', playerId, playerName, factionId: null, name, points: 300, size: 6, valid: battleReady, battleReady, problemCount: battleReady ? 0 : 1, description: '', createdAt: 0, updatedAt: 0 };
}

describe('setting up a battle of a system with squads or armies', () => {
  it('names the forces it leaves out because they are not ready for battle, instead of dropping them without a word', async () => {
    const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/:rest(.*)*', component: { template: '<div />' } }] });
    await router.push('/');
    const forces = [force('f1', 'Vell Blades', 'p-ilse', true), force('f2', 'Vell Crossbows', 'p-ilse', false), force('f3', 'Goblin Archers', 'p-garrik', true)];
    const wrapper = mount(SystemBattleSetup, { props: { campaignId: 'c1', system: OPEND6_SYSTEM as AnyGameSystem, players: PLAYERS, forces, rulings: {} }, global: { plugins: [router] } });
    const offered = wrapper.findAll('label.check').map((label) => label.text());
    expect(offered.some((text) => text.startsWith('Vell Crossbows'))).toBe(false);
    expect(wrapper.get('[data-not-ready]').text()).toBe('Not offered until ready for battle: Vell Crossbows. Open it under Armies to see what it still needs.');
    wrapper.unmount();
  });
});
