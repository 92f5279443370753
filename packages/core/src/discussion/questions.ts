import { z } from 'zod';
import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Ctx } from '../context.ts';
import { announcePoints, awardPoints } from '../points/ledger.ts';
import { AppError } from '../errors.ts';
import { channels } from '../platform/pubsub.ts';
import { text } from '../platform/input-vocabulary.ts';
import { personColumns, type PersonSummary } from '../people/person-summary.ts';
import { askerOf, requireModerator, type DiscussionScope } from './discussion-scope.ts';

type Db = Pick<Ctx, 'db'>;
type Live = Pick<Ctx, 'db' | 'pubsub' | 'log'>;

/** SPEC §9 question sort: date 0, likes 1, moderator recent 2, moderator oldest 3. */
export const QUESTION_SORT = { date: 0, likes: 1, moderatorRecent: 2, moderatorOldest: 3 } as const;
/** A session's list is not paged in SPEC; this bounds one answer (a keynote's Q&A stays far below it). */
export const QUESTION_LIST_MAX = 500;

export const questionText = text().pipe(z.string().trim().min(2, 'The question is too short.').max(1000));
export const questionInput = z.object({ question: questionText, anonymous: z.boolean().default(false) });
export const questionListInput = z.object({ sort: z.coerce.number().int().min(0).max(3).default(QUESTION_SORT.date) });

export interface SessionQuestion {
  id: number;
  question: string;
  created_at: string;
  agenda_session_id: number;
  /** null when asked anonymously, for everyone but the event's administrators. */
  user: PersonSummary | null;
  likes: number;
  liked_by_me: boolean;
  accepted_by_moderator: boolean;
  anonymous: boolean;
  /** The viewer asked it (and may delete it). */
  mine: boolean;
}

const q = schema.agenda_session_questions;
const u = schema.users;
const likesTable = schema.agenda_session_question_likes;

function selectQuestions(ctx: Db, viewerId: number | null) {
  return ctx.db
    .select({
      q,
      user: personColumns(u),
      liked_by_me: viewerId === null ? sql<boolean>`false` : sql<boolean>`exists (select 1 from ${likesTable} where ${likesTable.agenda_session_question_id} = ${q.id} and ${likesTable.user_id} = ${viewerId})`,
    })
    .from(q)
    .innerJoin(u, eq(u.id, q.user_id))
    .$dynamic();
}

type Row = Awaited<ReturnType<ReturnType<typeof selectQuestions>['execute']>>[number];

function toQuestion(row: Row, scope: DiscussionScope): SessionQuestion {
  const me = scope.viewer?.id ?? null;
  return {
    id: row.q.id,
    question: row.q.question,
    created_at: row.q.created_at.toISOString(),
    agenda_session_id: row.q.agenda_session_id,
    // Anonymous means anonymous to the room: the asker's own `mine` is all they get back.
    user: row.q.anonymous && !scope.isAdmin ? null : row.user,
    likes: row.q.likes,
    liked_by_me: Boolean(row.liked_by_me),
    accepted_by_moderator: row.q.accepted_by_moderator,
    anonymous: row.q.anonymous,
    mine: me !== null && row.q.user_id === me,
  };
}

const orderings: Record<number, SQL[]> = {
  [QUESTION_SORT.date]: [desc(q.created_at), desc(q.id)],
  [QUESTION_SORT.likes]: [desc(q.likes), desc(q.created_at), desc(q.id)],
  // The moderators' sorts put the queue (not yet approved) first.
  [QUESTION_SORT.moderatorRecent]: [asc(q.accepted_by_moderator), desc(q.created_at), desc(q.id)],
  [QUESTION_SORT.moderatorOldest]: [asc(q.accepted_by_moderator), asc(q.created_at), asc(q.id)],
};

/** Open pages hear of a change at once (the event's SSE channel) and read the list again; the message carries no text and no asker. */
async function announce(ctx: Live, scope: DiscussionScope, questionId: number, change: 'question' | 'accepted' | 'likes' | 'deleted') {
  const message = { type: 'agenda_question', component_id: scope.componentId, session_id: scope.session.id, question_id: questionId, change };
  await ctx.pubsub.publish(channels.event(scope.eventId), message).catch((error: unknown) => ctx.log.warn({ error }, 'question change not announced'));
}

/**
 * A session's questions. Everyone sees the approved ones and their own; the moderators' list
 * (`asAdmin`, the `/admin` path) also shows the queue and takes sorts 2 and 3 — which others
 * asking for get agenda_question.sort_not_allowed (SPEC §5).
 */
export async function listQuestions(ctx: Db, scope: DiscussionScope, input: z.infer<typeof questionListInput>, asAdmin = false) {
  if (asAdmin) requireModerator(scope);
  else if (input.sort >= QUESTION_SORT.moderatorRecent) throw new AppError('agenda_question.sort_not_allowed', 'Only moderators may sort by the moderation queue.', 'sort');
  const me = scope.viewer?.id ?? null;
  const visible = asAdmin ? undefined : me === null ? eq(q.accepted_by_moderator, true) : or(eq(q.accepted_by_moderator, true), eq(q.user_id, me));
  const where = and(eq(q.agenda_session_id, scope.session.id), eq(q.event_id, scope.eventId), visible);
  const rows = await selectQuestions(ctx, me)
    .where(where)
    .orderBy(...orderings[input.sort]!)
    .limit(QUESTION_LIST_MAX);
  const pending = asAdmin ? rows.filter((r) => !r.q.accepted_by_moderator).length : 0;
  return { agenda_session_questions: rows.map((r) => toQuestion(r, scope)), meta: { all_items: rows.length, pending, moderated: scope.moderated, can_moderate: scope.canModerate } };
}

