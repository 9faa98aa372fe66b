import { describe, expect, it } from 'vitest';
import { casualties } from '../battle';
import { dice, setupOf } from '../battle/testing/fixtures';
import { vpBreakdown } from '../scoring/vp';
import { applyStep, replaySteps, stageOf, startWalkthrough, type LoggedStep } from './walkthrough';
import { SAMPLE_BATTLE, SAMPLE_TOTALS } from './testing/sample-battle';
import { turnSeries } from './series';
import { orderTestPreview, pendingMoralePreview, percent, volleySpecs } from './odds';

const setup = setupOf();

function playTo(count: number) {
  const replayed = replaySteps(setup, SAMPLE_BATTLE.slice(0, count));
  if (!replayed.ok) throw new Error(`step ${replayed.index + 1} refused: ${replayed.reason}`);
  return replayed.walk;
}

describe('the battle walkthrough over the engine', () => {
  it('plays the sample battle to a break-point Strategic Victory with the hand-computed VP and casualties', () => {
    const walk = playTo(SAMPLE_BATTLE.length);
    const result = walk.battle.result!;
    expect(result).toMatchObject({ endedBy: 'break-point', turn: 2, vp: SAMPLE_TOTALS.vp, strategicVictory: 'A', tacticalVictory: 'A' });
    expect(vpBreakdown(walk.battle.vp, 'A')).toEqual(SAMPLE_TOTALS.breakdown.A);
    expect(vpBreakdown(walk.battle.vp, 'B')).toEqual(SAMPLE_TOTALS.breakdown.B);
    const tally = casualties(walk.battle);
    expect({ A: tally.bySide.A.casualties, B: tally.bySide.B.casualties }).toEqual(SAMPLE_TOTALS.casualties);
    for (const [id, count] of Object.entries(SAMPLE_TOTALS.byBrigade)) expect(tally.byBrigade[id]!.casualties).toBe(count);
    expect(stageOf(walk)).toBe('result');
  });

  it('walks the stages: initiative, terrain, recon, deployment, strategy, activation, end phase', () => {
    const stages = SAMPLE_BATTLE.slice(0, 30).map((_, i) => stageOf(playTo(i)));
    expect([...new Set(stages)]).toEqual(['initiative', 'terrain', 'recon', 'deployment', 'strategy', 'activation', 'end-phase']);
  });

  it('records terrain Defender first, alternating, and refuses the wrong side with a reason', () => {
    const walk = playTo(1);
    const wrong = applyStep(walk, { type: 'terrain-placed', side: 'A', name: 'Hill' });
    expect(wrong).toEqual({ ok: false, reason: "It is Red's turn to place terrain (the Defender places first, then players alternate)" });
    expect(applyStep(walk, { type: 'terrain-placed', side: 'B', name: '  ' })).toEqual({ ok: false, reason: 'Name the terrain piece' });
  });

  it('refuses entry points closer than 25 inches (Recon Phase)', () => {
    const walk = playTo(5);
    const result = applyStep(walk, { type: 'entry-point-chosen', side: 'A', edge: 'bottom', offsetInches: 20 });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(/at least 25″ apart/);
  });

  it('closes terrain and recon once a Brigade is deployed without them', () => {
    const walk = applyStep(startWalkthrough(setup), SAMPLE_BATTLE[0]!);
    const deployed = walk.ok && applyStep(walk.walk, { type: 'brigade-deployed', brigadeId: 'B/d1.b1' });
    expect(deployed && deployed.ok && stageOf(deployed.walk)).toBe('deployment');
    const late = deployed && deployed.ok && applyStep(deployed.walk, { type: 'terrain-placed', side: 'B', name: 'Hill' });
    expect(late).toEqual({ ok: false, reason: 'Terrain is placed after the initiative and before recon; the battle is in its Deployment phase' });
  });

  it('names the army, not a side letter, when an initiative die is impossible', () => {
    const seven: LoggedStep = { type: 'initiative-rolled', rolls: { A: dice(7, 1), B: dice(2, 1) }, winnerTakes: 'attacker' };
    expect(applyStep(startWalkthrough(setup), seven)).toEqual({ ok: false, reason: "Blue's initiative roll: Die 1 shows 7; a D6 shows 1 to 6" });
  });

  it('refuses impossible entries with the engine reason', () => {
    const chipDrawn = playTo(17);
    const seven: LoggedStep = { type: 'order-tested', brigadeId: 'A/d1.b2', roll: dice(7, 1) };
    expect(applyStep(chipDrawn, seven)).toEqual({ ok: false, reason: 'Order Test: Die 1 shows 7; a D6 shows 1 to 6' });
    const tested = playTo(18);
    const tooMany: LoggedStep = {
      type: 'shot-fired',
      brigadeId: 'A/d1.b2',
      targetBrigadeId: 'B/d1.b1',
      volleys: [{ regimentId: 'A/d1.b2.r1', range: 'effective', dice: dice(5, 6, 2, 1), claimedHits: 5 }],
    };
    expect(applyStep(tested, tooMany)).toEqual({ ok: false, reason: "2nd Bde, 1st Div, 1st Rgt's volley: 5 hits claimed from 4 dice: more hits than dice rolled" });
    const chargeOrder = SAMPLE_BATTLE.findIndex((step) => step.type === 'order-tested' && step.brigadeId === 'A/d1.b1');
    const turnTwo = playTo(chargeOrder);
    const again: LoggedStep = { type: 'order-tested', brigadeId: 'A/d1.b2', roll: dice(6, 6) };
    expect(applyStep(turnTwo, again)).toEqual({ ok: false, reason: '2nd Bde, 1st Div: 2x Experienced Bows already acted this turn' });
    expect(applyStep(playTo(14), { type: 'brigade-deployed', brigadeId: 'A/d1.b1' })).toEqual({ ok: false, reason: 'Deployment belongs to the deployment phase; the battle is in the strategy phase' });
  });

  it('shows the exact odds before a roll', () => {
    const walk = playTo(17);
    // Order Test, 2D6 >= 6 (General CV 3 + Brigade CV 3): 26 of 36 rolls, plus double 1, which
    // passes with 4 actions under oo.order-test-doubles: 27/36.
    const preview = orderTestPreview(walk.battle, 'A/d1.b2', {});
    expect(preview).toMatchObject({ target: 6, pass: 27 / 36 });
    expect(percent(preview!.pass)).toBe('75%');
    expect(volleySpecs(walk.battle, 'A/d1.b2', 'B/d1.b1', 'effective', {}).map((s) => s.attack.diceCount)).toEqual([4, 4]);
    const afterShot = playTo(19);
    const morale = pendingMoralePreview(afterShot.battle, afterShot.battle.pending[0]!, {});
    // 2D6 - 3 >= 6, i.e. 9+: 10 of 36.
    expect(morale!.odds.hold).toBeCloseTo(10 / 36);
  });

  it('gives VP and cumulative casualties per turn for the charts', () => {
    expect(turnSeries(setup, SAMPLE_BATTLE)).toEqual([
      { turn: 1, vp: { A: 3, B: 1 }, casualties: { A: 75, B: 75 } },
      { turn: 2, vp: { A: 10, B: 1 }, casualties: { A: 100, B: 350 } },
    ]);
  });
});
