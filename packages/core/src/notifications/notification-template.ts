import { defaultLocale, isLocale, resources } from '@foyer/i18n';
import type { NotificationTemplate } from '@foyer/db/schema';
import { fillTemplate } from '../mail/mail-strings.ts';

export type { NotificationTemplate };

type Bundles = Record<string, Record<string, unknown> | undefined>;

/** The value at a dotted path of a namespace's bundle in `locale`, else in English. */
function inBundle(locale: string, ns: string, path: string): unknown {
  const bundles = resources as unknown as Record<string, Bundles | undefined>;
  const read = (lng: string) => path.split('.').reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), bundles[lng]?.[ns]);
  return (isLocale(locale) ? read(locale) : undefined) ?? read(defaultLocale);
}

/**
 * A notification's group of strings (e.g. `notifications` › `feed_wall`) in `locale`, falling back
 * to English: notifications are made outside any request, so they read the bundled resources.
 */
export function notificationStrings<T>(ns: string, group: string, locale: string): T {
  const strings = inBundle(locale, ns, group);
  if (!strings) throw new Error(`${ns}.${group} strings are missing from packages/i18n/locales/${defaultLocale}/${ns}.json`);
  return strings as T;
}

/** The template of a `{group}.{kind}_title` / `_message` pair, the shape every notifying service's strings have. */
export const templateOf = (ns: string, group: string, kind: string, vars: Record<string, string>): NotificationTemplate => ({
  ns,
  title: `${group}.${kind}_title`,
  message: `${group}.${kind}_message`,
  vars,
});

/** The title and message a template says, in `locale`; null when its keys are gone (an old row keeps its stored text). */
export function renderNotification(t: NotificationTemplate, locale: string): { title: string; message: string } | null {
  const title = inBundle(locale, t.ns, t.title);
  const message = inBundle(locale, t.ns, t.message);
  if (typeof title !== 'string' || typeof message !== 'string') return null;
  return { title: fillTemplate(title, t.vars), message: fillTemplate(message, t.vars) };
}
