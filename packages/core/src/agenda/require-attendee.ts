import type { Viewer } from '../accounts/viewer.ts';
import { requireMemberOrAdmin } from '../access/require-member.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';

/** "My schedule" is for signed-in people who joined the event (or run it): 401, else 403. */
export async function requireAttendee(ctx: Pick<Ctx, 'db'>, viewer: Pick<Viewer, 'id'> | null, eventId: number) {
  if (!viewer) throw new AppError('common.not_authenticated', 'Not authenticated');
  return requireMemberOrAdmin(ctx, viewer, eventId);
}
