import { describe, expect, it } from 'vitest';
import { locales, resources } from '@foyer/i18n';

type Tree = { [k: string]: string | Tree };
const bundles = resources as unknown as Record<string, { dashboard: Tree }>;
const flat = (t: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(Object.entries(t).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v]] : Object.entries(flat(v, `${prefix}${k}.`)))));
const holes = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('dashboard translations', () => {
  const en = flat(bundles.en!.dashboard);
  for (const locale of locales) {
    it(`${locale} has every key of English, non-empty, with the same placeholders`, () => {
      const mine = flat(bundles[locale]!.dashboard);
      expect(Object.keys(mine).sort()).toEqual(Object.keys(en).sort());
      for (const [k, v] of Object.entries(en)) {
        expect(mine[k]!.trim() !== '', `${locale} ${k}`).toBe(true);
        expect(holes(mine[k]!), `${locale} ${k}`).toEqual(holes(v));
      }
      // Translated, not copied: a few words ("Contact", "E-mail", "Ticket") may read the same.
      if (locale !== 'en') expect(Object.keys(en).filter((k) => mine[k] === en[k]).length, locale).toBeLessThanOrEqual(3);
    });
  }
});
