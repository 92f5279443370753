import { describe, expect, it } from 'vitest';
import { negotiateLocale, parseAcceptLanguage } from './negotiate-locale.ts';

describe('parseAcceptLanguage', () => {
  it('orders by quality and strips regions', () => {
    expect(parseAcceptLanguage('de-AT;q=0.7, pl-PL, en;q=0.8, *;q=0.1')).toEqual(['pl', 'en', 'de']);
  });
  it('ignores garbage', () => {
    expect(parseAcceptLanguage(';;,q=,')).toEqual([]);
  });
});

describe('negotiateLocale', () => {
  it('takes the browser language', () => {
    expect(negotiateLocale({ acceptLanguage: 'pl-PL,pl;q=0.9' })).toBe('pl');
  });
  it('lets an explicit choice win over the browser', () => {
    expect(negotiateLocale({ requested: 'de', acceptLanguage: 'pl' })).toBe('de');
  });
  it('restricts to the event languages, falling back to the event default', () => {
    expect(negotiateLocale({ acceptLanguage: 'fr', allowed: ['pl', 'en'], eventDefault: 'pl' })).toBe('pl');
    expect(negotiateLocale({ requested: 'ru', allowed: ['pl', 'en'] })).toBe('en');
  });
  it('falls back to English for unknown languages', () => {
    expect(negotiateLocale({ acceptLanguage: 'xx, zz' })).toBe('en');
  });
  it('uses the first offered language when the event does not offer English', () => {
    expect(negotiateLocale({ acceptLanguage: 'fr', allowed: ['de', 'pl'] })).toBe('pl');
  });
});
