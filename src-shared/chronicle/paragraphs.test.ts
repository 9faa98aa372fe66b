import { describe, expect, it } from 'vitest';
import { turnClock } from './clock';
import { paragraphTitle } from './paragraphs';

describe('hour paragraphs told by the clock', () => {
  it('titles an hour from the battle clock: four 15-minute turns an hour (seed 002 L793, Narrative Play: "Each turn represents roughly 15 minutes")', () => {
    expect(paragraphTitle('hour-1', '09:00')).toBe('The first hour, 09:00 to 10:00');
    expect(paragraphTitle('hour-3', '23:00')).toBe('The third hour, 01:00 to 02:00');
  });

  it('titles an hour by its turns when there is no clock, or the start is not a time of day', () => {
    expect(paragraphTitle('hour-2')).toBe('The second hour, turns 5 to 8');
    expect(paragraphTitle('hour-2', 'noon')).toBe('The second hour, turns 5 to 8');
  });

  it('counts turns of any length from the start, and refuses a turn before the first', () => {
    expect(turnClock('10:00', 3, 20)).toEqual({ ok: true, from: '10:40', to: '11:00' });
    expect(turnClock('10:00', 0, 15)).toMatchObject({ ok: false });
    expect(turnClock('24:00', 1, 15)).toMatchObject({ ok: false });
  });
});
