import { describe, expect, it } from 'vitest';
import type { CampaignLuck, Dashboard } from '../../../src-shared/contract/chronicle';
import { luckByBattle, vpByBattle } from './book-charts';

const tally = (key: string, name: string, colour: string | null) => ({ key, name, colour, battles: 1, tacticalWins: 0, strategicWins: 0, draws: 0, losses: 0, vp: 0, soldiersLost: 0 });

describe('the campaign book charts', () => {
  it("puts each army's VP under the battles it fought, with gaps where it did not, in the army's colour", () => {
    const dashboard: Dashboard = {
      battles: 2,
      finished: 2,
      soldiersLost: 0,
      fallenNoun: { one: 'soldier or model', many: 'soldiers and models' },
      byArmy: [tally('a', 'Iron Hold', '#123456'), tally('b', 'Greenwood', null), tally('c', 'Red Tusk', null)],
      byPlayer: [],
      byFaction: [],
      standings: [
        { system: 'orders-omens', systemName: 'Orders & Omens', kind: 'battles', terms: { victory: 'Tactical Victory', decisiveVictory: 'Strategic Victory', score: 'VP', losses: 'soldiers', points: null }, battles: 2, inProgress: 0, byPlayer: [], byFaction: [], byArmy: [] },
        { system: '1999', systemName: '1999', kind: 'battles', terms: { victory: 'victory', decisiveVictory: null, score: 'Army Points left', losses: 'Army Points', points: null }, battles: 1, inProgress: 0, byPlayer: [], byFaction: [], byArmy: [] },
      ],
      series: [
        { battleId: '1', name: 'Bridge', system: 'orders-omens', countsFallen: true, sides: [{ army: 'Iron Hold', armyKey: 'a', vp: 3, soldiersLost: 0 }, { army: 'Greenwood', armyKey: 'b', vp: 4, soldiersLost: 0 }] },
        // A 1999 battle scores no VP: it is not drawn on the VP chart (its armies neither).
        { battleId: '3', name: 'Ash Road', system: '1999', countsFallen: true, sides: [{ army: 'Harrow Line', armyKey: 'h', vp: 0, soldiersLost: 0 }, { army: 'Iron Hold', armyKey: 'a', vp: 0, soldiersLost: 0 }] },
        { battleId: '2', name: 'Ford', system: 'orders-omens', countsFallen: true, sides: [{ army: 'Red Tusk', armyKey: 'c', vp: 8, soldiersLost: 0 }, { army: 'Iron Hold', armyKey: 'a', vp: 27, soldiersLost: 0 }] },
      ],
    };
    const chart = vpByBattle(dashboard, ['s1', 's2', 's3']);
    expect(chart.labels).toEqual(['1. Bridge', '2. Ford']);
    expect(chart.datasets.map((d) => [d.label, d.data, d.borderColor])).toEqual([
      ['Iron Hold', [3, 27], '#123456'],
      ['Greenwood', [4, null], 's2'],
      ['Red Tusk', [null, 8], 's3'],
    ]);
  });

  it("draws each player's luck per battle, rounded to a tenth, leaving out a battle with no rated roll (no empty place)", () => {
    const luck: CampaignLuck = {
      pending: 0,
      players: [
        { key: 'ann', name: 'Ann', colour: null, rolls: 3, mean: 61.23, battles: [{ battleId: '1', battleName: 'Bridge', army: 'Iron Hold', rolls: 3, mean: 61.23 }], luckiest: null, unluckiest: null },
        { key: 'bo', name: 'Bo', colour: '#00ff00', rolls: 0, mean: null, battles: [{ battleId: '2', battleName: 'Ford', army: 'Greenwood', rolls: 0, mean: null }], luckiest: null, unluckiest: null },
      ],
    };
    const chart = luckByBattle(luck, ['s1', 's2']);
    expect(chart.labels).toEqual(['1. Bridge']);
    expect(chart.datasets.map((d) => [d.label, d.data, d.borderColor])).toEqual([
      ['Ann', [61.2], 's1'],
    ]);
  });
});
