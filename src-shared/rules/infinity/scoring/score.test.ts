import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_OBJECTIVE_POINTS, SCENARIOS } from '../scenarios';
import { scoreScenario, type ScenarioReport } from './score';
import type { Side } from './types';

const side = fc.constantFrom<Side | null>('A', 'B', null);
const perSide = (max: number) => fc.record({ A: fc.nat(max), B: fc.nat(max) });
const ending = fc.constantFrom('third-round' as const, 'retreat' as const);
const rounds = <T>(item: fc.Arbitrary<T>) => fc.array(item, { minLength: 3, maxLength: 3 });

const reports: fc.Arbitrary<ScenarioReport> = fc.oneof(
  fc.record({ scenario: fc.constant('annihilation' as const), enemyArmyPointsKilled: perSide(300), survivingArmyPoints: perSide(300), classifiedAchieved: perSide(2) }),
  fc.record({ scenario: fc.constant('the-armory' as const), ending, armoryDominatedBy: rounds(side), panopliesWeapons: perSide(6), classifiedAchieved: perSide(2) }),
  fc.record({
    scenario: fc.constant('supremacy' as const),
    ending,
    quadrantsDominated: rounds(fc.nat(4).chain((a) => fc.record({ A: fc.constant(a), B: fc.nat(4 - a) }))),
    consoles: fc.array(
      fc.constantFrom({ hackedBy: [] as Side[] }, { hackedBy: ['A' as const] }, { hackedBy: ['B' as const] }, { hackedBy: ['A' as const, 'B' as const], contestWinner: 'A' as const }),
      { minLength: 4, maxLength: 4 },
    ),
    classifiedAchieved: perSide(1),
  }),
  fc.record({ scenario: fc.constant('nimbus-zone' as const), dataPacksDownloaded: perSide(3), antennaeDisconnected: perSide(2), consolesControlled: perSide(1), classifiedAchieved: perSide(1) }),
);

describe('Scenario scoring (seed 003 L388–L1110, Scenarios 1–4)', () => {
  it('defines the classified draws as printed: Annihilation 2×2 OP, The Armory 2×1, Supremacy 1×1 below 10 OP, Nimbus Zone 1×1', () => {
    expect(Object.values(SCENARIOS).map((s) => [s.id, s.classified.count, s.classified.pointsEach, s.classified.onlyBelow])).toEqual([
      ['annihilation', 2, 2, null],
      ['the-armory', 2, 1, null],
      ['supremacy', 1, 1, 10],
      ['nimbus-zone', 1, 1, null],
    ]);
    expect(Object.values(SCENARIOS).every((s) => s.lastGameRound === 3 && s.forcePoints === 300)).toBe(true);
  });

  it('never gives a side more than 10 OP, and every total is the sum of its breakdown', () => {
    fc.assert(
      fc.property(reports, (report) => {
        const result = scoreScenario(report);
        if (!result.ok) return; // reports that do not add up are refused elsewhere
        for (const s of ['A', 'B'] as const) {
          const { total, breakdown } = result.score.sides[s];
          expect(total).toBeLessThanOrEqual(MAX_OBJECTIVE_POINTS);
          expect(total).toBe(breakdown.reduce((sum, line) => sum + line.points, 0));
        }
      }),
      { numRuns: 500 },
    );
  });

  it('refuses an unknown scenario', () => {
    expect(scoreScenario({ scenario: 'frontline' } as unknown as ScenarioReport)).toMatchObject({ ok: false, problems: [{ path: 'scenario' }] });
  });
});
