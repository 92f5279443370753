import { describe, expect, it } from 'vitest';
import { locales, resources } from '@foyer/i18n';
import { errorStatus } from '@foyer/core/errors';

const holes = (s: unknown) => [...String(s).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
/** Nested keys as dotted paths. */
function flat(o: Record<string, unknown>, prefix = ''): Record<string, string> {
  return Object.fromEntries(Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? Object.entries(flat(v as Record<string, unknown>, `${prefix}${k}.`)) : [[`${prefix}${k}`, String(v)]])));
}
const moderationCodes = Object.keys(errorStatus).filter((c) => c.startsWith('moderation.'));

describe('moderation translations', () => {
  const english = flat(resources.en.moderation as Record<string, unknown>);
  for (const locale of locales) {
    it(`${locale}: every key of English with the same placeholders, all four plural forms, every moderation.* error`, () => {
      const ns = flat(resources[locale].moderation as Record<string, unknown>);
      expect(Object.keys(ns).sort()).toEqual(Object.keys(english).sort());
      for (const [key, en] of Object.entries(english)) {
        expect(ns[key]?.trim(), `${locale} ${key}`).toBeTruthy();
        expect(holes(ns[key]), `${locale} ${key}`).toEqual(holes(en));
      }
      for (const base of ['form.errors', 'review.pending']) for (const form of ['one', 'few', 'many', 'other']) expect(ns[`${base}_${form}`], `${base}_${form}`).toBeTruthy();
      const errors = (resources[locale].common as { errors: Record<string, string> }).errors;
      expect(moderationCodes.length).toBeGreaterThan(10);
      for (const c of moderationCodes) expect(errors[c.replace('.', '_')]?.trim(), `${locale} ${c}`).toBeTruthy();
      // Not an English copy: most sentences differ from English outside English itself.
      if (locale !== 'en') expect(Object.entries(english).filter(([k, v]) => ns[k] !== v).length).toBeGreaterThan(Object.keys(english).length * 0.7);
    });
  }
});
