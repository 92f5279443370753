import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { xAccess } from './access-levels.ts';
import { checkAccessCode } from '@foyer/core/access/check-access-code';
import { getEventAccess } from '@foyer/core/access/get-event-access';
import { joinEvent } from '@foyer/core/access/join-event';
import { requestJoin } from '@foyer/core/access/request-join';
import { getEventById } from '@foyer/core/events/find-event';
import { EventAccessBody, ok, StatusOkBody } from './access-schemas.ts';
import type { ApiEnv } from './env.ts';
import { eventViewer, optionalEventViewer } from './event-viewer.ts';
import { EventIdParam } from './schemas.ts';
import { requestMeta } from './viewer.ts';

const tags = ['access'];

const access = createRoute({
  ...xAccess('public'),
  method: 'get',
  path: '/events/{eventId}/access',
  tags,
  summary: 'Whether the caller may enter the event (SPEC §4), with the X-Access-Code header if any',
  request: { params: EventIdParam },
  responses: ok(EventAccessBody, 'Access state'),
});

const join = createRoute({
  ...xAccess('user'),
  method: 'post',
  path: '/events/{eventId}/join',
  tags,
  summary: 'Join the event (sets the joined flag); whitelist events admit listed e-mails only',
  request: { params: EventIdParam },
  responses: ok(StatusOkBody, 'Joined'),
});

const requestJoinRoute = createRoute({
  ...xAccess('user'),
  method: 'post',
  path: '/events/{eventId}/user/request_join_to_event',
  tags,
  summary: 'Ask the organizer of a whitelist event for access',
  request: { params: EventIdParam },
  responses: ok(StatusOkBody, 'Request sent'),
});

const checkCode = createRoute({
  ...xAccess('public'),
  method: 'post',
  path: '/events/{eventId}/check_access_code',
  tags,
  summary: 'Check the access code sent in the X-Access-Code header',
  request: { params: EventIdParam },
  responses: ok(StatusOkBody, 'The code is right'),
});

/** Event access (SPEC §4, §7): access state, join, request to join, access code. */
export function accessApi() {
  const app = new OpenAPIHono<ApiEnv>();
  app.openapi(access, async (c) => {
    const viewer = await optionalEventViewer(c);
    const event = await getEventById(c.var.ctx, c.req.valid('param').eventId);
    const { accessCode, ip } = requestMeta(c);
    return c.json(await getEventAccess(c.var.ctx, event, viewer, { accessCode, ip }), 200);
  });
  app.openapi(join, async (c) => c.json(await joinEvent(c.var.ctx, await eventViewer(c), c.req.valid('param').eventId), 200));
  app.openapi(requestJoinRoute, async (c) =>
    c.json(await requestJoin(c.var.ctx, await eventViewer(c), c.req.valid('param').eventId), 200),
  );
  app.openapi(checkCode, async (c) => {
    await optionalEventViewer(c);
    const { accessCode, ip } = requestMeta(c);
    return c.json(await checkAccessCode(c.var.ctx, c.req.valid('param').eventId, accessCode, { ip }), 200);
  });
  return app;
}
