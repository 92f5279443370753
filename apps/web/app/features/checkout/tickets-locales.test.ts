import { describe, expect, it } from 'vitest';
import { locales, resources } from '@foyer/i18n';

/** Every key path of a namespace, plural suffixes kept (each locale writes all four forms). */
function keys(o: unknown, prefix = ''): string[] {
  if (typeof o !== 'object' || o === null) return [prefix];
  return Object.entries(o).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('tickets translations', () => {
  const english = keys(resources.en.tickets).sort();
  for (const locale of locales) {
    it(`${locale} has every key of English, each non-empty, and keeps the placeholders`, () => {
      const ns = resources[locale].tickets as unknown;
      expect(keys(ns).sort()).toEqual(english);
      for (const key of english) {
        const value = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], ns);
        const en = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], resources.en.tickets);
        expect(typeof value === 'string' && value.trim() !== '', key).toBe(true);
        const holes = (s: unknown) => [...String(s).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
        expect(holes(value), `${locale} ${key}`).toEqual(holes(en));
      }
    });
  }
});
