import { describe, expect, it } from 'vitest';
import { RANK_TABLE, rankAbove, rankAllowance, rankLevel } from './ranks';

describe('The Rank Table (1999, Creating a Title Tournament)', () => {
  it('lists the ranks and player allowances as printed: Unranked Unlimited, 5th 5, 4th 4, 3rd 3, 2nd 2, 1st 1', () => {
    expect(RANK_TABLE.map((rank) => [rank.id, rank.allowance])).toEqual([
      ['unranked', null],
      ['5th', 5],
      ['4th', 4],
      ['3rd', 3],
      ['2nd', 2],
      ['1st', 1],
    ]);
  });

  it('orders ranks: "1st Rank is higher than 2nd Rank that is higher than 3rd Rank etc."', () => {
    expect(rankLevel('1st')).toBeGreaterThan(rankLevel('2nd'));
    expect(rankLevel('5th')).toBeGreaterThan(rankLevel('unranked'));
    expect(rankAbove('unranked')).toBe('5th');
    expect(rankAbove('2nd')).toBe('1st');
    expect(rankAbove('1st')).toBeNull();
    expect(rankAllowance('3rd')).toBe(3);
  });
});
