import { z } from 'zod';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Ctx } from '../context.ts';
import { requireQuiz, requireReader, type QuizRow, type QuizScope } from './quiz-scope.ts';

type Db = Pick<Ctx, 'db'>;

/** SPEC §4 "Quiz": lists filter by all, completed or uncompleted (by the viewer). */
export const quizFilter = z.object({ filter: z.enum(['all', 'completed', 'uncompleted']).default('all') });

export interface QuizAnswer {
  id: number;
  survey_quiz_question_id: number;
  mode: 'choice' | 'text';
  order: number;
  answer: string;
  /** Only once the viewer has completed a quiz (never for surveys): before that it would give the answers away. */
  is_correct?: boolean;
}

export interface QuizQuestion {
  id: number;
  survey_quiz_id: number;
  mode: 'single' | 'multi' | 'open';
  order: number;
  question: string;
  answers: QuizAnswer[];
}

export interface MyResult {
  points: number;
  all_points: number;
  last_response_date: string;
}

/** SPEC §3 quizzes, plus the public `uuid` (the results pages' address) and the viewer's result. */
export interface Quiz {
  id: number;
  uuid: string;
  event_component_id: number;
  mode: 'quiz' | 'survey';
  order: number;
  visible_results: boolean;
  name: string;
  questions_count: number;
  is_completed_by_me: boolean;
  is_login_required: boolean;
  updated_at: string;
  /** Empty for a guest on a login-only quiz (they see it listed, questions_count says how long it is). */
  questions: QuizQuestion[];
  my_result: MyResult | null;
}

/** Questions in order with their answers in order, for several quizzes in two statements. */
export async function loadQuestions(ctx: Db, quizIds: number[], revealFor: ReadonlySet<number>): Promise<Map<number, QuizQuestion[]>> {
  const out = new Map<number, QuizQuestion[]>(quizIds.map((id) => [id, []]));
  if (quizIds.length === 0) return out;
  const qq = schema.quiz_questions;
  const qa = schema.quiz_answers;
  const questions = await ctx.db.select().from(qq).where(inArray(qq.survey_quiz_id, quizIds)).orderBy(asc(qq.order), asc(qq.id));
  const answers = questions.length
    ? await ctx.db.select().from(qa).where(inArray(qa.survey_quiz_question_id, questions.map((q) => q.id))).orderBy(asc(qa.order), asc(qa.id))
    : [];
  const byQuestion = new Map<number, QuizQuestion>();
  for (const q of questions) {
    const question: QuizQuestion = { id: q.id, survey_quiz_id: q.survey_quiz_id, mode: q.mode, order: q.order, question: q.question, answers: [] };
    byQuestion.set(q.id, question);
    out.get(q.survey_quiz_id)?.push(question);
  }
  for (const a of answers) {
    const question = byQuestion.get(a.survey_quiz_question_id);
    if (!question) continue;
    question.answers.push({
      id: a.id,
      survey_quiz_question_id: a.survey_quiz_question_id,
      mode: a.mode,
      order: a.order,
      answer: a.answer,
      ...(revealFor.has(question.survey_quiz_id) ? { is_correct: a.is_correct } : {}),
    });
  }
  return out;
}

/** The viewer's results of these quizzes, by quiz id. */
async function myResults(ctx: Db, scope: QuizScope, quizIds: number[]): Promise<Map<number, MyResult>> {
  if (!scope.viewer || quizIds.length === 0) return new Map();
  const r = schema.quiz_results;
  const rows = await ctx.db
    .select({ quiz: r.survey_quiz_id, points: r.points, all_points: r.all_points, at: r.last_response_date })
    .from(r)
    .where(and(eq(r.user_id, scope.viewer.id), inArray(r.survey_quiz_id, quizIds)));
  return new Map(rows.map((row) => [row.quiz, { points: row.points, all_points: row.all_points, last_response_date: row.at.toISOString() }]));
}

function toQuiz(row: QuizRow, count: number, questions: QuizQuestion[], mine: MyResult | undefined): Quiz {
  return {
    id: row.id,
    uuid: row.uuid,
    event_component_id: row.event_component_id,
    mode: row.mode,
    order: row.order,
    visible_results: row.visible_results,
    name: row.name,
    questions_count: count,
    is_completed_by_me: mine !== undefined,
    is_login_required: row.is_login_required,
    updated_at: row.updated_at.toISOString(),
    questions,
    my_result: mine ?? null,
  };
}

/** Which of these quizzes may show their correct answers to the viewer: quizzes they completed. */
const revealed = (rows: QuizRow[], mine: Map<number, MyResult>) => new Set(rows.filter((q) => q.mode === 'quiz' && mine.has(q.id)).map((q) => q.id));

/** SPEC §7 GET .../survey_quizzes: the component's quizzes in the organizer's order, with their questions. */
export async function listQuizzes(ctx: Db, scope: QuizScope, input: z.infer<typeof quizFilter>): Promise<{ survey_quizzes: Quiz[] }> {
  const q = schema.quizzes;
  const qq = schema.quiz_questions;
  const quizzes = await ctx.db
    .select()
    .from(q)
    .where(and(eq(q.event_component_id, scope.componentId), eq(q.event_id, scope.eventId)))
    .orderBy(asc(q.order), asc(q.id));
  const ids = quizzes.map((row) => row.id);
  const counts = ids.length
    ? await ctx.db.select({ quiz: qq.survey_quiz_id, n: sql<number>`count(*)::int` }).from(qq).where(inArray(qq.survey_quiz_id, ids)).groupBy(qq.survey_quiz_id)
    : [];
  const rows = quizzes.map((quiz) => ({ quiz, count: counts.find((c) => c.quiz === quiz.id)?.n ?? 0 }));
  const mine = await myResults(ctx, scope, ids);
  const wanted = rows.filter((r) => input.filter === 'all' || (input.filter === 'completed') === mine.has(r.quiz.id));
  // A guest sees a login-only quiz listed, but not its questions (requireReader).
  const readable = wanted.filter((r) => scope.viewer || !r.quiz.is_login_required).map((r) => r.quiz.id);
  const questions = await loadQuestions(ctx, readable, revealed(wanted.map((r) => r.quiz), mine));
  return { survey_quizzes: wanted.map((r) => toQuiz(r.quiz, r.count, questions.get(r.quiz.id) ?? [], mine.get(r.quiz.id))) };
}

/** One quiz with its questions sorted by order; 401 for a guest on a login-only quiz. */
export async function getQuiz(ctx: Db, scope: QuizScope, quizId: number): Promise<Quiz> {
  const quiz = await requireQuiz(ctx, scope, quizId);
  requireReader(scope, quiz);
  const mine = await myResults(ctx, scope, [quiz.id]);
  const questions = (await loadQuestions(ctx, [quiz.id], revealed([quiz], mine))).get(quiz.id) ?? [];
  return toQuiz(quiz, questions.length, questions, mine.get(quiz.id));
}
