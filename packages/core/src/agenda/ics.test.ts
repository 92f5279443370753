import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeIcsText, foldIcsLine, icsUtc } from './ics.ts';

const octets = (s: string) => new TextEncoder().encode(s).length;

describe('ics text', () => {
  it('escapes backslash, semicolon, comma and newlines', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
  it('leaves short lines alone', () => {
    expect(foldIcsLine('SUMMARY:Short')).toBe('SUMMARY:Short');
    expect(foldIcsLine('X'.repeat(75))).toBe('X'.repeat(75));
  });
  it('folds at 75 octets with CRLF and a space, and unfolds to the original', () => {
    const line = `DESCRIPTION:${'x'.repeat(200)}`;
    const folded = foldIcsLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBe(3);
    expect(octets(parts[0]!)).toBe(75);
    for (const p of parts.slice(1)) {
      expect(p.startsWith(' ')).toBe(true);
      expect(octets(p)).toBeLessThanOrEqual(75);
    }
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
  it('never splits a multi-byte character', () => {
    const line = `SUMMARY:${'Zażółć gęślą jaźń — Привет '.repeat(6)}`;
    const parts = foldIcsLine(line).split('\r\n');
    for (const p of parts) expect(octets(p)).toBeLessThanOrEqual(75);
    expect(parts.join('\r\n').replace(/\r\n /g, '')).toBe(line);
    expect(parts.every((p) => !p.includes('\uFFFD'))).toBe(true);
  });
  it('writes UTC date-times', () => {
    expect(icsUtc(new Date('2027-05-18T09:05:07.123Z'))).toBe('20270518T090507Z');
  });
});

describe('buildCalendar', () => {
  it('writes a VCALENDAR with one VEVENT per entry, CRLF line ends and escaped text', () => {
    const ics = buildCalendar({
      name: 'Dev Days',
      stamp: new Date('2027-05-01T10:00:00Z'),
      events: [
        { uid: 'agenda-session-1@foyer.test', start: new Date('2027-05-18T07:00:00Z'), end: new Date('2027-05-18T08:00:00Z'), summary: 'Keynote; opening, day 1', location: 'Hall A, Tech', description: 'Line one\nLine two', url: 'https://foyer.test/x?a=1,2' },
        { uid: 'agenda-session-2@foyer.test', start: new Date('2027-05-18T09:00:00Z'), end: new Date('2027-05-18T10:00:00Z'), summary: 'Second' },
      ],
    });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.replace(/\r\n /g, '').split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines).toContain('UID:agenda-session-1@foyer.test');
    expect(lines).toContain('DTSTAMP:20270501T100000Z');
    expect(lines).toContain('DTSTART:20270518T070000Z');
    expect(lines).toContain('DTEND:20270518T080000Z');
    expect(lines).toContain('SUMMARY:Keynote\\; opening\\, day 1');
    expect(lines).toContain('LOCATION:Hall A\\, Tech');
    expect(lines).toContain('DESCRIPTION:Line one\\nLine two');
    expect(lines).toContain('URL:https://foyer.test/x?a=1,2');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    // The second event has no optional properties at all.
    const second = lines.slice(lines.lastIndexOf('BEGIN:VEVENT'));
    expect(second.some((l) => l.startsWith('LOCATION') || l.startsWith('DESCRIPTION'))).toBe(false);
  });
});
