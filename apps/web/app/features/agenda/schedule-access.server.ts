import type { Ctx } from '@foyer/core/context';
import { isAppError } from '@foyer/core/errors';
import { requireAttendee } from '@foyer/core/agenda/require-attendee';

/** Whether the viewer may keep a schedule here (signed in and joined, or an admin). */
export async function scheduleAccess(ctx: Ctx, viewer: { id: number } | null, eventId: number): Promise<boolean> {
  if (!viewer) return false;
  try {
    await requireAttendee(ctx, viewer, eventId);
    return true;
  } catch (err) {
    if (isAppError(err)) return false;
    throw err;
  }
}
