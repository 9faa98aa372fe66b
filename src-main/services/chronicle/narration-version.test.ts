import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTempStore, type TempStore } from '../../testing/temp-store';
import { typedCaller } from '../../testing/typed-caller';
import { seedUnnarratedBattles } from './testing/unnarrated-battles';
import { refreshStaleChronicles } from './battle-chronicle';
import { narrationVersionOf } from './chronicle-writer';

let temp: TempStore;
beforeEach(() => {
  temp = openTempStore();
});
afterEach(() => temp.dispose());

const OLD_WORDS = 'Words an earlier narrator wrote';
type Row = { id: string; text: string; version: number };
const rows = () => temp.store.sqlite.prepare('SELECT battle_id AS id, text, narration_version AS version FROM battle_chronicle_cache ORDER BY battle_id').all() as Row[];
const rowOf = (id: string) => rows().find((row) => row.id === id)!;
/** A cached account as an earlier version of the app left it: other words, and the version that wrote them. */
const leaveAsEarlierVersion = (id: string, version: number) =>
  temp.store.sqlite.prepare('UPDATE battle_chronicle_cache SET text = ?, lines_json = ?, narration_version = ? WHERE battle_id = ?').run(OLD_WORDS, JSON.stringify([{ key: 'old', kind: 'old', text: OLD_WORDS }]), version, id);

describe('a battle account cached by an earlier narrator is narrated again, over a real SQLite file', () => {
  it('stamps each written account with the version of the narrator that wrote it', () => {
    const { campaignId } = seedUnnarratedBattles(temp.ctx, 3, 40, 300);
    expect(refreshStaleChronicles(temp.ctx, campaignId).pending).toBe(0);
    const current = narrationVersionOf('orders-omens');
    expect(current).toBeGreaterThan(0);
    expect(rows().map((row) => row.version)).toEqual([current, current, current]);
  });

  it('search and the battle page narrate again an account of an earlier version, and keep one of the current version as cached', () => {
    const { campaignId, battleIds } = seedUnnarratedBattles(temp.ctx, 3, 40, 310);
    refreshStaleChronicles(temp.ctx, campaignId);
    const written = new Map(rows().map((row) => [row.id, row.text]));
    const [older, kept, opened] = battleIds as [string, string, string];
    const current = narrationVersionOf('orders-omens');
    // Rows written before narration_version was kept read 0 (migration 0013).
    leaveAsEarlierVersion(older, 0);
    leaveAsEarlierVersion(opened, current - 1);
    leaveAsEarlierVersion(kept, current);

    const call = typedCaller(temp.ctx);
    const search = call('chronicle.search', { campaignId, query: 'earlier narrator', limit: 30 });
    // The one account still at the current version is trusted as it stands; the older ones are redone.
    expect(search.hits.map((hit) => hit.battleId)).toEqual([kept]);
    expect(rowOf(older)).toEqual({ id: older, text: written.get(older), version: current });
    expect(rowOf(opened)).toEqual({ id: opened, text: written.get(opened), version: current });

    leaveAsEarlierVersion(opened, 0);
    expect(JSON.stringify(call('chronicle.battle.get', { battleId: opened }))).not.toContain(OLD_WORDS);
    expect(rowOf(opened).version).toBe(current);
  });
});
