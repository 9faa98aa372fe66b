import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CallName } from '../../../src-shared/contract';
import { narrateBattle } from '../../../src-shared/rules/orders-omens/narrator/narrate-battle';
import { bridgeBattle } from '../../../src-shared/rules/orders-omens/narrator/testing/golden-battles';
import { seedBridgeCampaign, seedCampaignWithBattle } from '../../../src-shared/chronicle/testing/seed-campaign';
import { setupOf } from '../../../src-shared/rules/orders-omens/battle/testing/fixtures';
import { SAMPLE_BATTLE } from '../../../src-shared/rules/orders-omens/walkthrough/testing/sample-battle';
import { dispatch } from '../../dispatch';
import { openTempStore, type TempStore } from '../../testing/temp-store';
import { typedCaller } from '../../testing/typed-caller';
import { settledRecords } from '../../testing/settled-records';

let temp: TempStore;
let call: ReturnType<typeof typedCaller>;
beforeEach(() => {
  temp = openTempStore();
  call = typedCaller(temp.ctx);
});
afterEach(() => temp.dispose());

const refused = (name: CallName, input: unknown) => {
  const result = dispatch(temp.ctx, name, input);
  if (result.ok) throw new Error(`${name} was accepted`);
  return result.error;
};
const count = (table: string) => (temp.store.sqlite.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('battle chronicle over a real SQLite file', () => {
  it("shows the generated draft for a battle played through the contract, matching the generator's text", async () => {
    const seeded = await seedBridgeCampaign(call);
    const view = call('chronicle.battle.get', { battleId: seeded.battleId });
    const battle = call('battles.get', { id: seeded.battleId });
    const steps = (temp.store.sqlite.prepare('SELECT payload_json AS p FROM battle_events WHERE battle_id = ? ORDER BY seq').all(seeded.battleId) as { p: string }[]).map((r) => JSON.parse(r.p) as { type: string });
    expect(steps).toHaveLength(bridgeBattle().events.length);
    const expected = narrateBattle({ battleId: seeded.battleId, name: battle.name, setup: battle.setup as never, events: steps });
    expect(view.lines.map((l) => l.text)).toEqual(expected.lines.map((l) => l.text));
    expect(view.lines.some((l) => l.text.startsWith('The 1st Brigade of the Iron Hold (Dwarven warriors)'))).toBe(true);
    expect(view.paragraphs).toEqual([
      { key: 'opening', title: 'Before the battle' },
      { key: 'hour-1', title: 'The first hour, 10:00 to 11:00' },
      { key: 'close', title: 'The reckoning' },
    ]);
    expect(view.lines.filter((l) => l.turn === 2 && l.kind !== 'result' && l.seq !== null).every((l) => l.paragraph === 'hour-1')).toBe(true);
    // Each side carries its player's colour (Ann #1f5f8b, Bo #2e7d32), so the battle's charts draw them as the battle screen does.
    expect(view.sides.A).toEqual({ name: 'The Iron Hold', vp: 3, soldiersLost: 175, colour: '#1f5f8b' });
    expect(view.sides.B.colour).toBe('#2e7d32');
    expect(view.battle.status).toBe('over');
  });

  it("keeps the players' notes and hidden lines when steps are undone and the draft is written again", async () => {
    const seeded = await seedBridgeCampaign(call);
    const before = call('chronicle.battle.get', { battleId: seeded.battleId });
    const charge = before.lines.find((l) => l.text.includes('(Dwarven warriors)'))!;
    const volley = before.lines.find((l) => l.text.includes('crossbowmen'))!;
    const note = call('chronicle.note.add', { battleId: seeded.battleId, afterSeq: charge.seq, body: 'Ann swears the **dice** were cursed.' });
    call('chronicle.battle.setLineHidden', { battleId: seeded.battleId, lineKey: volley.key, hidden: true });

    for (let n = seeded.eventCount; n > seeded.eventCount - 4; n--) call('battles.undo', { battleId: seeded.battleId, expectedCount: n });
    const after = call('chronicle.battle.get', { battleId: seeded.battleId });
    expect(after.battle.status).toBe('in-progress');
    expect(after.lines.some((l) => l.kind === 'result' && l.text.startsWith('The battle is still being fought'))).toBe(true);
    expect(after.notes).toEqual([note]);
    expect(after.lines.find((l) => l.key === volley.key)?.hidden).toBe(true);
    expect(after.lines.find((l) => l.key === charge.key)?.hidden).toBe(false);
  });

  it('refuses notes on a missing battle and empty notes, writing nothing', async () => {
    const seeded = await seedBridgeCampaign(call);
    expect(refused('chronicle.note.add', { battleId: 'nope', afterSeq: null, body: 'x' }).code).toBe('not_found');
    expect(refused('chronicle.note.add', { battleId: seeded.battleId, afterSeq: null, body: '   ' })).toMatchObject({ code: 'invalid_input', path: 'body', message: 'Write something first' });
    expect(count('battle_chronicle_notes')).toBe(0);
  });
});

describe('campaign diary', () => {
  it('creates, edits with a kept history, refuses a stale edit and deletes with its history', async () => {
    const seeded = await seedBridgeCampaign(call);
    const entry = call('chronicle.diary.create', {
      campaignId: seeded.campaignId,
      title: 'Muster at Kharak',
      worldDate: '3rd of Frostmoon',
      worldDay: 3,
      body: 'The *Iron Hold* gathers.',
      links: [{ battleId: seeded.battleId }, { playerId: seeded.players[0]!.id }, { place: 'Kharak Gate' }],
    });
    expect(entry.links.map((l) => l.label)).toEqual(['The Battle of the Sundered Bridge', 'Ann', 'Kharak Gate']);
    const edited = call('chronicle.diary.update', { id: entry.id, expectedRevision: 1, title: 'Muster at Kharak', worldDate: '4th of Frostmoon', worldDay: 4, body: 'The Iron Hold marches.', links: [] });
    expect(edited.revision).toBe(2);
    const stale = refused('chronicle.diary.update', { id: entry.id, expectedRevision: 1, title: 'Lost edit', links: [] });
    expect(stale.code).toBe('conflict');
    const { entry: now, revisions } = call('chronicle.diary.get', { id: entry.id });
    expect(now.title).toBe('Muster at Kharak');
    expect(revisions.map((r) => [r.revision, r.worldDay, r.body])).toEqual([
      [2, 4, 'The Iron Hold marches.'],
      [1, 3, 'The *Iron Hold* gathers.'],
    ]);
    call('chronicle.diary.delete', { id: entry.id });
    expect([count('diary_entries'), count('diary_revisions'), count('diary_links')]).toEqual([0, 0, 0]);
  });

  it("refuses links outside the campaign and bad fields, naming the field, and writes nothing", async () => {
    const seeded = await seedBridgeCampaign(call);
    const other = call('campaigns.create', { name: 'Another war' });
    expect(refused('chronicle.diary.create', { campaignId: other.id, title: 'x', links: [{ place: 'here' }, { battleId: seeded.battleId }] })).toMatchObject({ code: 'invalid_input', path: 'links.1.battleId' });
    expect(refused('chronicle.diary.create', { campaignId: other.id, title: '', links: [] })).toMatchObject({ path: 'title', message: 'Title is required' });
    expect(refused('chronicle.diary.create', { campaignId: other.id, title: 'x', worldDay: 1.5 })).toMatchObject({ path: 'worldDay', message: 'Campaign day must be a whole number' });
    expect(refused('chronicle.diary.create', { campaignId: other.id, title: 'x', links: [{ url: 'javascript:alert(1)' }] })).toMatchObject({ code: 'invalid_input', path: 'links.0' });
    expect([count('diary_entries'), count('diary_revisions'), count('diary_links'), count('search_docs')]).toEqual([0, 0, 0, 0]);
  });
});

describe('timeline, standings and records', () => {
  it('orders battles and diary entries by campaign day, then as recorded, in pages', async () => {
    const seeded = await seedBridgeCampaign(call);
    const day = (title: string, worldDay: number | null) => call('chronicle.diary.create', { campaignId: seeded.campaignId, title, worldDay, body: title });
    call('chronicle.battle.get', { battleId: seeded.battleId }); // first chronicled: no dated entry yet, so undated
    call('chronicle.battle.setWorldDate', { battleId: seeded.battleId, worldDate: '5th of Frostmoon', worldDay: 5 });
    day('Aftermath', 6);
    day('Muster', 1);
    day('Rumours', null);
    day('Scouting', 5);
    const all = call('chronicle.timeline', { campaignId: seeded.campaignId, offset: 0, limit: 100 });
    expect(all.total).toBe(5);
    expect(all.items.map((i) => i.title)).toEqual(['Muster', 'The Battle of the Sundered Bridge', 'Scouting', 'Aftermath', 'Rumours']);
    expect(all.items[1]).toMatchObject({ kind: 'battle', worldDate: '5th of Frostmoon', summary: 'The Iron Hold 3 – 4 The Elves of the Greenwood', status: 'over' });
    const page = call('chronicle.timeline', { campaignId: seeded.campaignId, offset: 2, limit: 2 });
    expect(page.items.map((i) => i.title)).toEqual(['Scouting', 'Aftermath']);
  });

  it('counts wins by player and faction, soldiers lost and service records from the battles', async () => {
    const seeded = await seedBridgeCampaign(call);
    const dashboard = call('chronicle.dashboard', { campaignId: seeded.campaignId });
    expect(dashboard).toMatchObject({ battles: 1, finished: 1, soldiersLost: 175 });
    expect(dashboard.byPlayer.map((t) => [t.name, t.tacticalWins, t.losses, t.vp, t.soldiersLost])).toEqual([
      ['Bo', 1, 0, 4, 0],
      ['Ann', 0, 1, 3, 175],
    ]);
    expect(dashboard.byFaction.map((t) => t.name)).toEqual(['The Greenwood', 'The Iron Hold']);
    expect(dashboard.series[0]!.sides.map((s) => s.soldiersLost)).toEqual([175, 0]);
    const records = await settledRecords(() => call('chronicle.records', { campaignId: seeded.campaignId }));
    expect(records.armies.find((r) => r.army === 'The Iron Hold')).toMatchObject({ battles: 1, vp: 3, hitsTaken: 7, soldiersLost: 175, generalsSlain: 1, timesBroken: 1, tacticalWins: 0 });
    expect(records.brigades.find((r) => r.name === 'The 1st Brigade of the Iron Hold')).toMatchObject({ soldiersLost: 100, timesBroken: 1 });
  });
});

describe('full-text search (FTS5)', () => {
  it('finds words in battle chronicles, notes and the diary, with matches marked, and follows edits and hidden lines', async () => {
    const seeded = await seedBridgeCampaign(call);
    const entry = call('chronicle.diary.create', { campaignId: seeded.campaignId, title: 'The oath', body: 'Thorin swore vengeance on the Greenwood.' });
    call('chronicle.note.add', { battleId: seeded.battleId, afterSeq: null, body: 'A cursed day at the ford.' });

    const dwarves = call('chronicle.search', { campaignId: seeded.campaignId, query: 'dwarv' }).hits;
    expect(dwarves[0]).toMatchObject({ kind: 'battle', battleId: seeded.battleId, title: 'The Battle of the Sundered Bridge' });
    expect(dwarves[0]!.snippet.find((p) => p.match)?.text).toBe('Dwarven');

    expect(call('chronicle.search', { campaignId: seeded.campaignId, query: 'vengeance' }).hits.map((h) => [h.kind, h.refId])).toEqual([['diary', entry.id]]);
    expect(call('chronicle.search', { campaignId: seeded.campaignId, query: 'cursed ford' }).hits.map((h) => h.kind)).toEqual(['note']);
    expect(call('chronicle.search', { campaignId: seeded.campaignId, query: '"unbalanced AND ( NEAR' }).hits).toEqual([]);

    call('chronicle.diary.update', { id: entry.id, expectedRevision: 1, title: 'The oath', body: 'Thorin forgave them.', links: [] });
    expect(call('chronicle.search', { campaignId: seeded.campaignId, query: 'vengeance' }).hits).toEqual([]);
    expect(call('chronicle.search', { campaignId: seeded.campaignId, query: 'forgave' }).hits).toHaveLength(1);

    for (const crossbow of call('chronicle.battle.get', { battleId: seeded.battleId }).lines.filter((l) => l.text.includes('crossbowmen'))) {
      call('chronicle.battle.setLineHidden', { battleId: seeded.battleId, lineKey: crossbow.key, hidden: true });
    }
    expect(call('chronicle.search', { campaignId: seeded.campaignId, query: 'crossbowmen' }).hits).toEqual([]);

    const other = call('campaigns.create', { name: 'Elsewhere' });
    expect(call('chronicle.search', { campaignId: other.id, query: 'dwarven' }).hits).toEqual([]);
  });

  it("quotes the players' own words when a note matches, even where the battle's title holds the word too", async () => {
    const seeded = await seedBridgeCampaign(call);
    call('chronicle.note.add', { battleId: seeded.battleId, afterSeq: null, body: 'Ann swore the bridge was ours.' });
    const note = call('chronicle.search', { campaignId: seeded.campaignId, query: 'bridge' }).hits.find((hit) => hit.kind === 'note')!;
    expect(note.title).toBe('The Battle of the Sundered Bridge');
    expect(note.snippet.map((piece) => piece.text).join('')).toBe('Ann swore the bridge was ours.');
    expect(note.snippet.find((piece) => piece.match)?.text).toBe('bridge');
  });

  it('refuses a search of punctuation alone with what to type, rather than reporting that nothing matches', async () => {
    const seeded = await seedBridgeCampaign(call);
    expect(refused('chronicle.search', { campaignId: seeded.campaignId, query: '"' })).toMatchObject({ code: 'invalid_input', message: 'Type a word or a number to search for', path: 'query' });
    expect(refused('chronicle.search', { campaignId: seeded.campaignId, query: ' -- ' })).toMatchObject({ code: 'invalid_input', message: 'Type a word or a number to search for' });
    expect(call('chronicle.search', { campaignId: seeded.campaignId, query: '"bridge' }).hits.length).toBeGreaterThan(0);
  });
});

describe('exports', () => {
  it('writes the chronicle as Markdown with names escaped, and battle results as CSV safe for spreadsheets', async () => {
    const seeded = await seedBridgeCampaign(call, '<img src=x onerror=alert(1)> =War');
    call('chronicle.diary.create', { campaignId: seeded.campaignId, title: '*Muster*', worldDay: 1, body: 'We **gather**.' });
    call('chronicle.note.add', { battleId: seeded.battleId, afterSeq: 15, body: 'Ann swears the dice were cursed.' });
    const md = call('chronicle.export', { campaignId: seeded.campaignId, format: 'markdown' });
    expect(md.fileName).toBe('img-src-x-onerror-alert-1-War-chronicle.md');
    expect(md.content).toContain('# \\<img src=x onerror=alert(1)\\> =War');
    expect(md.content).toContain('## \\*Muster\\*');
    expect(md.content).toContain('We **gather**.');
    expect(md.content).toMatch(/\*\*The 1st Brigade of the Iron Hold \(Dwarven warriors\)[^\n]*\*\*\n\n> Ann swears the dice were cursed\./);
    expect(md.content).toContain('| Bo | 1 | 1 | 0 | 0 | 0 | 4 | 0 |');
    const csv = call('chronicle.export', { campaignId: seeded.campaignId, format: 'csv' });
    const [header, ...rows] = csv.content.trim().split('\r\n');
    expect(header).toBe('Battle,System,Campaign day,In-world date,Status,Turns,Ended,Seat,Force,Player,Score,Score counts,Losses,Losses count,Result');
    // The battle was created before anything was dated, so it is on the campaign's Day 1 (its start; this campaign names no start date).
    expect(rows).toEqual([
      'The Battle of the Sundered Bridge,Orders & Omens,1,,Over,2,when the agreed turns ran out,1,The Iron Hold,Ann,3,VP,175,soldiers,Defeat',
      'The Battle of the Sundered Bridge,Orders & Omens,1,,Over,2,when the agreed turns ran out,2,The Elves of the Greenwood,Bo,4,VP,0,soldiers,Tactical Victory',
    ]);
  });

  it('gives both victories in the results file to a side that took the most VP and broke the enemy', async () => {
    // seed 002 L745-747: the most VP is a Tactical Victory; an army routed at its break point gives the
    // other a Strategic Victory. At the Mill Ford Blue took both (10 VP to 1, Red at its break point).
    const seeded = await seedCampaignWithBattle(call, {
      campaignName: 'Thursday',
      description: '',
      battleName: 'The Mill Ford',
      battle: { setup: setupOf(), events: [...SAMPLE_BATTLE] as never },
      players: { A: { name: 'Alice', colour: '#2f5d8a', faction: 'Blue', race: 'human' }, B: { name: 'Bram', colour: '#8e2a22', faction: 'Red', race: 'human' } },
      turnLimit: 6,
      battleClockStart: '10:00',
    });
    const rows = call('chronicle.export', { campaignId: seeded.campaignId, format: 'csv' }).content.trim().split('\r\n').slice(1);
    expect(rows.map((row) => row.split(',').slice(-6))).toEqual([
      ['Alice', '10', 'VP', '100', 'soldiers', 'Tactical Victory and Strategic Victory'],
      ['Bram', '1', 'VP', '350', 'soldiers', 'Defeat'],
    ]);
  });
});
