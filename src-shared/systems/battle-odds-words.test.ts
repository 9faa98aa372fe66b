import { describe, expect, it } from 'vitest';
import type { JudgedStep } from './game-system';
import { pctPair, readSystemOdds } from './battle-odds';
import { OPEND6_SYSTEM } from '../rules/opend6/system';
import type { Od6Event } from '../rules/opend6/battle/events';
import type { Od6Outcome } from '../rules/opend6/battle/outcomes';
import { GOBLIN_ARCHERS, GOBLIN_BRAWLERS, HUMAN_BLADES, setupOf } from '../rules/opend6/testing/fixtures';
import { ICE_RANGERS } from '../rules/opend6/squads/samples';
import { TURN_ONE, TURN_TWO, TURN_THREE } from '../rules/opend6/testing/ford-battle';

describe('turning points in words', () => {
  it('never reads "rose from 100% to 100%": a swing that rounding hides gets a decimal', () => {
    expect(pctPair(0.38, 0.81)).toEqual(['38%', '81%']);
    expect(pctPair(0.996, 1)).toEqual(['99.6%', '100%']);
    expect(pctPair(0.9996, 0.99995)).toEqual(['99.96%', '100%']);
  });

  it('says a side "held the field" only at the step that ended the battle, not when it merely became near certain', () => {
    // The ford skirmish without its turn limit: Astrid ends the three turns far ahead, but the battle is not over.
    const setup = setupOf([ICE_RANGERS, HUMAN_BLADES], [GOBLIN_ARCHERS, GOBLIN_BRAWLERS], { turnLimit: null, budgets: { A: 1100, B: 500 } });
    let state = OPEND6_SYSTEM.battle.initialState(setup, {});
    const steps: JudgedStep<Od6Event, Od6Outcome>[] = [];
    [...TURN_ONE, ...TURN_TWO, ...TURN_THREE].forEach((event, i) => {
      const turn = state.turn;
      const applied = OPEND6_SYSTEM.battle.apply(state, event, {});
      if (!applied.ok) throw new Error(`step ${i + 1} refused: ${applied.reason}`);
      state = applied.state;
      steps.push({ seq: i + 1, turn, event, outcomes: applied.outcomes });
    });
    expect(state.ended).toBeNull();
    const odds = readSystemOdds(OPEND6_SYSTEM, { setup, rulings: {}, steps })!;
    const certain = odds.turningPoints.filter((point) => point.to >= 0.999);
    expect(certain.length).toBeGreaterThan(0);
    for (const point of odds.turningPoints) expect(point.text).not.toMatch(/held the field/);
  });
});
