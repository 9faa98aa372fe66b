/** An agreed challenge as an iCalendar event (RFC 5545), so the players' phones remind them of the game. */
export interface ChallengeEvent {
  /** Stable across downloads, so a second download updates the same calendar entry. */
  readonly uid: string;
  readonly ladderName: string;
  readonly challenger: string;
  readonly challenged: string;
  /** ISO 8601. */
  readonly scheduledAt: string;
  readonly place: string;
  readonly now: Date;
  /** How long to block out; a club evening by default. */
  readonly hours?: number;
}

const utc = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** Text values escape backslash, semicolon, comma and newline (RFC 5545 3.3.11). */
export function icsText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets fold onto continuation lines that start with a space (RFC 5545 3.1). */
export function foldLine(line: string): string {
  const bytes = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (bytes.encode(current + char).length > limit) {
      parts.push(current);
      current = char;
    } else current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function challengeIcs(event: ChallengeEvent): string {
  const start = new Date(event.scheduledAt);
  const end = new Date(start.getTime() + (event.hours ?? 3) * 3_600_000);
  const summary = `${event.ladderName}: ${event.challenger} v ${event.challenged}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Warchronicle//Title Tournament//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}@warchronicle`,
    `DTSTAMP:${utc(event.now)}`,
    `DTSTART:${utc(start)}`,
    `DTEND:${utc(end)}`,
    `SUMMARY:${icsText(summary)}`,
    `LOCATION:${icsText(event.place)}`,
    `DESCRIPTION:${icsText(`${event.challenger} challenged ${event.challenged} for a ladder game of ${event.ladderName}.`)}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    'TRIGGER:-PT2H',
    `DESCRIPTION:${icsText(summary)}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
