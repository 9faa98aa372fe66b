import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { LadderView } from '../../src-shared/contract/ladders';
import { loadMigrations } from '../db/migrations';
import { openDatabase, type OpenedDatabase } from '../db/open';
import { migrationsBefore } from '../testing/migration-folders';
import { MIGRATIONS_FOLDER, openTempStore, type TempStore } from '../testing/temp-store';
import { typedCaller } from '../testing/typed-caller';
import { createServiceContext } from './context';
import { DECLINES_PINNED_SCHEMA } from './exchange/old-file-rows';

/**
 * Ladders saved before the ruling tt.declined-challenge (seed 001 L671: a walk-over after the 3rd
 * challenge "without getting a game due to his neglience") closed a declined challenge with no
 * consequence. They keep that reading after the upgrade and after a campaign file is imported, so
 * their logs replay to the same ranks; ladders created since take the default, which counts it.
 */

const DAY = 86_400_000;
const cleanup: (() => void)[] = [];
afterEach(() => {
  for (const undo of cleanup.splice(0)) undo();
});

type Call = ReturnType<typeof typedCaller>;
const rankOf = (view: LadderView, name: string) => view.players.find((player) => player.name === name)!.rank;
const idOf = (view: LadderView, name: string) => view.players.find((player) => player.name === name)!.id;

/**
 * What a ladder of the old app holds: Cid declines Ann three times, and Bob declines a challenge of
 * Ann's after climbing two Ranks above her, which only "no consequence" lets close. Played under
 * that reading; the stored house rules are then set to what the old app wrote, which named none.
 */
function oldLadder(call: Call, sqlite: OpenedDatabase['sqlite'], campaignId: string, storedRulings: Record<string, string>): string {
  let view = call('ladders.create', { campaignId, name: 'Old ladder', system: '1999', players: ['Ann', 'Bob', 'Cid', 'Dee'], rulings: { ...storedRulings, 'tt.declined-challenge': 'no-consequence' } });
  const ladderId = view.ladder.id;
  const challenge = (challenger: string, challenged: string) => {
    view = call('ladders.challenge', { ladderId, challenger: idOf(view, challenger), challenged: idOf(view, challenged), scheduledAt: new Date(Date.now() + DAY).toISOString(), place: 'Club hall' });
    return view.challenges.at(-1)!.id;
  };
  const won = (challenger: string, challenged: string) => (view = call('ladders.recordGame', { ladderId, challengeId: challenge(challenger, challenged), winner: idOf(view, challenger) }));
  won('Cid', 'Dee');
  const stale = challenge('Ann', 'Bob');
  won('Bob', 'Dee');
  won('Bob', 'Cid');
  call('ladders.decline', { ladderId, challengeId: stale });
  for (let i = 0; i < 3; i++) call('ladders.decline', { ladderId, challengeId: challenge('Ann', 'Cid') });
  sqlite.prepare('UPDATE ladders SET rulings_json = ? WHERE id = ?').run(JSON.stringify(storedRulings), ladderId);
  return ladderId;
}

/** The old ladder as the old app showed it: nobody moved for a decline. */
function expectOldReading(view: LadderView): void {
  expect(view.players.map((player) => [player.name, player.rank])).toEqual([['Ann', 'unranked'], ['Bob', '4th'], ['Cid', '5th'], ['Dee', 'unranked']]);
  expect(view.games.filter((game) => game.kind === 'walk-over')).toEqual([]);
  expect(view.challenges.filter((challenge) => challenge.status === 'declined')).toHaveLength(4);
  expect(view.log.at(-1)!.summary).toBe("Cid declined Ann's challenge. It is closed and does not count towards a walk-over.");
}

