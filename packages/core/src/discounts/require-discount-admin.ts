import type { Viewer } from '../accounts/viewer.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { requireEventAdmin } from '../access/is-event-admin.ts';

/** Guests are told to log in (401), anyone but the event's administrators is refused (403). */
export async function requireDiscountAdmin(ctx: Pick<Ctx, 'db'>, viewer: Pick<Viewer, 'id'> | null, eventId: number) {
  if (!viewer) throw new AppError('common.not_authenticated', 'Not authenticated');
  return requireEventAdmin(ctx, viewer, eventId);
}
