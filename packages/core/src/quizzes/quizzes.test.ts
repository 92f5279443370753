import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import { insertTestUser, type TestUser } from '../access/test-users.ts';
import { administratorTag } from '../access/is-event-admin.ts';
import { channels } from '../platform/pubsub.ts';
import { createTestCtx, insertEvent, type TestCtx } from '../testing/index.ts';
import { openQuizzes } from './quiz-scope.ts';
import { getQuiz, listQuizzes, quizFilter } from './quiz-read.ts';
import { myResponses, responsesInput, submitResponses } from './quiz-submit.ts';
import { quizLeaderboard, surveyResults } from './quiz-results.ts';
import { pointsLeaderboard } from '../points/ledger.ts';

let ctx: TestCtx;
let ada: TestUser;
let bob: TestUser;
let cleo: TestUser;
let admin: TestUser;
let outsider: TestUser;
let eventId: number;
let componentId: number;
let otherComponentId: number;
type Quiz = { id: number; uuid: string; questions: { id: number; answers: { id: number }[] }[] };
let trivia: Quiz;
let survey: Quiz;
let hidden: Quiz;

/** A quiz with questions: [mode, [answer, correct?, mode?]...]. */
async function insertQuiz(component: number, quiz: Partial<typeof schema.quizzes.$inferInsert>, questions: ['single' | 'multi' | 'open', [string, boolean?, ('choice' | 'text')?][]][]): Promise<Quiz> {
  const [q] = await ctx.db.insert(schema.quizzes).values({ event_id: eventId, event_component_id: component, name: 'Quiz', ...quiz }).returning();
  const out: Quiz = { id: q!.id, uuid: q!.uuid, questions: [] };
  // Inserted in reverse order: the reads must sort by `order`, not by id.
  for (const [i, [mode, answers]] of [...questions.entries()].reverse()) {
    const [question] = await ctx.db.insert(schema.quiz_questions).values({ event_id: eventId, survey_quiz_id: q!.id, mode, order: i + 1, question: `Question ${i + 1}` }).returning();
    const rows = await ctx.db
      .insert(schema.quiz_answers)
      .values(answers.map(([answer, correct, m], k) => ({ event_id: eventId, survey_quiz_question_id: question!.id, order: k + 1, answer, is_correct: !!correct, points: correct ? 1 : 0, mode: m ?? 'choice' })))
      .returning();
    out.questions[i] = { id: question!.id, answers: rows.map((a) => ({ id: a.id })) };
  }
  return out;
}

beforeAll(async () => {
  ctx = await createTestCtx();
  [ada, bob, cleo, admin, outsider] = [
    await insertTestUser(ctx, { first_name: 'Ada', last_name: 'lovelace' }),
    await insertTestUser(ctx, { first_name: 'Bob', last_name: 'Builder' }),
    await insertTestUser(ctx, { first_name: 'Cleo', last_name: 'Patra' }),
    await insertTestUser(ctx),
    await insertTestUser(ctx),
  ];
  eventId = (await insertEvent(ctx)).id;
  const otherEventId = (await insertEvent(ctx)).id;
  await ctx.db.insert(schema.event_memberships).values([
    ...[ada, bob, cleo].map((u) => ({ event_id: eventId, user_id: u.viewer.id, joined: true })),
    { event_id: eventId, user_id: admin.viewer.id, joined: true, user_tags: [administratorTag] },
    { event_id: otherEventId, user_id: outsider.viewer.id, joined: true, user_tags: [administratorTag] },
  ]);
  const [c1, c2] = await ctx.db
    .insert(schema.components)
    .values([
      { event_id: eventId, component_name: 'survey_quiz_component', label: 'Quizzes', order: 1 },
      { event_id: eventId, component_name: 'survey_quiz_component', label: 'More quizzes', order: 2 },
    ])
    .returning();
  componentId = c1!.id;
  otherComponentId = c2!.id;
  trivia = await insertQuiz(componentId, { name: 'Trivia', mode: 'quiz', order: 1, visible_results: true }, [
    ['single', [['Vistula', true], ['Oder']]],
    ['multi', [['Curie', true], ['Chopin'], ['Copernicus']]],
  ]);
  survey = await insertQuiz(componentId, { name: 'Feedback', mode: 'survey', order: 2, visible_results: true, is_login_required: false }, [
    ['single', [['Good'], ['Poor']]],
    ['open', [['Your answer', false, 'text']]],
  ]);
  hidden = await insertQuiz(otherComponentId, { name: 'Hidden', mode: 'quiz', visible_results: false }, [['single', [['Yes', true], ['No']]]]);
});
afterAll(() => ctx.close());

