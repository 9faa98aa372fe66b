import { afterEach, describe, expect, it } from 'vitest';
import { dispatch } from '../dispatch';
import { createServiceContext, type ServiceContext } from '../services/context';
import { MIGRATIONS_FOLDER, openTempStore, type TempStore } from '../testing/temp-store';
import { openDatabase, type OpenedDatabase } from './open';

let temp: TempStore;
let other: OpenedDatabase;
afterEach(() => {
  other.close();
  temp.dispose();
});

function value<T>(ctx: ServiceContext, name: string, input: unknown): T {
  const result = dispatch(ctx, name, input);
  if (!result.ok) throw new Error(`${name} refused: ${result.error.message}`);
  return result.value as T;
}

/**
 * The desktop app and the browser host on one file: a second connection commits while the first
 * is between the read and the write of one service call (its clock is read there). A deferred
 * transaction would fail at the write with "database is locked" (SQLITE_BUSY_SNAPSHOT, which no
 * busy timeout retries); an immediate one holds the write lock from its first read.
 */
describe('two connections on one file', () => {
  it('a read-then-write call succeeds when another connection writes at the same moment', () => {
    temp = openTempStore();
    other = openDatabase({ file: temp.file, migrationsFolder: MIGRATIONS_FOLDER });
    const otherCtx = createServiceContext(other, 'electron', 'test');
    other.sqlite.pragma('busy_timeout = 50');
    const campaign = value<{ id: string }>(temp.ctx, 'campaigns.create', { name: 'Shared file' });
    const ladder = value<{ ladder: { id: string } }>(temp.ctx, 'ladders.create', { campaignId: campaign.id, name: 'Club', system: '1999', players: ['Ann'], rulings: {} });

    const interference: { duringCall: boolean; outcome: string }[] = [];
    let clock = 1_800_000_000_000;
    const ctx: ServiceContext = {
      ...temp.ctx,
      now: () => {
        const at = (clock += 1000);
        const result = dispatch(otherCtx, 'campaigns.create', { name: `Written meanwhile ${interference.length + 1}` });
        interference.push({ duringCall: temp.store.sqlite.inTransaction, outcome: result.ok ? 'committed' : result.error.message });
        return at;
      },
    };
    const joined = dispatch(ctx, 'ladders.join', { ladderId: ladder.ladder.id, name: 'Bob' });
    expect(joined).toMatchObject({ ok: true });
    const during = interference.filter((what) => what.duringCall);
    expect(during.length).toBeGreaterThan(0);
    // The other connection waited for the write lock (and gave up after its short test timeout) instead of slipping a commit in between, and said so.
    expect(during.map((what) => what.outcome)).not.toContain('committed');
    expect(during[0]!.outcome).toMatch(/^The data file is busy: another Warchronicle .* Nothing was changed/);
    expect(value<unknown[]>(otherCtx, 'campaigns.create', { name: 'Afterwards' })).toBeTruthy();
  });

  it('waits for the other connection’s write lock (busy timeout) instead of failing at once', () => {
    temp = openTempStore();
    other = openDatabase({ file: temp.file, migrationsFolder: MIGRATIONS_FOLDER });
    expect(temp.store.sqlite.pragma('busy_timeout', { simple: true })).toBeGreaterThanOrEqual(5000);
    expect(other.sqlite.pragma('busy_timeout', { simple: true })).toBeGreaterThanOrEqual(5000);
  });
});
