import { describe, expect, it } from 'vitest';
import { locales, resources } from '@foyer/i18n';

const codes = ['event_required', 'time_invalid', 'start_after_end', 'in_past', 'too_long', 'too_many', 'not_found', 'calendar_invalid', 'calendar_too_large', 'calendar_too_complex', 'url_refused', 'url_unreachable', 'google_not_configured', 'google_state_invalid', 'google_failed'];
const holes = (s: unknown) => [...String(s).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('availability translations', () => {
  const english = resources.en.availability as Record<string, string>;
  for (const locale of locales) {
    it(`${locale}: every key of English with the same placeholders, all four plural forms, every availability.* error`, () => {
      const ns = resources[locale].availability as Record<string, string>;
      expect(Object.keys(ns).sort()).toEqual(Object.keys(english).sort());
      for (const [key, en] of Object.entries(english)) {
        expect(ns[key]?.trim(), `${locale} ${key}`).toBeTruthy();
        expect(holes(ns[key]), `${locale} ${key}`).toEqual(holes(en));
      }
      for (const base of ['count', 'imported']) for (const form of ['one', 'few', 'many', 'other']) expect(ns[`${base}_${form}`], `${base}_${form}`).toBeTruthy();
      const errors = (resources[locale].common as { errors: Record<string, string> }).errors;
      for (const c of codes) expect(errors[`availability_${c}`]?.trim(), `${locale} availability_${c}`).toBeTruthy();
    });
  }
});
