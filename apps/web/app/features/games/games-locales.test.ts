import { describe, expect, it } from 'vitest';
import { locales, resources } from '@foyer/i18n';

type Tree = { [k: string]: string | Tree };
const holes = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const flat = (t: Tree, prefix = ''): [string, string][] =>
  Object.entries(t).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v] as [string, string]] : flat(v, `${prefix}${k}.`)));
const bundles = resources as unknown as Record<string, { games: Tree }>;

describe('games translations (issue #19)', () => {
  const en = Object.fromEntries(flat(bundles.en!.games));
  for (const locale of locales) {
    it(`${locale} has every key of English, non-empty, with the same placeholders`, () => {
      const mine = Object.fromEntries(flat(bundles[locale]!.games));
      expect(Object.keys(mine).sort()).toEqual(Object.keys(en).sort());
      for (const [k, v] of Object.entries(en)) {
        expect(mine[k]!.trim() !== '', `${locale} ${k}`).toBe(true);
        expect(holes(mine[k]!), `${locale} ${k}`).toEqual(holes(v));
      }
      // Translated, not copied: only short words may equal English — French shares Points, Description, Codes, Quiz, « {{count}} points »… (13 of some 150 keys).
      // « {{count}} questions » and « participants » with it (9 of 80 keys).
      if (locale !== 'en') expect(Object.keys(en).filter((k) => mine[k] === en[k]).length, locale).toBeLessThanOrEqual(15);
    });
  }
});
