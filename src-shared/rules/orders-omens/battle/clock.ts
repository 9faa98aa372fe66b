import { MINUTES_PER_TURN } from '../data/narrative';

/** Timekeeping: the in-world "HH:MM" at the start of `turn`, 15 minutes a turn from `start`. */
export function battleClockAt(start: string, turn: number): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(start);
  if (!match) throw new Error(`battle clock "${start}" is not HH:MM`);
  const minutes = (Number(match[1]) * 60 + Number(match[2]) + (turn - 1) * MINUTES_PER_TURN) % (24 * 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
