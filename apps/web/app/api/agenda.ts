import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { xAccess } from './access-levels.ts';
import type { Context } from 'hono';
import { negotiateLocale } from '@foyer/i18n';
import { openComponentScope } from '@foyer/core/content/content-scope';
import { addToSchedule } from '@foyer/core/agenda/add-to-schedule';
import { removeFromSchedule } from '@foyer/core/agenda/remove-from-schedule';
import { listMySchedule } from '@foyer/core/agenda/list-my-schedule';
import { setReminder } from '@foyer/core/agenda/set-reminder';
import { rateSession } from '@foyer/core/agenda/rate-session';
import { getSessionDetails } from '@foyer/core/agenda/get-session-details';
import { exportSessionCalendar } from '@foyer/core/agenda/export-session-calendar';
import { exportScheduleCalendar } from '@foyer/core/agenda/export-schedule-calendar';
import { accessErrorResponses, jsonBody, ok } from './access-schemas.ts';
import type { ApiEnv } from './env.ts';
import { optionalEventViewer } from './event-viewer.ts';
import { requestMeta } from './viewer.ts';
import { coercedId } from '@foyer/core/platform/input-vocabulary';

const tags = ['agenda'];
const id = (name: string) => coercedId().openapi({ param: { name, in: 'path' }, example: 1 });
const EventParams = z.object({ eventId: id('eventId') });
const SessionParams = EventParams.extend({ sessionId: id('sessionId') });
const DetailParams = EventParams.extend({ componentId: id('componentId'), sessionId: id('sessionId') });

const Tag = z.object({ id: z.number().int(), value: z.string(), hex: z.string() });
const SessionBody = z
  .object({
    id: z.number().int(),
    event_id: z.number().int(),
    event_component_id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    time_start: z.string(),
    time_end: z.string(),
    registration: z.boolean(),
    registration_limit: z.number().int().nullable(),
    video_call_url: z.string().nullable(),
    tag_agenda_place: Tag.nullable(),
    tag_agenda_path: Tag.nullable(),
    speakers: z.array(
      z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string(), position: z.string().nullable(), company: z.string().nullable(), picture: z.string().nullable() }),
    ),
    seat: z
      .object({ ticket_id: z.number().int(), name: z.string().nullable(), price: z.number().int(), currency: z.string(), tickets_left: z.number().int().nullable(), sold_out: z.boolean() })
      .nullable()
      .openapi({ description: 'The session seat on sale (agenda_session_tickets), prices in minor units' }),
  })
  .openapi('AgendaSessionView');
const ScheduleEntry = SessionBody.extend({ reminder_minutes: z.number().int().nullable(), rating: z.number().int().nullable() }).openapi('ScheduleEntry');
const Details = SessionBody.extend({
  time_zone: z.string(),
  my_schedule: z.object({ reminder_minutes: z.number().int().nullable(), rating: z.number().int().nullable() }).nullable(),
  can_rate: z.boolean(),
}).openapi('AgendaSessionDetails');
const Reminder = z.union([z.literal(5), z.literal(15), z.literal(30)]).nullable();
const ScheduleState = z.object({ agenda_session_id: z.number().int(), in_schedule: z.boolean(), reminder_minutes: z.number().int().nullable().optional() });

const calendar = (description: string) => ({
  200: { description, content: { 'text/calendar': { schema: z.string() } } },
  ...accessErrorResponses,
});

