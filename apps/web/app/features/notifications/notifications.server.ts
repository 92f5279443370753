import { data, redirect } from 'react-router';
import { z } from 'zod';
import type { Ctx } from '@foyer/core/context';
import type { Viewer } from '@foyer/core/accounts/viewer';
import { listNotifications, NOTIFICATIONS_PAGE } from '@foyer/core/notifications/list-notifications';
import { getNotification } from '@foyer/core/notifications/get-notification';
import { markNotificationsRead } from '@foyer/core/notifications/mark-notifications-read';
import { notificationsSummary } from '@foyer/core/notifications/notifications-summary';
import type { NotificationRecord } from '@foyer/core/notifications/notification-record';
import { basePathFor, requireSignedIn } from '../../server/require-access.server.ts';
import { eventForRequest, eventLocale } from '../../server/request-event.server';
import { safeRedirect } from '../access/safe-redirect.ts';
import type { ScreenLoaderArgs } from '../components/screen-loaders.server';
import { coercedId } from '@foyer/core/platform/input-vocabulary';

type EventRow = ScreenLoaderArgs['event'];

const cursor = z.iso.datetime({ offset: true });
const openedId = coercedId();
/** The mark-read form: one id (a row's button) or every unread one shown ("mark all"). */
export const markReadForm = z.object({ ids: z.array(coercedId()).min(1).max(200) });

export interface NotificationsPageData {
  notifications: NotificationRecord[];
  /** The cursor of the next page (created_at of the last one shown), null when there is none. */
  next: string | null;
  unread: number;
}

export interface NotificationsScreenData extends NotificationsPageData {
  latestId: number;
  /** A later page reached without JavaScript (`?timestamp=`): offers a way back to the newest. */
  continued: boolean;
  /** The details dialog asked for with `?notification=` (works without JavaScript). */
  opened: NotificationRecord | null;
  asked: boolean;
  /** This screen's path and query, where the mark-read form comes back to. */
  here: string;
  /** Form action (no JavaScript) and JSON endpoint (with it). */
  formAction: string;
  jsonUrl: string;
  notice: 'read' | null;
}

/** `locale`: the page's language — a notification made from a template is read in it. */
async function page(ctx: Ctx, viewer: Viewer, timestamp: string | null, locale: string): Promise<NotificationsPageData> {
  const [list, summary] = await Promise.all([
    listNotifications(ctx, viewer.id, { limit: NOTIFICATIONS_PAGE, timestamp: timestamp ? new Date(timestamp) : null, locale }),
    notificationsSummary(ctx, viewer.id),
  ]);
  const last = list.notifications.at(-1);
  return { notifications: list.notifications, next: list.meta.is_more && last ? last.created_at : null, unread: summary.unread };
}

/** The notifications screen, for the route and for a `notifications` component alike. */
export async function notificationsScreen(ctx: Ctx, request: Request, event: EventRow): Promise<NotificationsScreenData> {
  const viewer = await requireSignedIn(ctx, request, event);
  const url = new URL(request.url);
  const basePath = basePathFor(request, event);
  const at = cursor.safeParse(url.searchParams.get('timestamp'));
  const asked = url.searchParams.get('notification');
  const id = openedId.safeParse(asked);
  const locale = await eventLocale(ctx, request, event);
  const [shown, summary, opened] = await Promise.all([
    page(ctx, viewer, at.success ? at.data : null, locale),
    notificationsSummary(ctx, viewer.id),
    id.success ? getNotification(ctx, viewer.id, id.data, locale) : null,
  ]);
  return {
    ...shown,
    latestId: summary.latest_id,
    continued: at.success,
    opened,
    asked: asked !== null,
    here: `${url.pathname}${url.search}`,
    formAction: `${basePath}/notifications`,
    jsonUrl: `${basePath}/notifications.json`,
    notice: url.searchParams.get('read') === '1' ? 'read' : null,
  };
}

/** screen-loaders.server.ts entry for the `notifications` component. */
export function loadNotifications({ ctx, request, event }: ScreenLoaderArgs) {
  return notificationsScreen(ctx, request, event);
}

async function routeEvent(ctx: Ctx, request: Request, slug: string | undefined) {
  const event = await eventForRequest(ctx, request, slug);
  if (!event) throw data({ code: 'event.invalid' }, { status: 404 });
  return event;
}

export async function notificationsRouteLoader(ctx: Ctx, request: Request, params: { slug?: string }) {
  return notificationsScreen(ctx, request, await routeEvent(ctx, request, params.slug));
}

/** Mark-read without JavaScript: a form post, then back to the page it came from. */
export async function notificationsRouteAction(ctx: Ctx, request: Request, params: { slug?: string }) {
  const event = await routeEvent(ctx, request, params.slug);
  const viewer = await requireSignedIn(ctx, request, event);
  const form = await request.formData();
  const parsed = markReadForm.safeParse({ ids: form.getAll('ids') });
  if (!parsed.success) throw data({ code: 'common.validation', field: 'ids' }, { status: 422 });
  await markNotificationsRead(ctx, viewer.id, parsed.data.ids);
  const back = new URL(safeRedirect(form.get('redirectTo'), `${basePathFor(request, event)}/notifications`), 'http://x');
  back.searchParams.set('read', '1');
  back.searchParams.delete('notification');
  return redirect(`${back.pathname}${back.search}`);
}

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'cache-control': 'private, no-store' } });

/**
 * `notifications.json`: GET a page (`?timestamp=` cursor; load more and the polling fallback),
 * POST `ids` to mark them read (with JavaScript). A guest gets a JSON 401, never a redirect.
 */
export async function notificationsJson(ctx: Ctx, request: Request, params: { slug?: string }) {
  const event = await routeEvent(ctx, request, params.slug);
  let viewer: Viewer;
  try {
    viewer = await requireSignedIn(ctx, request, event);
  } catch (err) {
    // requireSignedIn throws the login redirect: a script asking for JSON gets a 401 instead.
    if (err instanceof Response) return json({ code: 'common.not_authenticated' }, 401);
    throw err;
  }
  if (request.method === 'POST') {
    const form = await request.formData();
    const parsed = markReadForm.safeParse({ ids: form.getAll('ids') });
    if (!parsed.success) return json({ code: 'common.validation', field: 'ids' }, 422);
    await markNotificationsRead(ctx, viewer.id, parsed.data.ids);
    return json({ unread: (await notificationsSummary(ctx, viewer.id)).unread });
  }
  const raw = new URL(request.url).searchParams.get('timestamp');
  const at = raw === null ? null : cursor.safeParse(raw);
  if (at && !at.success) return json({ code: 'common.validation', field: 'timestamp' }, 422);
  return json(await page(ctx, viewer, at?.data ?? null, await eventLocale(ctx, request, event)));
}

/** What the event header's bell needs: null for guests. */
export async function notificationsHeader(ctx: Ctx, viewer: Viewer | null, components: { id: number; component_name: string }[], basePath: string) {
  if (!viewer) return null;
  const summary = await notificationsSummary(ctx, viewer.id);
  const component = components.find((c) => c.component_name === 'notifications');
  return {
    unread: summary.unread,
    latestId: summary.latest_id,
    href: component ? `${basePath}/component/${component.id}` : `${basePath}/notifications`,
    jsonUrl: `${basePath}/notifications.json`,
  };
}
