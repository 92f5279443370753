import { expect, test } from './test.ts';
import { e2eUsers } from './fixture-data.ts';
import { logIn } from './log-in.ts';

/**
 * Issue #18, availability: an attendee of the demo (18-20 May 2027, Europe/Warsaw) opens
 * profile/availability from their profile on a phone, marks a busy time by hand, imports a small
 * .ics file (a daily recurring event written in New York time), and sees every busy time listed
 * by day in the event's time zone. Adding the same time again merges and an import replaces the
 * previous one, so the journey can run again on the same rows.
 */
const phone = { locale: 'en-US', viewport: { width: 390, height: 844 } };
test.use(phone);

// 08:00 New York (EDT, UTC-4) = 14:00 in Warsaw (CEST, UTC+2), on each of the event's three days.
const ics = [
  'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Foyer e2e//EN',
  'BEGIN:VTIMEZONE', 'TZID:America/New_York',
  'BEGIN:DAYLIGHT', 'TZOFFSETFROM:-0500', 'TZOFFSETTO:-0400', 'TZNAME:EDT', 'DTSTART:19700308T020000', 'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU', 'END:DAYLIGHT',
  'BEGIN:STANDARD', 'TZOFFSETFROM:-0400', 'TZOFFSETTO:-0500', 'TZNAME:EST', 'DTSTART:19701101T020000', 'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU', 'END:STANDARD',
  'END:VTIMEZONE',
  'BEGIN:VEVENT', 'UID:e2e-standup@foyer.test', 'DTSTAMP:20270101T000000Z', 'SUMMARY:Stand-up with New York',
  'DTSTART;TZID=America/New_York:20270518T080000', 'DTEND;TZID=America/New_York:20270518T083000', 'RRULE:FREQ=DAILY;COUNT=3', 'END:VEVENT',
  'END:VCALENDAR', '',
].join('\r\n');

test('an attendee adds a busy time, imports an .ics file and sees the busy times by day (on a phone-width screen)', async ({ page }) => {
  await logIn(page, 'demo', e2eUsers.availabilityAttendee);
  await page.goto('/demo/profile');
  await page.getByRole('link', { name: 'My availability' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My availability' })).toBeVisible();

  const add = page.getByRole('region', { name: 'Add a busy time' });
  await add.getByLabel('From').fill('2027-05-18T09:00');
  await add.getByLabel('Until').fill('2027-05-18T10:30');
  await add.getByRole('button', { name: 'Add the time' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The busy time was added.' })).toBeVisible();

  const importing = page.getByRole('region', { name: 'Import a calendar' });
  await importing.getByLabel(/^Calendar file/).setInputFiles({ name: 'work.ics', mimeType: 'text/calendar', buffer: Buffer.from(ics) });
  await importing.getByRole('button', { name: 'Import the file' }).click();
  await expect(page.getByRole('status').filter({ hasText: '3 busy times imported.' })).toBeVisible();

  const list = page.getByRole('region', { name: 'My busy times' });
  await expect(list.getByText('4 busy times', { exact: true })).toBeVisible();
  const first = list.getByRole('heading', { level: 3, name: 'Tuesday, May 18, 2027' });
  await expect(first).toBeVisible();
  await expect(list.getByRole('listitem').filter({ hasText: /09:00\sAM – 10:30\sAM/ })).toContainText('Entered by hand');
  await expect(list.getByRole('listitem').filter({ hasText: /02:00\sPM – 02:30\sPM/ })).toHaveCount(3);
  await expect(list.getByRole('heading', { level: 3, name: 'Thursday, May 20, 2027' })).toBeVisible();

  // A time in the past is refused with the reason.
  await add.getByLabel('From').fill('2020-01-01T09:00');
  await add.getByLabel('Until').fill('2020-01-01T10:00');
  await add.getByRole('button', { name: 'Add the time' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'A time cannot start in the past.' })).toBeVisible();
});
