import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { locales, resources } from '@foyer/i18n';
import { errorStatus } from './errors.ts';

// Every code the API can answer with must read well in every locale (DESIGN "HTTP contract").
describe('error code translations', () => {
  const codes = Object.keys(errorStatus).map((c) => c.replaceAll('.', '_'));
  for (const locale of locales) {
    it(`${locale} translates every error code`, () => {
      const errors = (resources[locale].common as { errors: Record<string, string> }).errors;
      expect(codes.filter((c) => !errors[c]?.trim())).toEqual([]);
    });
  }
  it('has no stale translations of codes that no longer exist', () => {
    const en = JSON.parse(readFileSync(new URL('../../i18n/locales/en/common.json', import.meta.url), 'utf8')) as { errors: Record<string, string> };
    expect(Object.keys(en.errors).filter((k) => !codes.includes(k))).toEqual([]);
  });
});
