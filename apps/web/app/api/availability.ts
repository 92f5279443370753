import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { googleConfigured, googleConnectUrl } from '@foyer/core/availability/google-calendar';
import { importIcsText, importIcsUrl } from '@foyer/core/availability/import-calendar';
import { openAvailability } from '@foyer/core/availability/scope';
import { addUnavailability, listUnavailability, removeUnavailability } from '@foyer/core/availability/unavailability';
import { AppError } from '@foyer/core/errors';
import { coercedId } from '@foyer/core/platform/input-vocabulary';
import { xAccess } from './access-levels.ts';
import { jsonBody, ok, StatusOkBody } from './access-schemas.ts';
import type { ApiEnv } from './env.ts';
import { optionalEventViewer } from './event-viewer.ts';
import { EventIdParam } from './schemas.ts';

const tags = ['unavailability'];
const SCOPE =
  ' Times belong to the caller in the event, of which they must be a joined member or administrator (401 for guests, ' +
  '403 access.not_joined otherwise); nobody reads or changes another user’s times.';

const Unavailability = z
  .object({
    id: z.number().int(),
    unavailability_from: z.string().openapi({ example: '2027-06-01T09:00:00.000Z' }),
    unavailability_to: z.string().openapi({ example: '2027-06-01T10:00:00.000Z' }),
    source: z.enum(['manual', 'google', 'ical']).openapi({ description: 'manual: entered by hand; ical / google: imported (an import replaces the previous one of its kind)' }),
  })
  .openapi('Unavailability');
const UnavailabilityList = z
  .object({
    unavailability: z.array(Unavailability),
    timezone: z.string().openapi({ description: 'The event’s time zone (floating and all-day calendar times are read in it)' }),
    google_available: z.boolean().openapi({ description: 'Whether this server can import from Google Calendar' }),
  })
  .openapi('UnavailabilityList');
const ImportResult = z.object({ imported: z.number().int().openapi({ description: 'Busy times stored (merged), within the event’s days from now on' }) }).openapi('CalendarImportResult');
const instant = z.string().max(64).openapi({ format: 'date-time', example: '2027-06-01T09:00:00Z' });
const IdParams = EventIdParam.extend({ unavailabilityId: coercedId().openapi({ param: { name: 'unavailabilityId', in: 'path' }, example: 1 }) });

const base = '/events/{eventId}/users/unavailability';
const list = createRoute({
  ...xAccess('member'),
  method: 'get', path: base, tags, summary: 'The caller’s unavailability in the event (times that have not ended), earliest first',
  description: SCOPE.trim(),
  request: { params: EventIdParam }, responses: ok(UnavailabilityList, 'The times'),
});
const add = createRoute({
  ...xAccess('member'),
  method: 'post', path: base, tags, summary: 'Mark a time as unavailable',
  description:
    'SPEC §5: not in the past (422 availability.in_past), start before end (422 availability.start_after_end), at most 31 days; ' +
    'overlapping or touching times entered by hand are merged into one, which is answered.' + SCOPE,
  request: { params: EventIdParam, ...jsonBody(z.object({ unavailability_from: instant, unavailability_to: instant })) },
  responses: ok(Unavailability, 'The (merged) time'),
});
const remove = createRoute({
  ...xAccess('owner'),
  method: 'delete', path: `${base}/{unavailabilityId}`, tags, summary: 'Remove one of the caller’s times',
  description: '404 availability.not_found for a time that is not the caller’s.' + SCOPE,
  request: { params: IdParams }, responses: ok(StatusOkBody, 'Removed'),
});
const importCalendar = createRoute({
  ...xAccess('member'),
  method: 'post', path: `${base}/import`, tags, summary: 'Import busy times from an iCalendar text or URL',
  description:
    'Exactly one of `ics` (the file’s text, up to the 1 MB body limit) or `url` (http, https or webcal; private, loopback and ' +
    'link-local addresses are refused: 422 availability.url_refused; 10 s, 2 MB). Recurring events are expanded and time zones ' +
    'honoured; transparent and cancelled events are free. Replaces the previous iCalendar import.' + SCOPE,
  request: { params: EventIdParam, ...jsonBody(z.object({ ics: z.string().max(1024 * 1024).optional(), url: z.string().max(2000).optional() })) },
  responses: ok(ImportResult, 'How many busy times were stored'),
});
const google = createRoute({
  ...xAccess('member'),
  method: 'get', path: `${base}/google`, tags, summary: 'Where to send the caller to connect Google Calendar',
  description:
    'The Google consent page (OAuth 2 authorization code flow); Google sends the signed-in caller back to the web route /calendar/google/callback, ' +
    'which imports the primary calendar’s busy times. 422 availability.google_not_configured without a client.' + SCOPE,
  request: { params: EventIdParam }, responses: ok(z.object({ url: z.string() }).openapi('GoogleConnect'), 'The consent page'),
});

async function scopeOf(c: Context<ApiEnv>, eventId: number) {
  return openAvailability(c.var.ctx, await optionalEventViewer(c), eventId);
}

/** SPEC §7 Unavailability (GET and POST events/{eventId}/users/unavailability) and calendar import. */
export function availabilityApi() {
  const app = new OpenAPIHono<ApiEnv>();
  app.openapi(list, async (c) => {
    const scope = await scopeOf(c, c.req.valid('param').eventId);
    return c.json({ unavailability: await listUnavailability(c.var.ctx, scope), timezone: scope.timezone, google_available: googleConfigured(c.var.ctx) }, 200);
  });
  app.openapi(add, async (c) => c.json(await addUnavailability(c.var.ctx, await scopeOf(c, c.req.valid('param').eventId), c.req.valid('json')), 200));
  app.openapi(remove, async (c) => {
    const p = c.req.valid('param');
    return c.json(await removeUnavailability(c.var.ctx, await scopeOf(c, p.eventId), p.unavailabilityId), 200);
  });
  app.openapi(importCalendar, async (c) => {
    const scope = await scopeOf(c, c.req.valid('param').eventId);
    const body = c.req.valid('json');
    if ((body.ics == null) === (body.url == null)) throw new AppError('common.required', 'Send either ics or url', 'ics');
    return c.json(body.ics != null ? await importIcsText(c.var.ctx, scope, body.ics) : await importIcsUrl(c.var.ctx, scope, body.url), 200);
  });
  app.openapi(google, async (c) => c.json({ url: await googleConnectUrl(c.var.ctx, await scopeOf(c, c.req.valid('param').eventId)) }, 200));
  return app;
}
