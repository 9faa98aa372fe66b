import { describe, expect, it } from 'vitest';
import { ANNIHILATION_BANDS } from '../rulings';
import { annihilationBands, scoreAnnihilation, type AnnihilationReport } from './annihilation';

const report = (killedByA: number, survivingA: number, achievedA = 0): AnnihilationReport => ({
  scenario: 'annihilation',
  enemyArmyPointsKilled: { A: killedByA, B: 300 - survivingA },
  survivingArmyPoints: { A: survivingA, B: 300 - killedByA },
  classifiedAchieved: { A: achievedA, B: 0 },
});

function pointsOf(result: ReturnType<typeof scoreAnnihilation>, source: string): number | undefined {
  return result.ok ? result.score.sides.A.breakdown.find((line) => line.source === source)?.points : undefined;
}

describe('Annihilation (seed 003 L388–L412, Scenario 1: Annihilation — Main Objectives)', () => {
  it.each([
    [0, 0], [74, 0], [75, 1], [150, 1], [151, 2], [250, 2], [251, 3], [300, 3],
  ])('killing %i enemy Army Points scores %i OP (inclusive bands, RULINGS.md 21)', (killed, points) => {
    expect(pointsOf(scoreAnnihilation(report(killed, 150)), 'kills')).toBe(points);
  });

  it.each([
    [0, 0], [74, 0], [75, 1], [150, 1], [151, 2], [250, 2], [251, 3], [300, 3],
  ])('having %i surviving Army Points scores %i OP (seed 003 L400–L408, the same inclusive bands)', (surviving, points) => {
    expect(pointsOf(scoreAnnihilation(report(0, surviving)), 'survivors')).toBe(points);
  });

  it('scores 2 OP for each Classified Objective ("2 Objective Points for each one"), reaching 10 at most', () => {
    const result = scoreAnnihilation(report(300, 300, 2));
    expect(result.ok && result.score.sides.A.total).toBe(10);
    expect(pointsOf(result, 'classified')).toBe(4);
  });

  it('refuses reports that do not add up, naming the field', () => {
    const result = scoreAnnihilation({ ...report(100, 250), survivingArmyPoints: { A: 250, B: 250 } });
    expect(result).toEqual({
      ok: false,
      problems: [{ path: 'survivingArmyPoints.B', message: 'Side B has 250 surviving and 100 killed by Side A: more than its 300-point force.' }],
    });
    const bad = scoreAnnihilation({ ...report(100, 100), enemyArmyPointsKilled: { A: 301, B: 12.5 }, classifiedAchieved: { A: 3, B: 0 } });
    expect(bad.ok ? [] : bad.problems.map((p) => p.path)).toEqual(['enemyArmyPointsKilled.A', 'enemyArmyPointsKilled.B', 'classifiedAchieved.A']);
  });

  // 003_9599211d7d2a322b.txt:432 "Those troopers that, at the end of the game, have not been deployed on the
  // game table, will be considered as Killed by the adversary."
  describe('troopers never deployed', () => {
    const hidden = { A: [], B: [{ name: 'Hidden Deployment sniper', armyPoints: 30 }, { name: 'Reserve medic', armyPoints: 20 }] };

    it("count as killed by the adversary: 110 on the table and 50 never deployed scores Side A's 151–250 band", () => {
      const result = scoreAnnihilation({ ...report(110, 150), survivingArmyPoints: { A: 150, B: 140 }, neverDeployed: hidden });
      if (!result.ok) throw new Error(JSON.stringify(result.problems));
      const kills = result.score.sides.A.breakdown.find((line) => line.source === 'kills');
      expect(kills?.points).toBe(2);
      expect(kills?.detail).toBe('160 Army Points: 151–250. 110 killed on the table and 50 never deployed: Hidden Deployment sniper (30), Reserve medic (20).');
      expect(pointsOf(scoreAnnihilation({ ...report(110, 150), survivingArmyPoints: { A: 150, B: 140 } }), 'kills')).toBe(1);
    });

    it('refuses a trooper without a name or Army Points, and more points than the force', () => {
      const bad = scoreAnnihilation({ ...report(110, 150), neverDeployed: { A: [{ name: ' ', armyPoints: 0 }], B: [] } });
      expect(bad.ok ? [] : bad.problems.map((p) => p.path)).toEqual(['neverDeployed.A.0.name', 'neverDeployed.A.0.armyPoints']);
      const over = scoreAnnihilation({ ...report(110, 150), survivingArmyPoints: { A: 150, B: 190 }, neverDeployed: hidden });
      expect(over).toMatchObject({ ok: false, problems: [{ path: 'survivingArmyPoints.B', message: 'Side B has 190 surviving, 50 never deployed and 110 killed by Side A: more than its 300-point force.' }] });
    });
  });

  describe('its.annihilation-bands', () => {
    it('inclusive-300 (default): the printed bands whatever the force', () => {
      expect(annihilationBands(200)).toEqual([75, 151, 251]);
    });

    it('scaled-to-force: bands from a quarter, above half and above five sixths of the force; 300 gives the printed bands', () => {
      const choices = { [ANNIHILATION_BANDS.id]: 'scaled-to-force' };
      expect(annihilationBands(300, choices)).toEqual([75, 151, 251]);
      expect(annihilationBands(200, choices)).toEqual([50, 101, 167]);
      const small: AnnihilationReport = { scenario: 'annihilation', forcePoints: 200, enemyArmyPointsKilled: { A: 101, B: 0 }, survivingArmyPoints: { A: 200, B: 99 }, classifiedAchieved: { A: 0, B: 0 } };
      expect(pointsOf(scoreAnnihilation(small, choices), 'kills')).toBe(2);
      expect(pointsOf(scoreAnnihilation(small), 'kills')).toBe(1);
    });

    // Seed 003 L394–L398: 1 OP "between 75 and 150", 2 OP "between 151 and 250", 3 OP "more than 250".
    // The scaled option keeps that shape (2 OP above half, 3 OP above five sixths), and its words on the
    // house-rules screen must say so: "50% and 83⅓% of it (rounded up)" gave 150 and 250 at 300 points.
    it('scaled-to-force: the option says the bounds the scoring uses, the printed ones at 300 points (seed 003 L394–L398)', () => {
      const option = ANNIHILATION_BANDS.options.find((entry) => entry.id === 'scaled-to-force')!;
      const choices = { [ANNIHILATION_BANDS.id]: 'scaled-to-force' };
      const [one, two, three] = annihilationBands(300, choices);
      expect(option.effect).toContain(`at 300 points: ${one}, ${two} and ${three}, as printed`);
      const [one200, two200, three200] = annihilationBands(200, choices);
      expect(option.effect).toContain(`1 OP from ${one200}, 2 from ${two200} and 3 from ${three200}`);
      expect(option.effect).not.toMatch(/rounded up/);
    });
  });
});
