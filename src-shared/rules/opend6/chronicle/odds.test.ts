import { describe, expect, it } from 'vitest';
import { readSystemOdds } from '../../../systems/battle-odds';
import { OPEND6_SYSTEM } from '../system';
import { fight } from '../testing/ford-battle';
import { die, GOBLIN_BRAWLERS, HUMAN_BLADES, setupOf } from '../testing/fixtures';
import { OD6_ODDS, od6Rolls, od6WinChances } from './odds';

describe('OpenD6 win probability and luck', () => {
  it('the skirmish at the ford, won by Astrid on SGPs destroyed at the agreed turn limit (ruling od6.battle-end; SGPs the measure of fighting value, seed 004_3d302cf9904c93cb.txt:607–608), ends with her near certain and then certain', () => {
    const { state, steps } = fight();
    expect(state.ended).toEqual({ winner: 'A', endedBy: 'turn-limit' });
    const odds = readSystemOdds(OPEND6_SYSTEM, { setup: state.setup, rulings: {}, steps })!;
    const line = odds.line;
    expect(line.at(-1)).toMatchObject({ settled: true, chances: { A: 1, B: 0 } });
    // Ahead 162 to 111 SGPs going into the last turn, she was already the favourite.
    const lastTurnStart = line.filter((p) => p.turn === 2).at(-1)!;
    expect(lastTurnStart.chances.A).toBeGreaterThan(0.7);
    // Turning points are steps that scored or cost something (or ended the battle), never the bare start of a phase.
    for (const point of odds.turningPoints) {
      const step = steps[point.seq - 1]!;
      expect(['damage-rolled', 'phase-ended', 'parting-swing-rolled', 'close-combat-fought', 'shots-fired', 'morale-tested']).toContain(step.event.type);
      expect(point.text).not.toMatch(/\b[AB]-\d\b/);
      // The volleys' casualties turned it at the end of the Shooting Phase; the next phase beginning is the clock, not the cause.
      expect(point.text).not.toMatch(/Phase began/);
    }
    expect(odds.turningPoints[0]!.text).toContain("Astrid's chance of victory rose from");
  });

  it('with no turn limit it is an attrition race on soldiers still fighting: the seven Blades against six Brawlers start the favourites', () => {
    const setup = setupOf([HUMAN_BLADES], [GOBLIN_BRAWLERS], { turnLimit: null, budgets: { A: 500, B: 500 } });
    const chances = od6WinChances(OPEND6_SYSTEM.battle.initialState(setup, {}), { rulings: {}, turnEnds: [] });
    expect(chances.A).toBeGreaterThan(0.5);
    expect(chances.A! + chances.B!).toBeCloseTo(1, 9);
  });

  it('rates an open roll on the die itself (seed 004 L120–L122): a first 1 (a critical failure, scoring nothing) is the 8.3rd percentile, a 6 then a 2 (8) the 87.5th', () => {
    const { state } = fight();
    const [one] = od6Rolls({ type: 'initiative-rolled', rolls: { A: die(1) } } as never, state, state.setup);
    // A critical failure (1 in 6) is the lowest result: half of its own chance, the 8.3rd percentile.
    expect(one!.got).toBe(0);
    const rate = (got: number) => 100 * (one!.results.filter((r) => r.rank < got).reduce((s, r) => s + r.p, 0) + one!.results.filter((r) => r.rank === got).reduce((s, r) => s + r.p, 0) / 2);
    expect(rate(0)).toBeCloseTo(100 / 12, 9);
    // 6 then 2 scores 8: every first die 2–5 (4/6) and 6-then-1 (1/36) lie below, 6-then-2 (1/36) is itself.
    const [eight] = od6Rolls({ type: 'initiative-rolled', rolls: { A: die(6, 2) } } as never, state, state.setup);
    expect(eight!.got).toBe(8);
    expect(rate(8)).toBeCloseTo(87.5, 9);
    expect(eight!.text).toBe("Astrid's initiative roll (rolled 6 + 2)");
  });
});

describe('how the chance is reckoned, for the battle’s own ending only', () => {
  it('tells the turn limit when the players agreed one, the attrition race when they did not', () => {
    const method = OD6_ODDS.method as (setup: ReturnType<typeof setupOf>) => string;
    const limited = method({ ...setupOf([HUMAN_BLADES], [GOBLIN_BRAWLERS]), turnLimit: 5 });
    expect(limited).toMatch(/^A turn limit \(5\): the SGPs destroyed so far/);
    expect(limited).not.toMatch(/No turn limit/);
    const open = method({ ...setupOf([HUMAN_BLADES], [GOBLIN_BRAWLERS]), turnLimit: null });
    expect(open).toMatch(/^No turn limit: an attrition race/);
    expect(open).not.toMatch(/A turn limit/);
  });
});
