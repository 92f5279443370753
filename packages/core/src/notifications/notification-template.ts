import type { NotificationTemplate } from '@foyer/db/schema';
import { fillTemplate } from '../mail/mail-strings.ts';
import { bundledStrings, inBundle } from '../platform/bundled-strings.ts';

export type { NotificationTemplate };

/**
 * A notification's group of strings (e.g. `notifications` › `feed_wall`) in `locale`, falling back
 * to English: notifications are made outside any request, so they read the bundled resources.
 */
export const notificationStrings = <T>(ns: string, group: string, locale: string): T => bundledStrings<T>(ns, group, locale);

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
