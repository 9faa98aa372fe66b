import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServiceContext, type ServiceContext } from '../services/context';
import { seedEveryRecord } from '../testing/seed-every-record';
import { MIGRATIONS_FOLDER } from '../testing/temp-store';
import { openDatabase } from './open';
import { typedCaller as caller } from '../testing/typed-caller';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});


/** What the migrations after event_logs_from_one added (0008_systems, 0009_objective_pins, 0010_campaign_maps, 0011_realm_outbox, 0013_chronicle_narration_version), taken out again. */
const UNDO_LATER_MIGRATIONS = [
  "DELETE FROM battles WHERE system != 'orders-omens';",
  "DELETE FROM armies WHERE system != 'orders-omens';",
  'DROP TABLE realm_outbox;',
  'DROP TABLE realm_links;',
  'DROP TABLE campaign_map_events;',
  'DROP TABLE campaign_maps;',
  'DROP TABLE campaign_libraries;',
  'DROP TABLE objective_pins;',
  'DROP INDEX armies_campaign_system_idx;',
  'ALTER TABLE armies DROP COLUMN system;',
  'ALTER TABLE armies DROP COLUMN description;',
  'ALTER TABLE armies DROP COLUMN battle_ready;',
  'ALTER TABLE battle_chronicle_cache DROP COLUMN narration_version;',
].join(' ');

const stepsOf = (ctx: ServiceContext, table: string) => ctx.store.sqlite.prepare(`SELECT seq FROM ${table} ORDER BY 1`).pluck().all() as number[];

describe('upgrading a file whose ladder and objective logs number from 0', () => {
  it('numbers every step from 1, keeps each log replaying the same, and appends after the last', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'warchronicle-numbering-'));
    dirs.push(dir);
    const file = join(dir, 'warchronicle.db');
    const old = openDatabase({ file, migrationsFolder: MIGRATIONS_FOLDER });
    const oldCtx = createServiceContext(old, 'browser', 'test');
    const seeded = await seedEveryRecord(caller(oldCtx));
    // Read before the rewind (today's services read objective_pins, which the old file lacks);
    // the rewound file has no PINs, so no player's screen asks for one after the upgrade.
    const sessionNow = caller(oldCtx)('objectives.getSession', { id: seeded.sessionId });
    const sessionBefore = { ...sessionNow, players: sessionNow.players.map((player) => ({ ...player, pinSet: false })) };
    // Today's services write today's schema; take the file back to the release before
    // event_logs_from_one (migration 8): without what later migrations added, steps 0, 1, 2…
    old.sqlite.exec(`${UNDO_LATER_MIGRATIONS} UPDATE ladder_events SET seq = seq - 1; UPDATE objective_events SET seq = seq - 1; PRAGMA user_version = 7;`);
    // The ladder as that release showed it, a declined challenge with no consequence; it stored no
    // house rule for that (0012_ladder_declines_pinned, seed 001 L671, adds the one it keeps).
    // (A new update time, so the fold cached under the old house rules is not reused.)
    old.sqlite.prepare('UPDATE ladders SET rulings_json = ?, updated_at = updated_at + 1').run(JSON.stringify({ 'tt.declined-challenge': 'no-consequence' }));
    const ladderBefore = caller(oldCtx)('ladders.get', { id: seeded.ladderId });
    old.sqlite.exec("UPDATE ladders SET rulings_json = '{}';");
    const ladderSteps = stepsOf(oldCtx, 'ladder_events').length;
    expect(stepsOf(oldCtx, 'ladder_events')[0]).toBe(0);
    old.close();

    const upgraded = openDatabase({ file, migrationsFolder: MIGRATIONS_FOLDER });
    const ctx = createServiceContext(upgraded, 'browser', 'test');
    expect(stepsOf(ctx, 'ladder_events')).toEqual(Array.from({ length: ladderSteps }, (_, i) => i + 1));
    expect(stepsOf(ctx, 'objective_events')[0]).toBe(1);
    expect(caller(ctx)('ladders.get', { id: seeded.ladderId })).toEqual(ladderBefore);
    expect(caller(ctx)('objectives.getSession', { id: seeded.sessionId })).toEqual(sessionBefore);

    caller(ctx)('ladders.join', { ladderId: seeded.ladderId, name: 'Dee' });
    expect(stepsOf(ctx, 'ladder_events').at(-1)).toBe(ladderSteps + 1);
    upgraded.close();
  });
});
