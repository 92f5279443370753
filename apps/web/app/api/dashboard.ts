import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { xAccess } from './access-levels.ts';
import { listMyEvents, MY_EVENTS_DEFAULT_LIMIT, MY_EVENTS_MAX_LIMIT } from '@foyer/core/dashboard/list-my-events';
import { listEventsNear, MAX_RADIUS_KM, NEAR_DEFAULT_LIMIT, NEAR_DEFAULT_RADIUS_KM, NEAR_MAX_LIMIT } from '@foyer/core/dashboard/list-events-near';
import { ok } from './access-schemas.ts';
import type { ApiEnv } from './env.ts';
import { requireViewer } from './viewer.ts';
import { coercedId } from '@foyer/core/platform/input-vocabulary';

const tags = ['dashboard'];
const queryParam = (name: string) => ({ param: { name, in: 'query' as const } });

const Meta = z.object({ all_items: z.number().int(), is_more: z.boolean() });
const EventCard = z
  .object({
    id: z.number().int(),
    title: z.string(),
    place_address: z.string().nullable(),
    start_date: z.string(),
    end_date: z.string(),
    timezone: z.string(),
    logo: z.string().nullable(),
    lp_url: z.string().openapi({ description: 'The url suffix of the landing page: /{lp_url}' }),
    lat: z.number().nullable(),
    lon: z.number().nullable(),
  })
  .openapi('DashboardEvent');
const MyEventCard = EventCard.extend({ joined: z.boolean(), has_ticket: z.boolean() }).openapi('MyEvent');
const MySection = z.object({ events: z.array(MyEventCard), meta: Meta });
const MyEvents = z.object({ upcoming: MySection, ongoing: MySection, past: MySection }).openapi('MyEvents');
const NearEvents = z
  .object({ events: z.array(EventCard.extend({ distance_km: z.number() })), meta: Meta })
  .openapi('EventsNear');

const limit = (def: number, max: number) =>
  z.coerce.number().int().min(1).max(max).default(def).openapi({ ...queryParam('limit'), example: def, description: `Page size, at most ${max}` });

const myEvents = createRoute({
  ...xAccess('user'),
  method: 'get',
  path: '/current_user/events',
  tags,
  summary: 'My events: joined or with an active ticket, split into upcoming, ongoing and past',
  description:
    'Upcoming events soonest first, ongoing ones ending soonest first, past ones most recently ended first. ' +
    'An event is ongoing from its start_date (inclusive) and past from its end_date (inclusive). `limit` pages each section.',
  request: { query: z.object({ limit: limit(MY_EVENTS_DEFAULT_LIMIT, MY_EVENTS_MAX_LIMIT) }) },
  responses: ok(MyEvents, 'My events by section'),
});

const near = createRoute({
  ...xAccess('public'),
  method: 'get',
  path: '/events/near',
  tags,
  summary: 'Events near a point: open events that have not ended, nearest first',
  description:
    'Great-circle (haversine) distance from lat/lon, within radius_km. Open to guests, so only events anyone may enter ' +
    '(access_mode_type none, no access code) are listed, with what their landing page shows anyway.',
  request: {
    query: z.object({
      lat: z.coerce.number().min(-90).max(90).openapi({ ...queryParam('lat'), example: 52.2297 }),
      lon: z.coerce.number().min(-180).max(180).openapi({ ...queryParam('lon'), example: 21.0122 }),
      limit: limit(NEAR_DEFAULT_LIMIT, NEAR_MAX_LIMIT),
      radius_km: z.coerce
        .number()
        .positive()
        .max(Math.floor(MAX_RADIUS_KM))
        .default(NEAR_DEFAULT_RADIUS_KM)
        .openapi({ ...queryParam('radius_km'), example: NEAR_DEFAULT_RADIUS_KM }),
      exclude_event_id: coercedId().optional().openapi({ ...queryParam('exclude_event_id'), description: 'Leave this event out (the one being viewed)' }),
    }),
  },
  responses: ok(NearEvents, 'Events by distance'),
});

/** SPEC §2 dashboard: my events and events near you. */
export function dashboardApi() {
  const app = new OpenAPIHono<ApiEnv>();
  app.openapi(myEvents, async (c) => c.json(await listMyEvents(c.var.ctx, await requireViewer(c), c.req.valid('query')), 200));
  app.openapi(near, async (c) => c.json(await listEventsNear(c.var.ctx, c.req.valid('query')), 200));
  return app;
}
