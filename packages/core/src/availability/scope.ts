import type { Viewer } from '../accounts/viewer.ts';
import { requireMemberOrAdmin } from '../access/require-member.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';

/**
 * Unavailability (SPEC §3 user_unavailability, §7 events/{eventId}/users/unavailability) belongs
 * to one user in one event: only a joined member or an administrator of the event has any, and
 * only their own. Every call goes through here, so nobody reads or edits another's times.
 */
export interface AvailabilityScope {
  eventId: number;
  userId: number;
  /** The event's IANA time zone: floating and all-day calendar times are read in it. */
  timezone: string;
  eventStart: Date;
  eventEnd: Date;
}

export async function openAvailability(ctx: Pick<Ctx, 'db'>, viewer: Pick<Viewer, 'id'> | null, eventId: number | null): Promise<AvailabilityScope> {
  if (!viewer) throw new AppError('common.not_authenticated', 'Please log in to set your availability.');
  if (eventId == null) throw new AppError('availability.event_required', 'Say which event the availability is for.');
  const event = await requireMemberOrAdmin(ctx, viewer, eventId);
  return { eventId, userId: viewer.id, timezone: event.timezone, eventStart: event.start_date, eventEnd: event.end_date };
}

const DAY = 86_400_000;

/**
 * The times an import reads: from now (the past is never stored, SPEC §5) to a day after the
 * event, starting a day before it, and never more than 400 days ahead. Empty for a past event.
 */
export function importWindow(scope: AvailabilityScope, now: Date): { from: Date; to: Date } {
  const from = new Date(Math.max(now.getTime(), scope.eventStart.getTime() - DAY));
  const to = new Date(Math.min(scope.eventEnd.getTime() + DAY, from.getTime() + 400 * DAY));
  return { from, to: to > from ? to : from };
}
