import { randomUUID } from 'node:crypto';
import { insertTestUser } from '@foyer/core/access/test-users';
import { createEmailToken } from '@foyer/core/accounts/tokens/email-token';
import { issueSessionTokens } from '@foyer/core/accounts/tokens/issue-session-tokens';
import { appleIdToken, googleIdToken, type SocialTestCtx } from '@foyer/core/accounts/testing/index';
import type { TestCtx } from '@foyer/core/testing/index';
import { purchaseFor } from '@foyer/core/tickets/test-fixtures';
import type { TestUser } from '@foyer/core/access/test-users';
import { ACCOUNT_PASSWORD, type ApiWorld, type WorldComponent } from './api-world.ts';
import type { JsonSchema, Operation } from './openapi-operations.ts';
import { tinyPng } from './tiny-png.ts';
import { signScanQr } from '@foyer/core/qr-scan/personal-qr';
import { schema } from '@foyer/db';

/** What a request is built from; an operation's example overrides the generated parts. */
export interface RequestParts {
  path: Record<string, string | number>;
  query: Record<string, string>;
  body?: unknown;
  headers: Record<string, string>;
  /** Sign in with a new session of the caller (for calls that end the session they are made with). */
  freshSession?: boolean;
}

export interface ExampleContext {
  ctx: TestCtx & Partial<Pick<SocialTestCtx, 'jwks' | 'graph'>>;
  world: ApiWorld;
}

type Example = (x: ExampleContext) => Partial<RequestParts> | Promise<Partial<RequestParts>>;

let n = 0;
const unique = (tag: string) => `${tag}-${process.pid}-${++n}`;
const password = 'secret-77';

/** A confirmed user's fresh token of a mailed-link kind (what the e-mail would carry). */
async function mailedToken({ ctx }: ExampleContext, kind: 'confirmation' | 'magic_link' | 'password_reset') {
  const u = await insertTestUser(ctx);
  return createEmailToken(ctx.db, { userId: u.viewer.id, kind, now: ctx.clock.now() });
}

/**
 * Request parts a valid call of an operation needs beyond what its schema and the world's ids
 * give: credentials of the sign-in calls (fresh each call), bodies that name the world's rows.
 * Built per call, so single-use tokens and unique addresses stay valid. A new operation needs
 * an entry only when the generated request is refused as invalid before the caller is checked.
 */
