import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { coercedId } from '@foyer/core/platform/input-vocabulary';
import { openQuizzes } from '@foyer/core/quizzes/quiz-scope';
import { getQuiz, listQuizzes, quizFilter } from '@foyer/core/quizzes/quiz-read';
import { myResponses, responsesInput, submitResponses } from '@foyer/core/quizzes/quiz-submit';
import { quizLeaderboard, surveyResults } from '@foyer/core/quizzes/quiz-results';
import { xAccess, type AccessLevel } from './access-levels.ts';
import { jsonBody, ok } from './access-schemas.ts';
import type { ApiEnv } from './env.ts';
import { contentRequest } from './content.ts';
import { optionalViewer } from './viewer.ts';

const id = (name: string) => coercedId().openapi({ param: { name, in: 'path' }, example: 1 });
const Component = z.object({ eventId: id('eventId'), componentId: id('componentId') });
const QuizPath = Component.extend({ quizId: id('quizId') });
// Any text reaches core, which finds no quiz for what is not a uuid (404, never a 422 that tells uuids apart).
const uuidParam = (name: string) => z.string().max(100).openapi({ param: { name, in: 'path' }, example: '00000000-0000-4000-8000-000000000000' });

const Answer = z.object({ id: z.number().int(), survey_quiz_question_id: z.number().int(), mode: z.enum(['choice', 'text']), order: z.number().int(), answer: z.string(), is_correct: z.boolean().optional() });
const Question = z.object({ id: z.number().int(), survey_quiz_id: z.number().int(), mode: z.enum(['single', 'multi', 'open']), order: z.number().int(), question: z.string(), answers: z.array(Answer) });
const Result = z.object({ id: z.number().int(), survey_quiz_id: z.number().int(), points: z.number().int(), all_points: z.number().int(), last_response_date: z.string() }).openapi('QuizResult');
const QuizBody = z
  .object({
    id: z.number().int(),
    uuid: z.string(),
    event_component_id: z.number().int(),
    mode: z.enum(['quiz', 'survey']),
    order: z.number().int(),
    visible_results: z.boolean(),
    name: z.string(),
    questions_count: z.number().int(),
    is_completed_by_me: z.boolean(),
    is_login_required: z.boolean(),
    updated_at: z.string(),
    questions: z.array(Question),
    my_result: z.object({ points: z.number().int(), all_points: z.number().int(), last_response_date: z.string() }).nullable(),
  })
  .openapi('SurveyQuiz');
const Head = z.object({ id: z.number().int(), uuid: z.string(), event_id: z.number().int(), event_component_id: z.number().int(), name: z.string(), mode: z.enum(['quiz', 'survey']) });
const Responses = z.object({ responses: z.array(z.object({ question: z.number().int(), answer: z.number().int().nullable(), response: z.string().nullable() })), result: Result.nullable() });
const Leaderboard = z
  .object({
    survey_quiz: Head,
    participants: z.number().int(),
    leaderboard: z.array(z.object({ position: z.number().int(), name: z.string(), points: z.number().int(), all_points: z.number().int(), last_response_date: z.string(), mine: z.boolean() })),
  })
  .openapi('QuizLeaderboard');
const SurveyResults = z
  .object({
    survey_quiz: Head,
    respondents: z.number().int(),
    questions: z.array(
      z.object({
        id: z.number().int(),
        question: z.string(),
        mode: z.enum(['single', 'multi', 'open']),
        order: z.number().int(),
        respondents: z.number().int(),
        written: z.number().int(),
        answers: z.array(z.object({ id: z.number().int(), answer: z.string(), mode: z.enum(['choice', 'text']), count: z.number().int() })),
      }),
    ),
  })
  .openapi('SurveyResults');

const base = '/events/{eventId}/components/{componentId}';
const head = (access: AccessLevel, method: 'get' | 'post', path: string, summary: string) => ({ ...xAccess(access), method, path, tags: ['quizzes'], summary });

