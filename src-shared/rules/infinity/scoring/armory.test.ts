import { describe, expect, it } from 'vitest';
import { RETREAT_LAST_ROUND } from '../rulings';
import { scoreArmory, type ArmoryReport } from './armory';

const base: ArmoryReport = {
  scenario: 'the-armory',
  ending: 'third-round',
  armoryDominatedBy: ['A', null, 'A'],
  panopliesWeapons: { A: 3, B: 1 },
  classifiedAchieved: { A: 1, B: 2 },
};

describe('The Armory (seed 003 L446–L462, Scenario 2: The Armory — Main Objectives)', () => {
  it('scores 1 OP per Game Round Dominated, 3 OP for the end of the game, 2 OP for more Panoply weapons, 1 OP per Classified (seed 003 L452–L462)', () => {
    const result = scoreArmory(base);
    if (!result.ok) throw new Error('expected a score');
    expect(result.score.sides.A.breakdown.map((line) => [line.source, line.points])).toEqual([
      ['round-1-armory', 1],
      ['round-2-armory', 0],
      ['round-3-armory', 1],
      ['armory-at-end', 3],
      ['panoplies', 2],
      ['classified', 1],
    ]);
    expect(result.score.sides.A.total).toBe(8);
    expect(result.score.sides.B.total).toBe(2);
  });

  it('gives no Panoply points on equal weapons ("more weapons … than the adversary", seed 003 L458)', () => {
    const result = scoreArmory({ ...base, panopliesWeapons: { A: 2, B: 2 } });
    expect(result.ok && result.score.sides.A.breakdown.find((l) => l.source === 'panoplies')?.points).toBe(0);
  });

  it('reaches 10 OP at most: every round, the end, the Panoplies and both Classified', () => {
    const result = scoreArmory({ ...base, armoryDominatedBy: ['A', 'A', 'A'], classifiedAchieved: { A: 2, B: 0 } });
    expect(result.ok && result.score.sides.A.total).toBe(10);
  });

  it('refuses 2 rounds after a full game, and an unknown side', () => {
    expect(scoreArmory({ ...base, armoryDominatedBy: ['A', 'B'] })).toMatchObject({
      ok: false,
      problems: [{ path: 'armoryDominatedBy', message: 'The game ended after Game Round 3: report 3 rounds, not 2.' }],
    });
    expect(scoreArmory({ ...base, armoryDominatedBy: ['A', 'C' as 'A', null] })).toMatchObject({ ok: false, problems: [{ path: 'armoryDominatedBy.1' }] });
  });

  // 003_9599211d7d2a322b.txt:734 "If one of the players starts his Active Turn in a Retreat! situation,
  // the game will end at the end of that Turn."; :452 "Dominate the Armory at the end of each Game Round".
  describe('its.retreat-last-round (End of the Mission: Retreat!)', () => {
    const retreat: ArmoryReport = { ...base, ending: 'retreat', retreatTurn: 'first-player', armoryDominatedBy: ['A', 'B'] };

    it("ended at the end of the second player's Turn, the Game Round is complete and scores under either option", () => {
      const second: ArmoryReport = { ...retreat, retreatTurn: 'second-player' };
      for (const option of ['completed-rounds-only', 'score-at-game-end']) {
        const result = scoreArmory(second, { [RETREAT_LAST_ROUND.id]: option });
        if (!result.ok) throw new Error('expected a score');
        expect(result.score.sides.B.breakdown.find((line) => line.source === 'round-2-armory')?.points).toBe(1);
        expect(result.score.sides.B.total).toBe(1 + 3 + 2);
      }
    });

    it("refuses a Retreat! ending that does not say whose Turn it was, and a Turn for a full game", () => {
      const { retreatTurn: _omitted, ...unsaid } = retreat;
      expect(scoreArmory(unsaid)).toMatchObject({ ok: false, problems: [{ path: 'retreatTurn' }] });
      expect(scoreArmory({ ...base, retreatTurn: 'second-player' })).toMatchObject({ ok: false, problems: [{ path: 'retreatTurn', message: "Only a game ended by Retreat! ends in a player's Active Turn." }] });
    });

    it('completed-rounds-only (default): the unfinished round 2 scores no round point, but the end of the game scores 3', () => {
      const result = scoreArmory(retreat);
      if (!result.ok) throw new Error('expected a score');
      expect(result.score.sides.B.breakdown.map((line) => line.source)).not.toContain('round-2-armory');
      expect(result.score.sides.B.breakdown.find((line) => line.source === 'armory-at-end')?.points).toBe(3);
    });

    it('score-at-game-end: the game end also scores round 2', () => {
      const result = scoreArmory(retreat, { [RETREAT_LAST_ROUND.id]: 'score-at-game-end' });
      expect(result.ok && result.score.sides.B.breakdown.find((line) => line.source === 'round-2-armory')?.points).toBe(1);
    });
  });
});