const mySchedule = createRoute({
  ...xAccess('member'),
  method: 'get', path: '/events/{eventId}/agenda/my_schedule', tags, summary: "The viewer's schedule, by start time",
  request: { params: EventParams },
  responses: ok(z.object({ time_zone: z.string(), agenda_sessions: z.array(ScheduleEntry) }), 'My schedule'),
});
const myScheduleIcs = createRoute({
  ...xAccess('member'),
  method: 'get', path: '/events/{eventId}/agenda/my_schedule.ics', tags, summary: "The viewer's schedule as iCalendar",
  request: { params: EventParams }, responses: calendar('text/calendar, one VEVENT per session'),
});
const add = createRoute({
  ...xAccess('member'),
  method: 'post', path: '/events/{eventId}/agenda_sessions/{sessionId}/my_schedule', tags, summary: 'Add a session to my schedule (again: no change)',
  request: { params: SessionParams, body: { required: false, content: { 'application/json': { schema: z.object({ reminder_minutes: Reminder.optional() }) } } } },
  responses: ok(ScheduleState, 'In the schedule'),
});
const remove = createRoute({
  ...xAccess('member'),
  method: 'delete', path: '/events/{eventId}/agenda_sessions/{sessionId}/my_schedule', tags, summary: 'Remove a session from my schedule (with its reminder and rating)',
  request: { params: SessionParams }, responses: ok(ScheduleState, 'Not in the schedule'),
});
const reminder = createRoute({
  ...xAccess('member'),
  method: 'put', path: '/events/{eventId}/agenda_sessions/{sessionId}/reminder', tags, summary: 'Set the reminder: 5, 15, 30 minutes before, or null for none',
  request: { params: SessionParams, ...jsonBody(z.object({ reminder_minutes: Reminder })) }, responses: ok(ScheduleState, 'Saved'),
});
const rating = createRoute({
  ...xAccess('member'),
  method: 'put', path: '/events/{eventId}/agenda_sessions/{sessionId}/rating', tags, summary: 'Rate a started session 1–5 (rating again changes it)',
  request: { params: SessionParams, ...jsonBody(z.object({ rating: z.number().int().min(1).max(5) })) },
  responses: ok(z.object({ agenda_session_id: z.number().int(), rating: z.number().int() }), 'Saved'),
});
const details = createRoute({
  ...xAccess('event'),
  method: 'get', path: '/events/{eventId}/components/{componentId}/agenda_session/{sessionId}/details', tags,
  summary: 'A session with speakers, place/path, seats left and my schedule state',
  request: { params: DetailParams }, responses: ok(Details, 'The session'),
});
const sessionIcs = createRoute({
  ...xAccess('event'),
  method: 'get', path: '/events/{eventId}/components/{componentId}/agenda_session/{sessionId}/calendar.ics', tags, summary: 'One session as iCalendar',
  request: { params: DetailParams }, responses: calendar('text/calendar, one VEVENT'),
});

function sendCalendar(c: Context<ApiEnv>, file: { fileName: string; body: string }) {
  return c.body(file.body, 200, {
    'Content-Type': 'text/calendar; charset=utf-8',
    'Content-Disposition': `attachment; filename="${file.fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
    'Cache-Control': 'private, no-store',
  });
}

/** Issue 5 "my schedule", reminders, rating and "add to calendar". */
export function agendaApi() {
  const app = new OpenAPIHono<ApiEnv>();
  const detailScope = async (c: Context<ApiEnv>, p: { eventId: number; componentId: number }) => {
    const { accessCode, ip } = requestMeta(c);
    const locale = negotiateLocale({ acceptLanguage: c.req.header('accept-language') ?? null });
    return openComponentScope(c.var.ctx, { eventId: p.eventId, componentId: p.componentId, viewer: await optionalEventViewer(c), locale, accessCode, ip }, 'agenda');
  };

  app.openapi(mySchedule, async (c) => {
    const locale = negotiateLocale({ acceptLanguage: c.req.header('accept-language') ?? null });
    return c.json(await listMySchedule(c.var.ctx, await optionalEventViewer(c), { ...c.req.valid('param'), locale }), 200);
  });
  app.openapi(myScheduleIcs, async (c) => {
    // The typed-response union of zod-openapi has no text member; the body is text/calendar.
    return sendCalendar(c, await exportScheduleCalendar(c.var.ctx, await optionalEventViewer(c), c.req.valid('param'))) as never;
  });
  app.openapi(add, async (c) => {
    // The body is optional: without one (or without JSON) the validator passes nothing.
    const body = c.req.valid('json') as { reminder_minutes?: 5 | 15 | 30 | null } | undefined;
    return c.json(await addToSchedule(c.var.ctx, await optionalEventViewer(c), { ...c.req.valid('param'), ...body }), 200);
  });
  app.openapi(remove, async (c) => {
    const { agenda_session_id, in_schedule } = await removeFromSchedule(c.var.ctx, await optionalEventViewer(c), c.req.valid('param'));
    return c.json({ agenda_session_id, in_schedule }, 200);
  });
  app.openapi(reminder, async (c) => {
    const input = { ...c.req.valid('param'), ...c.req.valid('json') };
    return c.json(await setReminder(c.var.ctx, await optionalEventViewer(c), input), 200);
  });
  app.openapi(rating, async (c) => {
    const input = { ...c.req.valid('param'), ...c.req.valid('json') };
    return c.json(await rateSession(c.var.ctx, await optionalEventViewer(c), input), 200);
  });
  app.openapi(details, async (c) => {
    const p = c.req.valid('param');
    return c.json(await getSessionDetails(c.var.ctx, await detailScope(c, p), p.sessionId), 200);
  });
  app.openapi(sessionIcs, async (c) => {
    const p = c.req.valid('param');
    return sendCalendar(c, await exportSessionCalendar(c.var.ctx, await detailScope(c, p), p.sessionId)) as never;
  });
  return app;
}
