// Child process for the crash test: opens the store, appends the opening of a battle one event
// at a time (printing after each commit), then hangs until it is killed.
import { openDatabase } from '../db/open';
import { createServiceContext } from '../services/context';
import { appendBattleEvent, createBattleRecord } from '../services/orders-omens/battle-log';
import { createCampaign } from '../services/campaigns';
import { deploymentEvents, setupOf } from '../../src-shared/rules/orders-omens/battle/testing/fixtures';
import { initialBattleState } from '../../src-shared/rules/orders-omens/battle';

const [file, migrationsFolder] = process.argv.slice(2) as [string, string];
const store = openDatabase({ file, migrationsFolder });
const ctx = createServiceContext(store, 'browser', 'crash-test');
const setup = setupOf();
const campaign = createCampaign(ctx, { name: 'Crash test', setting: '', description: '' });
const battle = createBattleRecord(ctx, { campaignId: campaign.id, name: 'Interrupted', setup, rulings: {} });
for (const event of deploymentEvents(initialBattleState(setup))) {
  appendBattleEvent(ctx, battle.id, event);
  process.stdout.write(`committed ${battle.id}\n`);
}
setInterval(() => undefined, 60_000);
