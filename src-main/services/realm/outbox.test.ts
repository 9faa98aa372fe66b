import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTempStore, type TempStore } from '../../testing/temp-store';
import { caller, createPreyBattle, playPreyBattle } from '../../testing/system-fixtures';
import { createLongBattle1999, longBattle1999 } from '../../testing/long-system-battle';
import { PGLITE } from '../../../src-realm/testing/backends';
import { startRealm, type RunningRealm } from '../../../src-realm/testing/harness';
import type { RealmStatus } from '../../../src-shared/contract/realm';
import type { RealmChronicle } from '../../../src-shared/contract/realm-wire';
import type { SystemBattleDetail } from '../../../src-shared/contract/system-battles';
import { sendCampaign } from './sender';

/**
 * The campaign's outbox against a real realm server on embedded PostgreSQL: real SQLite file,
 * real migrations, real HTTP. The sender is driven round by round (`sendCampaign`) instead of on
 * its timer, so each test says exactly what happened after each round.
 */
let realm: RunningRealm;
let key: string;
beforeAll(async () => {
  realm = await startRealm(await PGLITE.open(), { rate: { perSecond: 1000, burst: 1000 } });
  key = await realm.invite('Harrow Wargames Club');
}, 60_000);
afterAll(async () => realm?.close());

let temp: TempStore;
let api: ReturnType<typeof caller>;
let campaignId: string;
let prey: SystemBattleDetail;
let players: string[];
beforeEach(() => {
  temp = openTempStore();
  api = caller(temp.ctx);
  campaignId = api.call<{ id: string }>('campaigns.create', { name: 'Ash Road campaign' }).id;
  players = ['Ann', 'Bob', 'Cy'].map((name, i) => api.call<{ id: string }>('players.create', { campaignId, name, colour: ['#1f5f8b', '#8e2a22', '#3c7a3c'][i] }).id);
  prey = playPreyBattle(api, createPreyBattle(api, campaignId, players));
  api.call('realm.link.set', { campaignId, url: realm.url, key, publishNotes: false, publishDiary: false });
});
afterEach(() => temp.dispose());

const status = () => api.call<RealmStatus>('realm.status', { campaignId });
const stateOf = (battleId: string) => status().battles.find((battle) => battle.battleId === battleId)!;
const realmBattles = async (q: string) => ((await realm.get(`/api/realms/${realm.slug}/chronicle?q=${encodeURIComponent(q)}`)).body.value as RealmChronicle).battles;

