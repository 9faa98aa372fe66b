import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedBridgeCampaign } from '../../../src-shared/chronicle/testing/seed-campaign';
import { replayMap, type MapReplayInput } from '../../../src-shared/campaign-map';
import type { CampaignMapView } from '../../../src-shared/contract/campaign-map';
import { dispatch } from '../../dispatch';
import { openTempStore, type TempStore } from '../../testing/temp-store';
import { caller as systemCaller, createPreyBattle, playPreyBattle } from '../../testing/system-fixtures';
import { TINY_PNG } from '../../testing/seed-every-record';
import { typedCaller as caller } from '../../testing/typed-caller';

let temp: TempStore;
beforeEach(() => {
  temp = openTempStore();
});
afterEach(() => temp.dispose());

const square = (x: number, y: number) => [
  { x, y },
  { x: x + 100, y },
  { x: x + 100, y: y + 100 },
  { x, y: y + 100 },
];
const inputOf = (view: CampaignMapView): MapReplayInput => ({
  definition: view.definition,
  battles: view.battles,
  rule: view.map!.rule,
  factionPlayers: Object.fromEntries(view.factions.map((f) => [f.id, f.playerId])),
});
const holderName = (view: CampaignMapView, regionName: string) => {
  const region = view.definition.regions.find((r) => r.name === regionName)!;
  const owner = replayMap(inputOf(view)).owners[region.id] ?? null;
  return owner === null ? null : owner.kind === 'player' ? view.players.find((p) => p.id === owner.id)!.name : view.factions.find((f) => f.id === owner.id)!.name;
};

