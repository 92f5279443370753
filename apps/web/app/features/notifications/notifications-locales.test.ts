import { describe, expect, it } from 'vitest';
import { locales, resources } from '@foyer/i18n';

type Tree = { [k: string]: string | Tree };
const holes = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const flat = (t: Tree, prefix = ''): Record<string, string> =>
  Object.assign({}, ...Object.entries(t).map(([k, v]) => (typeof v === 'string' ? { [prefix + k]: v } : flat(v, `${prefix}${k}.`))));
const bundles = resources as unknown as Record<string, { notifications: Tree }>;

describe('notifications translations', () => {
  const en = flat(bundles.en!.notifications);
  for (const locale of locales) {
    it(`${locale} has every key of English, non-empty, with the same placeholders, translated`, () => {
      const mine = flat(bundles[locale]!.notifications);
      expect(Object.keys(mine).sort()).toEqual(Object.keys(en).sort());
      for (const [k, v] of Object.entries(en)) {
        expect(mine[k]!.trim(), `${locale} ${k}`).not.toBe('');
        expect(holes(mine[k]!), `${locale} ${k}`).toEqual(holes(v));
      }
      // French shares "Notifications" with English, and a template of placeholders only ("{{name}}: {{text}}") has no words; nothing else may be a copy.
      const words = (s: string) => /\p{L}/u.test(s.replace(/\{\{\w+\}\}/g, ''));
      if (locale !== 'en') expect(Object.keys(en).filter((k) => mine[k] === en[k] && words(en[k]!) && !/^Notifications$/.test(en[k]!)), locale).toEqual([]);
    });
  }
});
