import { describe, expect, it } from 'vitest';
import { formatEventDates, formatKm } from './format-event-dates.ts';

describe('formatEventDates', () => {
  it('shows the dates in the event’s time zone, not the server’s', () => {
    const text = formatEventDates('2027-05-18T07:00:00Z', '2027-05-20T16:00:00Z', 'en-GB', 'Europe/Warsaw');
    expect(text).toContain('09:00');
    expect(text).toContain('18:00');
    expect(formatEventDates('2027-05-18T07:00:00Z', '2027-05-18T09:00:00Z', 'en-GB', 'America/New_York')).toContain('03:00');
  });

  it('survives an unknown zone or a missing end', () => {
    expect(formatEventDates('2027-05-18T07:00:00Z', 'bad', 'en', 'Mars/Olympus')).toContain('2027');
    expect(formatEventDates('bad', 'bad', 'en', 'UTC')).toBe('');
  });
});

it('formats distances in the locale', () => {
  expect(formatKm(5.62, 'en')).toBe('5.6');
  expect(formatKm(5.62, 'pl')).toBe('5,6');
  expect(formatKm(123.4, 'en')).toBe('123');
});
