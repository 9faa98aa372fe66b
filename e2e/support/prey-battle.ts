import { PREY_SCRIPT, PREY_SETUP, preyRosters } from '../../src-main/testing/system-fixtures';
import { apiCaller } from './api';

/** What a 1999 Prey Mission spec types on its screens (campaign, players, battle): never to be read as an id. */
export const PREY_TYPED = ['The Ash Wars', 'Ann', 'Bob', 'Cy', 'The Ash Road'];

type Call = ReturnType<typeof apiCaller>;

/** The Prey Mission's campaign, players and battle, set up through the contract and not yet played. */
async function preyBattle(call: Call, campaign = 'The Ash Wars'): Promise<{ campaignId: string; battleId: string }> {
  const campaignId = (await call('campaigns.create', { name: campaign })).id;
  const playerIds: string[] = [];
  for (const [name, colour] of [['Ann', '#1f5f8b'], ['Bob', '#8e2a22'], ['Cy', '#2e7d32']] as const) playerIds.push((await call('players.create', { campaignId, name, colour })).id);
  const forces = [];
  for (const [i, roster] of preyRosters().entries()) forces.push(await call('forces.create', { campaignId, playerId: playerIds[i]!, system: '1999', roster }));
  const battle = await call('battles.create', { system: '1999', campaignId, name: 'The Ash Road', sides: forces.map((force, i) => ({ playerId: playerIds[i]!, armyIds: [force.id] })), setup: PREY_SETUP });
  return { campaignId, battleId: battle.id };
}

async function play(call: Call, battleId: string, events: readonly unknown[]): Promise<void> {
  for (const [index, event] of events.entries()) await call('battles.append', { battleId, system: '1999', event, expectedCount: index });
}

/**
 * A 1999 Prey Mission played through the contract up to Ann's Harrow Riflemen nominated and
 * declared Moving and Shooting (three players, the starter rosters); answers the battle's URL.
 */
export async function preyBattleAtMoveAndShoot(hostUrl: string): Promise<string> {
  const call = apiCaller(hostUrl);
  const { campaignId, battleId } = await preyBattle(call);
  const upTo = PREY_SCRIPT.findIndex((e) => (e as { type: string; action?: string }).type === 'action-declared' && (e as { action?: string }).action === 'move-and-shoot');
  await play(call, battleId, PREY_SCRIPT.slice(0, upTo + 1));
  return `${hostUrl}#/campaigns/${campaignId}/battles/${battleId}`;
}

/**
 * The Prey Mission with the first `steps` of its script played, then `then`, through the contract;
 * `campaign` names the campaign, which must be new on this host. Answers the battle's URL.
 */
export async function preyBattleAfter(hostUrl: string, steps: number, then: readonly unknown[] = [], campaign = 'The Ash Wars'): Promise<string> {
  const call = apiCaller(hostUrl);
  const { campaignId, battleId } = await preyBattle(call, campaign);
  await play(call, battleId, [...PREY_SCRIPT.slice(0, steps), ...then]);
  return `${hostUrl}#/campaigns/${campaignId}/battles/${battleId}`;
}

const HOUND = (model: number) => ({ cardId: 'p2/pack', model });

/**
 * The same battle, but Ann's Harrow Riflemen Charge (seed 001 L513) instead: Riflemen 1 ends
 * touching Bob's Ashen Hounds 1 and 2, Riflemen 2 and Sergeant Ilse Vane touch Hounds 2, the
 * Mortar Crew touches nobody. Every model has moved; the Assaults are next, unless `then` plays
 * further steps. `campaign` names the campaign, which must be new on this host. Answers the URL.
 */
export async function preyBattleAtCharge(hostUrl: string, then: readonly unknown[] = [], campaign = 'The Ash Wars'): Promise<string> {
  const call = apiCaller(hostUrl);
  const { campaignId, battleId } = await preyBattle(call, campaign);
  const upTo = PREY_SCRIPT.findIndex((e) => (e as { type: string; unitId?: string }).type === 'unit-nominated' && (e as { unitId?: string }).unitId === 'p1/line');
  await play(call, battleId, [
    ...PREY_SCRIPT.slice(0, upTo + 1),
    { type: 'action-declared', action: 'charge' },
    { type: 'model-moved', cardId: 'p1/line', distanceCm: 18, intoBaseContact: true, contacts: [{ model: 0, enemy: HOUND(0) }, { model: 0, enemy: HOUND(1) }, { model: 1, enemy: HOUND(1) }] },
    { type: 'model-moved', cardId: 'p1/vane', distanceCm: 16, intoBaseContact: true, contacts: [{ model: 0, enemy: HOUND(1) }] },
    { type: 'model-moved', cardId: 'p1/mortar', distanceCm: 10 },
    ...then,
  ]);
  return `${hostUrl}#/campaigns/${campaignId}/battles/${battleId}`;
}

/**
 * The same battle, but Ann declares one Action per card (seed 001 L391): her Harrow Riflemen and
 * Sergeant Ilse Vane Move and Shoot, her Mortar Crew Shoots indirect; nothing has moved or fired.
 * `campaign` names the campaign, which must be new on this host. Answers the battle's URL.
 */
export async function preyBattleAtFire(hostUrl: string, campaign = 'The Ash Wars'): Promise<string> {
  const call = apiCaller(hostUrl);
  const { campaignId, battleId } = await preyBattle(call, campaign);
  const upTo = PREY_SCRIPT.findIndex((e) => (e as { type: string; unitId?: string }).type === 'unit-nominated' && (e as { unitId?: string }).unitId === 'p1/line');
  await play(call, battleId, [
    ...PREY_SCRIPT.slice(0, upTo + 1),
    { type: 'action-declared', perCard: [{ cardId: 'p1/line', action: 'move-and-shoot' }, { cardId: 'p1/vane', action: 'move-and-shoot' }, { cardId: 'p1/mortar', action: 'indirect' }] },
  ]);
  return `${hostUrl}#/campaigns/${campaignId}/battles/${battleId}`;
}
