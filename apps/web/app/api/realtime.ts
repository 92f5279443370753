import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { xAccess } from './access-levels.ts';
import type { Context } from 'hono';
import { AppError } from '@foyer/core/errors';
import { subscribeEvent } from '@foyer/core/realtime/subscribe-event';
import { subscribeUser } from '@foyer/core/realtime/subscribe-user';
import type { ApiEnv } from './env.ts';
import { requestMeta } from './viewer.ts';
import { streamViewer } from './realtime-viewer.ts';
import { sseResponse } from './realtime-sse.ts';
import { readAccessCode } from '../session/access-code-cookie.server.ts';
import { coercedId } from '@foyer/core/platform/input-vocabulary';

const tags = ['realtime'];

const stream = {
  200: {
    description:
      'A text/event-stream. Each message is `event: <type>` with one line of JSON `data` (e.g. `notification`: {notification, unread}); a comment line every 25 s keeps it open.',
    content: { 'text/event-stream': { schema: z.string() } },
  },
} as const;

const me = createRoute({
  ...xAccess('user'),
  method: 'get',
  path: '/realtime/me',
  tags,
  summary: "The viewer's own live messages (notifications)",
  description: 'Bearer token, or the web session cookie (EventSource cannot send headers). Clients poll while it is down (SPEC §4).',
  responses: stream,
});

const event = createRoute({
  ...xAccess('event'),
  method: 'get',
  path: '/realtime/events/{eventId}',
  tags,
  summary: "An event's live messages, for those with access to the event",
  request: { params: z.object({ eventId: coercedId().openapi({ param: { name: 'eventId', in: 'path' } }) }) },
  responses: stream,
});

function open(c: Context<ApiEnv>, setCookie: string | null, subscribe: Parameters<typeof sseResponse>[0]['subscribe']) {
  return sseResponse({
    subscribe,
    request: c.req.raw,
    interrupted: c.var.ctx.pubsub.onInterrupted?.bind(c.var.ctx.pubsub),
    log: c.var.ctx.log,
    ...(setCookie ? { headers: { 'Set-Cookie': setCookie } } : {}),
  });
}

/** DESIGN "HTTP contract" realtime: SSE over the pub/sub channels `user:<id>` and `event:<id>`. */
export function realtimeApi() {
  const app = new OpenAPIHono<ApiEnv>();
  app.openapi(me, async (c) => {
    const { viewer, setCookie } = await streamViewer(c);
    if (!viewer) throw new AppError('common.not_authenticated', 'Not authenticated');
    return open(c, setCookie, (send) => subscribeUser(c.var.ctx, viewer, send));
  });
  app.openapi(event, async (c) => {
    const { eventId } = c.req.valid('param');
    const { viewer, setCookie } = await streamViewer(c);
    const meta = requestMeta(c);
    const accessCode = meta.accessCode ?? (await readAccessCode(c.var.ctx, c.req.raw, eventId));
    return open(c, setCookie, (send) => subscribeEvent(c.var.ctx, eventId, viewer, { accessCode, ip: meta.ip }, send));
  });
  return app;
}
