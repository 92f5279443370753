import type { Route } from './+types/check-in-manifest';
import { doorManifest } from '../../features/check-in/offline/door-manifest.server.ts';

/** `admin/check-in/manifest.webmanifest`: the door installs on a phone's home screen as an app of its own. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return doorManifest(context.ctx, request, params.slug);
}