const scopeOf = (who: TestUser | null, component = componentId) => openQuizzes(ctx, { eventId, viewer: who?.viewer ?? null, locale: 'en', componentId: component });
/** The run of `trivia`: right answers unless `wrong`. */
const triviaRun = (wrong = false) => responsesInput.parse({
  responses: [
    { question: trivia.questions[0]!.id, answer: trivia.questions[0]!.answers[wrong ? 1 : 0]!.id },
    { question: trivia.questions[1]!.id, answer: trivia.questions[1]!.answers[0]!.id },
  ],
});
const surveyRun = (choice: number, words: string) =>
  responsesInput.parse({
    responses: [
      { question: survey.questions[0]!.id, answer: survey.questions[0]!.answers[choice]!.id },
      { question: survey.questions[1]!.id, answer: survey.questions[1]!.answers[0]!.id, response: words },
    ],
  });

describe('quizzes and surveys', () => {
  it('lists the component’s quizzes in order with their questions, none completed, no correct answers shown', async () => {
    const { survey_quizzes } = await listQuizzes(ctx, await scopeOf(ada), quizFilter.parse({}));
    expect(survey_quizzes.map((q) => [q.name, q.mode, q.questions_count, q.is_completed_by_me])).toEqual([
      ['Trivia', 'quiz', 2, false],
      ['Feedback', 'survey', 2, false],
    ]);
    expect(survey_quizzes[0]!.questions.map((q) => q.question)).toEqual(['Question 1', 'Question 2']);
    expect(JSON.stringify(survey_quizzes)).not.toContain('is_correct');
  });

  it('a guest sees a login-only quiz listed without its questions and cannot open it; a guest survey opens', async () => {
    const { survey_quizzes } = await listQuizzes(ctx, await scopeOf(null), quizFilter.parse({}));
    expect(survey_quizzes.map((q) => [q.name, q.questions.length])).toEqual([
      ['Trivia', 0],
      ['Feedback', 2],
    ]);
    await expect(getQuiz(ctx, await scopeOf(null), trivia.id)).rejects.toMatchObject({ code: 'common.not_authenticated' });
    expect((await getQuiz(ctx, await scopeOf(null), survey.id)).questions).toHaveLength(2);
    // Answering still needs an account: a response names its user.
    await expect(submitResponses(ctx, await scopeOf(null), survey.id, surveyRun(0, 'Nice'))).rejects.toMatchObject({ code: 'common.not_authenticated' });
  });

  it('a quiz of another component or event is not found', async () => {
    await expect(getQuiz(ctx, await scopeOf(ada), hidden.id)).rejects.toMatchObject({ code: 'quiz.not_found' });
  });

  it('refuses an incomplete run and keeps nothing of it', async () => {
    const partial = responsesInput.parse({ responses: [{ question: trivia.questions[0]!.id, answer: trivia.questions[0]!.answers[0]!.id }] });
    await expect(submitResponses(ctx, await scopeOf(ada), trivia.id, partial)).rejects.toMatchObject({ code: 'quiz.incomplete', status: 422 });
    expect((await myResponses(ctx, await scopeOf(ada), trivia.id)).responses).toEqual([]);
  });

  it('scores a run, marks it completed, reveals the correct answers then, and announces it on the event channel', async () => {
    const published = ctx.pubsub.published.length;
    const result = await submitResponses(ctx, await scopeOf(ada), trivia.id, triviaRun());
    expect(result).toMatchObject({ points: 2, all_points: 2 });
    expect(ctx.pubsub.published.slice(published)).toEqual([
      { channel: channels.event(eventId), message: { type: 'quiz', component_id: componentId, quiz_id: trivia.id, change: 'result' } },
      { channel: channels.event(eventId), message: { type: 'points', source: 'quiz' } },
    ]);
    // The score counts on the event's combined leaderboard too.
    expect((await pointsLeaderboard(ctx, eventId, { viewerId: ada.viewer.id })).me).toMatchObject({ points: 2 });
    const quiz = await getQuiz(ctx, await scopeOf(ada), trivia.id);
    expect(quiz).toMatchObject({ is_completed_by_me: true, my_result: { points: 2, all_points: 2 } });
    expect(quiz.questions[0]!.answers.map((a) => a.is_correct)).toEqual([true, false]);
    expect((await myResponses(ctx, await scopeOf(ada), trivia.id)).responses).toHaveLength(2);
    // Bob's view is unchanged: his answers are not given away by Ada's run.
    expect(JSON.stringify(await getQuiz(ctx, await scopeOf(bob), trivia.id))).not.toContain('is_correct');
  });

  it('filters completed and uncompleted', async () => {
    const names = async (filter: string) => (await listQuizzes(ctx, await scopeOf(ada), quizFilter.parse({ filter }))).survey_quizzes.map((q) => q.name);
    expect(await names('completed')).toEqual(['Trivia']);
    expect(await names('uncompleted')).toEqual(['Feedback']);
    expect(quizFilter.safeParse({ filter: 'some' }).success).toBe(false);
  });

  it('a second run is quiz.already_completed, also when two are sent at once', async () => {
    await expect(submitResponses(ctx, await scopeOf(ada), trivia.id, triviaRun(true))).rejects.toMatchObject({ code: 'quiz.already_completed', status: 422 });
    const scope = await scopeOf(bob);
    const runs = await Promise.allSettled([1, 2, 3, 4].map(() => submitResponses(ctx, scope, trivia.id, triviaRun(true))));
    expect(runs.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(runs.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.code)).toEqual(['quiz.already_completed', 'quiz.already_completed', 'quiz.already_completed']);
    const r = schema.quiz_responses;
    expect(await ctx.db.select().from(r).where(and(eq(r.survey_quiz_id, trivia.id), eq(r.user_id, bob.viewer.id)))).toHaveLength(2);
  });

  it('the leaderboard: most points first, then the earliest; short names, no e-mails', async () => {
    await submitResponses(ctx, await scopeOf(cleo), trivia.id, triviaRun(true));
    const board = await quizLeaderboard(ctx, trivia.uuid, bob.viewer.id);
    expect(board.leaderboard.map((r) => [r.position, r.name, r.points, r.all_points, r.mine])).toEqual([
      [1, 'Ada L.', 2, 2, false],
      [2, 'Bob B.', 1, 2, true],
      [3, 'Cleo P.', 1, 2, false],
    ]);
    expect(board.participants).toBe(3);
    expect(JSON.stringify(board)).not.toContain('@');
  });

  it('hidden results, a survey as a leaderboard, or not a uuid are not found', async () => {
    await expect(quizLeaderboard(ctx, hidden.uuid)).rejects.toMatchObject({ code: 'quiz.results_hidden', status: 404 });
    await expect(quizLeaderboard(ctx, survey.uuid)).rejects.toMatchObject({ code: 'quiz.not_found' });
    await expect(surveyResults(ctx, trivia.uuid)).rejects.toMatchObject({ code: 'quiz.not_found' });
    await expect(quizLeaderboard(ctx, "1' or 1=1 --")).rejects.toMatchObject({ code: 'quiz.not_found' });
  });

  it('survey results count each answer and the written answers, never their words or who wrote them', async () => {
    await submitResponses(ctx, await scopeOf(ada), survey.id, surveyRun(0, '  <img src=x onerror=alert(1)>  '));
    await submitResponses(ctx, await scopeOf(bob), survey.id, surveyRun(0, 'Longer breaks'));
    await submitResponses(ctx, await scopeOf(cleo), survey.id, surveyRun(1, 'Secret of Cleo'));
    const results = await surveyResults(ctx, survey.uuid);
    expect(results.respondents).toBe(3);
    expect(results.questions.map((q) => [q.respondents, q.written, q.answers.map((a) => a.count)])).toEqual([
      [3, 0, [2, 1]],
      [3, 3, [3]],
    ]);
    expect(JSON.stringify(results)).not.toMatch(/Secret of Cleo|onerror|Ada|Bob/);
    // Stored trimmed, as written (escaping is the page's job).
    expect((await myResponses(ctx, await scopeOf(ada), survey.id)).responses.at(-1)?.response).toBe('<img src=x onerror=alert(1)>');
  });

  it('open answers: too long or not text is refused at the edge', () => {
    const q = survey.questions[1]!;
    expect(responsesInput.safeParse({ responses: [{ question: q.id, answer: q.answers[0]!.id, response: 'x'.repeat(2001) }] }).success).toBe(false);
    expect(responsesInput.safeParse({ responses: [{ question: q.id, response: 'bad\u0000byte' }] }).success).toBe(false);
    expect(responsesInput.safeParse({ responses: [] }).success).toBe(false);
    expect(responsesInput.safeParse({ responses: [{ question: -1, answer: 1 }] }).success).toBe(false);
  });
});
