import { schema } from '@foyer/db';
import type { JoinRequestStatus } from '@foyer/db/schema';
import { and, asc, eq } from 'drizzle-orm';
import type { Ctx } from '../context.ts';

export interface JoinRequestItem {
  id: number;
  status: JoinRequestStatus;
  created_at: string;
  decided_at: string | null;
  user: { user_identity_token: string; first_name: string; last_name: string; email: string };
}

/** An event's join requests, oldest first; no permission check (callers do it). */
export async function queryJoinRequests(
  ctx: Pick<Ctx, 'db'>,
  eventId: number,
  opts: { status?: JoinRequestStatus | undefined } = {},
): Promise<JoinRequestItem[]> {
  const r = schema.event_join_requests;
  const u = schema.users;
  const rows = await ctx.db
    .select({
      id: r.id,
      status: r.status,
      created_at: r.created_at,
      decided_at: r.decided_at,
      user_identity_token: u.user_identity_token,
      first_name: u.first_name,
      last_name: u.last_name,
      email: u.email,
    })
    .from(r)
    .innerJoin(u, eq(u.id, r.user_id))
    .where(and(eq(r.event_id, eventId), opts.status ? eq(r.status, opts.status) : undefined))
    .orderBy(asc(r.created_at), asc(r.id));
  return rows.map(({ user_identity_token, first_name, last_name, email, ...req }) => ({
    ...req,
    created_at: req.created_at.toISOString(),
    decided_at: req.decided_at?.toISOString() ?? null,
    user: { user_identity_token, first_name, last_name, email },
  }));
}

export async function hasApprovedRequest(ctx: Pick<Ctx, 'db'>, eventId: number, userId: number): Promise<boolean> {
  const r = schema.event_join_requests;
  const [row] = await ctx.db
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.event_id, eventId), eq(r.user_id, userId), eq(r.status, 'approved')))
    .limit(1);
  return Boolean(row);
}
