import { describe, expect, it } from 'vitest';
import { locales, resources } from '@foyer/i18n';

type Tree = { [k: string]: string | Tree };
const namespaces = ['attendees', 'exhibitors', 'speakers', 'partners'] as const;
const bundles = resources as unknown as Record<string, Record<(typeof namespaces)[number], Tree>>;
const holes = (s: string) => [...new Set([...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]))].sort();
// Plural forms differ per language (pl has few/many, en only one/other): compare the base key.
const base = (k: string) => k.replace(/_(zero|one|two|few|many|other)$/, '');

function flat(t: Tree, prefix = ''): [string, string][] {
  return Object.entries(t).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : flat(v, `${prefix}${k}.`)));
}

describe('people and exhibitor screen translations', () => {
  for (const locale of locales) {
    it(`${locale} has every key of English, non-empty, with the same placeholders`, () => {
      for (const ns of namespaces) {
        const mine = flat(bundles[locale]![ns]);
        const english = flat(bundles.en![ns]);
        expect([...new Set(mine.map(([k]) => base(k)))].sort(), `${locale} ${ns}`).toEqual([...new Set(english.map(([k]) => base(k)))].sort());
        const byBase = new Map(english.map(([k, v]) => [base(k), v]));
        for (const [k, v] of mine) {
          expect(v.trim(), `${locale} ${ns}.${k}`).not.toBe('');
          // A plural form may leave out {{count}} (e.g. "one session"), nothing else may differ.
          const want = holes(byBase.get(base(k))!).filter((h) => h !== 'count');
          expect(holes(v).filter((h) => h !== 'count'), `${locale} ${ns}.${k}`).toEqual(want);
        }
      }
    });
  }
});
