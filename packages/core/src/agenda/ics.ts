/** RFC 5545 text: backslash, semicolon and comma escaped, newlines as \n (§3.3.11). */
export function escapeIcsText(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line at 75 octets (§3.1): CRLF plus one space before each continuation. Cuts
 * fall between UTF-8 characters, never inside one, so multi-byte text stays valid.
 */
export function foldIcsLine(line: string): string {
  const enc = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  let limit = 75;
  for (const ch of line) {
    const n = enc.encode(ch).length;
    if (size + n > limit) {
      parts.push(current);
      current = '';
      size = 0;
      limit = 74; // the leading space of a continuation line counts
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** 20270518T090000Z */
export function icsUtc(d: Date): string {
  return d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

export interface IcsEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location?: string | null;
  description?: string | null;
  url?: string | null;
}

/** A VCALENDAR with one VEVENT per entry, times in UTC, lines folded and CRLF-terminated. */
export function buildCalendar(input: { name: string; stamp: Date; events: IcsEvent[] }): string {
  const text = (name: string, value: string) => `${name}:${escapeIcsText(value)}`;
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Foyer//Agenda//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', text('X-WR-CALNAME', input.name)];
  for (const e of input.events) {
    lines.push(
      'BEGIN:VEVENT',
      text('UID', e.uid),
      `DTSTAMP:${icsUtc(input.stamp)}`,
      `DTSTART:${icsUtc(e.start)}`,
      `DTEND:${icsUtc(e.end)}`,
      text('SUMMARY', e.summary),
    );
    if (e.location) lines.push(text('LOCATION', e.location));
    if (e.description) lines.push(text('DESCRIPTION', e.description));
    // A URI value is not TEXT: it is not escaped (§3.3.13).
    if (e.url) lines.push(`URL:${e.url}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}
