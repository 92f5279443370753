import { z } from 'zod';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Ctx } from '../context.ts';
import { announcePoints, awardPoints } from '../points/ledger.ts';
import { AppError } from '../errors.ts';
import { entityId, text } from '../platform/input-vocabulary.ts';
import { announceResult, requireQuiz, requireReader, takerOf, type QuizScope } from './quiz-scope.ts';
import { checkRun, scoreRun, type KeyQuestion } from './quiz-score.ts';

type Db = Pick<Ctx, 'db'>;
type Live = Pick<Ctx, 'db' | 'pubsub' | 'log'>;

/** An open answer: trimmed, at most 2,000 characters, text only (no NUL bytes); empty means none. */
export const RESPONSE_MAX = 2000;
export const responseText = text().pipe(z.string().trim().max(RESPONSE_MAX, `At most ${RESPONSE_MAX} characters.`));

/** SPEC §7 POST .../survey_quiz/{id}/responses: `{responses: [{question, answer, response}]}`, one entry per chosen answer. */
export const responsesInput = z.object({
  responses: z
    .array(z.object({ question: entityId, answer: entityId.nullish(), response: responseText.nullish() }))
    .min(1)
    .max(500),
});

export interface QuizResult {
  id: number;
  survey_quiz_id: number;
  points: number;
  all_points: number;
  last_response_date: string;
}

/** The quiz's questions with their answers' worth, for checking and scoring (never sent to a client). */
async function answerKey(ctx: Db, quizId: number): Promise<KeyQuestion[]> {
  const qq = schema.quiz_questions;
  const qa = schema.quiz_answers;
  const questions = await ctx.db.select({ id: qq.id, mode: qq.mode }).from(qq).where(eq(qq.survey_quiz_id, quizId)).orderBy(asc(qq.order), asc(qq.id));
  const answers = questions.length
    ? await ctx.db
        .select({ id: qa.id, question: qa.survey_quiz_question_id, mode: qa.mode, is_correct: qa.is_correct, points: qa.points })
        .from(qa)
        .where(inArray(qa.survey_quiz_question_id, questions.map((q) => q.id)))
    : [];
  return questions.map((q) => ({ ...q, answers: answers.filter((a) => a.question === q.id) }));
}

const alreadyCompleted = () => new AppError('quiz.already_completed', 'You have already completed this quiz.');

const toResult = (r: typeof schema.quiz_results.$inferSelect): QuizResult => ({
  id: r.id,
  survey_quiz_id: r.survey_quiz_id,
  points: r.points,
  all_points: r.all_points,
  last_response_date: r.last_response_date.toISOString(),
});

/**
 * One run of a quiz or survey, once per person: checked whole (checkRun), scored (quizzes
 * only) and stored with its result in one transaction. The result row goes first and its
 * unique (quiz, user) decides: a second run — also one sent in parallel, which waits for the
 * first to commit — is quiz.already_completed and stores nothing.
 */
export async function submitResponses(ctx: Live, scope: QuizScope, quizId: number, input: z.infer<typeof responsesInput>): Promise<QuizResult> {
  const me = takerOf(scope);
  const quiz = await requireQuiz(ctx, scope, quizId);
  requireReader(scope, quiz);
  const r = schema.quiz_results;
  const [done] = await ctx.db.select({ id: r.id }).from(r).where(and(eq(r.survey_quiz_id, quiz.id), eq(r.user_id, me)));
  if (done) throw alreadyCompleted();
  const key = await answerKey(ctx, quiz.id);
  const rows = checkRun(key, input.responses);
  const score = quiz.mode === 'quiz' ? scoreRun(key, rows) : { points: 0, all_points: 0 };
  const result = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(r)
      .values({ event_id: scope.eventId, survey_quiz_id: quiz.id, user_id: me, ...score })
      .onConflictDoNothing()
      .returning();
    if (!created) throw alreadyCompleted();
    await tx.insert(schema.quiz_responses).values(rows.map((row) => ({ ...row, event_id: scope.eventId, survey_quiz_id: quiz.id, user_id: me })));
    // The quiz's score also counts on the event's combined leaderboard (one ledger for every game).
    await awardPoints(tx, { eventId: scope.eventId, userId: me, source: 'quiz', sourceKey: `quiz:${quiz.id}`, points: score.points });
    return created;
  });
  await announceResult(ctx, scope, quiz.id);
  if (score.points > 0) await announcePoints(ctx, scope.eventId, 'quiz');
  return toResult(result);
}

/** SPEC §7 GET .../survey_quiz/{id}/responses: the viewer's own answers and result (nobody else's). */
export async function myResponses(ctx: Db, scope: QuizScope, quizId: number) {
  const me = takerOf(scope);
  const quiz = await requireQuiz(ctx, scope, quizId);
  const qr = schema.quiz_responses;
  const r = schema.quiz_results;
  const responses = await ctx.db
    .select({ question: qr.question_id, answer: qr.answer_id, response: qr.response })
    .from(qr)
    .where(and(eq(qr.survey_quiz_id, quiz.id), eq(qr.user_id, me)))
    .orderBy(asc(qr.id));
  const [result] = await ctx.db.select().from(r).where(and(eq(r.survey_quiz_id, quiz.id), eq(r.user_id, me)));
  return { responses, result: result ? toResult(result) : null };
}
