import { describe, expect, it } from 'vitest';
import { bridgeBattle } from './narrator/testing/golden-battles';
import { narrateBattle } from './narrator/narrate-battle';
import { applyStep, replaySteps, startWalkthrough } from './walkthrough/walkthrough';
import { assessRoster } from './army/assess';
import { replaySystemLog } from '../../systems/replay';
import { systemById } from '../../systems/registry';
import { stepOutcomes } from './walkthrough/series';
import { vpTotal } from './scoring/vp';
import { ORDERS_OMENS } from './system';

/** Orders & Omens through its GameSystem adapter gives what its own engine, builder and narrator give. */
describe('Orders & Omens as a registered GameSystem', () => {
  const { setup, events } = bridgeBattle();
  const log = events.map((event, i) => ({ seq: i + 1, event, recordedAt: 0 }));

  it('is in the registry under its stored id', () => {
    expect(systemById('orders-omens')).toBe(ORDERS_OMENS);
    expect(ORDERS_OMENS.battle.sideKeys(setup)).toEqual(['A', 'B']);
  });

  it('replays the bridge battle step by step to the walkthrough’s own state, with each step’s typed outcomes', () => {
    const replayed = replaySystemLog(ORDERS_OMENS, setup, {}, log);
    expect(replayed.brokenAt).toBeNull();
    expect(replayed.state).toEqual(replaySteps(setup, events).walk);
    const own: unknown[] = [];
    let walk = startWalkthrough(setup);
    for (const event of events) {
      const step = applyStep(walk, event);
      if (!step.ok) throw new Error(step.reason);
      own.push(step.outcomes);
      walk = step.walk;
    }
    expect(replayed.steps.map((step) => step.outcomes)).toEqual(own);
    expect(replayed.steps.flatMap((step) => step.outcomes).map((outcome) => (outcome as { code: string }).code)).toContain('game-over');
    expect(replayed.steps[0]!.outcomes.map((outcome) => ORDERS_OMENS.narrator.describeOutcome(outcome as never, setup))).toEqual([expect.stringMatching(/won the initiative \(\d+ to \d+\) and chose to be the (attacker|defender)\.$/)]);
  });

  it('words each step’s outcomes through the seam’s narrator exactly as the walkthrough’s event log does', () => {
    const replayed = replaySystemLog(ORDERS_OMENS, setup, {}, log);
    const logLines = stepOutcomes(setup, events).map((step) => step.outcome.filter((line) => !line.startsWith('Hits landed on ')));
    const seamLines = replayed.steps.map((step) => step.outcomes.map((outcome) => ORDERS_OMENS.narrator.describeOutcome(outcome as never, setup)));
    expect(seamLines).toEqual(logLines);
    expect(seamLines.flat()).toContain('Deployment complete. Turn 1 begins.');
  });

  it('sums the battle up in the seam’s shape: VP as score, casualties as losses, the Tactical Victory as the winner', () => {
    const { state } = replaySystemLog(ORDERS_OMENS, setup, {}, log);
    const walk = state as ReturnType<typeof replaySteps>['walk'];
    const summary = ORDERS_OMENS.battle.summary(walk, {});
    expect(summary.scores).toEqual({ A: vpTotal(walk.battle.vp, 'A'), B: vpTotal(walk.battle.vp, 'B') });
    expect(summary.status).toBe(walk.battle.phase === 'over' ? 'over' : 'in-progress');
    if (walk.battle.result) {
      expect(summary.result).toMatchObject({ winner: walk.battle.result.tacticalVictory, endedBy: walk.battle.result.endedBy, turns: walk.battle.result.turn });
      expect(ORDERS_OMENS.terms.endings[summary.result!.endedBy]).toBeTruthy();
    }
  });

  it('narrates with its own narrator, unchanged', () => {
    const { steps, state } = replaySystemLog(ORDERS_OMENS, setup, {}, log);
    const narrated = ORDERS_OMENS.narrator.narrate({ battleId: 'b1', name: 'The Bridge', setup, steps: steps as never, state: state as never, rulings: {} });
    const own = narrateBattle({ battleId: 'b1', name: 'The Bridge', setup, events });
    expect(narrated.lines).toEqual(own.lines);
    expect(narrated.units.map((u) => u.name)).toEqual(own.stats.brigades.map((b) => b.name));
  });

  it('prices and judges a roster as the army builder does', () => {
    const army = setup.armies.A;
    const own = assessRoster(army);
    expect(ORDERS_OMENS.rosters!.assess(army, {}, {})).toMatchObject({ points: own.price.total, size: own.strength.soldiers, valid: own.valid, problems: own.problems.map((p) => ({ ...p, path: [...p.path] })) });
    const fresh = ORDERS_OMENS.rosters!.empty('New army');
    expect(ORDERS_OMENS.rosters!.schema.parse(fresh)).toEqual(fresh);
  });
});
