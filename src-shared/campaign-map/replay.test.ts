import { describe, expect, it } from 'vitest';
import { foldMap } from './definition';
import { holdings, holdingsSeries, replayMap, timelineStops, type MapBattle, type MapReplayInput } from './replay';
import type { CampaignMapRule } from './rules';
import type { MapEvent } from './types';

const square = (x: number, y: number) => [
  { x, y },
  { x: x + 100, y },
  { x: x + 100, y: y + 100 },
  { x, y: y + 100 },
];
const drawn = (regionId: string, name: string, x: number, owner: string | null, value = 2): MapEvent => ({
  type: 'region-drawn',
  regionId,
  name,
  kind: 'farmland',
  value,
  shape: 'polygon',
  points: square(x, 0),
  owner: owner ? { kind: 'player', id: owner } : null,
});
const placed = (battleId: string, regionId: string, x: number): MapEvent => ({ type: 'battle-placed', battleId, regionId, point: { x: x + 50, y: 50 } });

const ANN = { playerId: 'ann', playerName: 'Ann' };
const BO = { playerId: 'bo', playerName: 'Bo' };
function battle(id: string, worldDay: number | null, winner: typeof ANN | null, createdAt: number, over = true): MapBattle {
  return { id, name: `Battle ${id}`, systemName: 'Order 66', worldDay, worldDate: worldDay === null ? '' : `Day ${worldDay} of Frostmoon`, createdAt, result: over ? { winner, decisive: null, decisiveName: null } : null };
}

const EVENTS: MapEvent[] = [
  drawn('north', 'Northmarch', 0, 'bo', 3),
  drawn('pass', 'Kharak Pass', 100, 'bo', 4),
  drawn('vale', 'Greenvale', 200, 'ann'),
  placed('b1', 'north', 0),
  placed('b2', 'pass', 100),
  placed('b3', 'vale', 200),
];

function input(battles: MapBattle[], rule: CampaignMapRule = { kind: 'winner-takes' }, events = EVENTS): MapReplayInput {
  return { definition: foldMap(events), battles, rule, factionPlayers: {} };
}

