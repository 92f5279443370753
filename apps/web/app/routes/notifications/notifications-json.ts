import type { Route } from './+types/notifications-json';
import { notificationsJson } from '../../features/notifications/notifications.server';

/** Resource route: a page of notifications as JSON (load more, polling), and mark-read (POST). */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return notificationsJson(context.ctx, request, params);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return notificationsJson(context.ctx, request, params);
}
