/** SPEC §9: a session reminder is 5, 15 or 30 minutes before the start, or none. */
export const REMINDER_MINUTES = [5, 15, 30] as const;
export type ReminderMinutes = (typeof REMINDER_MINUTES)[number];

/** When the reminder of a session starting at `timeStart` is due. */
export function reminderDueAt(timeStart: Date, minutes: number): Date {
  return new Date(timeStart.getTime() - minutes * 60_000);
}

/**
 * How long to wait before delivering. A reminder set (or a session moved) after its due time but
 * before the start is delivered at once; null when the session has started, so nothing is sent.
 */
export function reminderDelayMs(now: Date, timeStart: Date, minutes: number): number | null {
  if (timeStart.getTime() <= now.getTime()) return null;
  return Math.max(0, reminderDueAt(timeStart, minutes).getTime() - now.getTime());
}

/**
 * Stable per attendance, minutes and start time: enqueuing the same reminder twice runs it once,
 * and a reminder for a moved session gets a new id instead of colliding with the stale job.
 */
export function reminderJobId(attendanceId: number, minutes: number, timeStart: Date): string {
  return `agenda-reminder:${attendanceId}:${minutes}:${timeStart.getTime()}`;
}
