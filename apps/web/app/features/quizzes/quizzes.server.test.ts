import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { schema } from '@foyer/db';
import type { Viewer } from '@foyer/core/accounts/viewer';
import { createTestCtx, insertComponent, insertEvent, type TestCtx } from '@foyer/core/testing/index';

let current: Viewer | null = null;
vi.mock('../../session/web-session.server.ts', () => ({ webViewer: async () => ({ viewer: current, setCookie: null }) }));
const { loadQuizList, loadQuizRun, quizRunAction, loadLeaderboard, loadSurveyResults } = await import('./quizzes.server.ts');

let ctx: TestCtx;
let ada: Viewer;
let componentId: number;
let event: Awaited<ReturnType<typeof insertEvent>>;
let quiz: { id: number; uuid: string };
let survey: { id: number; uuid: string };
let q1: { id: number; right: number; wrong: number };
let open: { id: number; text: number };
let choice: { id: number; a: number };

async function person(name: string): Promise<Viewer> {
  const [u] = await ctx.db.insert(schema.users).values({ email: `${name}-${randomUUID()}@test.foyer`, user_identity_token: `uit-${randomUUID()}`, first_name: name, last_name: 'Quiz' }).returning();
  await ctx.db.insert(schema.event_memberships).values({ event_id: event.id, user_id: u!.id, joined: true });
  return { id: u!.id, user_identity_token: u!.user_identity_token, email: u!.email, first_name: name, last_name: 'Quiz', locale: null, family_id: 'f' };
}

beforeAll(async () => {
  ctx = await createTestCtx();
  event = await insertEvent(ctx, { lp_url: `quiz-${Date.now()}` });
  componentId = (await insertComponent(ctx, event.id, 'survey_quiz_component', 1)).id;
  const base = { event_id: event.id };
  const [qz, sv] = await ctx.db
    .insert(schema.quizzes)
    .values([
      { ...base, event_component_id: componentId, name: 'Trivia', mode: 'quiz', order: 1, visible_results: true },
      { ...base, event_component_id: componentId, name: 'Feedback', mode: 'survey', order: 2, visible_results: true, is_login_required: false },
    ])
    .returning();
  quiz = qz!;
  survey = sv!;
  const [question, openQ, choiceQ] = await ctx.db
    .insert(schema.quiz_questions)
    .values([
      { ...base, survey_quiz_id: quiz.id, question: 'River?', mode: 'single' },
      { ...base, survey_quiz_id: survey.id, question: 'Improve?', mode: 'open', order: 2 },
      { ...base, survey_quiz_id: survey.id, question: 'Rate?', mode: 'single', order: 1 },
    ])
    .returning();
  const [right, wrong, text, a] = await ctx.db
    .insert(schema.quiz_answers)
    .values([
      { ...base, survey_quiz_question_id: question!.id, answer: 'Vistula', is_correct: true, points: 1 },
      { ...base, survey_quiz_question_id: question!.id, answer: 'Oder' },
      { ...base, survey_quiz_question_id: openQ!.id, answer: 'Your answer', mode: 'text' },
      { ...base, survey_quiz_question_id: choiceQ!.id, answer: 'Good' },
    ])
    .returning();
  q1 = { id: question!.id, right: right!.id, wrong: wrong!.id };
  open = { id: openQ!.id, text: text!.id };
  choice = { id: choiceQ!.id, a: a!.id };
  ada = await person('Ada');
});
afterAll(() => ctx.close());

const url = (path: string) => `http://foyer.test/${event.lp_url}${path}`;
const runParams = (id: number) => ({ slug: event.lp_url, componentId: String(componentId), quizId: String(id) });
const thrown = async (p: Promise<unknown>) => {
  try {
    const answer = await p;
    const init = (answer as { init?: ResponseInit }).init;
    return { status: init?.status ?? 200, body: (answer as { data?: unknown }).data ?? answer, location: null as string | null };
  } catch (err) {
    if (err instanceof Response) return { status: err.status, body: null, location: err.headers.get('location') };
    const d = err as { init?: ResponseInit; data?: unknown };
    if (d.init) return { status: d.init.status ?? 500, body: d.data, location: null };
    throw err;
  }
};
const send = (id: number, fields: [string, string][]) =>
  thrown(quizRunAction(ctx, new Request(url(`/component/${componentId}/survey_quiz_component/${id}`), { method: 'POST', body: new URLSearchParams(fields) }), runParams(id)));
