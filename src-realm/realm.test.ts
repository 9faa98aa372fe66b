import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE, postgresBackend, type RealmBackend } from './testing/backends';
import { startRealm, type RunningRealm } from './testing/harness';
import { batchesOf, longBattle, preyBattle } from './testing/battles';
import type { PublishAnswer, RealmBattlePage, RealmChronicle } from '../src-shared/contract/realm-wire';

/**
 * The realm server over HTTP on a real database: embedded PostgreSQL always, and a PostgreSQL
 * server when REALM_TEST_DATABASE_URL answers (otherwise that half is skipped, with the reason
 * in its title). Battles are real 1999 logs, replayed by the server with the shared engine.
 */
const backends: RealmBackend[] = [PGLITE, await postgresBackend()];

for (const backend of backends) {
  describe.skipIf(backend.skipped !== null)(`the realm on ${backend.name}${backend.skipped ? ` — skipped: ${backend.skipped}` : ''}`, () => {
    let realm: RunningRealm;
    let harrow: string;
    let ashen: string;

    beforeAll(async () => {
      realm = await startRealm(await backend.open(), { rate: { perSecond: 1000, burst: 1000 } });
      harrow = await realm.invite('Harrow Wargames Club');
      ashen = await realm.invite('Ashen Vale Irregulars');
    }, 60_000);
    afterAll(async () => realm?.close());

    const chronicle = async (q = '') => (await realm.get(`/api/realms/${realm.slug}/chronicle${q ? `?q=${encodeURIComponent(q)}` : ''}`)).body.value as RealmChronicle;
    const publishAll = async (key: string, batches: ReturnType<typeof batchesOf>) => {
      let last: PublishAnswer | undefined;
      for (const batch of batches) {
        const answer = await realm.post('publish', batch, key);
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        last = answer.body.value as PublishAnswer;
      }
      return last!;
    };

    it('publishes a finished battle, replayed by the server to the same result, under the group’s name', async () => {
      const answer = await publishAll(harrow, batchesOf(preyBattle(), 'harrow-prey-1'));
      expect(answer).toMatchObject({ state: 'committed', revision: 1, unchanged: false });
      const seen = await chronicle();
      const battle = seen.battles.find((b) => b.name === 'The Ash Road')!;
      expect(battle.group).toBe('Harrow Wargames Club');
      expect(battle.players.map((p) => p.playerName)).toEqual(['Ann', 'Bob', 'Cy']);
      // The 1999 system test's result for this log (src-shared/rules/1999/system.test.ts): Ann wins on 39.
      expect(battle.outcome?.winners).toEqual(['Ann']);
      expect(battle.outcome?.scores.map((s) => s.total)).toEqual([39, 0, 28]);
      const ann = seen.standings.find((row) => row.army === 'Harrow Line')!;
      expect(ann).toMatchObject({ group: 'Harrow Wargames Club', battles: 1, wins: 1, losses: 0 });
      const page = (await realm.get(`/api/realms/${realm.slug}/battles/${battle.id}`)).body.value as RealmBattlePage;
      expect(page.account.length).toBeGreaterThan(5);
    });

    it('takes a long battle in several batches and shows nothing until the last has arrived', async () => {
      const batches = batchesOf(longBattle(1200, 'The long night'), 'harrow-long-1', 500);
      expect(batches).toHaveLength(3);
      const first = await realm.post('publish', batches[0], harrow);
      expect(first.body.value).toEqual({ state: 'staged', received: 500, total: 1200 });
      expect((await chronicle('long night')).battles).toHaveLength(0);
      // Out of order and re-sent: the batch keyed by event ids is taken once.
      await realm.post('publish', batches[2], harrow);
      const again = await realm.post('publish', batches[2], harrow);
      expect(again.body.value).toEqual({ state: 'staged', received: 700, total: 1200 });
      const last = await realm.post('publish', batches[1], harrow);
      expect(last.body.value).toMatchObject({ state: 'committed', revision: 1 });
      const seen = (await chronicle('long night')).battles;
      expect(seen).toHaveLength(1);
      expect(seen[0]!.eventCount).toBe(1200);
    });

    it('answers a re-sent batch of a committed publication with the same revision, adding nothing', async () => {
      const batches = batchesOf(longBattle(40, 'Twice sent'), 'harrow-twice');
      const first = await publishAll(harrow, batches);
      const second = await publishAll(harrow, batches);
      expect(second).toEqual(first);
      // The same content under a new publication id (the outbox re-queued it) is no new revision either.
      const third = await publishAll(harrow, batchesOf(longBattle(40, 'Twice sent'), 'harrow-twice'));
      expect(third).toMatchObject({ battleId: (first as { battleId: string }).battleId, revision: 1, unchanged: true });
      expect((await chronicle('Twice sent')).battles).toHaveLength(1);
    });

    it('keeps a corrected battle as a new revision and shows the latest', async () => {
      const first = await publishAll(ashen, batchesOf(longBattle(60, 'Fog at the mill', ['Dee', 'Eli']), 'ashen-mill'));
      const undone = longBattle(59, 'Fog at the mill', ['Dee', 'Eli']);
      const second = await publishAll(ashen, batchesOf(undone, 'ashen-mill'));
      expect(second).toMatchObject({ state: 'committed', revision: 2, unchanged: false, battleId: (first as { battleId: string }).battleId });
      const [shown] = (await chronicle('Fog at the mill')).battles;
      expect(shown).toMatchObject({ revision: 2, eventCount: 59, group: 'Ashen Vale Irregulars' });
    });

    it('withdraws a battle for its own group only', async () => {
      const answer = (await publishAll(ashen, batchesOf(longBattle(20, 'A skirmish to forget', ['Dee', 'Eli']), 'ashen-forget'))) as { battleId: string };
      const stolen = await realm.post('withdraw', { battleId: answer.battleId }, harrow);
      expect(stolen.status).toBe(403);
      expect(stolen.body.error?.message).toMatch(/another group/);
      expect((await chronicle('A skirmish to forget')).battles).toHaveLength(1);
      const own = await realm.post('withdraw', { battleId: answer.battleId }, ashen);
      expect(own.status).toBe(200);
      expect((await chronicle('A skirmish to forget')).battles).toHaveLength(0);
      expect((await realm.get(`/api/realms/${realm.slug}/battles/${answer.battleId}`)).status).toBe(404);
    });

    it("refuses another group's key on a publication it did not start", async () => {
      const [first] = batchesOf(longBattle(600, 'Harrow only'), 'harrow-only', 500);
      await realm.post('publish', first, harrow);
      const intruder = await realm.post('publish', { ...first, events: [] }, ashen);
      expect(intruder.status).toBe(403);
      expect(intruder.body.error?.message).toMatch(/another group/);
    });

    it('refuses a log that does not replay, with the step and the engine’s reason, and keeps none of it', async () => {
      const test = longBattle(30, 'Cheated');
      test.events[11] = { ...test.events[11]!, event: { type: 'activation-ended' } };
      const refused = await realm.post('publish', batchesOf(test, 'harrow-cheat')[0], harrow);
      expect(refused.status).toBe(422);
      expect(refused.body.error).toMatchObject({ code: 'does_not_replay', step: 12 });
      expect(refused.body.error?.message).toMatch(/^Step 12 does not replay/);
      expect((await chronicle('Cheated')).battles).toHaveLength(0);
    });

    it('refuses calls without a key, with a key it never issued, and malformed batches, each with a 4xx saying why', async () => {
      const batch = batchesOf(longBattle(5), 'harrow-bad')[0]!;
      expect((await realm.post('publish', batch, null)).status).toBe(401);
      expect((await realm.post('publish', batch, 'wcr_not-a-key-of-this-realm')).status).toBe(401);
      const noSystem = await realm.post('publish', { ...batch, battle: { ...batch.battle, system: 'chess' } }, harrow);
      expect(noSystem.status).toBe(400);
      expect(noSystem.body.error).toMatchObject({ path: 'battle.system' });
      const badRuling = await realm.post('publish', { ...batch, battle: { ...batch.battle, rulings: { 'no.such-ruling': 'x' } } }, harrow);
      expect(badRuling.status).toBe(422);
      const badEvent = await realm.post('publish', { ...batch, events: [{ seq: 9, event: {}, recordedAt: 1 }] }, harrow);
      expect(badEvent.status).toBe(400);
      expect(badEvent.body.error?.path).toBe('events.0.seq');
      expect((await realm.post('publish', 'not json', harrow)).status).toBe(400);
      expect((await realm.post('publish', batch, harrow, { 'Content-Type': 'text/plain' })).status).toBe(415);
      expect((await realm.post('publish', batch, harrow, { Origin: 'https://evil.example' })).status).toBe(403);
      const nul = await realm.post('publish', { ...batch, battle: { ...batch.battle, name: 'Nul\u0000 byte' } }, harrow);
      expect(nul.status).toBeGreaterThanOrEqual(400);
      expect(nul.status).toBeLessThan(500);
    });
  });
}

describe('realm limits', () => {
  let realm: RunningRealm;
  beforeAll(async () => {
    realm = await startRealm(await PGLITE.open(), { rate: { perSecond: 1, burst: 3 }, maxBodyBytes: 20_000 });
  }, 60_000);
  afterAll(async () => realm?.close());

  it('refuses a body over the size limit with 413 and a group over its rate with 429', async () => {
    const key = await realm.invite('Busy Group');
    const big = batchesOf(longBattle(200), 'busy-big')[0]!;
    const tooBig = await realm.post('publish', big, key);
    expect(tooBig.status).toBe(413);
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await realm.post('me', {}, key)).status);
    expect(answers).toContain(429);
  });
});
