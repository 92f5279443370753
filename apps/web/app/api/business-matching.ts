import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { coercedId, MAX_INT32 } from '@foyer/core/platform/input-vocabulary';
import { findOtherAttendee, openMatching, openMeetings } from '@foyer/core/matching/bm-scope';
import { acceptMeeting, createMeeting, declineMeeting, deleteMeeting, rescheduleMeeting } from '@foyer/core/matching/meeting-actions';
import { calendarFeedUrl, exportMeetingCalendar, exportMeetingFeed } from '@foyer/core/matching/meeting-calendar';
import { listInvitations } from '@foyer/core/matching/meeting-record';
import { filtersForUser, listMatchingAttendees } from '@foyer/core/matching/matching-people';
import { freePlaces, listSessions, suggestedAvailability } from '@foyer/core/matching/slots';
import { AppError } from '@foyer/core/errors';
import { xAccess, type AccessLevel } from './access-levels.ts';
import { accessErrorResponses, jsonBody, ok, StatusOkBody } from './access-schemas.ts';
import { contentRequest } from './content.ts';
import type { ApiEnv } from './env.ts';
import { optionalEventViewer } from './event-viewer.ts';
import { ErrorEnvelope } from './schemas.ts';

const id = (name: string) => coercedId().openapi({ param: { name, in: 'path' }, example: 1 });
const Component = z.object({ eventId: id('eventId'), componentId: id('componentId') });
const MeetingParams = Component.extend({ meetingId: id('meetingId') });
const q = (name: string, description: string) => z.string().max(200).optional().openapi({ param: { name, in: 'query' }, description });

const Place = z.object({ id: z.number().int(), value: z.string(), hex: z.string() });
const Session = z
  .object({ id: z.number().int(), title: z.string(), time_start: z.string(), time_end: z.string(), time_period: z.number().int(), order: z.number().int(), agenda_session_day_id: z.number().int().nullable(), tag_agenda_places: z.array(Place) })
  .openapi('BmSession');
const Person = z.object({ user_identity_token: z.string(), first_name: z.string(), last_name: z.string(), company: z.string().nullable(), position: z.string().nullable(), picture: z.string().nullable() });
const Meeting = z
  .object({
    id: z.number().int(),
    status: z.enum(['pending', 'accepted', 'rescheduled', 'declined', 'deleted']),
    from_user_id: z.string().openapi({ description: 'The sender’s user_identity_token' }),
    to_user_id: z.string().openapi({ description: 'The invited user’s user_identity_token (who accepts)' }),
    from_user: Person,
    to_user: Person,
    time_start: z.string(),
    time_end: z.string(),
    message: z.string().nullable(),
    tag_agenda_place_id: z.number().int().nullable(),
    tag_agenda_place: z.string().nullable(),
    bm_session_id: z.number().int().nullable(),
    custom_place_name: z.string().nullable(),
    event_component_id: z.number().int(),
    direction: z.enum(['outgoing', 'ingoing']),
  })
  .openapi('BmMeeting');
const FreePlace = z.object({ bm_session_id: z.number().int(), time_start: z.string(), time_end: z.string(), tag_agenda_place_id: z.number().int(), tag_agenda_place: z.string() });
const Tag = z.object({ id: z.number().int(), value: z.string(), hex: z.string(), order: z.number().int() });

const when = {
  time_start: z.string().max(40).openapi({ example: '2027-05-02T12:00:00.000Z', description: 'ISO 8601; a slot start of bm_session_id, or any time for a free-time meeting' }),
  time_end: z.string().max(40).openapi({ example: '2027-05-02T12:15:00.000Z' }),
  tag_agenda_place_id: z.number().int().positive().max(MAX_INT32).nullish().openapi({ description: 'Required with bm_session_id: one of the session’s places' }),
  bm_session_id: z.number().int().positive().max(MAX_INT32).nullish().openapi({ description: 'Omit for a free-time meeting (then a place or custom_place_name is needed)' }),
  custom_place_name: z.string().max(200).nullish(),
  message: z.string().max(2000).nullish(),
};
const TimeBody = z.object(when);
const MeetingBody = z.object({ ...when, to_user_id: z.string().min(1).max(200).openapi({ description: 'The invited attendee’s user_identity_token' }) });

const base = '/events/{eventId}/components/{componentId}/business_matching';
const tags = ['business matching'];
const SCOPE = ' Meetings are for signed-in joined members and administrators of the event; another pair’s meeting is 404 bm.meeting_not_found.';
const head = (access: AccessLevel, method: 'get' | 'post' | 'delete', path: string, summary: string, description = SCOPE.trim()) => ({ ...xAccess(access), method, path, tags, summary, description });
const problem = (description: string) => ({ description, content: { 'application/json': { schema: ErrorEnvelope } } });
const booked = { 409: problem('bm.slot_taken: one of the pair, or the place, is booked at that time') };
const calendar = (description: string) => ({ 200: { description, content: { 'text/calendar': { schema: z.string() } } }, ...accessErrorResponses });

