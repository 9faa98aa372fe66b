import { describe, expect, it } from 'vitest';
import { generateBattle, largeSetup } from '../battle/testing/generate';
import { SAMPLE_BATTLE } from './testing/sample-battle';
import { stepOutcomes, turnSeries } from './series';
import { foldStep, foldStepQuietly, seriesOf, startFold, type FoldedBattle } from './step-fold';
import { replaySteps, type LoggedStep } from './walkthrough';
import type { BattleSetup } from '../battle';
import { setupOf } from '../battle/testing/fixtures';
import { bridgeBattle } from '../narrator/testing/golden-battles';

function foldAll(setup: BattleSetup, steps: readonly LoggedStep[]) {
  let folded: FoldedBattle = startFold(setup);
  const outcomes = steps.map((step) => {
    const next = foldStep(folded, step, {});
    if (!next.ok) throw new Error(next.reason);
    folded = next.state;
    return next.outcome;
  });
  return { folded, outcomes };
}

describe('folding a battle one step at a time', () => {
  const bridge = bridgeBattle();
  const large = largeSetup();
  const generated = generateBattle(large, 400, 7).events;
  it.each([
    ['the sample battle (with table notes)', setupOf(), SAMPLE_BATTLE],
    ['the bridge battle', bridge.setup, bridge.events],
    ['a generated 400-step battle', large, generated],
  ] as const)('gives %s the same outcomes, chart series and state as replaying the whole log', (_name, setup, steps) => {
    const { folded, outcomes } = foldAll(setup, steps);
    expect(outcomes).toEqual(stepOutcomes(setup, steps));
    expect(seriesOf(folded)).toEqual(turnSeries(setup, steps));
    expect(folded.walk).toEqual(replaySteps(setup, steps).walk);
    expect(seriesOf(folded).length).toBeGreaterThan(0);
  });

  it.each([
    ['the sample battle (with table notes)', setupOf(), SAMPLE_BATTLE],
    ['a generated 400-step battle', large, generated],
  ] as const)('folds %s quietly (no lines, outcomes never resolved) to the same state, turns and chart series', (_name, setup, steps) => {
    let quiet: FoldedBattle = startFold(setup);
    const turns = steps.map((step) => {
      const next = foldStepQuietly(quiet, step, {});
      if (!next.ok) throw new Error(next.reason);
      quiet = next.state;
      expect(next.outcome.outcome).toEqual([]);
      return next.outcome.turn;
    });
    const full = foldAll(setup, steps);
    expect(quiet.walk).toEqual(full.folded.walk);
    expect(seriesOf(quiet)).toEqual(seriesOf(full.folded));
    expect(turns).toEqual(full.outcomes.map((outcome) => outcome.turn));
  });

  it('refuses in the quiet fold exactly what the full fold refuses', () => {
    const folded = foldAll(setupOf(), SAMPLE_BATTLE).folded;
    const bad = SAMPLE_BATTLE[0]!;
    const loud = foldStep(folded, bad, {});
    const quiet = foldStepQuietly(folded, bad, {});
    expect(loud.ok).toBe(false);
    expect(quiet).toEqual({ ok: false, reason: (loud as { reason: string }).reason });
  });

});