const routes = {
  list: createRoute({ ...head('event', 'get', `${base}/survey_quizzes`, 'The component’s quizzes and surveys with their questions; `filter` all, completed or uncompleted (by the caller). A guest sees a login-only quiz without its questions'), request: { params: Component, query: quizFilter }, responses: ok(z.object({ survey_quizzes: z.array(QuizBody) }), 'Quizzes') }),
  one: createRoute({ ...head('event', 'get', `${base}/survey_quiz/{quizId}`, 'One quiz, questions and answers by order; correct answers only once the caller completed it; 401 for a guest on a login-only quiz'), request: { params: QuizPath }, responses: ok(QuizBody, 'The quiz') }),
  mine: createRoute({ ...head('event-user', 'get', `${base}/survey_quiz/{quizId}/responses`, 'The caller’s own responses and result (null before completing)'), request: { params: QuizPath }, responses: ok(Responses, 'Responses') }),
  submit: createRoute({
    ...head('event-user', 'post', `${base}/survey_quiz/{quizId}/responses`, 'Send a whole run once: one entry per chosen answer (`response` text for open questions and “text” answers, ≤2,000 characters). 422 quiz.incomplete unless every question is answered, quiz.invalid_answer, quiz.already_completed on a second run'),
    request: { params: QuizPath, ...jsonBody(responsesInput) },
    responses: ok(Result, 'The result (points 0 of 0 for a survey)'),
  }),
  leaderboard: createRoute({ ...head('public', 'get', '/survey_leaderboard_external/{quizUuid}', 'A quiz’s public leaderboard by its uuid: most points first, then the earliest to finish; short names only. 404 quiz.results_hidden when its results are not public'), request: { params: z.object({ quizUuid: uuidParam('quizUuid') }) }, responses: ok(Leaderboard, 'Leaderboard') }),
  results: createRoute({ ...head('public', 'get', '/survey_responses_external/{surveyUuid}', 'A survey’s public results by its uuid: how many chose each answer (counts, never who; open answers counted, not shown). 404 quiz.results_hidden when not public'), request: { params: z.object({ surveyUuid: uuidParam('surveyUuid') }) }, responses: ok(SurveyResults, 'Results') }),
};

/** The component opened for the caller: the event's gate and the component's (SPEC §4, §6), as the content calls open theirs. */
async function component(c: Context<ApiEnv>, p: { eventId: number; componentId: number }) {
  return openQuizzes(c.var.ctx, { ...(await contentRequest(c, p.eventId)), componentId: p.componentId });
}

/** SPEC §7 "Quizzes" and "Public results", under the paths it names; the rules are core quizzes'. */
export function quizzesApi() {
  const app = new OpenAPIHono<ApiEnv>();
  const ctx = (c: Context<ApiEnv>) => c.var.ctx;
  app.openapi(routes.list, async (c) => c.json(await listQuizzes(ctx(c), await component(c, c.req.valid('param')), c.req.valid('query')), 200));
  app.openapi(routes.one, async (c) => {
    const p = c.req.valid('param');
    return c.json(await getQuiz(ctx(c), await component(c, p), p.quizId), 200);
  });
  app.openapi(routes.mine, async (c) => {
    const p = c.req.valid('param');
    return c.json(await myResponses(ctx(c), await component(c, p), p.quizId), 200);
  });
  app.openapi(routes.submit, async (c) => {
    const p = c.req.valid('param');
    return c.json(await submitResponses(ctx(c), await component(c, p), p.quizId, c.req.valid('json')), 200);
  });
  app.openapi(routes.leaderboard, async (c) => {
    const viewer = await optionalViewer(c);
    return c.json(await quizLeaderboard(ctx(c), c.req.valid('param').quizUuid, viewer?.id ?? null), 200);
  });
  app.openapi(routes.results, async (c) => c.json(await surveyResults(ctx(c), c.req.valid('param').surveyUuid), 200));
  return app;
}
