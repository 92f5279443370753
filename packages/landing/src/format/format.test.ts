import { describe, expect, it } from 'vitest';
import { formatEventDates, formatSessionTime } from './format-dates.ts';
import { formatPrice } from '@foyer/i18n';

describe('formatEventDates', () => {
  it('shows the dates in the event time zone, not the server one', () => {
    // 22:30 UTC on 11 May is already 12 May in Warsaw.
    const text = formatEventDates('2025-05-11T22:30:00Z', '2025-05-13T15:00:00Z', 'en', 'Europe/Warsaw');
    expect(text).toContain('May 12');
    expect(text).toContain('12:30');
    expect(text).toContain('13');
  });

  it('uses the locale', () => {
    expect(formatEventDates('2025-05-12T08:00:00Z', '2025-05-12T15:00:00Z', 'pl', 'Europe/Warsaw')).toContain('maja');
    expect(formatEventDates('2025-05-12T08:00:00Z', '2025-05-12T15:00:00Z', 'de', 'Europe/Berlin')).toContain('Mai');
  });

  it('survives a bad time zone, locale or date', () => {
    expect(formatEventDates('2025-05-12T08:00:00Z', '2025-05-12T15:00:00Z', 'en_US', 'Mars/Olympus')).toContain('2025');
    expect(formatEventDates('garbage', 'garbage', 'en', 'UTC')).toBe('');
    expect(formatEventDates('2025-05-12T08:00:00Z', 'garbage', 'en', 'UTC')).toContain('2025');
  });
});

describe('formatSessionTime', () => {
  it('shows one day with a time range', () => {
    const text = formatSessionTime('2025-05-12T07:00:00Z', '2025-05-12T08:30:00Z', 'en-GB', 'Europe/Warsaw');
    expect(text).toMatch(/12 May.*09:00.*10:30/);
  });
});

describe('formatPrice', () => {
  it('formats minor units in the currency of the ticket', () => {
    expect(formatPrice(12_350, 'PLN', 'pl')).toMatch(/123,50\s*zł/);
    expect(formatPrice(500, 'EUR', 'en')).toBe('€5.00');
    expect(formatPrice(500, 'JPY', 'en')).toBe('¥500');
  });

  it('falls back for an unknown currency code', () => {
    expect(formatPrice(100, 'NOT A CODE', 'en')).toBe('1.00 NOT A CODE');
  });
});
