import { z } from 'zod';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import type { ContentScope } from '../content/content-scope.ts';
import { channels } from '../platform/pubsub.ts';

/** SPEC §9 session lists: ongoing 0, upcoming 1, finished 2; upcoming and finished show 10. */
export const SESSION_LIST = { ongoing: 0, upcoming: 1, finished: 2 } as const;
export const SESSION_LIST_PAGE = 10;
export const sessionListInput = z.object({ session_list: z.coerce.number().int().min(0).max(2) });
export const moderationInput = z.object({ questions_moderated: z.boolean() });

type Scope = ContentScope & { componentId: number };

interface Timed {
  time_start: string;
  time_end: string;
  agenda_discussion_on: boolean;
}

/**
 * One of SPEC §4's session lists, picked from an agenda's sessions (in start order): only those
 * with their discussion on; ongoing = started and not ended; upcoming = the next 10 by start;
 * finished = the 10 that ended last, most recent first.
 */
export function pickSessionList<T extends Timed>(sessions: readonly T[], list: number, now = new Date()): T[] {
  const t = now.getTime();
  const open = sessions.filter((s) => s.agenda_discussion_on);
  const start = (s: T) => Date.parse(s.time_start);
  const end = (s: T) => Date.parse(s.time_end);
  if (list === SESSION_LIST.ongoing) return open.filter((s) => start(s) <= t && end(s) > t);
  if (list === SESSION_LIST.upcoming) return open.filter((s) => start(s) > t).slice(0, SESSION_LIST_PAGE);
  if (list === SESSION_LIST.finished) return open.filter((s) => end(s) <= t).sort((x, y) => end(y) - end(x)).slice(0, SESSION_LIST_PAGE);
  throw new AppError('common.validation', 'Unknown session list.', 'session_list');
}

/** How many approved questions (what everyone sees) each session has. */
export async function approvedQuestionCounts(ctx: Pick<Ctx, 'db'>, sessionIds: number[]): Promise<Map<number, number>> {
  if (sessionIds.length === 0) return new Map();
  const q = schema.agenda_session_questions;
  const rows = await ctx.db
    .select({ id: q.agenda_session_id, n: sql<number>`count(*)::int` })
    .from(q)
    .where(and(inArray(q.agenda_session_id, sessionIds), eq(q.accepted_by_moderator, true)))
    .groupBy(q.agenda_session_id);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** Whether the agenda's questions wait for a moderator (components.additional_info). */
export async function questionsModerated(ctx: Pick<Ctx, 'db'>, scope: Scope): Promise<boolean> {
  const c = schema.components;
  const [row] = await ctx.db.select({ on: sql<boolean>`coalesce((${c.additional_info} ->> 'questions_moderated')::boolean, false)` }).from(c).where(eq(c.id, scope.componentId));
  return Boolean(row?.on);
}

/**
 * The event's administrators switch moderation on or off for the whole agenda. Switching it off
 * does not approve the queue: what waits keeps waiting for a moderator's decision.
 */
export async function setQuestionModeration(ctx: Pick<Ctx, 'db' | 'pubsub' | 'log'>, scope: Scope, input: z.infer<typeof moderationInput>) {
  if (!scope.viewer) throw new AppError('common.not_authenticated', 'Please log in.');
  if (!scope.isAdmin) throw new AppError('common.forbidden', 'Only the event’s administrators may do this.');
  const c = schema.components;
  await ctx.db
    .update(c)
    .set({ additional_info: sql`${c.additional_info} || jsonb_build_object('questions_moderated', ${input.questions_moderated}::boolean)` })
    .where(eq(c.id, scope.componentId));
  await ctx.pubsub.publish(channels.event(scope.eventId), { type: 'agenda_question', component_id: scope.componentId, change: 'moderation' }).catch((error: unknown) => ctx.log.warn({ error }, 'moderation change not announced'));
  return { questions_moderated: input.questions_moderated };
}
