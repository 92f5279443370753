import { describe, expect, it } from 'vitest';
import { locales } from './schema/locales.ts';
import { createTestI18n, readLandingLocale } from './test-support/test-i18n.ts';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const files = new Map(locales.map((lng) => [lng, flatten(readLandingLocale(lng) as Tree)]));
const en = files.get('en')!;
const placeholders = (value: string) => [...value.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('landing locale files', () => {
  it.each(locales)('%s has exactly the keys of en, non-empty, with the same placeholders', (lng) => {
    const file = files.get(lng)!;
    expect([...file.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, value] of file) {
      expect(value.trim(), `${lng}:${key}`).not.toBe('');
      expect(placeholders(value), `${lng}:${key}`).toEqual(placeholders(en.get(key)!));
    }
  });

  it.each(locales.filter((lng) => lng !== 'en'))('%s is translated, not an English copy', (lng) => {
    const file = files.get(lng)!;
    const same = [...file].filter(([key, value]) => value === en.get(key));
    // Brand-like words (VIP, FAQ, Menu, Video, Partner, ...) may legitimately match English.
    expect(same.length / file.size).toBeLessThan(0.2);
  });

  it.each(locales)('%s has every plural form its language uses', (lng) => {
    const file = files.get(lng)!;
    const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
    const pluralBases = new Set([...en.keys()].filter((key) => key.endsWith('_other')).map((key) => key.slice(0, -'_other'.length)));
    expect(pluralBases.size).toBeGreaterThan(5);
    for (const base of pluralBases) for (const category of categories) expect(file.has(`${base}_${category}`), `${lng}:${base}_${category}`).toBe(true);
  });

  it('picks the real plural forms through i18next', () => {
    const t = (lng: string, key: string, count: number) => createTestI18n(lng).t(key, { ns: 'landing', count });
    expect([1, 2, 5, 22, 25].map((n) => t('ru', 'countdown.days', n))).toEqual(['день', 'дня', 'дней', 'дня', 'дней']);
    expect([1, 3, 5, 22].map((n) => t('pl', 'tickets.left', n))).toEqual([
      'Został 1 bilet',
      'Zostały 3 bilety',
      'Zostało 5 biletów',
      'Zostały 22 bilety',
    ]);
    expect([1, 4, 5].map((n) => t('cs', 'countdown.hours', n))).toEqual(['hodina', 'hodiny', 'hodin']);
    expect([1, 2, 20].map((n) => t('ro', 'countdown.span.days', n))).toEqual(['1 zi', '2 zile', '20 de zile']);
    expect(t('de', 'countdown.span.days', 3)).toBe('3 Tagen');
  });
});