async function requireQuestion(ctx: Db, scope: DiscussionScope, questionId: number) {
  const [row] = await ctx.db
    .select({ id: q.id, user_id: q.user_id, accepted: q.accepted_by_moderator })
    .from(q)
    .where(and(eq(q.id, questionId), eq(q.agenda_session_id, scope.session.id), eq(q.event_id, scope.eventId)));
  // A question waiting for approval is not there for anyone but its asker and the moderators.
  if (!row || (!row.accepted && !scope.canModerate && row.user_id !== scope.viewer?.id)) throw new AppError('agenda_question.not_found', 'This question does not exist (any more).');
  return row;
}

async function oneQuestion(ctx: Db, scope: DiscussionScope, questionId: number): Promise<SessionQuestion> {
  const [row] = await selectQuestions(ctx, scope.viewer?.id ?? null).where(eq(q.id, questionId));
  if (!row) throw new AppError('agenda_question.not_found', 'This question does not exist (any more).');
  return toQuestion(row, scope);
}

/** Points for a question the audience sees; once per session, so asking ten questions is not ten points. */
export const QUESTION_POINTS = 1;

async function scoreQuestion(ctx: Live, eventId: number, userId: number, sessionId: number) {
  const entry = await awardPoints(ctx.db, { eventId, userId, source: 'question', sourceKey: `session:${sessionId}`, points: QUESTION_POINTS });
  if (entry !== null) await announcePoints(ctx, eventId, 'question');
}

/** Asks a question; when the event moderates, it waits for approval — unless a moderator asked it. */
export async function askQuestion(ctx: Live, scope: DiscussionScope, input: z.infer<typeof questionInput>): Promise<SessionQuestion> {
  const me = askerOf(scope);
  const [created] = await ctx.db
    .insert(q)
    .values({ event_id: scope.eventId, agenda_session_id: scope.session.id, user_id: me, question: input.question, anonymous: input.anonymous, accepted_by_moderator: !scope.moderated || scope.canModerate })
    .returning({ id: q.id });
  await announce(ctx, scope, created!.id, 'question');
  if (!scope.moderated || scope.canModerate) await scoreQuestion(ctx, scope.eventId, me, scope.session.id);
  return oneQuestion(ctx, scope, created!.id);
}

/** The asker deletes their own; a moderator anyone's through the admin path (`asAdmin`). */
export async function deleteQuestion(ctx: Live, scope: DiscussionScope, questionId: number, asAdmin = false): Promise<{ status: 'ok' }> {
  const me = asAdmin ? requireModerator(scope) : askerOf(scope);
  const row = await requireQuestion(ctx, scope, questionId);
  if (!asAdmin && row.user_id !== me) throw new AppError('common.forbidden', 'Only its author may delete this question.');
  await ctx.db.delete(q).where(eq(q.id, questionId));
  await announce(ctx, scope, questionId, 'deleted');
  return { status: 'ok' };
}

/** A moderator approves a question: it shows to everyone and on the projector (SPEC §4). Approving again changes nothing. */
export async function acceptQuestion(ctx: Live, scope: DiscussionScope, questionId: number): Promise<SessionQuestion> {
  requireModerator(scope);
  const row = await requireQuestion(ctx, scope, questionId);
  if (!row.accepted) {
    await ctx.db.update(q).set({ accepted_by_moderator: true }).where(eq(q.id, questionId));
    await announce(ctx, scope, questionId, 'accepted');
    await scoreQuestion(ctx, scope.eventId, row.user_id, scope.session.id);
  }
  return oneQuestion(ctx, scope, questionId);
}

/**
 * Likes a question once per person (SPEC §8: a second like is agenda_question.already_liked, an
 * unlike of one not liked agenda_question.not_liked). The counter moves in the like's
 * transaction, by one, never below 0. Answers the new `rating`.
 */
export async function likeQuestion(ctx: Live, scope: DiscussionScope, questionId: number, like: boolean): Promise<{ rating: number; liked_by_me: boolean }> {
  const me = askerOf(scope);
  await requireQuestion(ctx, scope, questionId);
  const rating = await ctx.db.transaction(async (tx) => {
    const changed = like
      ? await tx.insert(likesTable).values({ event_id: scope.eventId, agenda_session_question_id: questionId, user_id: me }).onConflictDoNothing().returning({ id: likesTable.id })
      : await tx.delete(likesTable).where(and(eq(likesTable.agenda_session_question_id, questionId), eq(likesTable.user_id, me))).returning({ id: likesTable.id });
    if (changed.length === 0) throw like ? new AppError('agenda_question.already_liked', 'You already like this question.') : new AppError('agenda_question.not_liked', 'You do not like this question yet.');
    const [updated] = await tx
      .update(q)
      .set({ likes: like ? sql`${q.likes} + 1` : sql`greatest(${q.likes} - 1, 0)` })
      .where(eq(q.id, questionId))
      .returning({ rating: q.likes });
    return updated!.rating;
  });
  await announce(ctx, scope, questionId, 'likes');
  return { rating, liked_by_me: like };
}
