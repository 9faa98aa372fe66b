import { turnClock } from './clock';
import { ordinalWord } from './sentences';
import type { ChronicleParagraph } from './types';

/** Accounts told by the hour (Orders & Omens' 15-minute turns): four turns make an hour of battle time, one paragraph. */
export const TURNS_PER_HOUR = 4;

/** The time `turn` begins, for an account told by the hour from `start`; null if `start` is not a time of day. */
function hourClockAt(start: string, turn: number): string | null {
  const clock = turnClock(start, Math.max(1, turn), 60 / TURNS_PER_HOUR);
  return clock.ok ? clock.from : null;
}

/** The paragraph a line belongs to: its own, else (other systems) its turn, the opening or the close. */
export function paragraphKey(line: { readonly paragraph?: string; readonly seq: number | null; readonly turn: number; readonly kind?: string }): string {
  if (line.paragraph) return line.paragraph;
  // A narrator's opening names no step either, but it belongs before the battle, not in the reckoning.
  if (line.kind === 'opening') return 'opening';
  if (line.seq === null) return 'close';
  return line.turn <= 0 ? 'opening' : `turn-${line.turn}`;
}

/** "The first hour, 09:00 to 10:00"; "Turn 3"; "Before the battle"; "The reckoning". */
export function paragraphTitle(key: string, battleClockStart?: string | null): string {
  if (key === 'opening') return 'Before the battle';
  if (key === 'close') return 'The reckoning';
  const turn = /^turn-(\d+)$/.exec(key);
  if (turn) return `Turn ${turn[1]}`;
  const hour = Number(/^hour-(\d+)$/.exec(key)?.[1] ?? Number.NaN);
  if (!Number.isFinite(hour)) return key;
  const first = (hour - 1) * TURNS_PER_HOUR + 1;
  const last = hour * TURNS_PER_HOUR;
  const from = battleClockStart ? hourClockAt(battleClockStart, first) : null;
  const to = battleClockStart ? hourClockAt(battleClockStart, last + 1) : null;
  const span = from && to ? `, ${from} to ${to}` : `, turns ${first} to ${last}`;
  return `The ${ordinalWord(hour)} hour${span}`;
}

/** The account's paragraphs in reading order, each with its heading. */
export function paragraphsOf(lines: readonly { readonly paragraph?: string; readonly seq: number | null; readonly turn: number; readonly kind?: string }[], battleClockStart?: string | null): ChronicleParagraph[] {
  return [...new Set(lines.map(paragraphKey))].map((key) => ({ key, title: paragraphTitle(key, battleClockStart) }));
}