describe('publishing through the outbox', () => {
  it('publishes every finished battle, learns the group, and caches the realm chronicle for offline reading', async () => {
    const unfinished = createPreyBattle(api, campaignId, players);
    expect(api.call('realm.publish', { campaignId, allFinished: true })).toEqual({ queued: 1, unchanged: 0 });
    expect(stateOf(prey.id).state).toBe('queued');
    expect(stateOf(unfinished.id).state).toBe('not-published');
    expect(await sendCampaign(temp.ctx, campaignId)).toBe(1);
    expect(stateOf(prey.id)).toMatchObject({ state: 'published', revision: 1 });
    expect(status().link).toMatchObject({ groupName: 'Harrow Wargames Club', realmName: 'The Shared Realm', lastError: null });
    const cached = api.call<{ chronicle: RealmChronicle | null }>('realm.chronicle', { campaignId }).chronicle!;
    const shown = cached.battles.find((battle) => battle.name === 'The Ash Road')!;
    expect(shown.group).toBe('Harrow Wargames Club');
    expect(shown.players.map((player) => player.playerName)).toEqual(['Ann', 'Bob', 'Cy']);
    // Publishing again without a change queues nothing.
    expect(api.call('realm.publish', { campaignId, battleIds: [prey.id] })).toEqual({ queued: 0, unchanged: 1 });
  });

  it('publishes a battle changed after publishing (an undo) as a new revision, which the realm shows', async () => {
    const battle = createLongBattle1999(api, 'Night of the undo');
    campaignId = battle.campaignId;
    api.call('realm.link.set', { campaignId, url: realm.url, key, publishNotes: false, publishDiary: false });
    const steps = longBattle1999(30);
    let count = 0;
    for (const event of steps) api.call('battles.append', { battleId: battle.id, system: '1999', event, expectedCount: count++ });
    api.call('realm.publish', { campaignId, battleIds: [battle.id] });
    await sendCampaign(temp.ctx, campaignId);
    expect(stateOf(battle.id)).toMatchObject({ state: 'published', revision: 1 });
    api.call('battles.undo', { battleId: battle.id, expectedCount: 30 });
    expect(stateOf(battle.id).state).toBe('changed');
    await sendCampaign(temp.ctx, campaignId);
    expect(stateOf(battle.id)).toMatchObject({ state: 'published', revision: 2 });
    const [shown] = await realmBattles('Night of the undo');
    expect(shown).toMatchObject({ revision: 2, eventCount: 29 });
  });

  it('keeps battles queued while the realm is unreachable, backs off, and delivers once it answers', async () => {
    api.call('realm.link.set', { campaignId, url: 'http://127.0.0.1:9', key, publishNotes: false, publishDiary: false });
    api.call('realm.publish', { campaignId, battleIds: [prey.id] });
    expect(await sendCampaign(temp.ctx, campaignId, { timeoutMs: 2000 })).toBe(0);
    expect(status().link?.lastError).toMatch(/cannot be reached/);
    expect(stateOf(prey.id).state).toBe('queued');
    api.call('realm.link.set', { campaignId, url: realm.url, key, publishNotes: false, publishDiary: false });
    expect(await sendCampaign(temp.ctx, campaignId)).toBe(1);
    expect(stateOf(prey.id).state).toBe('published');
  });

  it('marks a battle the realm refuses as refused, with the realm’s reason', async () => {
    const battle = createLongBattle1999(api, 'Tampered');
    campaignId = battle.campaignId;
    api.call('realm.link.set', { campaignId, url: realm.url, key, publishNotes: false, publishDiary: false });
    let count = 0;
    for (const event of longBattle1999(12)) api.call('battles.append', { battleId: battle.id, system: '1999', event, expectedCount: count++ });
    // The file edited behind the app's back: step 5 no longer follows from step 4.
    temp.store.sqlite.prepare("UPDATE battle_events SET payload_json = '{\"type\":\"activation-ended\"}' WHERE battle_id = ? AND seq = 5").run(battle.id);
    api.call('realm.publish', { campaignId, battleIds: [battle.id] });
    await sendCampaign(temp.ctx, campaignId);
    const refused = stateOf(battle.id);
    expect(refused.state).toBe('refused');
    expect(refused.message).toMatch(/^Step 5 does not replay/);
    expect(await realmBattles('Tampered')).toHaveLength(0);
  });

  it('sends notes and linked diary entries only when ticked, and withdraws a battle', async () => {
    api.call('battles.update', { id: prey.id, notes: 'Played at Bob’s, rain all day.' });
    api.call('chronicle.diary.create', { campaignId, title: 'The road home', body: 'Ann told it best.', links: [{ battleId: prey.id }] });
    api.call('realm.publish', { campaignId, battleIds: [prey.id] });
    await sendCampaign(temp.ctx, campaignId);
    const id = (await realmBattles('The Ash Road'))[0]!.id;
    const page = async () => (await realm.get(`/api/realms/${realm.slug}/battles/${id}`)).body.value as { notes: string | null; diary: unknown[] | null };
    expect(await page()).toMatchObject({ notes: null, diary: null });
    api.call('realm.link.set', { campaignId, url: realm.url, key, publishNotes: true, publishDiary: true });
    api.call('realm.publish', { campaignId, battleIds: [prey.id] });
    await sendCampaign(temp.ctx, campaignId);
    expect(await page()).toMatchObject({ notes: 'Played at Bob’s, rain all day.', diary: [{ title: 'The road home', body: 'Ann told it best.' }] });
    api.call('realm.withdraw', { campaignId, battleId: prey.id });
    await sendCampaign(temp.ctx, campaignId);
    expect(stateOf(prey.id).state).toBe('withdrawn');
    expect(await realmBattles('The Ash Road')).toHaveLength(0);
  });

  it('refuses to publish before the campaign has joined a realm, and a battle of another campaign', () => {
    api.call('realm.link.remove', { campaignId });
    expect(api.refusal('realm.publish', { campaignId, allFinished: true }).message).toMatch(/not joined a realm/);
    api.call('realm.link.set', { campaignId, url: realm.url, key, publishNotes: false, publishDiary: false });
    expect(api.refusal('realm.publish', { campaignId, battleIds: ['no-such-battle'] })).toMatchObject({ code: 'not_found', path: 'battleIds.0' });
    expect(api.refusal('realm.link.set', { campaignId, url: 'ftp://realm', key }).path).toBe('url');
  });
});