const routes = {
  sessions: createRoute({ ...head('event', 'get', base, 'The organizer’s sessions (time windows split into time_period-minute slots) with their places'), request: { params: Component }, responses: ok(z.object({ bm_sessions: z.array(Session) }), 'Sessions') }),
  freePlaces: createRoute({
    ...head('member', 'get', `${base}/free_places`, 'Slots where the caller and to_user are both free, with each place still free then'),
    request: { params: Component, query: z.object({ to_user: z.string().min(1).max(200).openapi({ param: { name: 'to_user', in: 'query' }, description: 'user_identity_token' }), time_start: q('time_start', 'From (ISO 8601)'), time_end: q('time_end', 'Until (ISO 8601)') }) },
    responses: ok(z.object({ free_places: z.array(FreePlace) }), 'Free places'),
  }),
  suggested: createRoute({
    ...head('member', 'get', `${base}/suggested_availability`, 'Slots where both are free and a place is left'),
    request: { params: Component, query: z.object({ to_user: z.string().min(1).max(200).openapi({ param: { name: 'to_user', in: 'query' } }) }) },
    responses: ok(z.object({ suggested_availability: z.array(z.object({ bm_session_id: z.number().int(), time_start: z.string(), time_end: z.string(), free_places: z.number().int() })) }), 'Suggestions'),
  }),
  attendees: createRoute({
    ...head('member', 'get', `${base}/attendees`, 'Attendees to meet, by last then first name, with their filter tags; tag_ids (comma-separated) keeps those with any of them'),
    request: { params: Component, query: z.object({ tag_ids: q('tag_ids', 'e.g. 3,4'), search: q('search', 'Name, company or position'), offset: z.coerce.number().int().min(0).max(100_000).optional().openapi({ param: { name: 'offset', in: 'query' } }) }) },
    responses: ok(z.object({ users: z.array(Person.extend({ tags: z.array(Tag) })), meta: z.object({ all_items: z.number().int(), is_more: z.boolean() }) }), 'Attendees'),
  }),
  create: createRoute({
    ...head('member', 'post', `${base}/meeting`, 'Invite an attendee to a slot and place, or to a free-time meeting', 'SPEC §5: a slot and a place are required; a free-time meeting needs its time and a place. Not in the past, start before end. The invited user is notified.' + SCOPE),
    request: { params: Component, ...jsonBody(MeetingBody) },
    responses: { ...ok(Meeting, 'The invitation'), ...booked },
  }),
  invitations: createRoute({ ...head('member', 'get', `${base}/invitations`, 'Invitations waiting for the caller (ingoing), sent by them (outgoing), and accepted meetings'), request: { params: Component }, responses: ok(z.object({ ingoing: z.array(Meeting), outgoing: z.array(Meeting), accepted: z.array(Meeting) }), 'Meetings') }),
  accept: createRoute({ ...head('owner', 'post', `${base}/meeting/{meetingId}/accept`, 'Accept (the invited user): books the slot and place, or 409 bm.slot_taken'), request: { params: MeetingParams }, responses: { ...ok(Meeting, 'Accepted'), ...booked } }),
  decline: createRoute({ ...head('owner', 'post', `${base}/meeting/{meetingId}/decline`, 'Decline (the invited user)'), request: { params: MeetingParams }, responses: ok(Meeting, 'Declined') }),
  reschedule: createRoute({ ...head('owner', 'post', `${base}/meeting/{meetingId}/reschedule`, 'Propose another time and place: the other one must accept again'), request: { params: MeetingParams, ...jsonBody(TimeBody) }, responses: ok(Meeting, 'Rescheduled') }),
  remove: createRoute({ ...head('owner', 'delete', `${base}/meeting/{meetingId}`, 'Cancel an invitation or an accepted meeting (either of the pair)'), request: { params: MeetingParams }, responses: ok(StatusOkBody, 'Deleted') }),
  meetingIcs: createRoute({ ...head('owner', 'get', `${base}/meeting/{meetingId}/calendar.ics`, 'An accepted meeting as iCalendar'), request: { params: MeetingParams }, responses: calendar('text/calendar, one VEVENT') }),
  feedUrl: createRoute({ ...head('member', 'get', `${base}/calendar_feed`, 'The caller’s personal calendar feed address (accepted meetings; keep it secret)'), request: { params: Component }, responses: ok(z.object({ url: z.string() }), 'The feed address') }),
  feed: createRoute({
    ...head('public', 'get', '/events/{eventId}/business_matching/calendar/{feedToken}', 'A personal feed of accepted meetings as iCalendar; the secret token is the key', 'For calendar apps, which cannot sign in: an unknown or altered token is 404 bm.feed_not_found.'),
    request: { params: z.object({ eventId: id('eventId'), feedToken: z.string().max(100).openapi({ param: { name: 'feedToken', in: 'path' }, example: '1-abc.ics' }) }) },
    responses: calendar('text/calendar, one VEVENT per accepted meeting'),
  }),
  filters: createRoute({
    ...head('member', 'get', '/events/{eventId}/business_matching/filters/user', 'The event’s filter groups with their tags, and the tags the caller answered'),
    request: { params: z.object({ eventId: id('eventId') }) },
    responses: ok(z.object({ bm_filter_groups: z.array(z.object({ id: z.number().int(), name: z.string(), question: z.string().nullable(), order: z.number().int(), multi_choice: z.boolean(), required: z.boolean(), question_visible: z.boolean(), tags: z.array(Tag) })), my_tag_ids: z.array(z.number().int()) }), 'Filters'),
  }),
};