export const examples: Record<string, Example> = {
  'POST /auth/login': ({ world }) => ({ body: { email: world.users.account.viewer.email, password: ACCOUNT_PASSWORD } }),
  'POST /auth/refresh_token': async ({ ctx, world }) => ({
    body: { refresh_token: (await issueSessionTokens(ctx, world.users.account.viewer, randomUUID(), null)).refresh_token },
  }),
  'POST /auth/confirm': async (x) => ({ body: { token: await mailedToken(x, 'confirmation') } }),
  'POST /auth/magic_link/authenticate': async (x) => ({ body: { token: await mailedToken(x, 'magic_link') } }),
  'POST /auth/password/reset': async (x) => ({ body: { token: await mailedToken(x, 'password_reset'), password, password_confirmation: password } }),
  'POST /auth/register': () => ({ body: { email: `${unique('register')}@example.test`, password, password_confirmation: password, first_name: 'Reg', last_name: 'Ister' } }),
  'POST /auth/sign_in_google': ({ ctx }) => socialToken(ctx, 'google'),
  'POST /auth/sign_in_apple': ({ ctx }) => socialToken(ctx, 'apple'),
  'POST /auth/sign_in_facebook': ({ ctx }) => socialToken(ctx, 'facebook'),
  'PUT /auth/password': () => ({ body: { current_password: 'not-the-password', password, password_confirmation: password } }),
  // Refused after the caller is known (wrong e-mail), so no account is really deleted.
  'DELETE /auth/user': () => ({ body: { current_password: 'not-the-password', email: 'someone-else@example.test' } }),
  'DELETE /auth/logout': () => ({ freshSession: true }),
  'PUT /current_user/email': () => ({ body: { email: `${unique('new-address')}@example.test`, current_password: 'not-the-password' } }),
  'POST /events/{eventId}/check_access_code': () => ({ headers: { 'x-access-code': 'any code' } }),
  'POST /events/{eventId}/discount/check_code': ({ world }) => ({ body: { discount_code: 'DEMO10', ticket_ids: [world.catalogue.standard.id] } }),
  'POST /events/{eventId}/payment/{gateway}/init': ({ world }) => ({
    path: { gateway: 'free' },
    body: purchaseFor({ email: `${unique('buyer')}@example.test` }, { ticket_id: world.catalogue.community.id }),
  }),
  'POST /events/{eventId}/payment/payu/check': ({ world }) => ({ body: { order_id: world.order.uuid } }),
  'POST /events/{eventId}/payment/bluemedia/check': ({ world }) => ({ body: { order_id: world.order.uuid, hash: world.bluemediaHash() } }),
  'POST /payments/{gateway}/notify': () => ({ path: { gateway: 'bluemedia' }, body: { transactions: 'bm90IGFuIElUTg==' } }),
  'GET /payments/bluemedia/return': ({ ctx, world }) => ({
    query: { ServiceID: ctx.config.payments.bluemedia?.serviceId ?? '1', OrderID: world.bluemediaOrderId, Hash: world.bluemediaHash() },
  }),
  'POST /events/{eventId}/join_requests/{requestId}/{decision}': () => ({ path: { decision: 'approve' } }),
  'PUT /events/{eventId}/components/{componentId}/users_with_access': () => ({ body: { access_limited: false } }),
  'POST /events/{eventId}/components/{componentId}/survey_quiz/{quizId}/responses': ({ world }) => ({ body: world.quiz.run }),
  ...feedWallExamples(),
  ...discussionExamples(),
  // Friends: {id} is the other user's token (the paths' generic `id` would be a session id).
  ...Object.fromEntries(['accept', 'decline', 'remove'].map((a) => [`PATCH /friends/${a}/{id}`, ({ world }: ExampleContext) => ({ path: { id: world.users.otherAttendee.viewer.user_identity_token } })])),
  ...availabilityExamples(),
  ...businessMatchingExamples(),
  // Treasure hunt: the deleting and voiding calls get fresh rows, so each role's call names one that exists.
  'DELETE /events/{eventId}/treasure_hunts/{huntId}': async ({ world }) => ({ path: { huntId: (await world.treasureHunt()).id } }),
  'DELETE /events/{eventId}/treasure_hunt_points/{pointId}': async ({ world }) => ({ path: { pointId: (await world.treasurePoint((await world.treasureHunt()).id)).id } }),
  'POST /events/{eventId}/points/entries/{entryId}/void': async ({ world }) => ({ path: { entryId: (await world.pointEntry()).id }, body: { reason: 'Scanned a screenshot' } }),
  // The scan game: the other attendee's personal code (a player scanning it starts a conversation).
  'POST /events/{eventId}/components/{componentId}/qr_scan': ({ ctx, world }) => ({ body: { code: signScanQr(ctx.config.sessionSecret, world.event.id, world.users.otherAttendee.viewer.user_identity_token) } }),
  'PUT /events/{eventId}/components/{componentId}/photo_booth/frame': () => ({ body: { attachment_id: null } }),
  // The inbox: write to the other attendee (as them: only oneself, refused as invalid after the caller is known).
  'GET /events/{eventId}/inbox/check_threads': ({ world }) => ({ query: { users: world.users.otherAttendee.viewer.user_identity_token } }),
  'POST /events/{eventId}/inbox/create': ({ world }) => ({ body: { message: 'Hello from the matrix', users: [world.users.otherAttendee.viewer.user_identity_token] } }),
  'POST /events/{eventId}/inbox/threads/{inboxThreadId}/response': () => ({ body: { message: 'A reply from the matrix', temp_id: unique('temp') } }),
};

