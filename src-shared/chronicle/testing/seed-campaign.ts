import type { CallInput, CallName, CallOutput } from '../../contract';
import type { Army, Race } from '../../rules/orders-omens/types';
import type { BattleEvent, BattleSetup } from '../../rules/orders-omens/battle';
import { bridgeBattle } from '../../rules/orders-omens/narrator/testing/golden-battles';
import { isOrdersOmensBattle, type OrdersOmensStepInput } from '../../contract/orders-omens/battles';

export type Caller = <N extends CallName>(name: N, input: CallInput<N>) => Promise<CallOutput<N>> | CallOutput<N>;

function roster(army: Army): CallInput<'armies.create'>['roster'] {
  const { randomised: _randomised, ...rest } = army;
  return rest as CallInput<'armies.create'>['roster'];
}

/** The fixtures' positional ids ("A/d1.b2") → the ids the armies service gave each part. */
function positionalIds(armies: Readonly<Record<'A' | 'B', Army>>): Map<string, string> {
  const ids = new Map<string, string>();
  for (const side of ['A', 'B'] as const) {
    const army = armies[side];
    const put = (positional: string, id: string | undefined) => {
      if (id !== undefined) ids.set(`${side}/${positional}`, `${side}/${id}`);
    };
    put('marshal', army.marshal.id);
    army.divisions.forEach((division, d) => {
      put(`d${d + 1}`, division.id);
      put(`d${d + 1}.general`, division.general.id);
      division.brigades.forEach((brigade, b) => {
        put(`d${d + 1}.b${b + 1}`, brigade.id);
        brigade.regiments.forEach((regiment, r) => put(`d${d + 1}.b${b + 1}.r${r + 1}`, regiment.id));
      });
    });
  }
  return ids;
}

export interface SeedBattle {
  readonly campaignName: string;
  readonly description: string;
  readonly battleName: string;
  readonly battle: { readonly setup: BattleSetup; readonly events: readonly BattleEvent[] };
  readonly players: Readonly<Record<'A' | 'B', { readonly name: string; readonly colour: string; readonly faction: string; readonly race: Race }>>;
  readonly turnLimit: number;
  readonly battleClockStart: string;
}

/**
 * Through the contract, as the app would: a campaign, two players with their factions and armies,
 * and the bridge battle played step by step (the golden log). Works over the real services in
 * tests and over HTTP in end-to-end runs.
 */
export async function seedBridgeCampaign(call: Caller, name = 'The War of the Sundered Crown') {
  return seedCampaignWithBattle(call, {
    campaignName: name,
    description: 'Dwarves of the Iron Hold against the Elves of the Greenwood.',
    battleName: 'The Battle of the Sundered Bridge',
    battle: bridgeBattle(),
    players: { A: { name: 'Ann', colour: '#1f5f8b', faction: 'The Iron Hold', race: 'dwarf' }, B: { name: 'Bo', colour: '#2e7d32', faction: 'The Greenwood', race: 'elf' } },
    turnLimit: 2,
    battleClockStart: '10:00',
  });
}

/** The same for any fixture battle (Greyford: the Host of the Crown against the Red Tusk Warband). */
export async function seedCampaignWithBattle(call: Caller, seed: SeedBattle) {
  const campaign = await call('campaigns.create', { name: seed.campaignName, setting: 'The shared realm', description: seed.description });
  const { setup, events } = seed.battle;
  const ann = await call('players.create', { campaignId: campaign.id, name: seed.players.A.name, colour: seed.players.A.colour, factions: [{ name: seed.players.A.faction, race: seed.players.A.race }] });
  const bo = await call('players.create', { campaignId: campaign.id, name: seed.players.B.name, colour: seed.players.B.colour, factions: [{ name: seed.players.B.faction, race: seed.players.B.race }] });
  const armyA = await call('armies.create', { campaignId: campaign.id, playerId: ann.id, factionId: ann.factions[0]!.id, roster: roster(setup.armies.A) });
  const armyB = await call('armies.create', { campaignId: campaign.id, playerId: bo.id, factionId: bo.factions[0]!.id, roster: roster(setup.armies.B) });
  const battle = await call('battles.create', {
    campaignId: campaign.id,
    name: seed.battleName,
    armyA: armyA.id,
    armyB: armyB.id,
    tableWidthFeet: 4,
    tableDepthFeet: 4,
    turnLimit: seed.turnLimit,
    battleClockStart: seed.battleClockStart,
    objectives: setup.objectives.map((o) => ({ name: o.name })),
  });
  if (!isOrdersOmensBattle(battle)) throw new Error('battles.create answered with a battle of another system');
  const ids = positionalIds(battle.setup.armies);
  const translate = (value: unknown): unknown =>
    typeof value === 'string' ? (ids.get(value) ?? value) : Array.isArray(value) ? value.map(translate) : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, translate(v)])) : value;
  let count = 0;
  for (const event of events) {
    await call('battles.append', { battleId: battle.id, event: translate(event) as OrdersOmensStepInput, expectedCount: count });
    count += 1;
  }
  return { campaignId: campaign.id, battleId: battle.id, players: [ann, bo], armies: [armyA, armyB], eventCount: count };
}