describe('a campaign map over real battles of two systems', () => {
  it('moves borders by the battles’ results, and puts them back when a result is undone', async () => {
    const call = caller(temp.ctx);
    const seeded = await seedBridgeCampaign(call);
    const [ann, bo] = seeded.players;
    const cid = call('players.create', { campaignId: seeded.campaignId, name: 'Cid', colour: '#884400' });
    const api = systemCaller(temp.ctx);
    const prey = playPreyBattle(api, createPreyBattle(api, seeded.campaignId, [ann!.id, bo!.id, cid.id]));
    expect(prey.status).toBe('over');

    let view = call('map.create', { campaignId: seeded.campaignId, name: 'The Sundered Realm', source: { kind: 'image', image: { base64: TINY_PNG, width: 640, height: 480 } } });
    expect(view.map).toMatchObject({ name: 'The Sundered Realm', imageType: 'image/png', rule: { kind: 'winner-takes' }, eventCount: 0 });
    view = call('map.edit', {
      mapId: view.map!.id,
      expectedCount: 0,
      edits: [
        { type: 'region-drawn', name: 'Kharak', kind: 'fortress', value: 4, points: square(0, 0), owner: { kind: 'player', id: ann!.id } },
        { type: 'region-drawn', name: 'Greenwood', kind: 'forest', value: 1, points: square(100, 0), owner: { kind: 'faction', id: bo!.factions[0]!.id } },
      ],
    });
    const [kharak, greenwood] = view.definition.regions;
    call('chronicle.battle.setWorldDate', { battleId: seeded.battleId, worldDate: '5th of Frostmoon', worldDay: 5 });
    call('chronicle.battle.setWorldDate', { battleId: prey.id, worldDate: '9th of Frostmoon', worldDay: 9 });
    view = call('map.edit', {
      mapId: view.map!.id,
      edits: [
        { type: 'battle-placed', battleId: seeded.battleId, regionId: kharak!.id, point: { x: 50, y: 50 } },
        { type: 'battle-placed', battleId: prey.id, regionId: greenwood!.id, point: { x: 150, y: 50 } },
      ],
    });
    expect(view.map!.lastEdit).toBe('placing The Ash Road');
    const bridge = view.battles.find((b) => b.id === seeded.battleId)!;
    expect(bridge).toMatchObject({ systemName: 'Orders & Omens', worldDay: 5, result: { winner: { playerName: 'Bo' } } });

    // Bo won the bridge (Orders & Omens) in Kharak; Ann won the Ash Road (1999) in the Greenwood.
    expect(holderName(view, 'Kharak')).toBe('Bo');
    expect(holderName(view, 'Greenwood')).toBe('Ann');
    expect(replayMap(inputOf(view), 5).owners[greenwood!.id]).toEqual({ kind: 'faction', id: bo!.factions[0]!.id });

    // Taking back the Ash Road's last step: the battle is no longer over, and the Greenwood returns.
    call('battles.undo', { battleId: prey.id, expectedCount: prey.steps.length });
    view = call('map.get', { campaignId: seeded.campaignId });
    expect(holderName(view, 'Greenwood')).toBe('The Greenwood');
    expect(holderName(view, 'Kharak')).toBe('Bo');

    // Under "only a decisive victory", the bridge's result decides by its Strategic Victory, if any.
    view = call('map.update', { mapId: view.map!.id, rule: { kind: 'decisive-needed', withoutDecisive: 'no-change' } });
    const verdict = replayMap(inputOf(view)).battles.find((b) => b.battleId === seeded.battleId)!.verdict;
    expect(verdict).toMatch(bridge.result!.decisive ? /took Kharak with a Strategic Victory/ : /only a Strategic Victory takes Kharak/);

    view = call('map.undo', { mapId: view.map!.id, expectedCount: 4 });
    expect(view.definition.placements.map((p) => p.battleId)).toEqual([seeded.battleId]);
  });

  it('refuses what is not a picture, another campaign’s owner, and stale edits, changing nothing', async () => {
    const call = caller(temp.ctx);
    const seeded = await seedBridgeCampaign(call);
    const html = Buffer.from('<html><script>alert(1)</script></html>').toString('base64');
    expect(dispatch(temp.ctx, 'map.create', { campaignId: seeded.campaignId, name: 'Map', source: { kind: 'image', image: { base64: html, width: 100, height: 100 } } })).toMatchObject({
      ok: false,
      error: { code: 'invalid_input', message: 'That file is not a PNG, JPEG or WebP picture; save the map in one of those and load it again' },
    });
    expect(temp.store.sqlite.prepare('SELECT count(*) FROM campaign_maps').pluck().get()).toBe(0);

    const view = call('map.create', { campaignId: seeded.campaignId, name: 'Hexes', source: { kind: 'grid', columns: 3, rows: 2 } });
    expect(view.definition.regions.map((r) => r.name)).toEqual(['A1', 'B1', 'C1', 'A2', 'B2', 'C2']);
    expect(call('map.image', { mapId: view.map!.id })).toBeNull();
    expect(dispatch(temp.ctx, 'map.create', { campaignId: seeded.campaignId, name: 'Again', source: { kind: 'grid', columns: 1, rows: 1 } })).toMatchObject({ ok: false, error: { code: 'conflict' } });

    const other = call('campaigns.create', { name: 'Elsewhere' });
    const stranger = call('players.create', { campaignId: other.id, name: 'Stranger', colour: '#000000' });
    const regionId = view.definition.regions[0]!.id;
    const refused = [
      dispatch(temp.ctx, 'map.edit', { mapId: view.map!.id, edits: [{ type: 'owner-set', regionId, owner: { kind: 'player', id: stranger.id }, worldDay: null }] }),
      dispatch(temp.ctx, 'map.edit', { mapId: view.map!.id, expectedCount: 2, edits: [{ type: 'region-removed', regionId }] }),
      dispatch(temp.ctx, 'map.edit', { mapId: view.map!.id, edits: [{ type: 'region-removed', regionId }, { type: 'region-removed', regionId }] }),
      dispatch(temp.ctx, 'map.edit', { mapId: view.map!.id, edits: [{ type: 'region-changed', regionId, kind: 'volcano' }] }),
    ];
    expect(refused.map((r) => (r.ok ? 'accepted' : r.error.code))).toEqual(['invalid_input', 'conflict', 'rejected', 'invalid_input']);
    expect(call('map.get', { campaignId: seeded.campaignId }).map!.eventCount).toBe(6);
  });
  it('keeps the hex grid a map was made with out of undo: nothing to undo until the first edit, and undo stops at the grid', async () => {
    const call = caller(temp.ctx);
    const seeded = await seedBridgeCampaign(call);
    let view = call('map.create', { campaignId: seeded.campaignId, name: 'Hexland', source: { kind: 'grid', columns: 3, rows: 2 } });
    expect(view.map!.lastEdit).toBeNull();
    const refusal = { ok: false, error: { code: 'rejected', message: 'Nothing to undo: the hexes the map was made with are its land, not edits. To take a hex away, choose it and remove it' } };
    expect(dispatch(temp.ctx, 'map.undo', { mapId: view.map!.id })).toMatchObject(refusal);
    expect(call('map.get', { campaignId: seeded.campaignId }).definition.regions).toHaveLength(6);

    const b1 = view.definition.regions.find((region) => region.name === 'B1')!;
    view = call('map.edit', { mapId: view.map!.id, edits: [{ type: 'region-changed', regionId: b1.id, name: 'Kharak' }] });
    expect(view.map!.lastEdit).not.toBeNull();
    view = call('map.undo', { mapId: view.map!.id });
    expect(view.definition.regions.map((region) => region.name)).toEqual(['A1', 'B1', 'C1', 'A2', 'B2', 'C2']);
    expect(view.map!.lastEdit).toBeNull();
    expect(dispatch(temp.ctx, 'map.undo', { mapId: view.map!.id })).toMatchObject(refusal);
  });

  it('refuses a hex grid with an emptied or out-of-range size by naming the field and its range, making no map', async () => {
    const call = caller(temp.ctx);
    const seeded = await seedBridgeCampaign(call);
    const grid = (columns: unknown, rows: unknown) => dispatch(temp.ctx, 'map.create', { campaignId: seeded.campaignId, name: 'Hexland', source: { kind: 'grid', columns, rows } });
    // The form's emptied number field sends "" (Vue's v-model.number keeps an empty string).
    expect(grid('', 6)).toMatchObject({ ok: false, error: { code: 'invalid_input', message: 'Columns: a whole number from 1 to 20' } });
    expect(grid(6, 2.5)).toMatchObject({ ok: false, error: { code: 'invalid_input', message: 'Rows: a whole number from 1 to 20' } });
    expect(grid(21, 6)).toMatchObject({ ok: false, error: { code: 'invalid_input', message: 'Columns: a whole number from 1 to 20' } });
    expect(grid(6, 0)).toMatchObject({ ok: false, error: { code: 'invalid_input', message: 'Rows: a whole number from 1 to 20' } });
    // The same for the "attackers must win more than once" rule's emptied Wins field.
    expect(dispatch(temp.ctx, 'map.create', { campaignId: seeded.campaignId, name: 'Hexland', rule: { kind: 'wins-needed', wins: '' }, source: { kind: 'grid', columns: 6, rows: 4 } })).toMatchObject({
      ok: false,
      error: { code: 'invalid_input', message: 'Wins needed is a whole number' },
    });
    expect(temp.store.sqlite.prepare('SELECT count(*) FROM campaign_maps').pluck().get()).toBe(0);
  });
});

