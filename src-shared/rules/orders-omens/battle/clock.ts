import { turnClock } from '../narrative/battle-clock';

/** Timekeeping: the in-world "HH:MM" at the start of `turn` (15 minutes a turn from `start`). */
export function battleClockAt(start: string, turn: number): string {
  const clock = turnClock(start, Math.max(1, turn));
  if (!clock.ok) throw new Error(`battle clock: ${clock.message}`);
  return clock.from;
}
