import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { xAccess } from './access-levels.ts';
import { getEventById, getEventByUrlSuffix, listComponents, listLanguages, toEventRecord } from '@foyer/core/events/index';
import type { ApiEnv } from './env.ts';
import { optionalEventViewer } from './event-viewer.ts';
import { ComponentRecord, EventLanguage, EventRecord } from './event-schemas.ts';
import { errorResponses, EventIdParam } from './schemas.ts';

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  200: { description, content: { 'application/json': { schema } } },
  ...errorResponses,
});

const byUrlSuffix = createRoute({
  ...xAccess('public'),
  method: 'get',
  path: '/events/lp/{urlSuffix}',
  tags: ['events'],
  summary: 'The event whose landing page is served at /{urlSuffix}',
  request: {
    params: z.object({
      urlSuffix: z.string().min(1).max(63).openapi({ param: { name: 'urlSuffix', in: 'path' }, example: 'demo' }),
    }),
  },
  responses: json(EventRecord, 'The event record'),
});

const components = createRoute({
  ...xAccess('public'),
  method: 'get',
  path: '/events/{eventId}/components',
  tags: ['events'],
  summary: "The event's components in menu order",
  request: { params: EventIdParam },
  responses: json(z.object({ components: z.array(ComponentRecord) }), 'Components'),
});

const languages = createRoute({
  ...xAccess('public'),
  method: 'get',
  path: '/events/{eventId}/languages',
  tags: ['events'],
  summary: "The event's languages and its default",
  request: { params: EventIdParam },
  responses: json(z.object({ languages: z.array(EventLanguage) }), 'Languages'),
});

export function eventsApi() {
  const app = new OpenAPIHono<ApiEnv>();
  app.openapi(byUrlSuffix, async (c) => {
    const event = await getEventByUrlSuffix(c.var.ctx, c.req.valid('param').urlSuffix);
    return c.json(toEventRecord(event), 200);
  });
  // A component limited to users with access (SPEC §6) is listed only to admins and those users.
  app.openapi(components, async (c) => {
    const { eventId } = c.req.valid('param');
    await getEventById(c.var.ctx, eventId);
    const viewer = await optionalEventViewer(c);
    return c.json({ components: await listComponents(c.var.ctx, eventId, viewer?.id ?? null) }, 200);
  });
  app.openapi(languages, async (c) => {
    const { eventId } = c.req.valid('param');
    await getEventById(c.var.ctx, eventId);
    return c.json({ languages: await listLanguages(c.var.ctx, eventId) }, 200);
  });
  return app;
}
