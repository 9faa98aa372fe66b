import type { SystemOddsView } from '../../../src-shared/contract/chronicle';
import type { SystemOdds } from '../../../src-shared/systems/battle-odds';

/** A system's cached odds as the chronicle page reads them: every figure by seat, no side key. */
export function systemOddsView(odds: SystemOdds): SystemOddsView {
  const keys = odds.sides.map((s) => s.side);
  const seat = (side: string) => Math.max(0, keys.indexOf(side));
  return {
    method: odds.method,
    sides: odds.luck.sides.map(({ side: _side, ...luck }) => luck),
    winProbability: odds.line.map((point) => ({ turn: point.turn, chances: keys.map((side) => point.chances[side] ?? 0), settled: point.settled })),
    turningPoints: odds.turningPoints.map((point) => ({ turn: point.turn, seat: seat(point.side), text: point.text, point: odds.line.findIndex((p) => p.seq === point.seq) })),
    luckByTurn: odds.luck.byTurn.map((row) => ({ turn: row.turn, means: keys.map((side) => row.means[side] ?? null) })),
    rolls: odds.luck.rolls.map((roll) => ({ turn: roll.turn, when: roll.turn <= 0 ? 'before the first turn' : `in turn ${roll.turn}`, seat: seat(roll.side), text: roll.text, expected: roll.expected, got: roll.got, percentile: roll.percentile })),
  };
}
