import { z } from 'zod';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { loadQuestions } from './quiz-read.ts';
import type { QuizRow } from './quiz-scope.ts';

type Db = Pick<Ctx, 'db'>;

/** The leaderboard shows the best this many (a page of a big event stays small). */
export const LEADERBOARD_LIMIT = 100;

const notFound = () => new AppError('quiz.not_found', 'This quiz does not exist (any more).');

/**
 * A quiz by its public uuid (SPEC §7 "Public results"), of the wanted mode, whose results the
 * organizer made visible; hidden results are quiz.results_hidden (404, like an unknown one, but
 * the page can say why). Anything that is not a uuid is simply not found — it never reaches SQL.
 */
async function publicQuiz(ctx: Db, uuid: string, mode: QuizRow['mode']): Promise<QuizRow> {
  const parsed = z.uuid().safeParse(uuid);
  if (!parsed.success) throw notFound();
  const [quiz] = await ctx.db.select().from(schema.quizzes).where(eq(schema.quizzes.uuid, parsed.data.toLowerCase()));
  if (!quiz || quiz.mode !== mode) throw notFound();
  if (!quiz.visible_results) throw new AppError('quiz.results_hidden', 'The results of this quiz are not public.');
  return quiz;
}

/** "Anna K.": enough to find oneself, no surname or e-mail for the world to read. */
export function shortName(first: string, last: string): string {
  const f = first.trim();
  const initial = last.trim().charAt(0);
  return [f, initial ? `${initial.toUpperCase()}.` : ''].filter(Boolean).join(' ');
}

const quizHead = (q: QuizRow) => ({ id: q.id, uuid: q.uuid, event_id: q.event_id, event_component_id: q.event_component_id, name: q.name, mode: q.mode });

export interface LeaderboardRow {
  position: number;
  name: string;
  points: number;
  all_points: number;
  last_response_date: string;
  mine: boolean;
}

/**
 * GET /survey_leaderboard_external/{uuid}: the quiz's results, most points first, then who
 * finished earlier (SPEC §3 "Leaderboard score: points, last_response").
 */
export async function quizLeaderboard(ctx: Db, uuid: string, viewerId: number | null = null) {
  const quiz = await publicQuiz(ctx, uuid, 'quiz');
  const r = schema.quiz_results;
  const u = schema.users;
  const rows = await ctx.db
    .select({ user_id: r.user_id, first: u.first_name, last: u.last_name, points: r.points, all_points: r.all_points, at: r.last_response_date })
    .from(r)
    .innerJoin(u, eq(u.id, r.user_id))
    .where(eq(r.survey_quiz_id, quiz.id))
    .orderBy(desc(r.points), asc(r.last_response_date), asc(r.id))
    .limit(LEADERBOARD_LIMIT);
  const [total] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(r).where(eq(r.survey_quiz_id, quiz.id));
  const leaderboard: LeaderboardRow[] = rows.map((row, i) => ({
    position: i + 1,
    name: shortName(row.first, row.last),
    points: row.points,
    all_points: row.all_points,
    last_response_date: row.at.toISOString(),
    mine: viewerId !== null && row.user_id === viewerId,
  }));
  return { survey_quiz: quizHead(quiz), leaderboard, participants: total?.n ?? 0 };
}

export interface ResultsQuestion {
  id: number;
  question: string;
  mode: 'single' | 'multi' | 'open';
  order: number;
  /** How many people answered it. */
  respondents: number;
  /** Open answers written (their words are not published: they could say who wrote them). */
  written: number;
  answers: { id: number; answer: string; mode: 'choice' | 'text'; count: number }[];
}

/** GET /survey_responses_external/{uuid}: how many chose each answer of each question — counts only, never who. */
export async function surveyResults(ctx: Db, uuid: string) {
  const quiz = await publicQuiz(ctx, uuid, 'survey');
  const qr = schema.quiz_responses;
  const counts = await ctx.db
    .select({ question: qr.question_id, answer: qr.answer_id, n: sql<number>`count(distinct ${qr.user_id})::int`, written: sql<number>`count(${qr.response})::int` })
    .from(qr)
    .where(eq(qr.survey_quiz_id, quiz.id))
    .groupBy(qr.question_id, qr.answer_id);
  const perQuestion = await ctx.db
    .select({ question: qr.question_id, n: sql<number>`count(distinct ${qr.user_id})::int` })
    .from(qr)
    .where(eq(qr.survey_quiz_id, quiz.id))
    .groupBy(qr.question_id);
  const [total] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(schema.quiz_results).where(and(eq(schema.quiz_results.survey_quiz_id, quiz.id)));
  const questions = (await loadQuestions(ctx, [quiz.id], new Set())).get(quiz.id) ?? [];
  const count = (q: number, a: number | null) => counts.find((c) => c.question === q && c.answer === a);
  const results: ResultsQuestion[] = questions.map((q) => ({
    id: q.id,
    question: q.question,
    mode: q.mode,
    order: q.order,
    respondents: perQuestion.find((p) => p.question === q.id)?.n ?? 0,
    written: counts.filter((c) => c.question === q.id).reduce((s, c) => s + c.written, 0),
    answers: q.answers.map((a) => ({ id: a.id, answer: a.answer, mode: a.mode, count: count(q.id, a.id)?.n ?? 0 })),
  }));
  return { survey_quiz: quizHead(quiz), respondents: total?.n ?? 0, questions: results };
}
