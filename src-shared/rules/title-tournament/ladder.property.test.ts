import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { apply, replay } from './apply';
import type { LadderEvent } from './events';
import { playersAtRank } from './occupancy';
import { RANK_TABLE } from './ranks';
import { EMPTY_LADDER, type LadderState } from './state';

const PLAYERS = ['p0', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9', 'p10', 'p11'];

type Step =
  | { kind: 'join'; player: number }
  | { kind: 'challenge'; from: number; to: number }
  | { kind: 'settle'; challenge: number; outcome: 'challenger' | 'challenged' | 'draw' | 'neglect' | 'withdraw' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('join' as const), player: fc.nat(PLAYERS.length - 1) }),
  fc.record({ kind: fc.constant('challenge' as const), from: fc.nat(PLAYERS.length - 1), to: fc.nat(PLAYERS.length - 1) }),
  fc.record({
    kind: fc.constant('settle' as const),
    challenge: fc.nat(40),
    outcome: fc.constantFrom('challenger' as const, 'challenged' as const, 'draw' as const, 'neglect' as const, 'withdraw' as const),
  }),
);

function toEvent(state: LadderState, s: Step, index: number): LadderEvent {
  const at = new Date(Date.UTC(2025, 0, 1) + index * 3_600_000).toISOString();
  if (s.kind === 'join') return { type: 'player-joined', playerId: PLAYERS[s.player]!, name: PLAYERS[s.player]!, at };
  if (s.kind === 'challenge') {
    return { type: 'challenge-issued', challengeId: `c${index}`, challenger: PLAYERS[s.from]!, challenged: PLAYERS[s.to]!, at, scheduledAt: at, place: 'Den' };
  }
  const open = state.challengeOrder.filter((id) => state.challenges[id]?.status === 'open');
  const challengeId = open[s.challenge % Math.max(open.length, 1)] ?? 'none';
  const challenge = state.challenges[challengeId];
  if (s.outcome === 'neglect') return { type: 'challenge-neglected', challengeId, at };
  if (s.outcome === 'withdraw') return { type: 'challenge-withdrawn', challengeId, at };
  const winner = s.outcome === 'draw' ? null : (s.outcome === 'challenger' ? challenge?.challenger : challenge?.challenged) ?? 'nobody';
  return { type: 'game-recorded', gameId: `g${index}`, challengeId, at, winner };
}

function run(steps: readonly Step[], check: (state: LadderState) => void): { state: LadderState; accepted: LadderEvent[] } {
  let state = EMPTY_LADDER;
  const accepted: LadderEvent[] = [];
  steps.forEach((s, index) => {
    const event = toEvent(state, s, index);
    const before = JSON.stringify(state);
    const applied = apply(state, event);
    expect(JSON.stringify(state)).toBe(before);
    if (applied.ok) {
      state = applied.state;
      accepted.push(event);
    }
    check(state);
  });
  return { state, accepted };
}

describe('Ladder properties (1999, Creating a Title Tournament and The Rank Table)', () => {
  it('never exceeds a Rank’s player allowance under random event sequences', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 20, maxLength: 200 }), (steps) => {
        run(steps, (state) => {
          for (const rank of RANK_TABLE) {
            if (rank.allowance !== null) expect(playersAtRank(state, rank.id)).toBeLessThanOrEqual(rank.allowance);
          }
        });
      }),
      { numRuns: 150 },
    );
  });

  it('replays the accepted events to the same state (determinism), and ranks match the rank history', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 20, maxLength: 150 }), (steps) => {
        const { state, accepted } = run(steps, () => undefined);
        expect(replay(accepted)).toEqual({ ok: true, state });
        for (const id of state.playerOrder) {
          const last = state.rankChanges.filter((change) => change.playerId === id).at(-1);
          expect(last?.to).toBe(state.players[id]?.rank);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('never records more than 3 results between two players at unchanged Ranks', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 50, maxLength: 250 }), (steps) => {
        const { state } = run(steps, () => undefined);
        for (const game of state.games) {
          const pair = [game.challenger, game.challenged];
          const lastChange = state.rankChanges
            .filter((change) => pair.includes(change.playerId) && change.eventIndex < game.eventIndex)
            .reduce((last, change) => Math.max(last, change.eventIndex), -1);
          const atTheseRanks = state.games.filter(
            (other) =>
              other.eventIndex > lastChange &&
              other.eventIndex <= game.eventIndex &&
              pair.includes(other.challenger) &&
              pair.includes(other.challenged),
          );
          expect(atTheseRanks.length).toBeLessThanOrEqual(3);
        }
      }),
      { numRuns: 100 },
    );
  });
});
