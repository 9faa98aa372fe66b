import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatch } from '../../dispatch';
import { openTempStore, type TempStore } from '../../testing/temp-store';
import { LEGAL_HUMAN_POINTS, LEGAL_HUMAN_SOLDIERS, legalHumanRoster } from '../../testing/army-fixtures';

let temp: TempStore;
let campaignId: string;
let ann: { id: string; factions: { id: string }[] };
let bo: { id: string };

const call = (name: string, input: unknown) => dispatch(temp.ctx, name, input);
function value<T>(result: ReturnType<typeof call>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message} (${result.error.path ?? ''})`);
  return result.value as T;
}
const armyRows = () => JSON.stringify(temp.store.sqlite.prepare('SELECT * FROM armies ORDER BY id').all());
const armyCount = () => temp.store.sqlite.prepare('SELECT count(*) FROM armies').pluck().get();

beforeEach(() => {
  temp = openTempStore();
  campaignId = value<{ id: string }>(call('campaigns.create', { name: 'The Sundered Marches' })).id;
  ann = value(call('players.create', { campaignId, name: 'Ann', colour: '#8e2a22', factions: [{ name: 'The Crown', race: 'human' }] }));
  bo = value(call('players.create', { campaignId, name: 'Bo', colour: '#1f5fa8' }));
});
afterEach(() => temp.dispose());

interface Detail {
  id: string;
  name: string;
  points: number;
  valid: boolean;
  problemCount: number;
  soldiers: number;
  battleReady: boolean;
  randomised: boolean;
  playerId: string;
  roster: ReturnType<typeof legalHumanRoster> & { randomised: boolean };
  problems: { path: (string | number)[]; message: string; rule: string }[];
  randomiserRolls: { decides: string; result: string; roll: { faces: number[] } }[] | null;
}

const create = (roster = legalHumanRoster()) => value<Detail>(call('armies.create', { campaignId, playerId: ann.id, factionId: ann.factions[0]!.id, roster }));

describe('army services over a real SQLite file (Orders & Omens, Creating an Army)', () => {
  it('creates a legal army priced and judged by the engine, lists it and reads it back', () => {
    const army = create();
    expect(army).toMatchObject({ name: 'The Crown Host', points: LEGAL_HUMAN_POINTS, valid: true, problemCount: 0, soldiers: LEGAL_HUMAN_SOLDIERS, battleReady: true, randomised: false });
    expect(army.roster.divisions[0]!.brigades[0]!.regiments.every((r) => typeof (r as { id?: string }).id === 'string')).toBe(true);
    expect(value<{ name: string; points: number }[]>(call('armies.list', { campaignId })).map((a) => [a.name, a.points])).toEqual([['The Crown Host', 262]]);
    expect(value<Detail>(call('armies.get', { id: army.id }))).toEqual(army);
  });

  it('saves a fifth Regiment as an invalid army with the located problem, then valid again once fixed', () => {
    const army = create();
    const { randomised: _randomised, ...roster } = structuredClone(army.roster);
    roster.divisions[0]!.brigades[0]!.regiments.push({ type: 'infantry', experience: 'green', weapon: 'hand-weapons', armoured: false });
    const invalid = value<Detail>(call('armies.update', { id: army.id, roster }));
    expect(invalid).toMatchObject({ valid: false, battleReady: false, problemCount: 1, points: LEGAL_HUMAN_POINTS + 10 });
    expect(invalid.problems).toEqual([
      { path: ['divisions', 0, 'brigades', 0, 'regiments'], message: '1st Division, 1st Brigade: has 5 Regiments; a Brigade needs 2 to 4', rule: 'Creating an Army' },
    ]);
    roster.divisions[0]!.brigades[0]!.regiments.pop();
    expect(value<Detail>(call('armies.update', { id: army.id, roster }))).toMatchObject({ valid: true, problems: [], points: LEGAL_HUMAN_POINTS });
  });

  it('moves an army to another player (dropping the old faction) and deletes it', () => {
    const army = create();
    const moved = value<Detail & { factionId: string | null }>(call('armies.update', { id: army.id, playerId: bo.id }));
    expect(moved).toMatchObject({ playerId: bo.id, factionId: null, points: LEGAL_HUMAN_POINTS });
    expect(call('armies.update', { id: army.id, playerId: bo.id, factionId: ann.factions[0]!.id })).toMatchObject({ ok: false, error: { code: 'rejected', path: 'factionId' } });
    expect(call('armies.delete', { id: army.id })).toEqual({ ok: true, value: { id: army.id } });
    expect(call('armies.get', { id: army.id })).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });

  it('re-judges every army when the house rules change', () => {
    const roster = legalHumanRoster();
    roster.divisions[0]!.brigades[0]!.regiments.push({ type: 'infantry', experience: 'green', weapon: 'hand-weapons', armoured: false });
    const army = create(roster);
    expect(army.valid).toBe(false);
    value(call('campaigns.update', { id: campaignId, houseRules: { 'oo.regiments-per-brigade': 'two-to-five' } }));
    // Under 2–5 Regiments the fifth Regiment is legal.
    expect(value<Detail>(call('armies.get', { id: army.id }))).toMatchObject({ valid: true, points: LEGAL_HUMAN_POINTS + 10 });
    expect(value<{ valid: boolean }[]>(call('armies.list', { campaignId }))[0]).toMatchObject({ valid: true });

    // Now the Marshal costs an Elite General's 50 points, which takes the army over its limit.
    value(call('campaigns.update', { id: campaignId, houseRules: { 'oo.regiments-per-brigade': 'two-to-five', 'oo.marshal-cost': 'elite-general-price' } }));
    expect(value<Detail>(call('armies.get', { id: army.id }))).toMatchObject({
      valid: false,
      points: 322,
      problems: [{ path: ['pointsLimit'], message: 'Army: costs 322 points, 22 over the 300-point limit', rule: 'Creating an Army' }],
    });
  });

  it('refuses a house rule that does not exist or an option a ruling does not have, changing nothing', () => {
    const before = JSON.stringify(temp.store.sqlite.prepare('SELECT * FROM campaigns').all());
    expect(call('campaigns.update', { id: campaignId, houseRules: { 'oo.no-such-rule': 'x' } })).toEqual({
      ok: false,
      error: { code: 'invalid_input', message: 'There is no ruling "oo.no-such-rule"', path: 'houseRules.oo.no-such-rule' },
    });
    expect(call('campaigns.update', { id: campaignId, houseRules: { 'oo.regiments-per-brigade': 'two-to-nine' } })).toMatchObject({
      ok: false,
      error: { code: 'invalid_input', message: expect.stringContaining('"two-to-nine" is not an option of "Regiments per Brigade: 2–4 or 2–5"') },
    });
    expect(JSON.stringify(temp.store.sqlite.prepare('SELECT * FROM campaigns').all())).toBe(before);
  });

  it.each([
    ['an empty name', (r: Record<string, unknown>) => (r.name = '  '), 'roster.name', 'Army name is required'],
    ['a 201-character name', (r: Record<string, unknown>) => (r.name = 'x'.repeat(201)), 'roster.name', 'Army name must be 200 characters or fewer'],
    ['a negative points limit', (r: Record<string, unknown>) => (r.pointsLimit = -500), 'roster.pointsLimit', 'Points limit must be at least 1 point'],
    ['an absurd points limit', (r: Record<string, unknown>) => (r.pointsLimit = 100_001), 'roster.pointsLimit', 'Points limit must be 100,000 points or fewer'],
    ['a fractional points limit', (r: Record<string, unknown>) => (r.pointsLimit = 99.5), 'roster.pointsLimit', 'Points limit must be a whole number of points'],
    [
      'an unknown regiment type',
      (r: Record<string, unknown>) => ((r as unknown as ReturnType<typeof legalHumanRoster>).divisions[0]!.brigades[1]!.regiments[0] = { type: 'wizard' } as never),
      'roster.divisions.0.brigades.1.regiments.0.type',
      'Unknown regiment type "wizard"; a Brigade\'s regiments are infantry, cavalry or artillery',
    ],
    ['an unknown army list', (r: Record<string, unknown>) => (r.list = 'goblin'), 'roster.list', 'Unknown army list "goblin"; expected playtest, human, elven, orc, dwarven'],
  ])('refuses %s at the contract and writes nothing', (_what, spoil, path, message) => {
    const army = create();
    const before = armyRows();
    const roster = legalHumanRoster() as unknown as Record<string, unknown>;
    spoil(roster);
    expect(call('armies.create', { campaignId, playerId: ann.id, roster })).toEqual({ ok: false, error: { code: 'invalid_input', message, path } });
    expect(call('armies.update', { id: army.id, roster })).toEqual({ ok: false, error: { code: 'invalid_input', message, path } });
    expect(armyRows()).toBe(before);
  });

  it('refuses an army for a player of another campaign, writing nothing', () => {
    const other = value<{ id: string }>(call('campaigns.create', { name: 'Elsewhere' })).id;
    const stranger = value<{ id: string }>(call('players.create', { campaignId: other, name: 'Cy', colour: '#222222' }));
    expect(call('armies.create', { campaignId, playerId: stranger.id, roster: legalHumanRoster() })).toMatchObject({ ok: false, error: { code: 'rejected', path: 'playerId' } });
    expect(armyCount()).toBe(0);
  });
});

describe('randomised armies (Orders & Omens, Randomising an Army)', () => {
  // Two Divisions; each: Green General, 2 Brigades; every Brigade Green, 2 Regiments; every regiment Infantry with Hand Weapons.
  const ALL_ONES = Array.from({ length: 1 + 2 * (2 + 2 * (2 + 2 * 2)) }, () => 1);

  it('builds the army from entered dice on the server, keeps every roll, and is battle-ready though randomised', () => {
    const army = value<Detail>(call('armies.randomise', { campaignId, playerId: bo.id, name: 'Fortune’s Rabble', list: 'orc', dice: { faces: ALL_ONES } }));
    // Two Green Divisional Generals at 30, eight Green Hand Weapons at 12 (ORC ARMY LIST).
    expect(army).toMatchObject({ randomised: true, battleReady: true, points: 2 * 30 + 8 * 12 });
    expect(army.roster.divisions).toHaveLength(2);
    expect(army.randomiserRolls).toHaveLength(ALL_ONES.length);
    expect(army.randomiserRolls![0]).toMatchObject({ decides: 'Army: number of Divisional Generals', result: '2', roll: { faces: [1] } });
    // Orcs: 1,000 soldiers a regiment (Regiment Sizes).
    expect(army.soldiers).toBe(8 * 1000);
  });

  it('reproduces an app-rolled army from its seed', () => {
    const a = value<Detail>(call('armies.randomise', { campaignId, playerId: bo.id, name: 'A', list: 'elven', dice: { seed: 1234 } }));
    const b = value<Detail>(call('armies.randomise', { campaignId, playerId: bo.id, name: 'A', list: 'elven', dice: { seed: 1234 } }));
    const strip = (d: Detail) => JSON.stringify(d.roster, (k, v: unknown) => (k === 'id' ? undefined : v));
    expect(strip(a)).toBe(strip(b));
    expect(a.randomiserRolls!.map((r) => r.roll.faces[0])).toEqual(b.randomiserRolls!.map((r) => r.roll.faces[0]));
  });

  it('refuses too few entered dice, or a face that is not a D6 face, writing nothing', () => {
    expect(call('armies.randomise', { campaignId, playerId: bo.id, name: 'Short', list: 'orc', dice: { faces: [1, 1, 1] } })).toEqual({
      ok: false,
      error: { code: 'rejected', message: 'The army could not be randomised: the randomiser needs more dice: 3 entered', path: 'dice' },
    });
    expect(call('armies.randomise', { campaignId, playerId: bo.id, name: 'Bad', list: 'orc', dice: { faces: [1, 7] } })).toEqual({
      ok: false,
      error: { code: 'invalid_input', message: 'A D6 shows 1 to 6', path: 'dice.faces.1' },
    });
    expect(armyCount()).toBe(0);
  });
});

describe('army files: export and import (versioned JSON)', () => {
  it('exports a versioned file and imports it back as a new, identical army', () => {
    const army = create();
    const file = value<{ format: string; version: number; army: unknown }>(call('armies.export', { id: army.id }));
    expect(file).toMatchObject({ format: 'warchronicle.army', version: 1, army: { name: 'The Crown Host', list: 'human' } });
    const imported = value<{ status: string; army: Detail }>(call('armies.import', { campaignId, playerId: bo.id, text: JSON.stringify(file) }));
    expect(imported.status).toBe('imported');
    expect(imported.army).toMatchObject({ playerId: bo.id, points: LEGAL_HUMAN_POINTS, valid: true });
    expect(imported.army.roster).toEqual(army.roster);
    expect(armyCount()).toBe(2);
  });

  const good = () => ({ format: 'warchronicle.army', version: 1, exportedAt: '2026-01-01T00:00:00.000Z', army: { ...legalHumanRoster(), randomised: false } });

  it.each([
    ['text that is not JSON', 'this is not { json', [{ path: '', message: expect.stringMatching(/^This file is not JSON, so it cannot be a Warchronicle army file/) }]],
    ['another kind of file', JSON.stringify({ format: 'something.else', version: 1 }), [{ path: 'format', message: 'This is not a Warchronicle army file: its format is "something.else", expected "warchronicle.army"' }]],
    [
      'a file from a newer version',
      JSON.stringify({ ...good(), version: 2 }),
      [{ path: 'version', message: 'This army file is version 2, written by a newer Warchronicle; this one reads version 1. Update Warchronicle to import it.' }],
    ],
    [
      'unknown regiment types, reporting every one',
      (() => {
        const file = good();
        file.army.divisions[0]!.brigades[0]!.regiments[1] = { type: 'wizard' } as never;
        file.army.divisions[0]!.brigades[2]!.regiments[0] = { type: 'war-elephant' } as never;
        file.army.pointsLimit = -3;
        return JSON.stringify(file);
      })(),
      [
        { path: 'army.pointsLimit', message: 'Army: Points limit must be at least 1 point' },
        { path: 'army.divisions.0.brigades.0.regiments.1.type', message: '1st Division, 1st Brigade, 2nd Regiment: Unknown regiment type "wizard"; a Brigade\'s regiments are infantry, cavalry or artillery' },
        {
          path: 'army.divisions.0.brigades.2.regiments.0.type',
          message: '1st Division, 3rd Brigade, 1st Regiment: Unknown regiment type "war-elephant"; a Brigade\'s regiments are infantry, cavalry or artillery',
        },
      ],
    ],
  ])('refuses %s, reports why and imports nothing', (_what, text, problems) => {
    const before = armyRows();
    expect(call('armies.import', { campaignId, playerId: ann.id, text })).toEqual({ ok: true, value: { status: 'refused', problems } });
    expect(armyRows()).toBe(before);
  });
});

describe('campaign overview', () => {
  it('has no battles and no losses before any battle is fought', () => {
    create();
    expect(call('campaigns.overview', { id: campaignId })).toEqual({ ok: true, value: { campaignId, battles: [], soldiersLost: 0, fallenNoun: null, standings: [] } });
    expect(call('campaigns.overview', { id: 'missing' })).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });
});
