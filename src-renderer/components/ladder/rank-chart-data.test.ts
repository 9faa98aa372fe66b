import { describe, expect, it } from 'vitest';
import type { LadderView } from '../../../src-shared/contract/ladders';
import { rankChartData } from './rank-chart-data';

const at = (day: number, hour: number) => `2026-03-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`;
const view = {
  players: [
    { id: 'a', name: 'Alice', rank: '5th', joinedAt: at(1, 9), colour: '#1f5f8b' },
    { id: 'b', name: 'Ben', rank: 'unranked', joinedAt: at(1, 9), colour: null },
  ],
  history: [
    { playerId: 'a', from: null, to: 'unranked', at: at(1, 9), eventIndex: 0 },
    { playerId: 'b', from: null, to: 'unranked', at: at(1, 9), eventIndex: 1 },
    { playerId: 'a', from: 'unranked', to: '5th', at: at(3, 18), eventIndex: 3 },
    { playerId: 'a', from: '5th', to: '4th', at: at(3, 21), eventIndex: 5 },
  ],
  series: [
    { playerId: 'a', points: [{ at: at(1, 9), eventIndex: 0, rank: 'unranked', level: 0 }, { at: at(3, 18), eventIndex: 3, rank: '5th', level: 1 }, { at: at(3, 21), eventIndex: 5, rank: '4th', level: 2 }] },
    { playerId: 'b', points: [{ at: at(1, 9), eventIndex: 1, rank: 'unranked', level: 0 }] },
  ],
} as unknown as LadderView;

describe('the rank chart', () => {
  const data = rankChartData(view, (iso) => iso.slice(0, 10), ['#111111', '#222222']);

  it('keeps every change as a step and names each day once on the axis', () => {
    expect(data.labels).toEqual(['2026-03-01', '', '2026-03-03', '']);
    expect(data.datasets[0]!.data.map((value) => Math.round(value!) + 0)).toEqual([0, 0, 1, 2]);
    expect(data.datasets[1]!.data[0]).toBeNull();
  });

  it('keeps players on the same rank apart, and draws each in their campaign colour', () => {
    const [alice, ben] = data.datasets;
    expect(alice!.data[0]).not.toBe(ben!.data[0]);
    expect(Math.abs(alice!.data[0]! - ben!.data[0]!)).toBeLessThan(0.5);
    expect([alice!.borderColor, ben!.borderColor]).toEqual(['#1f5f8b', '#222222']);
  });
});
