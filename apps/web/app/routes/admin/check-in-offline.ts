import type { Route } from './+types/check-in-offline';
import { offlineListLoader, offlineSyncAction } from '../../features/check-in/offline/offline-door.server.ts';

/** `admin/check-in/offline` and `admin/check-in/session/{id}/offline`: the door's offline copy (GET) and its queued scans (POST), JSON. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return offlineListLoader(context.ctx, request, params.slug, params.sessionId);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return offlineSyncAction(context.ctx, request, params.slug, params.sessionId);
}
