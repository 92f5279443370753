import { describe, expect, it } from 'vitest';
import { locales, resources } from '@foyer/i18n';

type Strings = Record<string, string>;
const holes = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const bundles = resources as unknown as Record<string, { agenda: Strings; mail: { agenda_reminder: Strings } }>;

describe('agenda and reminder-mail translations', () => {
  const en = bundles.en!;
  for (const locale of locales) {
    it(`${locale} has every key of English, non-empty, with the same placeholders`, () => {
      const b = bundles[locale]!;
      for (const [ns, mine, english] of [['agenda', b.agenda, en.agenda], ['mail.agenda_reminder', b.mail.agenda_reminder, en.mail.agenda_reminder]] as const) {
        expect(Object.keys(mine).sort(), ns).toEqual(Object.keys(english).sort());
        for (const [k, v] of Object.entries(english)) {
          expect(typeof mine[k] === 'string' && mine[k].trim() !== '', `${locale} ${ns}.${k}`).toBe(true);
          expect(holes(mine[k]!), `${locale} ${ns}.${k}`).toEqual(holes(v));
        }
        // Translated, not copied: only a few short words (e.g. "Details") may equal English.
        if (locale !== 'en') expect(Object.keys(english).filter((k) => mine[k] === english[k]).length, `${locale} ${ns}`).toBeLessThanOrEqual(1);
      }
    });
  }
});