function sendCalendar(c: Context<ApiEnv>, file: { fileName: string; body: string }) {
  return c.body(file.body, 200, {
    'Content-Type': 'text/calendar; charset=utf-8',
    'Content-Disposition': `attachment; filename="${file.fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
    'Cache-Control': 'private, no-store',
  });
}

const instantQuery = (v: string | undefined, field: string) => {
  if (!v) return undefined;
  const d = new Date(v);
  if (Number.isNaN(d.getTime()) || d.getUTCFullYear() < 2000 || d.getUTCFullYear() >= 3000) throw new AppError('common.validation', 'not a date-time', field);
  return d;
};
const tagIds = (v: string | undefined) => (v ?? '').split(',').map((s) => Number(s.trim())).filter((n) => Number.isInteger(n) && n > 0 && n <= MAX_INT32).slice(0, 50);

/** SPEC §7 "Business matching" under the paths it names (plus attendees, the .ics and the feed); the rules are core matching's. */
export function businessMatchingApi() {
  const app = new OpenAPIHono<ApiEnv>();
  const ctx = (c: Context<ApiEnv>) => c.var.ctx;
  const meetings = async (c: Context<ApiEnv>, p: { eventId: number; componentId: number }) => openMeetings(ctx(c), { ...(await contentRequest(c, p.eventId)), componentId: p.componentId });
  const other = async (c: Context<ApiEnv>, p: { eventId: number; componentId: number }, token: string) => {
    const scope = await meetings(c, p);
    return { scope, otherId: (await findOtherAttendee(ctx(c), scope, token)).id };
  };

  app.openapi(routes.sessions, async (c) => {
    const p = c.req.valid('param');
    return c.json(await listSessions(ctx(c), await openMatching(ctx(c), { ...(await contentRequest(c, p.eventId)), componentId: p.componentId })), 200);
  });
  app.openapi(routes.freePlaces, async (c) => {
    const query = c.req.valid('query');
    const window = { from: instantQuery(query.time_start, 'time_start'), to: instantQuery(query.time_end, 'time_end') };
    const { scope, otherId } = await other(c, c.req.valid('param'), query.to_user);
    return c.json({ free_places: await freePlaces(ctx(c), scope, otherId, window) }, 200);
  });
  app.openapi(routes.suggested, async (c) => {
    const { scope, otherId } = await other(c, c.req.valid('param'), c.req.valid('query').to_user);
    return c.json(await suggestedAvailability(ctx(c), scope, otherId), 200);
  });
  app.openapi(routes.attendees, async (c) => {
    const query = c.req.valid('query');
    return c.json(await listMatchingAttendees(ctx(c), await meetings(c, c.req.valid('param')), { tag_ids: tagIds(query.tag_ids), search: query.search ?? null, offset: query.offset }), 200);
  });
  app.openapi(routes.create, async (c) => c.json(await createMeeting(ctx(c), await meetings(c, c.req.valid('param')), c.req.valid('json')), 200));
  app.openapi(routes.invitations, async (c) => c.json(await listInvitations(ctx(c), await meetings(c, c.req.valid('param'))), 200));
  app.openapi(routes.accept, async (c) => {
    const p = c.req.valid('param');
    return c.json(await acceptMeeting(ctx(c), await meetings(c, p), p.meetingId), 200);
  });
  app.openapi(routes.decline, async (c) => {
    const p = c.req.valid('param');
    return c.json(await declineMeeting(ctx(c), await meetings(c, p), p.meetingId), 200);
  });
  app.openapi(routes.reschedule, async (c) => {
    const p = c.req.valid('param');
    return c.json(await rescheduleMeeting(ctx(c), await meetings(c, p), p.meetingId, c.req.valid('json')), 200);
  });
  app.openapi(routes.remove, async (c) => {
    const p = c.req.valid('param');
    return c.json(await deleteMeeting(ctx(c), await meetings(c, p), p.meetingId), 200);
  });
  // The typed-response union of zod-openapi has no text member; the bodies are text/calendar.
  app.openapi(routes.meetingIcs, async (c) => {
    const p = c.req.valid('param');
    return sendCalendar(c, await exportMeetingCalendar(ctx(c), await meetings(c, p), p.meetingId)) as never;
  });
  app.openapi(routes.feedUrl, async (c) => c.json(calendarFeedUrl(ctx(c), await meetings(c, c.req.valid('param'))), 200));
  app.openapi(routes.feed, async (c) => {
    const p = c.req.valid('param');
    return sendCalendar(c, await exportMeetingFeed(ctx(c), p.eventId, p.feedToken)) as never;
  });
  app.openapi(routes.filters, async (c) => c.json(await filtersForUser(ctx(c), await optionalEventViewer(c), c.req.valid('param').eventId), 200));
  return app;
}
