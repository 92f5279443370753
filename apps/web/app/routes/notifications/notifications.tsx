import type { Route } from './+types/notifications';
import { screenMeta, type TitledHandle } from '../../components/page-meta';
import { notificationsRouteAction, notificationsRouteLoader } from '../../features/notifications/notifications.server';
import { NotificationsScreen } from '../../features/notifications/notifications-screen';

export const handle = { title: 'notifications:title' } satisfies TitledHandle;
export const meta = screenMeta;

/** `notifications`: the viewer's notifications (the bell leads here when the event has no such component). */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return notificationsRouteLoader(context.ctx, request, params);
}

/** Mark as read without JavaScript. */
export function action({ request, params, context }: Route.ActionArgs) {
  return notificationsRouteAction(context.ctx, request, params);
}

export default function NotificationsRoute({ loaderData }: Route.ComponentProps) {
  return <NotificationsScreen data={loaderData} />;
}
