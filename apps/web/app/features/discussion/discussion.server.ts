import { data, redirect } from 'react-router';
import { z } from 'zod';
import type { Ctx } from '@foyer/core/context';
import { isAppError } from '@foyer/core/errors';
import { coercedId } from '@foyer/core/platform/input-vocabulary';
import { openAgenda, openDiscussion } from '@foyer/core/discussion/discussion-scope';
import { acceptQuestion, askQuestion, deleteQuestion, likeQuestion, listQuestions, QUESTION_SORT, questionListInput, questionText } from '@foyer/core/discussion/questions';
import { approvedQuestionCounts, pickSessionList, questionsModerated, SESSION_LIST, setQuestionModeration } from '@foyer/core/discussion/session-lists';
import { getAgendaSession, listAgendaSessions } from '@foyer/core/content/agenda-sessions';
import { readAccessCode } from '../../session/access-code-cookie.server.ts';
import { requireEventAccess } from '../../server/require-access.server.ts';
import { eventLocale } from '../../server/request-event.server.ts';
import { safeRedirect } from '../access/safe-redirect.ts';
import { loadComponent } from '../components/load-component.server';
import { asScreenResponse } from '../components/app-error-response.server';
import { agendaComponent } from '../agenda/session-details.server';
import type { FormAnswer } from '../../components/ui/use-form-answer.ts';

type Params = { slug?: string; componentId?: string; sessionId?: string };
type Loaded = Awaited<ReturnType<typeof loadComponent>>;

/** The request as core reads it: the access gate first (login / join / code redirects), as componentScope does. */
async function contentRequest(ctx: Ctx, request: Request, event: Loaded['event']) {
  const { viewer } = await requireEventAccess(ctx, request, event);
  return { eventId: event.id, viewer, locale: await eventLocale(ctx, request, event), accessCode: await readAccessCode(ctx, request, event.id) };
}

async function sessionScope(ctx: Ctx, request: Request, params: Params) {
  const { event, component, sessionId } = await agendaComponent(ctx, request, params);
  const scope = await openDiscussion(ctx, { ...(await contentRequest(ctx, request, event)), componentId: component.id, sessionId });
  return { event, component, scope };
}

/** What the page shows of the session: its name (in the visitor's language), times and speakers. */
async function sessionHeader(ctx: Ctx, scope: Awaited<ReturnType<typeof openDiscussion>>, timeZone: string) {
  const s = await getAgendaSession(ctx, scope, scope.session.id);
  return { id: s.id, name: s.name, time_start: s.time_start, time_end: s.time_end, time_zone: timeZone, speakers: s.speakers.map((p) => `${p.first_name} ${p.last_name}`.trim()) };
}

/**
 * `component/:componentId/agenda_sessions/:sessionId/questions`: a session's Q&A. Moderators get
 * their list (the queue too) and may sort by it; others the approved questions and their own.
 */
export async function questionsLoader(ctx: Ctx, request: Request, params: Params) {
  const { event, component, sessionId } = await agendaComponent(ctx, request, params);
  return asScreenResponse(async () => {
    const scope = await openDiscussion(ctx, { ...(await contentRequest(ctx, request, event)), componentId: component.id, sessionId });
    const asked = questionListInput.safeParse({ sort: new URL(request.url).searchParams.get('sort') ?? undefined });
    const wanted = asked.success ? asked.data.sort : QUESTION_SORT.date;
    const sort = scope.canModerate || wanted < QUESTION_SORT.moderatorRecent ? wanted : QUESTION_SORT.date;
    const list = await listQuestions(ctx, scope, { sort }, scope.canModerate);
    return {
      eventId: event.id,
      component: { id: component.id, label: component.label },
      session: await sessionHeader(ctx, scope, event.timezone),
      questions: list.agenda_session_questions,
      pending: list.meta.pending,
      sort,
      moderated: scope.moderated,
      canModerate: scope.canModerate,
      isAdmin: scope.isAdmin,
      signedIn: scope.viewer !== null,
    };
  });
}

export type QuestionsData = Awaited<ReturnType<typeof questionsLoader>>;

/** `agenda/:componentId/session/:sessionId/discussion`: the projector — approved questions only, newest first, for anyone who may read the agenda. */
export async function projectorLoader(ctx: Ctx, request: Request, params: Params) {
  return asScreenResponse(async () => {
    const { event, component, scope } = await sessionScope(ctx, request, params);
    const list = await listQuestions(ctx, scope, { sort: QUESTION_SORT.date });
    return {
      eventId: event.id,
      eventTitle: event.title,
      componentId: component.id,
      session: await sessionHeader(ctx, scope, event.timezone),
      // An anonymous question stays anonymous on the big screen, even when an administrator opened it.
      questions: list.agenda_session_questions
        .filter((q) => q.accepted_by_moderator)
        .map(({ id, question, likes, user, anonymous, created_at }) => ({ id, question, likes, created_at, asker: user && !anonymous ? `${user.first_name} ${user.last_name}`.trim() : null })),
    };
  });
}