describe('a campaign map in a campaign file imported as a copy', () => {
  it('follows the copied battles and players, so the copy’s borders stand as the original’s', async () => {
    const call = caller(temp.ctx);
    const seeded = await seedBridgeCampaign(call);
    const [ann, bo] = seeded.players;
    let view = call('map.create', { campaignId: seeded.campaignId, name: 'Realm', source: { kind: 'image', image: { base64: TINY_PNG, width: 300, height: 200 } } });
    view = call('map.edit', {
      mapId: view.map!.id,
      edits: [{ type: 'region-drawn', name: 'Kharak', kind: 'fortress', value: 4, points: square(0, 0), owner: { kind: 'faction', id: ann!.factions[0]!.id } }],
    });
    view = call('map.edit', { mapId: view.map!.id, edits: [{ type: 'battle-placed', battleId: seeded.battleId, regionId: view.definition.regions[0]!.id, point: { x: 50, y: 50 } }] });
    expect(holderName(view, 'Kharak')).toBe('Bo');

    const file = call('exchange.export', { campaignId: seeded.campaignId });
    call('exchange.upload', { uploadId: 'map-copy-test', index: 0, total: 1, chunk: file.content });
    call('exchange.check', { uploadId: 'map-copy-test' });
    const copy = call('exchange.import', { uploadId: 'map-copy-test', mode: 'copy' });
    const copied = call('map.get', { campaignId: copy.campaignId });
    expect(copied.map!.id).not.toBe(view.map!.id);
    expect(copied.definition.placements[0]!.battleId).not.toBe(seeded.battleId);
    expect(copied.battles.map((b) => b.id)).toContain(copied.definition.placements[0]!.battleId);
    expect(copied.players.map((p) => p.id)).not.toContain(bo!.id);
    expect(holderName(copied, 'Kharak')).toBe('Bo');
    const startOwner = replayMap(inputOf(copied), 'start').owners[copied.definition.regions[0]!.id];
    expect(copied.factions.find((f) => startOwner?.kind === 'faction' && f.id === startOwner.id)?.name).toBe('The Iron Hold');
    expect(call('map.image', { mapId: copied.map!.id })).toEqual(call('map.image', { mapId: view.map!.id }));
  });
});
