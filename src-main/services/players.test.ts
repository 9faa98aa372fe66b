import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatch } from '../dispatch';
import { openTempStore, type TempStore } from '../testing/temp-store';
import { legalHumanRoster } from '../testing/army-fixtures';

let temp: TempStore;
let campaignId: string;
beforeEach(() => {
  temp = openTempStore();
  campaignId = value<{ id: string }>(call('campaigns.create', { name: 'The Sundered Marches' })).id;
});
afterEach(() => temp.dispose());

const call = (name: string, input: unknown) => dispatch(temp.ctx, name, input);
function value<T>(result: ReturnType<typeof call>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value as T;
}
const count = (table: string) => temp.store.sqlite.prepare(`SELECT count(*) FROM ${table}`).pluck().get();
const dump = () => JSON.stringify([temp.store.sqlite.prepare('SELECT * FROM players ORDER BY id').all(), temp.store.sqlite.prepare('SELECT * FROM factions ORDER BY id').all()]);

interface Player {
  id: string;
  name: string;
  colour: string;
  factions: { id: string; name: string; race: string }[];
}

describe('player services over a real SQLite file', () => {
  it('adds players with the factions they lead, in table order', () => {
    const ann = value<Player>(call('players.create', { campaignId, name: ' Ann ', colour: '#8E2A22', notes: 'Brings the dice', factions: [{ name: 'The Iron Hold', race: 'dwarf' }] }));
    value<Player>(call('players.create', { campaignId, name: 'Bo', colour: '#1f5fa8', factions: [{ name: 'Red Maw', race: 'orc' }, { name: 'Testers', race: 'playtest' }] }));
    expect(ann).toMatchObject({ name: 'Ann', colour: '#8e2a22', notes: 'Brings the dice', factions: [{ name: 'The Iron Hold', race: 'dwarf' }] });
    const listed = value<Player[]>(call('players.list', { campaignId }));
    expect(listed.map((p) => [p.name, p.factions.map((f) => f.name)])).toEqual([
      ['Ann', ['The Iron Hold']],
      ['Bo', ['Red Maw', 'Testers']],
    ]);
  });

  it('replaces factions on update: kept by id, added without, removed when left out', () => {
    const bo = value<Player>(call('players.create', { campaignId, name: 'Bo', colour: '#1f5fa8', factions: [{ name: 'Red Maw', race: 'orc' }, { name: 'Testers', race: 'playtest' }] }));
    const [maw] = bo.factions;
    const updated = value<Player>(call('players.update', { id: bo.id, name: 'Bo the Bold', factions: [{ id: maw!.id, name: 'Red Maw Horde', race: 'orc' }, { name: 'Sylvan Court', race: 'elf' }] }));
    expect(updated.name).toBe('Bo the Bold');
    expect(updated.factions).toEqual([
      { id: maw!.id, name: 'Red Maw Horde', race: 'orc' },
      { id: expect.any(String), name: 'Sylvan Court', race: 'elf' },
    ]);
    expect(count('factions')).toBe(2);
  });

  it('reorders players and refuses an order that leaves one out', () => {
    const a = value<Player>(call('players.create', { campaignId, name: 'Ann', colour: '#8e2a22' }));
    const b = value<Player>(call('players.create', { campaignId, name: 'Bo', colour: '#1f5fa8' }));
    expect(value<Player[]>(call('players.reorder', { campaignId, playerIds: [b.id, a.id] })).map((p) => p.name)).toEqual(['Bo', 'Ann']);
    const before = dump();
    expect(call('players.reorder', { campaignId, playerIds: [a.id] })).toMatchObject({ ok: false, error: { code: 'rejected', path: 'playerIds' } });
    expect(dump()).toBe(before);
  });

  it("removing a player removes their factions and armies, and a campaign's deletion removes its players", () => {
    const ann = value<Player>(call('players.create', { campaignId, name: 'Ann', colour: '#8e2a22', factions: [{ name: 'Crown', race: 'human' }] }));
    value(call('armies.create', { campaignId, playerId: ann.id, factionId: ann.factions[0]!.id, roster: legalHumanRoster() }));
    expect(count('armies')).toBe(1);
    expect(call('players.delete', { id: ann.id })).toEqual({ ok: true, value: { id: ann.id } });
    expect([count('players'), count('factions'), count('armies')]).toEqual([0, 0, 0]);

    value(call('players.create', { campaignId, name: 'Bo', colour: '#1f5fa8' }));
    value(call('campaigns.delete', { id: campaignId }));
    expect(count('players')).toBe(0);
  });

  it.each([
    [{ name: '', colour: '#8e2a22' }, 'name', 'Player name is required'],
    [{ name: 'x'.repeat(201), colour: '#8e2a22' }, 'name', 'Player name must be 200 characters or fewer'],
    [{ name: 'Ann', colour: 'red' }, 'colour', 'Colour must be a hex colour like #8e2a22'],
    [{ name: 'Ann', colour: '#8e2a22', factions: [{ name: 'Crown', race: 'goblin' }] }, 'factions.0.race', 'Race must be one of human, elf, dwarf, orc, playtest'],
    [{ name: 'Ann', colour: '#8e2a22', factions: [{ name: ' ', race: 'elf' }] }, 'factions.0.name', 'Faction name is required'],
  ])('refuses %j at the contract and writes nothing', (input, path, message) => {
    const before = dump();
    expect(call('players.create', { campaignId, ...input })).toEqual({ ok: false, error: { code: 'invalid_input', message, path } });
    expect(dump()).toBe(before);
  });

  it('refuses a second player of the campaign by the same name, on adding and on renaming, and writes nothing', () => {
    const dana = value<Player>(call('players.create', { campaignId, name: 'Dana', colour: '#8e2a22' }));
    const eli = value<Player>(call('players.create', { campaignId, name: 'Eli', colour: '#1f5fa8' }));
    const before = dump();
    const taken = { ok: false, error: { code: 'conflict', message: 'There is already a player called “Dana” in this campaign. Choose another name.', path: 'name' } };
    expect(call('players.create', { campaignId, name: '  dana ', colour: '#2e7d32' })).toEqual(taken);
    expect(call('players.update', { id: eli.id, name: 'DANA' })).toEqual(taken);
    expect(dump()).toBe(before);
    // A player keeps their own name through an edit, and another campaign may have its own Dana.
    expect(value<Player>(call('players.update', { id: dana.id, name: 'Dana', colour: '#2e7d32' })).colour).toBe('#2e7d32');
    const other = value<{ id: string }>(call('campaigns.create', { name: 'The Drowned Crown' })).id;
    expect(value<Player>(call('players.create', { campaignId: other, name: 'Dana', colour: '#8e2a22' })).name).toBe('Dana');
  });

  it('refuses a player for a campaign that does not exist, and a faction id the player does not lead', () => {
    expect(call('players.create', { campaignId: 'nope', name: 'Ann', colour: '#8e2a22' })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    const ann = value<Player>(call('players.create', { campaignId, name: 'Ann', colour: '#8e2a22' }));
    const before = dump();
    expect(call('players.update', { id: ann.id, name: 'Changed', factions: [{ id: 'stolen', name: 'X', race: 'elf' }] })).toMatchObject({
      ok: false,
      error: { code: 'not_found', path: 'factions.0.id' },
    });
    expect(dump()).toBe(before);
  });
});
