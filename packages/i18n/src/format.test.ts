import { describe, expect, it } from 'vitest';
import { formatList, formatWhen, formatWhenRange } from './format.ts';

describe('formatWhen', () => {
  it('shows an instant in the event time zone, not UTC', () => {
    // 13:00 UTC in May is 15:00 in Warsaw (CEST).
    expect(formatWhen('2027-05-18T13:00:00Z', 'pl', 'Europe/Warsaw', 'time')).toBe('15:00');
    expect(formatWhen('2027-05-18T13:00:00Z', 'en-GB', 'Europe/Warsaw', 'datetime')).toBe('18 May 2027, 15:00');
    expect(formatWhen('2027-05-18T23:30:00Z', 'de', 'Europe/Warsaw', 'date')).toBe('19.05.2027');
  });

  it('writes only plain spaces, so server and browser text match', () => {
    for (const locale of ['en', 'en-US', 'fr', 'ru', 'cs', 'hu', 'bg', 'ro', 'de', 'pl']) {
      for (const style of ['date', 'date-long', 'time', 'datetime', 'datetime-long', 'day', 'day-short'] as const) {
        expect(formatWhen('2027-05-18T07:05:00Z', locale, 'Europe/Warsaw', style), `${locale} ${style}`).not.toMatch(/[\u00a0\u202f\u2009]/);
      }
      expect(formatWhenRange('2027-05-18T07:00:00Z', '2027-05-18T08:30:00Z', locale, 'Europe/Warsaw', 'time')).not.toMatch(/[\u00a0\u202f\u2009]/);
    }
    expect(formatWhen('2027-05-18T07:05:00Z', 'en-US', 'Europe/Warsaw', 'time')).toBe('9:05 AM');
    expect(formatWhen('2027-05-18T07:05:00Z', 'en-US', 'Europe/Warsaw', 'slot')).toBe('May 18, 9:05 AM');
    expect(formatWhen('2027-05-18T07:05:00Z', 'pl', 'Europe/Warsaw', 'slot')).toBe('18 maj, 09:05');
  });

  it('collapses a range in one day and survives a bad zone, locale or date', () => {
    expect(formatWhenRange('2027-05-18T07:00:00Z', '2027-05-18T08:30:00Z', 'pl', 'Europe/Warsaw', 'time')).toBe('09:00–10:30');
    expect(formatWhen('2027-05-18T13:00:00Z', 'pl', 'Mars/Olympus', 'time')).toBe('13:00');
    expect(formatWhen('2027-05-18T13:00:00Z', 'xx-!!', 'Europe/Warsaw', 'time')).toBe('3:00 PM');
    expect(formatWhen('not a date', 'pl', 'Europe/Warsaw', 'time')).toBe('');
    // An end before the start prints the start alone.
    expect(formatWhenRange('2027-05-18T07:00:00Z', '2027-05-17T07:00:00Z', 'pl', 'Europe/Warsaw', 'date')).toBe('18 maj 2027');
  });
});

describe('formatList', () => {
  it("joins with each language's own conjunction, every time it is asked", () => {
    expect(formatList(['3 dni', '4 godziny', '5 minut'], 'pl')).toBe('3 dni, 4 godziny i 5 minut');
    expect(formatList(['3 days', '4 hours'], 'en')).toBe('3 days and 4 hours');
    expect(formatList(['3 dni', '5 minut'], 'pl')).toBe('3 dni i 5 minut');
  });

  it('survives a malformed locale tag, in English', () => {
    expect(formatList(['a', 'b'], 'not a locale!')).toBe('a and b');
    expect(formatList(['a', 'b'], 'not a locale!')).toBe('a and b');
  });
});
