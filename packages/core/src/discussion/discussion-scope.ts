import { and, eq, sql } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { openComponentScope, type ContentRequest, type ContentScope } from '../content/content-scope.ts';

export interface DiscussionSession {
  id: number;
  time_start: Date;
  time_end: Date;
}

/**
 * One session's Q&A opened for a viewer: the event's and the agenda component's gates passed,
 * the session is this component's and has its discussion on (SPEC §4). `moderated`: questions
 * wait for approval; `canModerate`: the viewer approves and sees the queue — the event's
 * administrators and the moderators of one of the session's speakers (SPEC §6 "Moderators
 * approve questions").
 */
export type DiscussionScope = ContentScope & { componentId: number; session: DiscussionSession; moderated: boolean; canModerate: boolean };

type Reader = Pick<Ctx, 'db' | 'rateLimiter'>;

/** The agenda component opened for a viewer (session lists and the moderation switch need no session). */
export function openAgenda(ctx: Reader, req: ContentRequest & { componentId: number }) {
  return openComponentScope(ctx, req, 'agenda');
}

export async function openDiscussion(ctx: Reader, req: ContentRequest & { componentId: number; sessionId: number }): Promise<DiscussionScope> {
  const scope = await openAgenda(ctx, req);
  const a = schema.agenda_sessions;
  const c = schema.components;
  const [row] = await ctx.db
    .select({ id: a.id, time_start: a.time_start, time_end: a.time_end, on: a.agenda_discussion_on, moderated: sql<boolean>`coalesce((${c.additional_info} ->> 'questions_moderated')::boolean, false)` })
    .from(a)
    .innerJoin(c, eq(c.id, a.event_component_id))
    .where(and(eq(a.id, req.sessionId), eq(a.event_component_id, scope.componentId), eq(a.event_id, scope.eventId)));
  if (!row) throw new AppError('common.not_found', 'Agenda session not found');
  if (!row.on) throw new AppError('agenda_question.discussion_off', 'Questions are not taken in this session.');
  const canModerate = scope.isAdmin || (scope.viewer !== null && (await moderatesSpeakerOf(ctx, scope.viewer.id, row.id)));
  return { ...scope, session: { id: row.id, time_start: row.time_start, time_end: row.time_end }, moderated: Boolean(row.moderated), canModerate };
}

/** The viewer moderates one of the session's speakers (speaker_moderators). */
async function moderatesSpeakerOf(ctx: Pick<Ctx, 'db'>, userId: number, sessionId: number): Promise<boolean> {
  const m = schema.speaker_moderators;
  const l = schema.agenda_session_speakers;
  const [row] = await ctx.db
    .select({ one: sql<number>`1` })
    .from(l)
    .innerJoin(m, eq(m.speaker_id, l.speaker_id))
    .where(and(eq(l.agenda_session_id, sessionId), eq(m.user_id, userId)))
    .limit(1);
  return row !== undefined;
}

/** Who writes: reading may be open to guests of an open event, asking and liking never are. */
export function askerOf(scope: ContentScope): number {
  if (!scope.viewer) throw new AppError('common.not_authenticated', 'Please log in to ask a question.');
  return scope.viewer.id;
}

export function requireModerator(scope: DiscussionScope): number {
  const me = askerOf(scope);
  if (!scope.canModerate) throw new AppError('common.forbidden', 'Only the session’s moderators may do this.');
  return me;
}