/**
 * The feed wall's calls name its component (not the world's agenda); the calls that delete or
 * change a thread or comment get one of their own each time, so a call that succeeds leaves the
 * world's rows for the next one.
 */
function feedWallExamples(): Record<string, Example> {
  const base = 'events/{eventId}/components/{componentId}/feed_wall';
  const wall = ({ world }: ExampleContext) => ({ componentId: world.components.feed_wall });
  const reads = ['GET ', 'GET /channels/{channelId}/threads', 'GET /channels/{channelId}/threads/update', 'GET /channels/{channelId}/thread/{threadId}', 'GET /channels/{channelId}/threads/{threadId}/comments', 'GET /channels/{channelId}/threads/{threadId}/comments/update'];
  const out: Record<string, Example> = {};
  for (const r of reads) {
    const [method, path] = r.split(' ');
    out[`${method} /${base}${path}`] = (x) => ({ path: wall(x) });
  }
  out[`POST /${base}/channels/{channelId}/thread`] = (x) => ({ path: wall(x), body: { message: 'A post from the matrix' } });
  out[`POST /${base}/channels/{channelId}/threads/{threadId}/comment`] = (x) => ({ path: wall(x), body: { message: 'A comment from the matrix' } });
  out[`POST /${base}/channels/{channelId}/thread/{threadId}/like`] = (x) => ({ path: wall(x) });
  out[`POST /${base}/channels/{channelId}/thread/{threadId}/unlike`] = (x) => ({ path: wall(x) });
  for (const suffix of ['', '/admin']) {
    out[`DELETE /${base}/channels/{channelId}/thread/{threadId}${suffix}`] = async (x) => ({ path: { ...wall(x), threadId: (await x.world.feedPost()).id } });
    out[`DELETE /${base}/comment/{commentId}${suffix}`] = async (x) => ({ path: { ...wall(x), commentId: (await x.world.feedComment((await x.world.feedPost()).id)).id } });
  }
  out[`PATCH /${base}/channels/{channelId}/thread/{threadId}`] = (x) => ({ path: wall(x), body: { message: 'Edited by its author' } });
  out[`PATCH /${base}/comment/{commentId}`] = (x) => ({ path: wall(x), body: { message: 'Edited by its author' } });
  return out;
}

/** Business matching: a slot of the world's session, and a fresh invitation for the calls that answer or cancel one. */
function businessMatchingExamples(): Record<string, Example> {
  const base = 'events/{eventId}/components/{componentId}/business_matching';
  const slot = ({ world }: ExampleContext) => {
    const start = world.bmSession.time_start.getTime() + 15 * 60_000;
    return { time_start: new Date(start).toISOString(), time_end: new Date(start + 15 * 60_000).toISOString(), bm_session_id: world.bmSession.id, tag_agenda_place_id: world.bmPlace.id };
  };
  const fresh = async (x: ExampleContext) => ({ path: { meetingId: (await x.world.bmMeeting()).id } });
  return {
    [`POST /${base}/meeting`]: (x) => ({ body: { ...slot(x), to_user_id: x.world.users.otherAttendee.viewer.user_identity_token, message: 'Coffee?' } }),
    [`POST /${base}/meeting/{meetingId}/accept`]: fresh,
    [`POST /${base}/meeting/{meetingId}/decline`]: fresh,
    [`POST /${base}/meeting/{meetingId}/reschedule`]: async (x) => ({ ...(await fresh(x)), body: slot(x) }),
    [`DELETE /${base}/meeting/{meetingId}`]: fresh,
  };
}