describe('replaying the map from its log and the battles’ results', () => {
  const battles = [battle('b1', 3, ANN, 1), battle('b2', 7, ANN, 2), battle('b3', 9, BO, 3)];

  it('starts from the owners set when the regions were drawn', () => {
    expect(replayMap(input(battles), 'start').owners).toEqual({ north: { kind: 'player', id: 'bo' }, pass: { kind: 'player', id: 'bo' }, vale: { kind: 'player', id: 'ann' } });
  });

  it('moves borders day by day, each change with its battle as the cause', () => {
    const day5 = replayMap(input(battles), 5);
    expect(day5.owners.north).toEqual({ kind: 'player', id: 'ann' });
    expect(day5.owners.pass).toEqual({ kind: 'player', id: 'bo' });
    const end = replayMap(input(battles), 'end');
    expect(end.changes.filter((c) => c.cause.kind === 'battle').map((c) => [c.regionId, c.to?.id, c.worldDay])).toEqual([
      ['north', 'ann', 3],
      ['pass', 'ann', 7],
      ['vale', 'bo', 9],
    ]);
    expect(end.changes[3]!.cause).toEqual({ kind: 'battle', battleId: 'b1', battleName: 'Battle b1' });
  });

  it('puts the border back when a result is undone (the battle is no longer over)', () => {
    const undone = [battle('b1', 3, ANN, 1), battle('b2', 7, ANN, 2, false), battle('b3', 9, BO, 3)];
    const end = replayMap(input(undone));
    expect(end.owners.pass).toEqual({ kind: 'player', id: 'bo' });
    expect(end.battles.find((b) => b.battleId === 'b2')!.verdict).toBe('Not over yet');
  });

  it('follows a corrected result (another winner) to the new owner', () => {
    const corrected = [battle('b1', 3, BO, 1), battle('b2', 7, ANN, 2), battle('b3', 9, BO, 3)];
    expect(replayMap(input(corrected)).owners.north).toEqual({ kind: 'player', id: 'bo' });
  });

  it('orders by in-world day, not by when a battle was recorded', () => {
    // b2 recorded first but fought later: Ann needs both wins, and the count is by the in-world order.
    const events = [...EVENTS.slice(0, 3), placed('x', 'pass', 100), placed('y', 'pass', 100)];
    const fights = [battle('x', 8, ANN, 10), battle('y', 2, BO, 20)];
    const moment = replayMap(input(fights, { kind: 'wins-needed', wins: 2 }, events));
    expect(moment.battles.map((b) => [b.battleId, b.verdict])).toEqual([
      ['y', 'Bo held Kharak Pass'],
      ['x', 'Ann won: 1 of 2 wins needed to take Kharak Pass'],
    ]);
  });

  it('applies owners set by hand on their day, before that day’s battles', () => {
    const events = [...EVENTS, { type: 'owner-set', regionId: 'pass', owner: null, worldDay: 7 } as const];
    const moment = replayMap(input(battles, { kind: 'winner-takes' }, events), 7);
    expect(moment.changes.slice(-2).map((c) => [c.cause.kind, c.to])).toEqual([
      ['by-hand', null],
      ['battle', { kind: 'player', id: 'ann' }],
    ]);
  });

  it('puts undated battles after every dated one, and ignores battles that are not on the map', () => {
    const fights = [battle('b1', null, ANN, 1), battle('b2', 7, ANN, 2), battle('loose', 1, BO, 0)];
    const stops = timelineStops(input(fights));
    expect(stops.map((s) => [s.at, s.label])).toEqual([
      ['start', 'The start'],
      [7, 'Day 7 of Frostmoon'],
      ['end', 'Undated battles'],
    ]);
    expect(replayMap(input(fights), 7).owners.north).toEqual({ kind: 'player', id: 'bo' });
    expect(replayMap(input(fights), 'end').owners.north).toEqual({ kind: 'player', id: 'ann' });
  });

  it('counts holdings per player (a faction’s land counts for its leader) and a series over time', () => {
    const events: MapEvent[] = [...EVENTS, { type: 'owner-set', regionId: 'vale', owner: { kind: 'faction', id: 'green-host' }, worldDay: null }];
    const withFaction: MapReplayInput = { ...input(battles, { kind: 'winner-takes' }, events), factionPlayers: { 'green-host': 'ann' } };
    expect(holdings(withFaction, replayMap(withFaction, 'start'))).toEqual([
      { playerId: 'bo', regions: 2, value: 7 },
      { playerId: 'ann', regions: 1, value: 2 },
    ]);
    const series = holdingsSeries(withFaction);
    expect(series.map((point) => [point.stop.at, point.holdings.map((h) => `${h.playerId}:${h.regions}/${h.value}`)])).toEqual([
      ['start', ['bo:2/7', 'ann:1/2']],
      [3, ['ann:2/5', 'bo:1/4']],
      [7, ['ann:3/9']],
      [9, ['ann:2/7', 'bo:1/2']],
    ]);
  });
});

describe('the map log', () => {
  it('refuses a battle placed outside its region, a duplicate name, and removing a region with battles', () => {
    expect(() => foldMap([drawn('north', 'Northmarch', 0, null), { type: 'battle-placed', battleId: 'b', regionId: 'north', point: { x: 150, y: 50 } }])).toThrow(
      'Step 2: That point is outside Northmarch; place the battle inside the region',
    );
    expect(() => foldMap([drawn('north', 'Northmarch', 0, null), drawn('n2', 'northmarch', 100, null)])).toThrow('There is already a region called northmarch');
    expect(() => foldMap([...EVENTS, { type: 'region-removed', regionId: 'pass' }])).toThrow('A battle is placed in Kharak Pass; move or take it off the map first');
    const flat: MapEvent = { type: 'region-drawn', regionId: 'flat', name: 'Flat', kind: 'pass', value: 1, shape: 'polygon', owner: null, points: [{ x: 0, y: 0 }, { x: 5, y: 5 }, { x: 10, y: 10 }] };
    expect(() => foldMap([flat])).toThrow('The region has no inside');
  });

  it('moves a battle placed twice, and removes a region with its owners', () => {
    const map = foldMap([...EVENTS, placed('b1', 'pass', 100), { type: 'region-removed', regionId: 'north' }]);
    expect(map.placements.filter((p) => p.battleId === 'b1').map((p) => p.regionId)).toEqual(['pass']);
    expect(map.ownerSettings.some((s) => s.regionId === 'north')).toBe(false);
  });
});
