import type { BrowserHost } from './browser-host';

type Api = BrowserHost['api'];

/** The two players of the Orders & Omens specs: Alice brings the first army (Blue), Bram the second (Red). */
const PLAYERS = [
  ['Alice', '#2f5d8a'],
  ['Bram', '#8e2a22'],
] as const;

export interface CampaignWithArmies {
  readonly campaignId: string;
  /** Alice's army, then Bram's. */
  readonly armies: readonly [string, string];
}

/** A new campaign (with the group's house rules, if any) where Alice adds the first roster as her army and Bram the second. */
export async function campaignWithArmies(api: Api, name: string, rosters: readonly [unknown, unknown], houseRules: Readonly<Record<string, string>> = {}): Promise<CampaignWithArmies> {
  const { id: campaignId } = await api<{ id: string }>('campaigns.create', { name });
  if (Object.keys(houseRules).length > 0) await api('campaigns.update', { id: campaignId, houseRules });
  const armies: string[] = [];
  for (const [index, [player, colour]] of PLAYERS.entries()) {
    const { id: playerId } = await api<{ id: string }>('players.create', { campaignId, name: player, colour });
    armies.push((await api<{ id: string }>('armies.create', { campaignId, playerId, roster: rosters[index] })).id);
  }
  return { campaignId, armies: [armies[0]!, armies[1]!] };
}

/** What the spec chooses for `battles.create`: the name, table, turn limit, objectives and any other field. */
export type BattleChoices = { readonly name: string } & Readonly<Record<string, unknown>>;

/** Alice's army against Bram's in a battle of the campaign, set up through the contract with no step played, and its route in the app. */
export async function setUpBattle<T extends { id: string } = { id: string }>(api: Api, campaign: CampaignWithArmies, choices: BattleChoices): Promise<{ battle: T; hash: string }> {
  const battle = await api<T>('battles.create', { campaignId: campaign.campaignId, armyA: campaign.armies[0], armyB: campaign.armies[1], ...choices });
  return { battle, hash: `/campaigns/${campaign.campaignId}/battles/${battle.id}` };
}
