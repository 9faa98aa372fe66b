import { describe, expect, it } from 'vitest';
import { createMysticStats, dodges, grymnShotHits, psychicDifficulty, psychicPushSquares } from './resolution';

describe('Mystic creation (Order 66, "Forces")', () => {
  it('assigns three of the four D3 rolls and lets the player drop any one (o66.fourth-stat-roll: discard-one)', () => {
    expect(createMysticStats([3, 1, 2, 3], { combat: 0, range: 2, dodge: 3 })).toEqual({ ok: true, stats: { combat: 3, range: 2, dodge: 3 } });
    expect(createMysticStats([1, 3, 3, 3], { combat: 0, range: 1, dodge: 2 }).ok).toBe(true);
  });

  it('drops only the lowest roll under best-three', () => {
    const choices = { 'o66.fourth-stat-roll': 'best-three' };
    expect(createMysticStats([1, 3, 3, 3], { combat: 0, range: 1, dodge: 2 }, choices)).toEqual({ ok: false, reason: 'under this house rule the lowest roll is the one discarded' });
    expect(createMysticStats([1, 3, 3, 3], { combat: 1, range: 2, dodge: 3 }, choices).ok).toBe(true);
  });

  it('refuses a fifth roll, a D3 showing 4 and one roll used twice', () => {
    expect(createMysticStats([1, 2, 3], { combat: 0, range: 1, dodge: 2 })).toMatchObject({ ok: false });
    expect(createMysticStats([1, 2, 3, 4], { combat: 0, range: 1, dodge: 2 })).toEqual({ ok: false, reason: 'a D3 shows 1, 2 or 3' });
    expect(createMysticStats([1, 2, 3, 3], { combat: 0, range: 0, dodge: 2 })).toMatchObject({ ok: false });
  });
});

describe('Ranged Action (Order 66)', () => {
  it('Grymn hit on 7+ with +1 per friendly trooper within 4 squares', () => {
    expect(grymnShotHits(6, 0)).toEqual({ total: 6, hits: false });
    expect(grymnShotHits(6, 1)).toEqual({ total: 7, hits: true });
  });

  it('psychic difficulty is 6 + squares filled, as the Megan and Luke example (o66.psychic-difficulty)', () => {
    expect(psychicDifficulty(1)).toBe(7);
    expect(psychicDifficulty(4)).toBe(10);
    expect(psychicDifficulty(4, { 'o66.psychic-difficulty': 'flat-six' })).toBe(6);
  });

  it('replays the worked example: Megan 7 + Range 1 = 8 against difficulty 7; Luke 4 + Dodge 2 = 6 fails; 5 squares apart moves him 5', () => {
    const attack = 7 + 1;
    expect(attack >= psychicDifficulty(1)).toBe(true);
    expect(dodges(attack, 4, 2)).toBe(false);
    expect(psychicPushSquares(5)).toBe(5);
  });

  it('a tie does not dodge by default, and does under defender-wins-ties (o66.dodge-ties)', () => {
    expect(dodges(8, 6, 2)).toBe(false);
    expect(dodges(8, 6, 2, { 'o66.dodge-ties': 'defender-wins-ties' })).toBe(true);
    expect(dodges(8, 7, 2)).toBe(true);
  });

  it('a push never goes negative beyond ten squares', () => {
    expect(psychicPushSquares(12)).toBe(0);
  });
});
