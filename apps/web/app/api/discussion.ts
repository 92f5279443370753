import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { coercedId } from '@foyer/core/platform/input-vocabulary';
import { openAgenda, openDiscussion } from '@foyer/core/discussion/discussion-scope';
import { acceptQuestion, askQuestion, deleteQuestion, likeQuestion, listQuestions, questionInput, questionListInput } from '@foyer/core/discussion/questions';
import { moderationInput, setQuestionModeration } from '@foyer/core/discussion/session-lists';
import { xAccess, type AccessLevel } from './access-levels.ts';
import { jsonBody, ok, StatusOkBody } from './access-schemas.ts';
import type { ApiEnv } from './env.ts';
import { contentRequest } from './content.ts';

const id = (name: string) => coercedId().openapi({ param: { name, in: 'path' }, example: 1 });
const Agenda = z.object({ eventId: id('eventId'), componentId: id('componentId') });
const Session = Agenda.extend({ sessionId: id('sessionId') });
const Question = Session.extend({ questionId: id('questionId') });

const User = z.object({ user_identity_token: z.string(), first_name: z.string(), last_name: z.string(), company: z.string().nullable(), position: z.string().nullable(), picture: z.string().nullable() });
const QuestionBody = z
  .object({
    id: z.number().int(),
    question: z.string(),
    created_at: z.string(),
    agenda_session_id: z.number().int(),
    user: User.nullable().openapi({ description: 'null for an anonymous question, except to the event’s administrators' }),
    likes: z.number().int(),
    liked_by_me: z.boolean(),
    accepted_by_moderator: z.boolean(),
    anonymous: z.boolean(),
    mine: z.boolean(),
  })
  .openapi('AgendaSessionQuestion');
const ListBody = z.object({
  agenda_session_questions: z.array(QuestionBody),
  meta: z.object({ all_items: z.number().int(), pending: z.number().int(), moderated: z.boolean(), can_moderate: z.boolean() }),
});
const Rating = z.object({ rating: z.number().int(), liked_by_me: z.boolean() });
const sortQuery = z.object({ sort: questionListInput.shape.sort.openapi({ param: { name: 'sort', in: 'query' }, example: 0 }) });

const base = '/events/{eventId}/components/{componentId}/agenda_session/{sessionId}/discussion';
const head = (access: AccessLevel, method: 'get' | 'post' | 'patch' | 'delete' | 'put', path: string, summary: string) => ({ ...xAccess(access), method, path, tags: ['session discussion'], summary });

const routes = {
  list: createRoute({ ...head('event', 'get', `${base}/questions`, 'A session’s questions: the approved ones and the caller’s own; `sort` 0 by date, 1 by likes (2 and 3 are 422 agenda_question.sort_not_allowed)'), request: { params: Session, query: sortQuery }, responses: ok(ListBody, 'Questions') }),
  listAdmin: createRoute({ ...head('admin', 'get', `${base}/questions/admin`, 'The moderators’ list: the queue too; `sort` 2 and 3 put the queue first (newest or oldest first)'), request: { params: Session, query: sortQuery }, responses: ok(ListBody, 'Questions') }),
  ask: createRoute({ ...head('event-user', 'post', `${base}/question`, 'Ask: `question` (2–1,000 characters), `anonymous`. Waits for approval when the agenda is moderated'), request: { params: Session, ...jsonBody(questionInput) }, responses: ok(QuestionBody, 'The question') }),
  remove: createRoute({ ...head('owner', 'delete', `${base}/question/{questionId}/delete`, 'Delete one’s own question'), request: { params: Question }, responses: ok(StatusOkBody, 'Deleted') }),
  removeAdmin: createRoute({ ...head('admin', 'delete', `${base}/question/{questionId}/delete/admin`, 'Delete any question (the session’s moderators)'), request: { params: Question }, responses: ok(StatusOkBody, 'Deleted') }),
  accept: createRoute({ ...head('admin', 'patch', `${base}/question/{questionId}/accept`, 'Approve a question (the session’s moderators): everyone sees it, the projector page too'), request: { params: Question }, responses: ok(QuestionBody, 'The question') }),
  like: createRoute({ ...head('event-user', 'post', `${base}/{questionId}/rating/like`, 'Like a question; 422 agenda_question.already_liked when already liked. Answers the new `rating`'), request: { params: Question }, responses: ok(Rating, 'The rating') }),
  unlike: createRoute({ ...head('event-user', 'post', `${base}/{questionId}/rating/unlike`, 'Take a like back; 422 agenda_question.not_liked when not liked'), request: { params: Question }, responses: ok(Rating, 'The rating') }),
  moderation: createRoute({
    ...head('admin', 'put', '/events/{eventId}/components/{componentId}/discussion/moderation', 'Switch moderation of the agenda’s questions on or off (the event’s administrators); what waits keeps waiting'),
    request: { params: Agenda, ...jsonBody(moderationInput) },
    responses: ok(moderationInput, 'Saved'),
  }),
};

async function discussion(c: Context<ApiEnv>, p: { eventId: number; componentId: number; sessionId: number }) {
  return openDiscussion(c.var.ctx, { ...(await contentRequest(c, p.eventId)), componentId: p.componentId, sessionId: p.sessionId });
}

/** SPEC §7 "Session discussion", under the paths it names; the rules are core discussion's. */
export function discussionApi() {
  const app = new OpenAPIHono<ApiEnv>();
  const ctx = (c: Context<ApiEnv>) => c.var.ctx;
  app.openapi(routes.list, async (c) => c.json(await listQuestions(ctx(c), await discussion(c, c.req.valid('param')), c.req.valid('query')), 200));
  app.openapi(routes.listAdmin, async (c) => c.json(await listQuestions(ctx(c), await discussion(c, c.req.valid('param')), c.req.valid('query'), true), 200));
  app.openapi(routes.ask, async (c) => c.json(await askQuestion(ctx(c), await discussion(c, c.req.valid('param')), c.req.valid('json')), 200));
  app.openapi(routes.remove, async (c) => {
    const p = c.req.valid('param');
    return c.json(await deleteQuestion(ctx(c), await discussion(c, p), p.questionId), 200);
  });
  app.openapi(routes.removeAdmin, async (c) => {
    const p = c.req.valid('param');
    return c.json(await deleteQuestion(ctx(c), await discussion(c, p), p.questionId, true), 200);
  });
  app.openapi(routes.accept, async (c) => {
    const p = c.req.valid('param');
    return c.json(await acceptQuestion(ctx(c), await discussion(c, p), p.questionId), 200);
  });
  app.openapi(routes.like, async (c) => {
    const p = c.req.valid('param');
    return c.json(await likeQuestion(ctx(c), await discussion(c, p), p.questionId, true), 200);
  });
  app.openapi(routes.unlike, async (c) => {
    const p = c.req.valid('param');
    return c.json(await likeQuestion(ctx(c), await discussion(c, p), p.questionId, false), 200);
  });
  app.openapi(routes.moderation, async (c) => {
    const p = c.req.valid('param');
    const scope = await openAgenda(ctx(c), { ...(await contentRequest(c, p.eventId)), componentId: p.componentId });
    return c.json(await setQuestionModeration(ctx(c), scope, c.req.valid('json')), 200);
  });
  return app;
}
