import { MINUTES_PER_TURN } from '../data/narrative';

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

/**
 * Timekeeping: "Each turn represents roughly 15 minutes of real battle time." Turn 1 begins at the
 * chosen start; turn 3 from 10:00 runs 10:30–10:45. Wraps past midnight.
 */
export function turnClock(startTime: string, turn: number): BattleClock {
  const start = parseClock(startTime);
  if (start === null) return { ok: false, message: `"${startTime}" is not a time of day (HH:MM)` };
  if (!Number.isInteger(turn) || turn < 1) return { ok: false, message: `turn ${turn}: turns count from 1` };
  const from = start + (turn - 1) * MINUTES_PER_TURN;
  return { ok: true, from: formatClock(from), to: formatClock(from + MINUTES_PER_TURN) };
}

/** Battle time elapsed after `turns` complete turns, e.g. 8 turns → "2h 00m". */
export function elapsedBattleTime(turns: number): string {
  const minutes = Math.max(0, turns) * MINUTES_PER_TURN;
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`;
}
