import { describe, expect, it } from 'vitest';
import { decide, type CampaignMapRule, type MapBattleResult, type MapSeat } from './rules';
import type { MapOwner } from './types';

// Rules of the map are the group's (002_cff186ffe79098a6.txt:817: "Let each battle shape the politics
// and borders of a land unique to your group"); the stronger victory is Orders & Omens' (…:800).
const ANN: MapSeat = { playerId: 'ann', playerName: 'Ann' };
const BO: MapSeat = { playerId: 'bo', playerName: 'Bo' };
const BO_LAND: MapOwner = { kind: 'player', id: 'bo' };
const holderOf = (owner: MapOwner) => (owner === null ? null : owner.kind === 'player' ? owner.id : owner.id === 'iron-hold' ? 'bo' : null);
const region = (owner: MapOwner, wins: ReadonlyMap<string, number> = new Map()) => ({ name: 'Kharak Pass', owner, wins });

const ordersOmens = (winner: MapSeat | null, decisive: MapSeat | null = null): MapBattleResult => ({ winner, decisive, decisiveName: 'Strategic Victory' });
const order66 = (winner: MapSeat | null): MapBattleResult => ({ winner, decisive: null, decisiveName: null });

describe('the winner takes it', () => {
  const rule: CampaignMapRule = { kind: 'winner-takes' };
  it('gives the region to the winner', () => {
    expect(decide(rule, region(BO_LAND), order66(ANN), holderOf)).toMatchObject({ owner: { kind: 'player', id: 'ann' }, verdict: 'Ann took Kharak Pass' });
  });
  it('takes unowned land too', () => {
    expect(decide(rule, region(null), order66(BO), holderOf).owner).toEqual(BO_LAND);
  });
  it('leaves it as it was on a draw', () => {
    expect(decide(rule, region(BO_LAND), order66(null), holderOf)).toMatchObject({ owner: BO_LAND, verdict: 'A draw: Kharak Pass stays as it was' });
  });
  it('lets a player hold land of the faction they lead', () => {
    const faction: MapOwner = { kind: 'faction', id: 'iron-hold' };
    expect(decide(rule, region(faction), order66(BO), holderOf)).toMatchObject({ owner: faction, verdict: 'Bo held Kharak Pass' });
  });
  it('does not hand land to a seat that is no player of the campaign', () => {
    expect(decide(rule, region(BO_LAND), order66({ playerId: null, playerName: 'Guest' }), holderOf).owner).toEqual(BO_LAND);
  });
});

describe('only a decisive victory takes it', () => {
  const rule: CampaignMapRule = { kind: 'decisive-needed', withoutDecisive: 'no-change' };
  it('a Tactical Victory alone leaves the region (002_cff186ffe79098a6.txt:799)', () => {
    expect(decide(rule, region(BO_LAND), ordersOmens(ANN), holderOf)).toMatchObject({ owner: BO_LAND, verdict: 'Ann won, but only a Strategic Victory takes Kharak Pass' });
  });
  it('a Strategic Victory takes it (002_cff186ffe79098a6.txt:800)', () => {
    expect(decide(rule, region(BO_LAND), ordersOmens(ANN, ANN), holderOf)).toMatchObject({ owner: { kind: 'player', id: 'ann' }, verdict: 'Ann took Kharak Pass with a Strategic Victory' });
  });
  it('goes to the Strategic Victory even when the other side won on points (002_cff186ffe79098a6.txt:802)', () => {
    expect(decide(rule, region(null), ordersOmens(BO, ANN), holderOf).owner).toEqual({ kind: 'player', id: 'ann' });
  });
  it('in a game with no stronger victory, follows the group’s choice', () => {
    expect(decide(rule, region(BO_LAND), order66(ANN), holderOf).owner).toEqual(BO_LAND);
    expect(decide({ kind: 'decisive-needed', withoutDecisive: 'any-win' }, region(BO_LAND), order66(ANN), holderOf).owner).toEqual({ kind: 'player', id: 'ann' });
  });
});

describe('attackers must win twice', () => {
  const rule: CampaignMapRule = { kind: 'wins-needed', wins: 2 };
  it('counts the first win and takes the region on the second', () => {
    const first = decide(rule, region(BO_LAND), order66(ANN), holderOf);
    expect(first).toMatchObject({ owner: BO_LAND, verdict: 'Ann won: 1 of 2 wins needed to take Kharak Pass' });
    const second = decide(rule, region(BO_LAND, first.wins), order66(ANN), holderOf);
    expect(second).toMatchObject({ owner: { kind: 'player', id: 'ann' }, verdict: 'Ann took Kharak Pass (win 2 of 2 needed)' });
    expect(second.wins.size).toBe(0);
  });
  it('starts the count again when the holder wins', () => {
    const first = decide(rule, region(BO_LAND), order66(ANN), holderOf);
    const held = decide(rule, region(BO_LAND, first.wins), order66(BO), holderOf);
    expect(held.wins.size).toBe(0);
    expect(decide(rule, region(BO_LAND, held.wins), order66(ANN), holderOf).owner).toEqual(BO_LAND);
  });
});