export type ProjectorData = Awaited<ReturnType<typeof projectorLoader>>;

/** `component/:componentId/questions`: SPEC §4's three session lists, each session with its approved questions. */
export async function sessionListsLoader(ctx: Ctx, request: Request, params: Params) {
  const { event, component } = await loadComponent(ctx, request, params);
  if (component.component_name !== 'agenda') throw data({ code: 'component.not_found' }, { status: 404 });
  return asScreenResponse(async () => {
    const scope = await openAgenda(ctx, { ...(await contentRequest(ctx, request, event)), componentId: component.id });
    const all = await listAgendaSessions(ctx, scope);
    const now = ctx.clock.now();
    const lists = { ongoing: pickSessionList(all, SESSION_LIST.ongoing, now), upcoming: pickSessionList(all, SESSION_LIST.upcoming, now), finished: pickSessionList(all, SESSION_LIST.finished, now) };
    const counts = await approvedQuestionCounts(ctx, Object.values(lists).flat().map((s) => s.id));
    const item = (s: (typeof all)[number]) => ({ id: s.id, name: s.name, time_start: s.time_start, time_end: s.time_end, questions: counts.get(s.id) ?? 0 });
    return {
      component: { id: component.id, label: component.label },
      timeZone: event.timezone,
      ongoing: lists.ongoing.map(item),
      upcoming: lists.upcoming.map(item),
      finished: lists.finished.map(item),
      isAdmin: scope.isAdmin,
      moderated: scope.isAdmin ? await questionsModerated(ctx, scope) : false,
    };
  });
}

export type SessionListsData = Awaited<ReturnType<typeof sessionListsLoader>>;

const form = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('ask'), question: questionText, anonymous: z.literal('on').optional() }),
  z.object({ intent: z.enum(['like', 'unlike', 'delete', 'delete-admin', 'accept']), question: coercedId() }),
]);

export type QuestionAnswer = FormAnswer;

/**
 * The Q&A page's forms (`…/questions`, POST): ask, like / unlike, delete, approve. Core decides
 * who may; a refusal answers JSON naming its code (and field) for the page's fetcher, and a
 * form sent without JavaScript comes back to the page (`redirectTo`).
 */
export async function questionsAction(ctx: Ctx, request: Request, params: Params) {
  const { scope } = await sessionScope(ctx, request, params);
  const fields = Object.fromEntries(await request.formData());
  const back = fields.redirectTo ? safeRedirect(fields.redirectTo, '') : '';
  const parsed = form.safeParse(fields);
  if (!parsed.success) {
    return data({ ok: false, intent: String(fields.intent ?? ''), code: 'common.validation', field: String(parsed.error.issues[0]?.path[0] ?? '') } satisfies QuestionAnswer, { status: 422 });
  }
  const input = parsed.data;
  try {
    if (input.intent === 'ask') await askQuestion(ctx, scope, { question: input.question, anonymous: input.anonymous === 'on' });
    else if (input.intent === 'like' || input.intent === 'unlike') await likeQuestion(ctx, scope, input.question, input.intent === 'like');
    else if (input.intent === 'delete' || input.intent === 'delete-admin') await deleteQuestion(ctx, scope, input.question, input.intent === 'delete-admin');
    else await acceptQuestion(ctx, scope, input.question);
  } catch (err) {
    if (!isAppError(err)) throw err;
    // A second like (or an unlike of one not liked) means the page was behind: it is what the person wanted (SPEC §8).
    if (err.code === 'agenda_question.already_liked' || err.code === 'agenda_question.not_liked') return { ok: true, intent: input.intent } satisfies QuestionAnswer;
    return data({ ok: false, intent: input.intent, code: err.code } satisfies QuestionAnswer, { status: err.status });
  }
  if (back) throw redirect(back);
  return { ok: true, intent: input.intent } satisfies QuestionAnswer;
}

/** The session lists page's one form: an administrator switches moderation of the agenda's questions. */
export async function sessionListsAction(ctx: Ctx, request: Request, params: Params) {
  const { event, component } = await loadComponent(ctx, request, params);
  if (component.component_name !== 'agenda') throw data({ code: 'component.not_found' }, { status: 404 });
  const scope = await openAgenda(ctx, { ...(await contentRequest(ctx, request, event)), componentId: component.id });
  const fields = await request.formData();
  const on = z.enum(['on', 'off']).safeParse(fields.get('questions_moderated'));
  if (!on.success) return data({ ok: false, intent: 'moderation', code: 'common.validation', field: 'questions_moderated' } satisfies QuestionAnswer, { status: 422 });
  try {
    await setQuestionModeration(ctx, scope, { questions_moderated: on.data === 'on' });
  } catch (err) {
    if (!isAppError(err)) throw err;
    return data({ ok: false, intent: 'moderation', code: err.code } satisfies QuestionAnswer, { status: err.status });
  }
  return { ok: true, intent: 'moderation' } satisfies QuestionAnswer;
}
