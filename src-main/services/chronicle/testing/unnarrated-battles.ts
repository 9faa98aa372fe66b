import { generateBattle, largeSetup } from '../../../../src-shared/rules/orders-omens/battle/testing/generate';
import type { ServiceContext } from '../../context';
import { createCampaign } from '../../campaigns';
import { battleLog, createBattleRecord } from '../../orders-omens/battle-log';

/**
 * A campaign of `count` generated Orders & Omens battles of `events` steps (seeds from `seed`)
 * whose accounts have never been written, as right after an import.
 */
export function seedUnnarratedBattles(ctx: ServiceContext, count: number, events: number, seed: number): { campaignId: string; battleIds: string[] } {
  const setup = largeSetup();
  const campaign = createCampaign(ctx, { name: 'Many battles', setting: '', description: '' });
  const battleIds = Array.from({ length: count }, (_, b) => {
    const { id } = createBattleRecord(ctx, { campaignId: campaign.id, name: `Battle ${b}`, setup, rulings: {} });
    battleLog.append(ctx, id, () => generateBattle(setup, events, seed + b).events);
    return id;
  });
  ctx.store.sqlite.prepare('DELETE FROM battle_chronicle_cache').run();
  return { campaignId: campaign.id, battleIds };
}
