import { describe, expect, it } from 'vitest';
import { errorStatus } from '@foyer/core/errors';
import { locales, resources } from '@foyer/i18n';

type Bundle = Record<string, string>;
const holes = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const bundles = resources as unknown as Record<string, { scangame: Bundle; photobooth: Bundle; common: { errors: Bundle } }>;
const ours = Object.keys(errorStatus).filter((c) => c.startsWith('qr_scan.') || c.startsWith('photo_booth.'));

/** Issue #19: the scan game's and the photo booth's words and errors in all nine locales. */
describe('scan game and photo booth translations', () => {
  for (const ns of ['scangame', 'photobooth'] as const) {
    const en = bundles.en![ns];
    for (const locale of locales) {
      it(`${ns}: ${locale} has every key of English with the same placeholders, plural forms one/few/many/other, translated`, () => {
        const mine = bundles[locale]![ns];
        expect(Object.keys(mine).sort()).toEqual(Object.keys(en).sort());
        for (const [k, v] of Object.entries(en)) {
          expect(mine[k]!.trim() !== '', `${locale} ${k}`).toBe(true);
          expect(holes(mine[k]!), `${locale} ${k}`).toEqual(holes(v));
        }
        for (const k of Object.keys(en).filter((key) => key.endsWith('_other'))) {
          const base = k.slice(0, -'_other'.length);
          for (const form of ['one', 'few', 'many']) expect(mine[`${base}_${form}`], `${locale} ${base}_${form}`).toBeTruthy();
        }
        // Only a few short words may equal English (French « Code », « +{{count}} points »).
        if (locale !== 'en') expect(Object.keys(en).filter((k) => mine[k] === en[k]).length, locale).toBeLessThanOrEqual(6);
      });
    }
  }

  it('every qr_scan.* and photo_booth.* error is said in every locale', () => {
    expect(ours.length).toBeGreaterThanOrEqual(7);
    for (const locale of locales) for (const code of ours) expect(bundles[locale]!.common.errors[code.replaceAll('.', '_')], `${locale} ${code}`).toBeTruthy();
  });
});
