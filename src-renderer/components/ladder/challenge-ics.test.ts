import { describe, expect, it } from 'vitest';
import { challengeIcs, foldLine, icsText } from './challenge-ics';

describe('an agreed challenge as a calendar file', () => {
  const ics = challengeIcs({
    uid: 'c-1',
    ladderName: 'Club ladder',
    challenger: 'Cara',
    challenged: 'Alice',
    scheduledAt: '2026-03-12T19:00:00.000Z',
    place: 'Club Hall, back room; by the bar',
    now: new Date('2026-03-10T12:00:00Z'),
  });

  it('names the time, the place and the players, with a reminder two hours before', () => {
    const lines = ics.split('\r\n');
    expect(lines).toContain('DTSTART:20260312T190000Z');
    expect(lines).toContain('DTEND:20260312T220000Z');
    expect(lines).toContain('SUMMARY:Club ladder: Cara v Alice');
    expect(lines).toContain('LOCATION:Club Hall\\, back room\\; by the bar');
    expect(lines).toContain('TRIGGER:-PT2H');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('escapes text and folds long lines at 75 octets', () => {
    expect(icsText('a\\b\nc')).toBe('a\\\\b\\nc');
    const folded = foldLine(`DESCRIPTION:${'é'.repeat(60)}`).split('\r\n');
    expect(folded.length).toBe(2);
    expect(new TextEncoder().encode(folded[0]).length).toBeLessThanOrEqual(75);
    expect(folded[1]!.startsWith(' ')).toBe(true);
  });
});
