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
import { MAX_GUEST_STREAMS_PER_ADDRESS, MAX_STREAMS_PER_USER, StreamSlots } from './stream-slots.ts';
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

/** A stream under the client's allowance (stream-slots.ts): past it, 429 with Retry-After, and the page polls. */
function open(c: Context<ApiEnv>, slots: StreamSlots, who: { userId: number | null; ip: string }, setCookie: string | null, subscribe: Parameters<typeof sseResponse>[0]['subscribe']) {
  const release = who.userId !== null ? slots.take(`user:${who.userId}`, MAX_STREAMS_PER_USER) : slots.take(`ip:${who.ip}`, MAX_GUEST_STREAMS_PER_ADDRESS);
  if (!release) throw AppError.rateLimited(60, 'Too many live connections are open; close some tabs or wait a moment.');
  return sseResponse({
    subscribe,
    onClose: release,
    request: c.req.raw,
    interrupted: c.var.ctx.pubsub.onInterrupted?.bind(c.var.ctx.pubsub),
    log: c.var.ctx.log,
    ...(setCookie ? { headers: { 'Set-Cookie': setCookie } } : {}),
  });
}

/** DESIGN "HTTP contract" realtime: SSE over the pub/sub channels `user:<id>` and `event:<id>`. */
export function realtimeApi() {
  const app = new OpenAPIHono<ApiEnv>();
  const slots = new StreamSlots();
  app.openapi(me, async (c) => {
    const { viewer, setCookie } = await streamViewer(c);
    if (!viewer) throw new AppError('common.not_authenticated', 'Not authenticated');
    return open(c, slots, { userId: viewer.id, ip: requestMeta(c).ip }, setCookie, (send) => subscribeUser(c.var.ctx, viewer, send));
  });
  app.openapi(event, async (c) => {
    const { eventId } = c.req.valid('param');
    const { viewer, setCookie } = await streamViewer(c);
    const meta = requestMeta(c);
    const accessCode = meta.accessCode ?? (await readAccessCode(c.var.ctx, c.req.raw, eventId));
    return open(c, slots, { userId: viewer?.id ?? null, ip: meta.ip }, setCookie, (send) => subscribeEvent(c.var.ctx, eventId, viewer, { accessCode, ip: meta.ip }, send));
  });
  return app;
}
