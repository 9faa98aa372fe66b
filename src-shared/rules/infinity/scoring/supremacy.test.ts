import { describe, expect, it } from 'vitest';
import { RETREAT_LAST_ROUND } from '../rulings';
import { scoreSupremacy, type SupremacyReport } from './supremacy';

const base: SupremacyReport = {
  scenario: 'supremacy',
  ending: 'third-round',
  quadrantsDominated: [
    { A: 2, B: 1 },
    { A: 1, B: 1 },
    { A: 0, B: 0 },
  ],
  consoles: [{ hackedBy: ['A'] }, { hackedBy: ['A', 'B'], contestWinner: 'B' }, { hackedBy: [] }, { hackedBy: ['B', 'A'], contestWinner: null }],
  classifiedAchieved: { A: 1, B: 1 },
};

function lines(report: SupremacyReport, side: 'A' | 'B', choices = {}) {
  const result = scoreSupremacy(report, choices);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return { total: result.score.sides[side].total, points: Object.fromEntries(result.score.sides[side].breakdown.map((l) => [l.source, l.points])) };
}

describe('Supremacy (seed 003 L762–L776, Scenario 3: Supremacy — Main Objectives)', () => {
  it('scores 2 OP for more Quadrants, 1 OP for as many (only with at least 1), 0 for none each (seed 003 L768, L770)', () => {
    expect(lines(base, 'A').points).toMatchObject({ 'round-1-quadrants': 2, 'round-2-quadrants': 1, 'round-3-quadrants': 0 });
    expect(lines(base, 'B').points).toMatchObject({ 'round-1-quadrants': 0, 'round-2-quadrants': 1, 'round-3-quadrants': 0 });
  });

  it('scores 1 OP per Console held: hacked by one side, or won in the Face to Face Roll; lost when neither has Specialists (seed 003 L772, L848–L898)', () => {
    expect(lines(base, 'A').points.consoles).toBe(1);
    expect(lines(base, 'B').points.consoles).toBe(1);
  });

  it('counts the Classified Objective only below 10 OP ("only if the player has less than 10 Objective Points", seed 003 L776)', () => {
    const full: SupremacyReport = {
      ...base,
      quadrantsDominated: [{ A: 3, B: 1 }, { A: 3, B: 0 }, { A: 4, B: 0 }],
      consoles: [{ hackedBy: ['A'] }, { hackedBy: ['A'] }, { hackedBy: ['A'] }, { hackedBy: ['A'] }],
    };
    expect(lines(full, 'A')).toMatchObject({ total: 10, points: { classified: 0 } });
    const nine = { ...full, consoles: [{ hackedBy: ['A' as const] }, { hackedBy: ['A' as const] }, { hackedBy: ['A' as const] }, { hackedBy: [] }] };
    expect(lines(nine, 'A')).toMatchObject({ total: 10, points: { classified: 1 } });
  });

  it('refuses more than 4 Quadrants in a round, a contested Console without its winner, and 3 Consoles', () => {
    const bad = scoreSupremacy({
      ...base,
      quadrantsDominated: [{ A: 3, B: 2 }, { A: 1, B: 1 }, { A: 0, B: 0 }],
      consoles: [{ hackedBy: ['A', 'B'] }, { hackedBy: ['A'], contestWinner: 'A' }, { hackedBy: [] }, { hackedBy: [] }],
    });
    expect(bad.ok ? [] : bad.problems.map((p) => p.path)).toEqual(['quadrantsDominated.0', 'consoles.0.contestWinner', 'consoles.1.contestWinner']);
    expect(scoreSupremacy({ ...base, consoles: base.consoles.slice(0, 3) })).toMatchObject({ ok: false, problems: [{ path: 'consoles', message: 'Report all 4 Consoles, not 3.' }] });
  });

  // 003_9599211d7d2a322b.txt:918 "...starts his Active Turn in a Retreat! situation, the game will end at the end
  // of that Turn"; :794 "At the end of each Game Round, but not before, the table is divided in four areas".
  it("its.retreat-last-round: ended in the first player's Turn, the unfinished round scores only under score-at-game-end", () => {
    const retreat: SupremacyReport = { ...base, ending: 'retreat', retreatTurn: 'first-player', quadrantsDominated: [{ A: 2, B: 1 }, { A: 3, B: 0 }] };
    expect(lines(retreat, 'A').points['round-2-quadrants']).toBeUndefined();
    expect(lines(retreat, 'A', { [RETREAT_LAST_ROUND.id]: 'score-at-game-end' }).points['round-2-quadrants']).toBe(2);
  });

  it("ended at the end of the second player's Turn, the Game Round is complete: its Quadrants score by default", () => {
    const retreat: SupremacyReport = { ...base, ending: 'retreat', retreatTurn: 'second-player', quadrantsDominated: [{ A: 2, B: 1 }, { A: 3, B: 0 }] };
    expect(lines(retreat, 'A').points['round-2-quadrants']).toBe(2);
  });
});