/** Session Q&A: the deleting calls get a fresh question each time. */
function discussionExamples(): Record<string, Example> {
  const base = 'events/{eventId}/components/{componentId}/agenda_session/{sessionId}/discussion';
  const out: Record<string, Example> = {
    [`POST /${base}/question`]: () => ({ body: { question: 'A question from the matrix', anonymous: false } }),
    [`PUT /events/{eventId}/components/{componentId}/discussion/moderation`]: () => ({ body: { questions_moderated: false } }),
  };
  for (const suffix of ['', '/admin']) out[`DELETE /${base}/question/{questionId}/delete${suffix}`] = async (x) => ({ path: { questionId: (await x.world.sessionQuestion()).id } });
  return out;
}

async function socialToken(ctx: ExampleContext['ctx'], provider: 'google' | 'apple' | 'facebook'): Promise<Partial<RequestParts>> {
  const email = `${unique(provider)}@example.test`;
  if (provider === 'facebook') {
    if (!ctx.graph) throw new Error('sign_in_facebook needs createSocialTestCtx');
    return { body: { token: ctx.graph.issueToken({ id: unique('fb'), email, first_name: 'Fa', last_name: 'Cebook' }), gdpr: true } };
  }
  if (!ctx.jwks) throw new Error(`sign_in_${provider} needs createSocialTestCtx`);
  const sub = unique('sub');
  const now = ctx.clock.now();
  const google = ctx.config.social.googleClientIds[0]!;
  const apple = ctx.config.social.appleClientIds[0]!;
  const token = provider === 'google' ? await googleIdToken(ctx.jwks, { now, audience: google, sub, email }) : await appleIdToken(ctx.jwks, { now, audience: apple, sub, email });
  return { body: { token, gdpr: true, first_name: 'Ap', last_name: 'Ple' } };
}

/** The component kind a path's {componentId} must be of (a speaker path needs a speakers component). */
function componentKind(path: string): WorldComponent {
  const segment = /\{componentId\}\/([a-z_]+)/.exec(path)?.[1] ?? '';
  const kinds: Record<string, WorldComponent> = {
    speakers: 'speakers', speaker: 'speakers', exhibitors: 'exhibitors', exhibitor: 'exhibitors', partner: 'partners',
    agenda_sessions: 'agenda', agenda_session: 'agenda', venues: 'venues', resources: 'resources', audio_visuals: 'audio_visuals', social_media: 'social_media',
    survey_quizzes: 'survey_quiz_component', survey_quiz: 'survey_quiz_component',
    business_matching: 'business_matching',
    treasure_hunts: 'treasure_hunt', points_leaderboard: 'treasure_hunt',
    qr_scan: 'treasure_hunt', photo_booth: 'treasure_hunt',
  };
  return kinds[segment] ?? 'agenda';
}

/** A path or query value by parameter name: the world's id, else the schema's example, enum or a plausible value. */
function paramValue(op: Operation, name: string, s: JsonSchema | undefined, w: ApiWorld): string | number {
  if (name === 'componentId') return w.components[componentKind(op.path)];
  if (name === 'id') {
    const kind = componentKind(op.path);
    return kind === 'speakers' ? w.speaker.id : kind === 'exhibitors' ? w.exhibitor.id : w.catalogue.session.id;
  }
  const known = w.ids[name];
  if (known !== undefined) return known;
  return value(s, name, w) as string | number;
}

