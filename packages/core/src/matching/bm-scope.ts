import { schema } from '@foyer/db';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { requireMemberOrAdmin } from '../access/require-member.ts';
import { openComponentScope, type ContentRequest, type ContentScope } from '../content/content-scope.ts';
import { isText } from '../platform/input-vocabulary.ts';

/** A business_matching component opened for one viewer (the event's and the component's gates passed). */
export type MatchingScope = ContentScope & { componentId: number };
/** …and the viewer is a signed-in joined member or administrator: only they meet people. */
export type MeetingScope = MatchingScope & { viewerId: number };

export function openMatching(ctx: Pick<Ctx, 'db' | 'rateLimiter'>, req: ContentRequest & { componentId: number }): Promise<MatchingScope> {
  return openComponentScope(ctx, req, 'business_matching');
}

/**
 * Meetings are between attendees: on an open event anyone may read the sessions, but booking,
 * answering and the lists need a joined member (or an administrator, who may also take part).
 */
export async function openMeetings(ctx: Pick<Ctx, 'db' | 'rateLimiter'>, req: ContentRequest & { componentId: number }): Promise<MeetingScope> {
  if (!req.viewer) throw new AppError('common.not_authenticated', 'Please log in to meet other attendees.');
  const scope = await openMatching(ctx, req);
  await requireMemberOrAdmin(ctx, req.viewer, scope.eventId);
  return { ...scope, viewerId: req.viewer.id };
}

/** The other user of a call is named by user_identity_token (internal ids are never shown). */
export const userToken = z.string().trim().min(1).max(200).refine(isText);

/** A joined member of the event other than the viewer, by token, or bm.user_not_found. */
export async function findOtherAttendee(ctx: Pick<Ctx, 'db'>, scope: MeetingScope, token: string) {
  const parsed = userToken.safeParse(token);
  if (!parsed.success) throw new AppError('bm.user_not_found', 'This person is not an attendee of the event.', 'to_user_id');
  const u = schema.users;
  const m = schema.event_memberships;
  const [row] = await ctx.db
    .select({ id: u.id, locale: u.locale })
    .from(u)
    .innerJoin(m, and(eq(m.user_id, u.id), eq(m.event_id, scope.eventId), eq(m.joined, true)))
    .where(and(eq(u.user_identity_token, parsed.data), isNull(u.deleted_at)))
    .limit(1);
  if (!row) throw new AppError('bm.user_not_found', 'This person is not an attendee of the event.', 'to_user_id');
  if (row.id === scope.viewerId) throw new AppError('bm.self', 'You cannot meet yourself.', 'to_user_id');
  return row;
}

/**
 * A meeting of this component that the viewer is one of the pair of; anyone else — an
 * administrator included — is told it does not exist, so another pair's meetings stay private.
 */
export async function requireOwnMeeting(ctx: Pick<Ctx, 'db'>, scope: MeetingScope, meetingId: number) {
  const b = schema.bm_meetings;
  const [row] = await ctx.db
    .select()
    .from(b)
    .where(and(eq(b.id, meetingId), eq(b.event_id, scope.eventId), eq(b.event_component_id, scope.componentId)));
  if (!row || (row.from_user_id !== scope.viewerId && row.to_user_id !== scope.viewerId)) throw new AppError('bm.meeting_not_found', 'This meeting does not exist (any more).');
  return row;
}

export type MeetingRow = typeof schema.bm_meetings.$inferSelect;