describe('ladders saved before tt.declined-challenge', () => {
  it('keep "a decline has no consequence" through the upgrade, other house rules kept; a new ladder takes the default', () => {
    const dir = mkdtempSync(join(tmpdir(), 'warchronicle-declines-'));
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, 'warchronicle.db');
    const before = openDatabase({ file, migrationsFolder: migrationsBefore(dir, 'ladder_declines_pinned') });
    const oldCall = typedCaller(createServiceContext(before, 'browser', 'test'));
    const { id: campaignId } = oldCall('campaigns.create', { name: 'Old club' });
    const plain = oldLadder(oldCall, before.sqlite, campaignId, {});
    const housed = oldLadder(oldCall, before.sqlite, campaignId, { 'tt.drawn-game': 'not-counted' });
    before.close();

    const after = openDatabase({ file, migrationsFolder: MIGRATIONS_FOLDER });
    cleanup.push(() => after.close());
    expect(after.sqlite.pragma('user_version', { simple: true })).toBe(loadMigrations(MIGRATIONS_FOLDER).at(-1)!.version);
    const call = typedCaller(createServiceContext(after, 'browser', 'test'));
    const stored = (id: string) => JSON.parse(after.sqlite.prepare('SELECT rulings_json FROM ladders WHERE id = ?').pluck().get(id) as string) as unknown;
    expect(stored(plain)).toEqual({ 'tt.declined-challenge': 'no-consequence' });
    expect(stored(housed)).toEqual({ 'tt.drawn-game': 'not-counted', 'tt.declined-challenge': 'no-consequence' });
    for (const id of [plain, housed]) expectOldReading(call('ladders.get', { id }));

    // A fourth decline on the old ladder still has no consequence; a ladder made now counts its first.
    const old = call('ladders.get', { id: plain });
    const fourth = call('ladders.challenge', { ladderId: plain, challenger: idOf(old, 'Ann'), challenged: idOf(old, 'Cid'), scheduledAt: new Date(Date.now() + DAY).toISOString(), place: 'Club hall' });
    expect(call('ladders.decline', { ladderId: plain, challengeId: fourth.challenges.at(-1)!.id }).challenges.at(-1)!.neglectsCounting).toBe(0);
    const fresh = call('ladders.create', { campaignId, name: 'New ladder', system: '1999', players: ['Ann', 'Cid'], rulings: {} });
    expect(stored(fresh.ladder.id)).toEqual({});
    const issued = call('ladders.challenge', { ladderId: fresh.ladder.id, challenger: idOf(fresh, 'Ann'), challenged: idOf(fresh, 'Cid'), scheduledAt: new Date(Date.now() + DAY).toISOString(), place: 'Club hall' });
    expect(call('ladders.decline', { ladderId: fresh.ladder.id, challengeId: issued.challenges[0]!.id }).challenges[0]!.neglectsCounting).toBe(1);
  });

  it('is the schema version of the migration that pins them, which the campaign file import reads', () => {
    expect(loadMigrations(MIGRATIONS_FOLDER).find((migration) => migration.tag.endsWith('_ladder_declines_pinned'))?.version).toBe(DECLINES_PINNED_SCHEMA);
  });

  describe('in a campaign file', () => {
    let here: TempStore;
    let there: TempStore;
    /** A campaign with one ladder exported, the file stamped with `schemaVersion`. */
    function exported(schemaVersion: number, ladder: (call: Call, campaignId: string) => void): string {
      here = openTempStore();
      there = openTempStore();
      cleanup.push(() => here.dispose(), () => there.dispose());
      const call = typedCaller(here.ctx);
      const { id: campaignId } = call('campaigns.create', { name: 'Old club' });
      ladder(call, campaignId);
      const file = JSON.parse(call('exchange.export', { campaignId }).content) as { schemaVersion: number };
      return JSON.stringify({ ...file, schemaVersion });
    }
    const importedLadder = (content: string) => {
      const call = typedCaller(there.ctx);
      const uploadId = 'old-club-file';
      call('exchange.upload', { uploadId, index: 0, total: 1, chunk: content });
      const { campaignId } = call('exchange.import', { uploadId, mode: 'as-is' });
      return call('ladders.get', { id: call('ladders.list', { campaignId })[0]!.id });
    };

    it('written before the migration imports with the old reading kept', () => {
      const view = importedLadder(exported(DECLINES_PINNED_SCHEMA - 1, (call, campaignId) => oldLadder(call, here.store.sqlite, campaignId, {})));
      expect(view.ladder.rulings).toEqual({ 'tt.declined-challenge': 'no-consequence' });
      expectOldReading(view);
    });

    it('written since imports as it is: a ladder made under the default keeps counting declines', () => {
      const content = exported(DECLINES_PINNED_SCHEMA, (call, campaignId) => {
        let view = call('ladders.create', { campaignId, name: 'New ladder', system: '1999', players: ['Ann', 'Cid'], rulings: {} });
        for (let i = 0; i < 3; i++) {
          view = call('ladders.challenge', { ladderId: view.ladder.id, challenger: idOf(view, 'Ann'), challenged: idOf(view, 'Cid'), scheduledAt: new Date(Date.now() + DAY).toISOString(), place: 'Club hall' });
          view = call('ladders.decline', { ladderId: view.ladder.id, challengeId: view.challenges.at(-1)!.id });
        }
      });
      const view = importedLadder(content);
      expect(view.ladder.rulings).toEqual({});
      expect(rankOf(view, 'Ann')).toBe('5th');
      expect(view.games).toEqual([expect.objectContaining({ kind: 'walk-over', winner: idOf(view, 'Ann') })]);
    });
  });
});
