import { defaultLocale, isLocale, resources } from '@foyer/i18n';

/** `mail.agenda_reminder` (packages/i18n/locales/<lng>/mail.json); {{event}} {{session}} {{minutes}} {{time}} {{place}}. */
export interface ReminderStrings {
  subject: string;
  title: string;
  notification: string;
  intro: string;
  place: string;
  button: string;
}

type Bundles = Record<string, { mail?: { agenda_reminder?: ReminderStrings } } | undefined>;

/** Read from the bundled resources: the job runs outside any request. */
export function reminderStrings(locale: string): ReminderStrings {
  const bundles = resources as unknown as Bundles;
  const strings = (isLocale(locale) ? bundles[locale]?.mail?.agenda_reminder : undefined) ?? bundles[defaultLocale]?.mail?.agenda_reminder;
  if (!strings) throw new Error('mail.agenda_reminder strings are missing from packages/i18n/locales/en/mail.json');
  return strings;
}
