import { describe, expect, it } from 'vitest';
import { ORDER_66 } from '../../../src-shared/rules/order-66/system';
import { SYSTEM_1999 } from '../../../src-shared/rules/1999';
import { INFINITY_ITS_SYSTEM as INFINITY_ITS } from '../../../src-shared/rules/infinity-its/system';
import type { AnyGameSystem } from '../../../src-shared/systems/game-system';
import { describeLastStep, describeLog } from './battle-log';
import type { ShellSide, ShellStep } from './model';
import { describeResult } from './result-view';
import { seatName, sideLabel, sidePlayer } from './side-names';
import { stepperStages, whereItStands } from './stepper';
import { TALLY_SYSTEM } from './testing/tally-system';

const tally = TALLY_SYSTEM as AnyGameSystem;
const SIDES: ShellSide[] = [
  { side: 'p1', playerName: 'Alice', forces: [{ armyId: 'x1', name: 'Ice Rangers' }, { armyId: 'x2', name: 'Wolf Riders' }] },
  { side: 'p2', playerName: '  ', forces: [{ armyId: 'x3', name: 'Goblin Band' }] },
  { side: 'p3', playerName: 'Cleo', forces: [] },
];

describe('side names', () => {
  it('names a side by its player and forces, never by its key', () => {
    expect(sideLabel(SIDES, 'p1')).toBe('Alice with Ice Rangers and Wolf Riders');
    expect(sideLabel(SIDES, 'p3')).toBe('Cleo');
  });
  it('names a seat whose player left the name blank by its place at the table', () => {
    expect(sidePlayer(SIDES, 'p2')).toBe('Second side');
    expect(seatName(0)).toBe('First side');
  });
});

describe('event log', () => {
  const steps: ShellStep[] = [
    { seq: 1, turn: 1, event: { type: 'score', side: 'p1', points: 2 } as never, outcomes: [{ code: 'scored', side: 'p1', points: 2 } as never] },
    { seq: 2, turn: 1, event: { type: 'end-turn' }, outcomes: [] },
    { seq: 3, turn: 2, event: { type: 'score', side: 'p1', points: 1 } as never, outcomes: [{ code: 'scored', side: 'p1', points: 1 } as never, { code: 'won', side: 'p1' } as never] },
  ];

  it('groups the steps by turn in the narrator’s words, outcomes under their step', () => {
    const log = describeLog(tally, {}, steps);
    expect(log.map((turn) => turn.title)).toEqual(['Turn 1', 'Turn 2']);
    expect(log[0]!.entries.map((entry) => [entry.number, entry.what])).toEqual([[1, 'A score of 2'], [2, 'The turn ended']]);
    expect(log[1]!.entries[0]!.outcomes).toEqual(['1 marks scored', 'The target was reached']);
  });

  it('describes the last step for the undo bar, and nothing for an empty log', () => {
    expect(describeLastStep(tally, {}, steps)).toBe('A score of 1');
    expect(describeLastStep(tally, {}, [])).toBeNull();
  });

  it('keeps the log readable when the narrator cannot describe an old step', () => {
    const broken = { ...tally, narrator: { ...tally.narrator, describeEvent: () => { throw new Error('unknown event'); } } } as AnyGameSystem;
    expect(describeLog(broken, {}, steps)[0]!.entries[0]!.what).toBe('A step this version of the app cannot put into words');
  });
});

describe('stepper', () => {
  it('marks the stages before the current one done and the rest to do', () => {
    expect(stepperStages(tally, { stage: 'play', status: 'in-progress' }).map((stage) => stage.state)).toEqual(['done', 'now', 'todo']);
  });
  it('marks every stage done once the battle is over', () => {
    expect(stepperStages(tally, { stage: 'play', status: 'over' }).every((stage) => stage.state === 'done')).toBe(true);
  });
  it('says where the battle stands with the stage label, not its id', () => {
    expect(whereItStands(tally, { stage: 'deal', status: 'in-progress', turn: 0, clock: null })).toBe('Before the first turn · Dealing');
    expect(whereItStands(tally, { stage: 'play', status: 'in-progress', turn: 3, clock: '10:30' })).toBe('Turn 3 · 10:30 · Playing');
    expect(whereItStands(tally, { stage: 'play', status: 'over', turn: 4, clock: null })).toBe('Over in turn 4');
  });
});

