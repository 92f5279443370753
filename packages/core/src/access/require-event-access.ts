import type { Viewer } from '../accounts/viewer.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { getEventAccess, type AccessEvent, type EventAccess } from './get-event-access.ts';

/**
 * For capabilities whose data is only for people with access: throws the access.* code the
 * client acts on (the code gate first, then login, then joining), else returns the answer.
 * The event's administrators always pass, as in content reads (content-scope.ts): an organizer
 * who runs the event through its organization never joined it, yet manages who may see what.
 */
export async function requireEventAccess(
  ctx: Pick<Ctx, 'db' | 'rateLimiter'>,
  event: AccessEvent,
  viewer: Pick<Viewer, 'id' | 'email'> | null,
  opts: { accessCode?: string | null; ip?: string | null } = {},
): Promise<EventAccess> {
  const access = await getEventAccess(ctx, event, viewer, opts);
  if (access.has_access || access.is_admin) return access;
  if (access.code_required && !access.code_valid) {
    if (opts.accessCode?.trim()) throw new AppError('access.code_wrong', 'Oops... this access code is wrong. Please verify your code and try again.');
    throw new AppError('access.code_required', 'This event is protected by an access code.');
  }
  if (!access.authorised) throw new AppError('access.login_required', 'Please log in to enter this event.');
  throw new AppError('access.not_joined', 'You have not joined this event yet.');
}