const list = (query = '') => loadQuizList({ ctx, request: new Request(url(`/component/${componentId}${query}`)), event, component: { id: componentId, component_name: 'survey_quiz_component', label: 'Quizzes' } } as never);

describe('the quizzes screens', () => {
  it('a guest reads the list and a guest survey, and is sent to log in for a login-only quiz', async () => {
    current = null;
    expect((await list()).quizzes.map((q) => [q.name, q.questions_count])).toEqual([
      ['Trivia', 1],
      ['Feedback', 2],
    ]);
    const run = await loadQuizRun(ctx, new Request(url(`/component/${componentId}/survey_quiz_component/${survey.id}`)), runParams(survey.id));
    expect(run.quiz.questions.map((q) => q.question)).toEqual(['Rate?', 'Improve?']);
    const login = await thrown(loadQuizRun(ctx, new Request(url(`/component/${componentId}/survey_quiz_component/${quiz.id}`)), runParams(quiz.id)));
    expect(login.status).toBe(302);
    expect(login.location).toMatch(/\/login\?redirectTo=/);
  });

  it('an unanswered run is refused as incomplete; a full one goes back to the page, which shows the score', async () => {
    current = ada;
    expect(await send(quiz.id, [])).toMatchObject({ status: 422, body: { code: 'quiz.incomplete' } });
    expect(await send(quiz.id, [[`q-${q1.id}`, String(q1.right)], ['q-999', 'x']])).toMatchObject({ status: 302 });
    const run = await loadQuizRun(ctx, new Request(url(`/component/${componentId}/survey_quiz_component/${quiz.id}`)), runParams(quiz.id));
    expect(run.quiz).toMatchObject({ is_completed_by_me: true, my_result: { points: 1, all_points: 1 } });
    // Sent again (a double click): the first run stands, the page shows it.
    expect(await send(quiz.id, [[`q-${q1.id}`, String(q1.wrong)]])).toMatchObject({ status: 302 });
    expect((await loadLeaderboard(ctx, new Request(url(`/leaderboard/${quiz.uuid}`)), { slug: event.lp_url, quizUuid: quiz.uuid })).leaderboard).toEqual([
      expect.objectContaining({ name: 'Ada Q.', points: 1, mine: true }),
    ]);
    expect((await list('?filter=completed')).quizzes.map((q) => q.name)).toEqual(['Trivia']);
    expect((await list('?filter=bogus')).filter).toBe('all');
  });

  it('an open answer is kept as the words typed (markup included, shown as text) and only counted on the public page', async () => {
    current = ada;
    const payload = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    expect(await send(survey.id, [[`q-${choice.id}`, String(choice.a)], [`open-${open.id}`, payload]])).toMatchObject({ status: 302 });
    const run = await loadQuizRun(ctx, new Request(url(`/component/${componentId}/survey_quiz_component/${survey.id}`)), runParams(survey.id));
    expect(run.mine).toContainEqual({ question: open.id, answer: open.text, response: payload });
    const results = await loadSurveyResults(ctx, new Request(url(`/survey-results/${survey.uuid}`)), { slug: event.lp_url, surveyUuid: survey.uuid });
    expect(results.questions.find((q) => q.id === open.id)).toMatchObject({ respondents: 1, written: 1 });
    expect(JSON.stringify(results)).not.toContain('alert');
  });

  it('a results page of another event’s quiz, or a hidden one, is a 404', async () => {
    const other = await insertEvent(ctx, { lp_url: `other-${Date.now()}` });
    expect(await thrown(loadLeaderboard(ctx, new Request(`http://foyer.test/${other.lp_url}/leaderboard/${quiz.uuid}`), { slug: other.lp_url, quizUuid: quiz.uuid }))).toMatchObject({ status: 404 });
    expect(await thrown(loadLeaderboard(ctx, new Request(url('/leaderboard/nope')), { slug: event.lp_url, quizUuid: 'nope' }))).toMatchObject({ status: 404 });
  });
});