describe('result', () => {
  it('speaks Order 66’s terms and names the ending in words', () => {
    const view = describeResult(ORDER_66 as AnyGameSystem, {
      winner: 'p1',
      endedBy: 'last-mystic-standing',
      decisive: null,
      turns: 5,
      scores: [{ side: 'p1', total: 4, breakdown: [{ source: 'Meg', points: 3 }, { source: 'Grymn Trooper', points: 1 }, { source: 'Idle', points: 0 }] }, { side: 'p2', total: 2, breakdown: [] }],
      losses: [{ side: 'p1', amount: 2, unitsLost: 0 }, { side: 'p2', amount: 4, unitsLost: 2 }],
    }, SIDES.slice(0, 2));
    expect(view.headline).toBe('Victory for Alice with Ice Rangers and Wolf Riders');
    expect(view.ending).toBe('Ended in turn 5, with the last Mystic standing.');
    expect(view.scoreTerm).toBe('wounds dealt');
    expect(view.rows.map((row) => [row.player, row.score, row.losses, row.unitsLost, row.winner])).toEqual([['Alice', 4, 2, 0, true], ['Second side', 2, 4, 2, false]]);
    expect(view.rows[0]!.breakdown).toEqual(['Meg: 3', 'Grymn Trooper: 1']);
  });

  it('shows no breakdown under a score that is its only part: a 1999 side reads 12 Army Points left, not again "Army Points left on the Battlefield: 12"', () => {
    const part = (side: string, points: number) => ({ side, total: points, breakdown: [{ source: 'Army Points left on the Battlefield', points }] });
    const view = describeResult(SYSTEM_1999 as AnyGameSystem, { winner: 'p2', endedBy: 'predator', decisive: null, turns: 2, scores: [part('p1', 12), { ...part('p2', 19), total: 21 }], losses: [] }, SIDES.slice(0, 2));
    expect(view.rows.map((row) => [row.score, row.breakdown])).toEqual([[12, []], [21, ['Army Points left on the Battlefield: 19']]]);
  });

  it('says a battle conceded during deployment ended before the first turn, not "in turn 0"', () => {
    const view = describeResult(SYSTEM_1999 as AnyGameSystem, { winner: 'p2', endedBy: 'concession', decisive: null, turns: 0, scores: [], losses: [] }, SIDES.slice(0, 2));
    expect(view.ending).toMatch(/^Ended before the first turn\b/);
    expect(view.ending).not.toContain('0');
  });

  it('counts Infinity’s game in Game Rounds, not turns, and names the round once (seed 003 L440, L732–L734)', () => {
    const report = (endedBy: string, turns: number) => describeResult(INFINITY_ITS as AnyGameSystem, { winner: 'A', endedBy, decisive: null, turns, scores: [], losses: [] }, SIDES.slice(0, 2)).ending;
    expect(report('third-round', 3)).toBe('Ended at the end of the third Game Round.');
    expect(report('retreat', 2)).toBe('Ended in Game Round 2, when a player began a Turn in Retreat!');
    expect(whereItStands(INFINITY_ITS as AnyGameSystem, { stage: 'result', status: 'over', turn: 2, clock: null })).toBe('Over in Game Round 2');
  });

  it('calls a draw a draw, names the decisive victory, and never shows an unknown ending code', () => {
    const view = describeResult(tally, { winner: null, endedBy: 'mystery-code', decisive: { side: 'p3', reasons: ['held every flag'] }, turns: 1, scores: [], losses: [] }, SIDES);
    expect(view.headline).toBe('A draw');
    expect(view.ending).toBe('Ended in turn 1.');
    expect(view.ending).not.toContain('mystery');
    expect(view.decisive).toBe('Rout for Cleo: held every flag');
  });
});
