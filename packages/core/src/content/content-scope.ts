import { schema } from '@foyer/db';
import { and, eq } from 'drizzle-orm';
import type { Viewer } from '../accounts/viewer.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { getEventById } from '../events/find-event.ts';
import { getEventAccess } from '../access/get-event-access.ts';
import { requireComponentAccess } from '../access/component-access.ts';

export type ContentViewer = Pick<Viewer, 'id' | 'email'> | null;

/** Who reads content and in which language; every content read takes one. */
export interface ContentRequest {
  eventId: number;
  viewer: ContentViewer;
  locale: string;
  accessCode?: string | null;
  ip?: string | null;
}

export interface ContentScope {
  eventId: number;
  viewer: ContentViewer;
  isAdmin: boolean;
  locale: string;
}

/**
 * The event gate of every content read (SPEC §4/§6): close and whitelist events are for joined
 * members only; admins always pass so they can check what attendees will see.
 */
export async function openEventScope(ctx: Pick<Ctx, 'db' | 'rateLimiter'>, req: ContentRequest): Promise<ContentScope> {
  const event = await getEventById(ctx, req.eventId);
  const access = await getEventAccess(ctx, event, req.viewer, { accessCode: req.accessCode, ip: req.ip });
  if (!access.has_access && !access.is_admin) {
    if (access.code_required && !access.code_valid) {
      if (req.accessCode?.trim()) throw new AppError('access.code_wrong', 'Oops... this access code is wrong. Please verify your code and try again.');
      throw new AppError('access.code_required', 'This event is protected by an access code.');
    }
    if (!access.authorised) throw new AppError('access.login_required', 'Please log in to enter this event.');
    throw new AppError('access.not_joined', 'You have not joined this event yet.');
  }
  return { eventId: event.id, viewer: req.viewer, isAdmin: access.is_admin, locale: req.locale };
}

/**
 * The event gate plus: the component belongs to the event, is of the expected kind, and — when
 * it is limited to users with access (SPEC §6) — the viewer is an admin or one of them.
 */
export async function openComponentScope(
  ctx: Pick<Ctx, 'db' | 'rateLimiter'>,
  req: ContentRequest & { componentId: number },
  componentName: (typeof schema.componentNames)[number],
): Promise<ContentScope & { componentId: number }> {
  const scope = await openEventScope(ctx, req);
  const c = schema.components;
  const [row] = await ctx.db
    .select({ id: c.id, access_limited: c.access_limited })
    .from(c)
    .where(and(eq(c.id, req.componentId), eq(c.event_id, req.eventId), eq(c.component_name, componentName)))
    .limit(1);
  if (!row) throw new AppError('component.not_found', 'Component not found');
  await requireComponentAccess(ctx, { eventId: req.eventId, componentId: row.id, accessLimited: row.access_limited, viewerId: req.viewer?.id ?? null, isAdmin: scope.isAdmin });
  return { ...scope, componentId: row.id };
}
