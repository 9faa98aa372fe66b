/**
 * The in-world time of day through a battle told by the clock: turns of a fixed length from a
 * start time ("HH:MM"), wrapping past midnight. Systems say how long their turns are.
 */

const MINUTES_PER_DAY = 24 * 60;

function parseClock(time: string): number | null {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(time.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

function formatClock(minutes: number): string {
  const m = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

export type BattleClock =
  | { readonly ok: true; readonly from: string; readonly to: string }
  | { readonly ok: false; readonly message: string };

/** When `turn` (counted from 1) begins and ends, for turns of `minutesPerTurn` from `startTime`. */
export function turnClock(startTime: string, turn: number, minutesPerTurn: number): BattleClock {
  const start = parseClock(startTime);
  if (start === null) return { ok: false, message: `"${startTime}" is not a time of day (HH:MM)` };
  if (!Number.isInteger(turn) || turn < 1) return { ok: false, message: `turn ${turn}: turns count from 1` };
  const from = start + (turn - 1) * minutesPerTurn;
  return { ok: true, from: formatClock(from), to: formatClock(from + minutesPerTurn) };
}
