import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { xAccess } from './access-levels.ts';
import { decideJoinRequest } from '@foyer/core/access/decide-join-request';
import { listJoinRequests } from '@foyer/core/access/list-join-requests';
import { JoinRequest, ok } from './access-schemas.ts';
import type { ApiEnv } from './env.ts';
import { eventViewer } from './event-viewer.ts';
import { EventIdParam } from './schemas.ts';
import { coercedId } from '@foyer/core/platform/input-vocabulary';

const tags = ['access'];
const statuses = ['pending', 'approved', 'rejected'] as const;

const list = createRoute({
  ...xAccess('admin'),
  method: 'get',
  path: '/events/{eventId}/join_requests',
  tags,
  summary: 'Requests to join a whitelist event, oldest first (event administrators)',
  request: { params: EventIdParam, query: z.object({ status: z.enum(statuses).optional() }) },
  responses: ok(z.object({ join_requests: z.array(JoinRequest) }), 'Join requests'),
});

const decide = createRoute({
  ...xAccess('admin'),
  method: 'post',
  path: '/events/{eventId}/join_requests/{requestId}/{decision}',
  tags,
  summary: 'Approve (whitelists and joins the user) or reject a request; the user is told by e-mail',
  request: {
    params: EventIdParam.extend({
      requestId: coercedId().openapi({ param: { name: 'requestId', in: 'path' } }),
      decision: z.enum(['approve', 'reject']).openapi({ param: { name: 'decision', in: 'path' } }),
    }),
  },
  responses: ok(z.object({ id: z.number().int(), status: z.enum(['approved', 'rejected']) }), 'Decided'),
});

/** The organizer's side of whitelist requests (SPEC §4). */
export function joinRequestsApi() {
  const app = new OpenAPIHono<ApiEnv>();
  app.openapi(list, async (c) => {
    const admin = await eventViewer(c);
    const { status } = c.req.valid('query');
    return c.json({ join_requests: await listJoinRequests(c.var.ctx, admin, c.req.valid('param').eventId, { status }) }, 200);
  });
  app.openapi(decide, async (c) => {
    const admin = await eventViewer(c);
    const { eventId, requestId, decision } = c.req.valid('param');
    return c.json(await decideJoinRequest(c.var.ctx, admin, eventId, requestId, decision), 200);
  });
  return app;
}
