import { describe, expect, it } from 'vitest';
import { locales, resources } from '@foyer/i18n';

/** Every string of a namespace, nested ones (matching.notification.*) by their dotted key. */
function flat(ns: unknown, prefix = ''): Record<string, string> {
  return Object.entries(ns as Record<string, unknown>).reduce<Record<string, string>>(
    (acc, [k, v]) => (typeof v === 'string' ? { ...acc, [`${prefix}${k}`]: v } : { ...acc, ...flat(v, `${prefix}${k}.`) }),
    {},
  );
}
const holes = (s: unknown) => [...String(s).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/** The networking screens' words (inbox, business matching): the group and free-time keys and the reminder included. */
describe('networking translations', () => {
  for (const ns of ['inbox', 'matching'] as const) {
    const english = flat(resources.en[ns]);
    for (const locale of locales) {
      it(`${ns} in ${locale}: every key of English, filled in, with the same placeholders`, () => {
        const here = flat(resources[locale][ns]);
        expect(Object.keys(here).sort()).toEqual(Object.keys(english).sort());
        for (const [key, en] of Object.entries(english)) {
          expect(here[key]?.trim(), `${locale} ${key}`).toBeTruthy();
          expect(holes(here[key]), `${locale} ${key}`).toEqual(holes(en));
        }
        // The words added for issue #18's group threads, free time and reminders are translated, not English copies.
        if (locale !== 'en') for (const key of ns === 'inbox' ? ['new_link', 'search_label', 'thread_name', 'existing'] : ['free_hint', 'free_message_label', 'notification.reminder_title', 'notification.reminder_message']) expect(here[key], `${locale} ${key}`).not.toBe(english[key]);
      });
    }
  }
});
