import { data, redirect } from 'react-router';
import type { Ctx } from '@foyer/core/context';
import { isAppError } from '@foyer/core/errors';
import { idFrom } from '@foyer/core/platform/input-vocabulary';
import { getQuiz, listQuizzes, quizFilter, type Quiz } from '@foyer/core/quizzes/quiz-read';
import { myResponses, responsesInput, submitResponses } from '@foyer/core/quizzes/quiz-submit';
import { quizLeaderboard, surveyResults } from '@foyer/core/quizzes/quiz-results';
import type { ResponseIn } from '@foyer/core/quizzes/quiz-score';
import type { ScreenLoaderArgs } from '../components/screen-loaders.server';
import { componentScope } from '../components/component-scope.server';
import { loadComponent } from '../components/load-component.server';
import { asScreenResponse } from '../components/app-error-response.server';
import { requireSignedIn } from '../../server/require-access.server';
import { eventForRequest } from '../../server/request-event.server';
import { webViewer } from '../../session/web-session.server';

/**
 * The quizzes screen (`component/{id}`, SPEC §2): the component's quizzes for the `?filter=` tab
 * (all, completed, uncompleted). The questions stay on the server: the list shows their count.
 */
export async function loadQuizList({ ctx, request, event, component }: ScreenLoaderArgs) {
  const scope = await componentScope(ctx, request, event, component.id, 'survey_quiz_component');
  const wanted = quizFilter.safeParse({ filter: new URL(request.url).searchParams.get('filter') ?? undefined });
  const filter = wanted.success ? wanted.data.filter : 'all';
  const { survey_quizzes } = await listQuizzes(ctx, scope, { filter });
  return { eventId: event.id, filter, signedIn: scope.viewer !== null, quizzes: survey_quizzes.map(({ questions: _questions, ...quiz }) => quiz) };
}

export type QuizListData = Awaited<ReturnType<typeof loadQuizList>>;

/** The quiz of a `component/{id}/survey_quiz_component/{quizId}` URL, opened for the visitor; a guest on a login-only quiz logs in first. */
async function openRun(ctx: Ctx, request: Request, params: { slug?: string; componentId?: string; quizId?: string }) {
  const { event, component } = await loadComponent(ctx, request, params);
  const quizId = idFrom(params.quizId);
  if (component.component_name !== 'survey_quiz_component' || quizId === null) throw data({ code: 'component.not_found' }, { status: 404 });
  const scope = await componentScope(ctx, request, event, component.id, 'survey_quiz_component');
  const quiz = await asScreenResponse(async () => {
    try {
      return await getQuiz(ctx, scope, quizId);
    } catch (err) {
      if (isAppError(err) && err.code === 'common.not_authenticated') await requireSignedIn(ctx, request, event);
      throw err;
    }
  });
  return { event, component, scope, quiz };
}

/** The run page: the quiz, and once completed the viewer's own answers next to the result. */
export async function loadQuizRun(ctx: Ctx, request: Request, params: { slug?: string; componentId?: string; quizId?: string }) {
  const { event, component, scope, quiz } = await openRun(ctx, request, params);
  const mine = quiz.is_completed_by_me ? await myResponses(ctx, scope, quiz.id) : null;
  return { eventId: event.id, component: { id: component.id, label: component.label }, quiz, mine: mine?.responses ?? null, signedIn: scope.viewer !== null };
}

export type QuizRunData = Awaited<ReturnType<typeof loadQuizRun>>;

const field = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
};

/**
 * The form's fields as a run: `q-{question}` the chosen answer ids (radio or checkboxes),
 * `text-{answer}` the words of a "text" answer, `open-{question}` an open question's words
 * (kept under the question's text answer when it has one). Only this quiz's questions are
 * read; what they hold is checked by core.
 */
export function runFromForm(quiz: Pick<Quiz, 'questions'>, form: FormData): ResponseIn[] {
  const out: ResponseIn[] = [];
  for (const q of quiz.questions) {
    if (q.mode === 'open') {
      const words = field(form, `open-${q.id}`);
      if (words.trim()) out.push({ question: q.id, answer: q.answers.find((a) => a.mode === 'text')?.id ?? null, response: words });
      continue;
    }
    for (const value of form.getAll(`q-${q.id}`)) {
      const id = idFrom(value);
      if (id === null) continue;
      const a = q.answers.find((x) => x.id === id);
      out.push({ question: q.id, answer: id, response: a?.mode === 'text' ? field(form, `text-${id}`) : null });
    }
  }
  return out;
}

export type QuizRunAnswer = { ok: false; code: string; field?: string };

/** POST of the run page: the whole run at once; back to the page (which then shows the result), or the refusal's code. */
export async function quizRunAction(ctx: Ctx, request: Request, params: { slug?: string; componentId?: string; quizId?: string }) {
  const { scope, quiz } = await openRun(ctx, request, params);
  const parsed = responsesInput.safeParse({ responses: runFromForm(quiz, await request.formData()) });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    // Nothing answered is an incomplete run; anything else (too long, not text) names the field.
    const code = issue?.path.length === 1 ? 'quiz.incomplete' : 'common.validation';
    return data({ ok: false, code, field: issue?.path.join('.') } satisfies QuizRunAnswer, { status: 422 });
  }
  try {
    await submitResponses(ctx, scope, quiz.id, parsed.data);
  } catch (err) {
    if (!isAppError(err)) throw err;
    // Sent twice (a double click, two tabs): the first run counts, and the page shows it.
    if (err.code !== 'quiz.already_completed') return data({ ok: false, code: err.code } satisfies QuizRunAnswer, { status: err.status });
  }
  const url = new URL(request.url);
  throw redirect(`${url.pathname}#quiz-result`);
}

/** The event of a public results page and the visitor (for "you" in the leaderboard); no access gate, the uuid is the key. */
async function publicPage(ctx: Ctx, request: Request, slug: string | undefined) {
  const event = await eventForRequest(ctx, request, slug);
  if (!event) throw data({ code: 'event.invalid' }, { status: 404 });
  const { viewer } = await webViewer(ctx, request);
  return { event, viewer };
}

/** `leaderboard/{quizUuid}` (SPEC §2): a quiz of this event whose results are public. */
export async function loadLeaderboard(ctx: Ctx, request: Request, params: { slug?: string; quizUuid?: string }) {
  const { event, viewer } = await publicPage(ctx, request, params.slug);
  const board = await asScreenResponse(() => quizLeaderboard(ctx, params.quizUuid ?? '', viewer?.id ?? null));
  if (board.survey_quiz.event_id !== event.id) throw data({ code: 'quiz.not_found' }, { status: 404 });
  return { eventId: event.id, ...board };
}

export type LeaderboardData = Awaited<ReturnType<typeof loadLeaderboard>>;

/** `survey-results/{surveyUuid}` (SPEC §2): a survey of this event whose results are public. */
export async function loadSurveyResults(ctx: Ctx, request: Request, params: { slug?: string; surveyUuid?: string }) {
  const { event } = await publicPage(ctx, request, params.slug);
  const results = await asScreenResponse(() => surveyResults(ctx, params.surveyUuid ?? ''));
  if (results.survey_quiz.event_id !== event.id) throw data({ code: 'quiz.not_found' }, { status: 404 });
  return { eventId: event.id, ...results };
}

export type SurveyResultsData = Awaited<ReturnType<typeof loadSurveyResults>>;
