import { z } from 'zod';
import type { GameSystem } from '../../../../src-shared/systems/game-system';

interface TallySetup {
  readonly sides: readonly string[];
  readonly target: number;
}
interface TallyState {
  readonly turn: number;
  readonly tally: Readonly<Record<string, number>>;
  readonly winner: string | null;
}
type TallyEvent = { readonly type: 'score'; readonly side: string; readonly points: number } | { readonly type: 'end-turn' };
type TallyOutcome = { readonly code: 'scored'; readonly side: string; readonly points: number } | { readonly code: 'won'; readonly side: string };

/**
 * A whole, tiny game system for the shell's tests: sides score points until one reaches the
 * target. It exists so the generic screens are tested without naming a shipped system.
 */
export const TALLY_SYSTEM: GameSystem<TallySetup, TallyState, TallyEvent, TallyOutcome, { target: number }, null> = {
  id: 'tally',
  name: 'Tally',
  summary: 'First to the target wins.',
  terms: { score: 'marks', losses: 'marks conceded', unit: 'counter', force: 'hand', endings: { target: 'when a side reached the target' }, victory: 'a clean win', decisiveVictory: 'Rout' },
  rulings: [],
  libraries: [],
  rosters: null,
  battle: {
    sides: { min: 2, max: 4 },
    forcesPerSide: { min: 0, max: 0 },
    setupSchema: z.object({ target: z.number().int().min(1) }),
    buildSetup: (input, sides) => (input.target > 99 ? { ok: false, reason: 'The target is at most 99', path: 'target' } : { ok: true, setup: { sides: sides.map((side) => side.side), target: input.target } }),
    eventSchema: z.union([z.object({ type: z.literal('score'), side: z.string(), points: z.number() }), z.object({ type: z.literal('end-turn') })]),
    initialState: (setup) => ({ turn: 1, tally: Object.fromEntries(setup.sides.map((side) => [side, 0])), winner: null }),
    apply: (state, event) => {
      if (state.winner) return { ok: false, reason: 'The battle is over' };
      if (event.type === 'end-turn') return { ok: true, state: { ...state, turn: state.turn + 1 }, outcomes: [] };
      const tally = { ...state.tally, [event.side]: (state.tally[event.side] ?? 0) + event.points };
      const winner = tally[event.side]! >= 3 ? event.side : null;
      const outcomes: TallyOutcome[] = [{ code: 'scored', side: event.side, points: event.points }];
      if (winner) outcomes.push({ code: 'won', side: winner });
      return { ok: true, state: { ...state, tally, winner }, outcomes };
    },
    stages: [
      { id: 'deal', label: 'Dealing' },
      { id: 'play', label: 'Playing' },
      { id: 'count', label: 'Counting' },
    ],
    summary: (state) => ({
      status: state.winner ? 'over' : 'in-progress',
      turn: state.turn,
      stage: 'play',
      clock: null,
      scores: state.tally,
      losses: {},
      result: null,
    }),
    sideKeys: (setup) => setup.sides,
  },
  narrator: {
    describeEvent: (event) => (event.type === 'score' ? `A score of ${event.points}` : 'The turn ended'),
    describeOutcome: (outcome) => (outcome.code === 'scored' ? `${outcome.points} marks scored` : 'The target was reached'),
    narrate: () => ({ lines: [], units: [], sideCounters: {} }),
  },
};
