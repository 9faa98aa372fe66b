import { databaseFile } from '../../src-main/paths';
import { openDatabase } from '../../src-main/db/open';
import { createServiceContext } from '../../src-main/services/context';
import { createCampaign } from '../../src-main/services/campaigns';
import { battleLog, createBattleRecord } from '../../src-main/services/orders-omens/battle-log';
import { MIGRATIONS_FOLDER } from '../../src-main/testing/temp-store';
import { generateBattle, largeArmy } from '../../src-shared/rules/orders-omens/battle/testing/generate';
import { armyA, armyB, setupOf } from '../../src-shared/rules/orders-omens/battle/testing/fixtures';
import type { Army } from '../../src-shared/rules/orders-omens/types';

/** Six Divisions of four Brigades a side and a 50-turn limit: a battle still going at step 5,000. */
function longSetup() {
  const wide = (base: Army): Army => {
    const big = largeArmy(base);
    return { ...big, divisions: Array.from({ length: 6 }, () => big.divisions[0]!) };
  };
  return setupOf({ A: wide(armyA()), B: wide(armyB()) }, { turnLimit: 50 });
}

/**
 * Writes a campaign with one generated Orders & Omens battle per size into the data folder a
 * host will open (before it starts), through the battle log service as play would store them.
 */
export function writeLongBattles(dataDir: string, sizes: readonly number[]): { campaignId: string; battles: { size: number; id: string }[] } {
  const store = openDatabase({ file: databaseFile(dataDir), migrationsFolder: MIGRATIONS_FOLDER });
  try {
    const ctx = createServiceContext(store, 'browser', 'bench');
    const setup = longSetup();
    const largest = Math.max(...sizes);
    const events = generateBattle(setup, largest, 11).events;
    if (events.length < largest) throw new Error(`the generated battle ended after ${events.length} steps`);
    const campaign = createCampaign(ctx, { name: 'Long battles', setting: '', description: '' });
    const battles = sizes.map((size) => {
      const { id } = createBattleRecord(ctx, { campaignId: campaign.id, name: `A battle of ${size} steps`, setup, rulings: {} });
      battleLog.append(ctx, id, () => events.slice(0, size));
      return { size, id };
    });
    return { campaignId: campaign.id, battles };
  } finally {
    store.close();
  }
}
