import { turnClock as clockOfTurns, type BattleClock } from '../../../chronicle/clock';
import { MINUTES_PER_TURN } from '../data/narrative';

export type { BattleClock } from '../../../chronicle/clock';

/**
 * Timekeeping: "Each turn represents roughly 15 minutes of real battle time." Turn 1 begins at the
 * chosen start; turn 3 from 10:00 runs 10:30–10:45. Wraps past midnight.
 */
export function turnClock(startTime: string, turn: number): BattleClock {
  return clockOfTurns(startTime, turn, MINUTES_PER_TURN);
}

/** Battle time elapsed after `turns` complete turns, e.g. 8 turns → "2h 00m". */
export function elapsedBattleTime(turns: number): string {
  const minutes = Math.max(0, turns) * MINUTES_PER_TURN;
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`;
}
