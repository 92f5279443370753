import { and, eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { channels } from '../platform/pubsub.ts';
import { openComponentScope, type ContentRequest, type ContentScope } from '../content/content-scope.ts';

/** A quizzes-and-surveys component opened for one viewer: the event's gate and the component's passed. */
export type QuizScope = ContentScope & { componentId: number };

export function openQuizzes(ctx: Pick<Ctx, 'db' | 'rateLimiter'>, req: ContentRequest & { componentId: number }): Promise<QuizScope> {
  return openComponentScope(ctx, req, 'survey_quiz_component');
}

export type QuizRow = typeof schema.quizzes.$inferSelect;

/** A quiz of this component, or quiz.not_found (another component's or event's is not one). */
export async function requireQuiz(ctx: Pick<Ctx, 'db'>, scope: QuizScope, quizId: number): Promise<QuizRow> {
  const q = schema.quizzes;
  const [row] = await ctx.db
    .select()
    .from(q)
    .where(and(eq(q.id, quizId), eq(q.event_component_id, scope.componentId), eq(q.event_id, scope.eventId)));
  if (!row) throw new AppError('quiz.not_found', 'This quiz does not exist (any more).');
  return row;
}

/**
 * Who may see a quiz's questions: anyone the component admits, unless the quiz is login-only
 * (SPEC §6 is_login_required), which a guest sees in the list but cannot open.
 */
export function requireReader(scope: QuizScope, quiz: QuizRow): void {
  if (quiz.is_login_required && !scope.viewer) throw new AppError('common.not_authenticated', 'Please log in to take this quiz.');
}

/**
 * Who answers: always a signed-in user — a response row names its user (quiz_responses.user_id
 * is NOT NULL) and one run per person is kept by quiz_results' unique (quiz, user), which a
 * guest has no key for. A survey open to guests (is_login_required false) is readable, not sendable.
 */
export function takerOf(scope: QuizScope): number {
  if (!scope.viewer) throw new AppError('common.not_authenticated', 'Please log in to send your answers.');
  return scope.viewer.id;
}

/** Open lists and result pages hear of a new result at once (the event's SSE channel); what they show comes from the reads. */
export async function announceResult(ctx: Pick<Ctx, 'pubsub' | 'log'>, scope: QuizScope, quizId: number): Promise<void> {
  await ctx.pubsub
    .publish(channels.event(scope.eventId), { type: 'quiz', component_id: scope.componentId, quiz_id: quizId, change: 'result' })
    .catch((error: unknown) => ctx.log.warn({ error }, 'quiz result not announced'));
}
