import { negotiateLocale } from '@foyer/i18n';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { xAccess } from './access-levels.ts';
import { listNotifications, NOTIFICATIONS_PAGE } from '@foyer/core/notifications/list-notifications';
import { markNotificationsRead } from '@foyer/core/notifications/mark-notifications-read';
import { jsonBody, ok, StatusOkBody } from './access-schemas.ts';
import type { ApiEnv } from './env.ts';
import { requireViewer } from './viewer.ts';
import { entityId, MAX_INT32 } from '@foyer/core/platform/input-vocabulary';

const tags = ['notifications'];

const NotificationBody = z
  .object({
    id: z.number().int(),
    title: z.string(),
    message: z.string(),
    created_at: z.string(),
    read_at: z.string().nullable(),
    notify_type: z.string(),
    notify_subtype: z.string().nullable(),
    target_type: z.string().nullable(),
    target_id: z.number().int().nullable(),
    dl: z.string().nullable(),
    event: z.object({ id: z.number().int(), title: z.string(), logo: z.string().nullable() }),
  })
  .openapi('Notification');

const list = createRoute({
  ...xAccess('user'),
  method: 'get',
  path: '/notifications',
  tags,
  summary: "The viewer's notifications, newest first",
  description:
    'Pass the created_at of the last notification of a page as timestamp to get the ones created before it. limit is capped at 100.',
  request: {
    query: z.object({
      limit: z.coerce.number().int().min(1).max(MAX_INT32).default(NOTIFICATIONS_PAGE).openapi({ param: { name: 'limit', in: 'query' } }),
      timestamp: z.iso.datetime({ offset: true }).optional().openapi({ param: { name: 'timestamp', in: 'query' } }),
    }),
  },
  responses: ok(
    z.object({ notifications: z.array(NotificationBody), meta: z.object({ all_items: z.number().int(), is_more: z.boolean() }) }),
    'One page of notifications',
  ),
});

const markRead = createRoute({
  ...xAccess('user'),
  method: 'patch',
  path: '/notifications',
  tags,
  summary: "Mark notifications read; ids that are not the viewer's are ignored",
  request: jsonBody(z.object({ ids: z.array(entityId).max(1000) })),
  responses: ok(StatusOkBody, 'Marked'),
});

/** SPEC §7 Notifications. */
export function notificationsApi() {
  const app = new OpenAPIHono<ApiEnv>();
  app.openapi(list, async (c) => {
    const viewer = await requireViewer(c);
    const q = c.req.valid('query');
    // In the caller's language (Accept-Language) where the notification was made from a template.
    const locale = negotiateLocale({ acceptLanguage: c.req.header('accept-language') ?? null });
    return c.json(await listNotifications(c.var.ctx, viewer.id, { limit: q.limit, timestamp: q.timestamp ? new Date(q.timestamp) : null, locale }), 200);
  });
  app.openapi(markRead, async (c) => {
    const viewer = await requireViewer(c);
    await markNotificationsRead(c.var.ctx, viewer.id, c.req.valid('json').ids);
    return c.json({ status: 'ok' as const }, 200);
  });
  return app;
}
