import { describe, expect, it } from 'vitest';
import { damageOdds, initiativeOdds, MAX_SIXES, moraleTestOdds, openRollDist, opend6Rulings, opposedOdds, opportunityFireOdds, rallyTestOdds, skillTestOdds, volleyHitOdds } from '../index';

const defaults = opend6Rulings();
const sum = (values: Record<string, number>) => Object.values(values).reduce((total, value) => total + value, 0);

/** Brute force: every chain of up to `depth` dice, exactly (no sampling). */
function enumerate(modifier: number, depth = 8): Map<number, number> {
  const out = new Map<number, number>();
  const add = (score: number, chance: number) => out.set(score, (out.get(score) ?? 0) + chance);
  add(0, 1 / 6);
  const walk = (total: number, chance: number, left: number) => {
    for (let face = 1; face <= 6; face++) {
      if (face === 6 && left > 0) walk(total + 6, chance / 6, left - 1);
      else if (face !== 6) add(total + face + modifier, chance / 6);
    }
  };
  for (let first = 2; first <= 6; first++) {
    if (first === 6) walk(6, 1 / 6, depth);
    else add(first + modifier, 1 / 6);
  }
  return out;
}

describe('exact odds of one die plus a number (seed 004 L116–L122)', () => {
  it('gives a critical failure (score 0) a chance of 1/6 whatever the modifier (L120)', () => {
    for (const modifier of [0, 3, 7]) {
      const dist = openRollDist(modifier);
      expect(dist.p[0 - dist.offset]).toBeCloseTo(1 / 6, 15);
    }
    // With -2 a rolled 2 also comes to 0: the 1 (critical) and the 2.
    const low = openRollDist(-2);
    expect(low.p[0 - low.offset]).toBeCloseTo(2 / 6, 15);
  });

  it('matches an exact enumeration of re-rolled sixes, and loses only 6^-21 to the truncated chain', () => {
    const dist = openRollDist(3);
    const brute = enumerate(3);
    for (const [score, chance] of brute) if (score < 50) expect(dist.p[score - dist.offset]).toBeCloseTo(chance, 12);
    expect(dist.unaccounted).toBe(6 ** -(MAX_SIXES + 1));
    expect(dist.p.reduce((a, b) => a + b, 0) + dist.unaccounted).toBeCloseTo(1, 14);
  });

  it('hits difficulty 6 with skill 3 exactly 2/3 of the time: 3, 4, 5 or 6 on the die (L116)', () => {
    expect(skillTestOdds(3, 6).chances.success).toBeCloseTo(2 / 3, 14);
  });

  it('misses with a skill of 6 only on a first 1 at difficulty 6 (L251)', () => {
    expect(skillTestOdds(6, 6).chances.success).toBeCloseTo(5 / 6, 14);
  });

  it('needs a six and a re-roll of 5 or more for skill 0 at difficulty 11: 1/6 × (2/6 + …)', () => {
    // 6 + x ≥ 11 with x from the open re-roll: x ≥ 5, i.e. a 5, or a 6 (then anything).
    expect(skillTestOdds(0, 11).chances.success).toBeCloseTo((1 / 6) * (2 / 6), 14);
  });

  it('makes an opposed roll between equals symmetric, and a volley’s hits a proper distribution', () => {
    const even = opposedOdds(3, 3).chances;
    expect(even['a-higher']).toBeCloseTo(even['b-higher'], 14);
    expect(sum(even)).toBeCloseTo(1, 14);
    const initiative = initiativeOdds(4, 2).chances;
    expect(initiative.a + initiative.b).toBeCloseTo(1, 14);
    expect(initiative.a).toBeGreaterThan(0.6);
    const volley = volleyHitOdds(Array.from({ length: 5 }, () => ({ skill: 3, difficulty: 8 })));
    expect(volley.hits).toHaveLength(6);
    expect(volley.hits.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    const perShot = skillTestOdds(3, 8).chances.success;
    expect(volley.hits[0]).toBeCloseTo((1 - perShot) ** 5, 12);
  });

  it('reads the damage, morale, rally and opportunity fire tables into chances that add up to 1', () => {
    const damage = damageOdds(5, 3, defaults).chances;
    expect(sum(damage)).toBeCloseTo(1, 12);
    expect(damage.incapacitated).toBeLessThan(damage.wounded);
    expect(sum(moraleTestOdds(3, 5, defaults).chances)).toBeCloseTo(1, 12);
    expect(sum(rallyTestOdds(3, 8).chances)).toBeCloseTo(1, 12);
    const opportunity = opportunityFireOdds(2, 4, defaults).chances;
    expect(opportunity['can-fire'] + opportunity['cannot-fire']).toBeCloseTo(1, 12);
  });

  it('agrees with counting the table cell by cell for one damage case: DS 4 against Strength 3', () => {
    const ds = openRollDist(4);
    const sr = openRollDist(3);
    let wound = 0;
    ds.p.forEach((pa, i) => sr.p.forEach((pb, j) => {
      const d = ds.offset + i - (sr.offset + j);
      if (d >= 0 && d < 4) wound += pa * pb;
    }));
    expect(damageOdds(4, 3, defaults).chances.wounded).toBeCloseTo(wound, 14);
  });
});
