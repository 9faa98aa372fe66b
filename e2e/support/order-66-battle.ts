import { enteredDice } from '../../src-shared/rules/dice';
import { apiCaller } from './api';

export interface Order66Player {
  readonly name: string;
  readonly mystic: string;
  readonly force: string;
}

/**
 * An Order 66 battle made over the contract, one force per player, each Mystic at Combat 2,
 * Range 2, Dodge 2 from the four D3 [2, 2, 2, 1] (the 1 left over) with one Grymn Trooper; the
 * battle screen's path.
 */
export async function seedOrder66Battle(url: string, campaignName: string, battleName: string, players: readonly Order66Player[]): Promise<string> {
  const call = apiCaller(url);
  const campaign = await call('campaigns.create', { name: campaignName });
  const sides = [];
  for (const player of players) {
    const made = await call('players.create', { campaignId: campaign.id, name: player.name, colour: '#1f5f8b' });
    const roster = { name: player.force, allegiance: 'order', mystic: player.mystic, creation: { rolls: enteredDice([2, 2, 2, 1], 3), assignment: { combat: 0, range: 1, dodge: 2 } }, grymn: 1 };
    const force = await call('forces.create', { campaignId: campaign.id, playerId: made.id, system: 'order-66', roster });
    sides.push({ playerId: made.id, armyIds: [force.id] });
  }
  const battle = await call('battles.create', { system: 'order-66', campaignId: campaign.id, name: battleName, sides, setup: {} });
  return `/campaigns/${campaign.id}/system-battles/${battle.id}`;
}
