import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { deploymentEvents, dice, setupOf } from '../../../src-shared/rules/orders-omens/battle/testing/fixtures';
import { initialBattleState, type BattleEvent } from '../../../src-shared/rules/orders-omens/battle';
import { openDatabase } from '../../db/open';
import { createServiceContext } from '../context';
import { MIGRATIONS_FOLDER, openTempStore, type TempStore } from '../../testing/temp-store';
import { appendBattleEvent, createBattleRecord, loadBattle, undoLastBattleEvent } from './battle-log';
import { createCampaign } from '../campaigns';
import { ServiceError } from '../service-error';

let temp: TempStore;
let campaignId: string;
beforeEach(() => {
  temp = openTempStore();
  campaignId = createCampaign(temp.ctx, { name: 'Test war', setting: '', description: '' }).id;
});
afterEach(() => temp.dispose());

const setup = setupOf();
const opening: BattleEvent[] = deploymentEvents(initialBattleState(setup));
const eventRows = () => temp.store.sqlite.prepare('SELECT seq, type FROM battle_events ORDER BY seq').all() as { seq: number; type: string }[];

function newBattle(): string {
  return createBattleRecord(temp.ctx, { campaignId, name: 'Battle of the Bridge', setup, rulings: {} }).id;
}

describe('battle event log over a real SQLite file', () => {
  it('appends each confirmed step as one row, in order, and replays to the same state', () => {
    const id = newBattle();
    let live = loadBattle(temp.ctx, id);
    for (const event of opening) live = appendBattleEvent(temp.ctx, id, event);
    expect(eventRows().map((row) => row.seq)).toEqual(opening.map((_, i) => i + 1));
    expect(eventRows()[0]!.type).toBe('initiative-rolled');
    expect(loadBattle(temp.ctx, id).state).toEqual(live.state);
    expect(live.state.phase).toBe('strategy');
  });

  it('refuses an illegal step with the engine reason and writes nothing', () => {
    const id = newBattle();
    appendBattleEvent(temp.ctx, id, opening[0]!);
    appendBattleEvent(temp.ctx, id, opening[1]!);
    const before = JSON.stringify(loadBattle(temp.ctx, id).state);
    expect(() => appendBattleEvent(temp.ctx, id, opening[1]!)).toThrow(ServiceError);
    expect(eventRows()).toHaveLength(2);
    expect(JSON.stringify(loadBattle(temp.ctx, id).state)).toBe(before);
    const sevenFaced: BattleEvent = { type: 'initiative-rolled', rolls: { A: dice(7, 1), B: dice(2, 2) }, winnerTakes: 'attacker' };
    const fresh = newBattle();
    expect(() => appendBattleEvent(temp.ctx, fresh, sevenFaced)).toThrow(/7/);
    expect(loadBattle(temp.ctx, fresh).steps).toEqual([]);
  });

  it('undoes the last step repeatedly, back to the start', () => {
    const id = newBattle();
    for (const event of opening.slice(0, 3)) appendBattleEvent(temp.ctx, id, event);
    const afterTwo = JSON.stringify(loadBattle(temp.ctx, id).state);
    appendBattleEvent(temp.ctx, id, opening[3]!);
    expect(JSON.stringify(undoLastBattleEvent(temp.ctx, id).state)).toBe(afterTwo);
    undoLastBattleEvent(temp.ctx, id);
    undoLastBattleEvent(temp.ctx, id);
    undoLastBattleEvent(temp.ctx, id);
    expect(loadBattle(temp.ctx, id).state).toEqual(initialBattleState(setup));
    expect(() => undoLastBattleEvent(temp.ctx, id)).toThrow(/nothing to undo/);
  });

  it('refuses a step appended from a stale view', () => {
    const id = newBattle();
    appendBattleEvent(temp.ctx, id, opening[0]!, 0);
    expect(() => appendBattleEvent(temp.ctx, id, opening[1]!, 0)).toThrow(/changed elsewhere/);
    expect(eventRows()).toHaveLength(1);
  });

  it('loses no confirmed step when the process holding the store is killed', async () => {
    const file = join(temp.dir, 'crash.db');
    const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, '..', '..', 'testing', 'append-then-hang.ts'), file, MIGRATIONS_FOLDER], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let confirmed = 0;
    let battleId = '';
    await new Promise<void>((resolve) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        for (const line of chunk.toString().trim().split('\n')) {
          confirmed += 1;
          battleId = line.replace('committed ', '');
        }
        if (confirmed === opening.length) resolve();
      });
    });
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));

    const reopened = openDatabase({ file, migrationsFolder: MIGRATIONS_FOLDER });
    const resumed = loadBattle(createServiceContext(reopened, 'browser', 'test'), battleId);
    reopened.close();
    expect(resumed.steps).toHaveLength(confirmed);
    expect(resumed.state.phase).toBe('strategy');
  }, 30_000);

  it('sees a step another connection rewrote in the same file (the desktop app and the browser host at once)', () => {
    const id = newBattle();
    appendBattleEvent(temp.ctx, id, opening[0]!);
    expect(loadBattle(temp.ctx, id).state.attacker).toBe('A');
    const other = openDatabase({ file: temp.file, migrationsFolder: MIGRATIONS_FOLDER });
    const otherCtx = createServiceContext(other, 'electron', 'test');
    undoLastBattleEvent(otherCtx, id);
    const redWins: BattleEvent = { type: 'initiative-rolled', rolls: { A: dice(1, 1), B: dice(6, 6) }, winnerTakes: 'attacker' };
    appendBattleEvent(otherCtx, id, redWins);
    other.close();
    const seen = loadBattle(temp.ctx, id);
    expect(seen.steps.map((step) => step.event)).toEqual([redWins]);
    expect(seen.state.attacker).toBe('B');
  });

  it('keeps two battles of one campaign apart', () => {
    const first = newBattle();
    const second = newBattle();
    appendBattleEvent(temp.ctx, first, opening[0]!);
    expect(loadBattle(temp.ctx, first).steps).toHaveLength(1);
    expect(loadBattle(temp.ctx, second).steps).toHaveLength(0);
  });
});