/** A value the schema accepts: its example, its first enum member or type-shaped, ids from the world. */
export function value(s: JsonSchema | undefined, name: string, w: ApiWorld): unknown {
  if (!s) return undefined;
  if (s.example !== undefined) return s.example;
  if (s.enum?.length) return s.enum[0];
  if (s.anyOf?.length) return value(s.anyOf[0], name, w);
  if (s.default !== undefined) return s.default;
  const type = [s.type].flat().find((t) => t !== 'null');
  const id = w.ids[name] ?? w.ids[`${name.replace(/_id$/, '')}Id`];
  switch (type) {
    case 'integer':
    case 'number':
      return typeof id === 'number' ? id : Math.max(s.minimum ?? 1, (s.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return false;
    case 'array': {
      const itemId = w.ids[`${name.replace(/_ids$/, '')}Id`];
      if (name.endsWith('_ids') && itemId !== undefined) return [itemId];
      return Array.from({ length: s.minItems ?? 0 }, () => value(s.items, name, w));
    }
    case 'object':
      return Object.fromEntries((s.required ?? []).map((k) => [k, value(s.properties?.[k], k, w)]));
    default:
      if (typeof id === 'string') return id;
      if (s.format === 'email' || name.includes('email') || s.pattern?.includes('@')) return `${unique('address')}@example.test`;
      return 'x'.repeat(Math.max(1, s.minLength ?? 1));
  }
}

/** One valid call of `op` (ids of the world's event, a schema-valid body) as `user`, ready for api.request. */
export async function validRequest(op: Operation, x: ExampleContext, user: TestUser | null, eventId = x.world.event.id) {
  const w = x.world;
  const example = (await examples[`${op.method} ${op.path}`]?.(x)) ?? {};
  const path: Record<string, string | number> = {};
  const query: Record<string, string> = {};
  for (const p of op.params) {
    if (p.in === 'path') path[p.name] = paramValue(op, p.name, p.schema, w);
    // Optional query parameters only when the document gives an example (z.coerce hides that lat/lon are needed).
    if (p.in === 'query' && (p.required || p.schema?.example !== undefined)) query[p.name] = String(paramValue(op, p.name, p.schema, w));
  }
  Object.assign(path, example.path);
  Object.assign(query, example.query);
  if ('eventId' in path) path.eventId = eventId;

  let url = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(String(path[name])));
  if (Object.keys(query).length) url += `?${new URLSearchParams(query)}`;

  let auth = user ? { ...user.auth } : {};
  if (user && example.freshSession) {
    const { jwt_token } = await issueSessionTokens(x.ctx, user.viewer, randomUUID(), null);
    auth = { authorization: `Bearer ${jwt_token}` };
  }
  const headers: Record<string, string> = { ...auth, 'x-app-id': String(eventId), ...example.headers };
  const init: RequestInit = { method: op.method, headers };
  if (op.multipart) {
    const form = new FormData();
    form.append('file', new File([tinyPng() as BlobPart], 'photo.png', { type: 'image/png' }));
    init.body = form;
  } else if ((op.method !== 'GET' && op.method !== 'DELETE') || example.body !== undefined) {
    const body = example.body !== undefined ? example.body : value(op.body, 'body', w) ?? {};
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  return { url, init };
}

/** Unavailability: a time tomorrow, a tiny calendar, and a fresh time of the attendee (the owner) to remove. */
function availabilityExamples(): Record<string, Example> {
  const base = 'events/{eventId}/users/unavailability';
  const tomorrow = (ctx: TestCtx, hours = 0) => new Date(ctx.clock.now().getTime() + (24 + hours) * 3_600_000);
  const ics = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//t//EN', 'BEGIN:VEVENT', 'UID:x@t', 'DTSTAMP:20270101T000000Z', 'DTSTART:20270101T090000Z', 'DTEND:20270101T100000Z', 'END:VEVENT', 'END:VCALENDAR'].join('\r\n');
  return {
    [`POST /${base}`]: ({ ctx }) => ({ body: { unavailability_from: tomorrow(ctx).toISOString(), unavailability_to: tomorrow(ctx, 1).toISOString() } }),
    [`POST /${base}/import`]: () => ({ body: { ics } }),
    [`DELETE /${base}/{unavailabilityId}`]: async ({ ctx, world }) => {
      const [row] = await ctx.db
        .insert(schema.user_unavailability)
        .values({ event_id: world.event.id, user_id: world.users.attendee.viewer.id, unavailability_from: tomorrow(ctx), unavailability_to: tomorrow(ctx, 1) })
        .returning();
      return { path: { unavailabilityId: row!.id } };
    },
  };
}
