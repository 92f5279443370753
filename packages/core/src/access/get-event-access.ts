import { schema } from '@foyer/db';
import { and, eq } from 'drizzle-orm';
import type { Viewer } from '../accounts/viewer.ts';
import type { Ctx } from '../context.ts';
import { accessCodeMatches } from './access-code-matches.ts';
import { countAccessCodeAttempt } from './access-code-limit.ts';
import { isEventAdmin } from './is-event-admin.ts';
import { normalizeEmail } from './normalize-email.ts';

/** The event row as find-event loads it (callers derive their event type from this parameter). */
export type AccessEvent = typeof schema.events.$inferSelect;

export interface EventAccess {
  login_required: boolean;
  authorised: boolean;
  joined: boolean;
  code_required: boolean;
  code_valid: boolean;
  has_access: boolean;
  whitelisted: boolean;
  join_request: 'pending' | 'approved' | 'rejected' | null;
  is_admin: boolean;
}

/**
 * SPEC §4 "Access mode types": close and whitelist require login, none does not; access is granted
 * only if (login is not required or the user joined) and (no code is required or the code is valid).
 * With `ip`, a wrong code counts against the same limit as check_access_code, so the header cannot
 * be used to guess codes either.
 */
export async function getEventAccess(
  ctx: Pick<Ctx, 'db' | 'rateLimiter'>,
  event: AccessEvent,
  viewer: Pick<Viewer, 'id' | 'email'> | null,
  opts: { accessCode?: string | null; ip?: string | null } = {},
): Promise<EventAccess> {
  const login_required = event.access_mode_type !== 'none';
  const code_required = event.access_code_on;
  const code_valid = code_required && accessCodeMatches(event.access_code, opts.accessCode);
  if (code_required && !code_valid && opts.accessCode?.trim() && opts.ip) await countAccessCodeAttempt(ctx, opts.ip);

  const who = viewer ? await viewerStanding(ctx, event.id, viewer) : null;
  const joined = who?.joined ?? false;
  return {
    login_required,
    authorised: viewer !== null,
    joined,
    code_required,
    code_valid,
    has_access: (!login_required || joined) && (!code_required || code_valid),
    whitelisted: who?.whitelisted ?? false,
    join_request: who?.join_request ?? null,
    is_admin: who?.is_admin ?? false,
  };
}

async function viewerStanding(ctx: Pick<Ctx, 'db'>, eventId: number, viewer: Pick<Viewer, 'id' | 'email'>) {
  const m = schema.event_memberships;
  const w = schema.event_whitelist_entries;
  const r = schema.event_join_requests;
  const [[membership], [listed], [request], is_admin] = await Promise.all([
    ctx.db.select({ joined: m.joined }).from(m).where(and(eq(m.event_id, eventId), eq(m.user_id, viewer.id))).limit(1),
    ctx.db.select({ id: w.id }).from(w).where(and(eq(w.event_id, eventId), eq(w.email, normalizeEmail(viewer.email)))).limit(1),
    ctx.db.select({ status: r.status }).from(r).where(and(eq(r.event_id, eventId), eq(r.user_id, viewer.id))).limit(1),
    isEventAdmin(ctx, viewer.id, eventId),
  ]);
  return {
    joined: membership?.joined ?? false,
    whitelisted: Boolean(listed),
    join_request: request?.status ?? null,
    is_admin,
  };
}
