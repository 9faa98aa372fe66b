import { PREY_SCRIPT, PREY_SETUP, preyRosters } from '../../src-main/testing/system-fixtures';
import { apiCaller } from './api';

/** What a 1999 Prey Mission spec types on its screens (campaign, players, battle): never to be read as an id. */
export const PREY_TYPED = ['The Ash Wars', 'Ann', 'Bob', 'Cy', 'The Ash Road'];

/**
 * A 1999 Prey Mission played through the contract up to Ann's Harrow Riflemen nominated and
 * declared Moving and Shooting (three players, the starter rosters); answers the battle's URL.
 */
export async function preyBattleAtMoveAndShoot(hostUrl: string): Promise<string> {
  const call = apiCaller(hostUrl);
  const campaignId = (await call('campaigns.create', { name: 'The Ash Wars' })).id;
  const playerIds: string[] = [];
  for (const [name, colour] of [['Ann', '#1f5f8b'], ['Bob', '#8e2a22'], ['Cy', '#2e7d32']] as const) playerIds.push((await call('players.create', { campaignId, name, colour })).id);
  const forces = [];
  for (const [i, roster] of preyRosters().entries()) forces.push(await call('forces.create', { campaignId, playerId: playerIds[i]!, system: '1999', roster }));
  const battle = await call('battles.create', { system: '1999', campaignId, name: 'The Ash Road', sides: forces.map((force, i) => ({ playerId: playerIds[i]!, armyIds: [force.id] })), setup: PREY_SETUP });
  const upTo = PREY_SCRIPT.findIndex((e) => (e as { type: string; action?: string }).type === 'action-declared' && (e as { action?: string }).action === 'move-and-shoot');
  for (const [index, event] of PREY_SCRIPT.slice(0, upTo + 1).entries()) await call('battles.append', { battleId: battle.id, system: '1999', event, expectedCount: index });
  return `${hostUrl}#/campaigns/${campaignId}/battles/${battle.id}`;
}
