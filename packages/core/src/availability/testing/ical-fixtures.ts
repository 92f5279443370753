/** iCalendar fixtures for the import tests (issue #18): recurrence, all-day, another time zone. */
const cal = (...lines: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Foyer tests//EN', ...lines, 'END:VCALENDAR', ''].join('\r\n');

/** Mondays and Wednesdays 09:00-10:00 Warsaw time (TZID without a VTIMEZONE), 2 June left out. */
export const weeklyWithExdate = cal(
  'BEGIN:VEVENT', 'UID:weekly-1@test', 'DTSTAMP:20270401T000000Z', 'SUMMARY:Team sync',
  'DTSTART;TZID=Europe/Warsaw:20270503T090000', 'DTEND;TZID=Europe/Warsaw:20270503T100000',
  'RRULE:FREQ=WEEKLY;BYDAY=MO,WE', 'EXDATE;TZID=Europe/Warsaw:20270602T090000', 'END:VEVENT',
);

/** 1 June all day (a date, read in the event's time zone), and a free (transparent) event. */
export const allDay = cal(
  'BEGIN:VEVENT', 'UID:allday-1@test', 'DTSTAMP:20270401T000000Z', 'SUMMARY:Offsite',
  'DTSTART;VALUE=DATE:20270601', 'DTEND;VALUE=DATE:20270602', 'END:VEVENT',
  'BEGIN:VEVENT', 'UID:free-1@test', 'DTSTAMP:20270401T000000Z', 'SUMMARY:Free',
  'DTSTART:20270602T120000Z', 'DTEND:20270602T130000Z', 'TRANSP:TRANSPARENT', 'END:VEVENT',
);

/** 2 June 14:00-15:00 in New York (defined by the file's VTIMEZONE: EDT, UTC-4). */
export const newYork = cal(
  'BEGIN:VTIMEZONE', 'TZID:America/New_York',
  'BEGIN:DAYLIGHT', 'TZOFFSETFROM:-0500', 'TZOFFSETTO:-0400', 'TZNAME:EDT', 'DTSTART:19700308T020000', 'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU', 'END:DAYLIGHT',
  'BEGIN:STANDARD', 'TZOFFSETFROM:-0400', 'TZOFFSETTO:-0500', 'TZNAME:EST', 'DTSTART:19701101T020000', 'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU', 'END:STANDARD',
  'END:VTIMEZONE',
  'BEGIN:VEVENT', 'UID:ny-1@test', 'DTSTAMP:20270401T000000Z', 'SUMMARY:Call with NY',
  'DTSTART;TZID=America/New_York:20270602T140000', 'DTEND;TZID=America/New_York:20270602T150000', 'END:VEVENT',
);

/** A daily stand-up whose 1 June occurrence moved to 11:00 UTC (a RECURRENCE-ID exception). */
export const dailyWithException = cal(
  'BEGIN:VEVENT', 'UID:daily-1@test', 'DTSTAMP:20270401T000000Z', 'SUMMARY:Stand-up',
  'DTSTART:20270530T080000Z', 'DTEND:20270530T081500Z', 'RRULE:FREQ=DAILY;COUNT=5', 'END:VEVENT',
  'BEGIN:VEVENT', 'UID:daily-1@test', 'DTSTAMP:20270401T000000Z', 'SUMMARY:Stand-up (moved)',
  'RECURRENCE-ID:20270601T080000Z', 'DTSTART:20270601T110000Z', 'DTEND:20270601T111500Z', 'END:VEVENT',
);
