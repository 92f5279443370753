import { notificationStrings } from '../notifications/notification-template.ts';

/** `mail.agenda_reminder` (packages/i18n/locales/<lng>/mail.json); {{event}} {{session}} {{minutes}} {{time}} {{place}}. */
export interface ReminderStrings {
  subject: string;
  title: string;
  notification: string;
  intro: string;
  place: string;
  button: string;
}

/** Read from the bundled resources: the job runs outside any request. */
export const reminderStrings = (locale: string): ReminderStrings => notificationStrings<ReminderStrings>('mail', 'agenda_reminder', locale);
