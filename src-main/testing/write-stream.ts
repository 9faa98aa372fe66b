// Child process for the kill -9 probe: opens (or first creates) the store, then writes through
// the contract without end, printing one line per acknowledged write, until it is killed.
import { openDatabase } from '../db/open';
import { dispatch } from '../dispatch';
import { createServiceContext } from '../services/context';

const [file, migrationsFolder, round] = process.argv.slice(2) as [string, string, string];
process.stdout.write('opening\n');
const store = openDatabase({ file, migrationsFolder });
const ctx = createServiceContext(store, 'browser', 'kill-probe');
process.stdout.write('ready\n');
for (let i = 0; ; i++) {
  const name = `Round ${round} write ${i}`;
  const created = dispatch(ctx, 'campaigns.create', { name, description: 'x'.repeat(i % 7 === 0 ? 20_000 : 200) });
  if (!created.ok) throw new Error(created.error.message);
  const id = (created.value as { id: string }).id;
  const renamed = dispatch(ctx, 'campaigns.update', { id, name: `${name} (kept)` });
  if (!renamed.ok) throw new Error(renamed.error.message);
  process.stdout.write(`ack ${name} (kept)\n`);
}
