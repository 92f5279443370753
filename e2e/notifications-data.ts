/**
 * The notifications journey's event and attendee (created by e2e/fixtures.ts before the server
 * starts). Plain data, so the spec can import it. The session starts `startsInMinutes` after the
 * fixtures are made: a 30-minute reminder is then already due and is delivered at once.
 */
export const e2eNotifications = {
  event: { slug: 'reminder-day', title: 'Reminder Day' },
  session: { name: 'Opening talk', startsInMinutes: 25 },
  attendee: { email: 'notified@e2e.foyer.test', password: 'notified-pass-1', first_name: 'Nora', last_name: 'Notified' },
  phoneAttendee: { email: 'notified-phone@e2e.foyer.test', password: 'notified-phone-1', first_name: 'Pia', last_name: 'Phone' },
  // Has one notification from the start, for the journey without JavaScript.
  noScriptAttendee: { email: 'notified-noscript@e2e.foyer.test', password: 'notified-noscript-1', first_name: 'Nils', last_name: 'Noscript' },
  welcome: { title: 'Welcome to Reminder Day', message: 'Your badge is ready at the front desk.' },
} as const;
