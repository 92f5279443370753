import type { Route } from './+types/google-callback';
import { googleCallbackLoader } from '../../features/availability/availability.server';

/** Google Calendar's OAuth redirect URI: imports the busy times, then back to profile/availability. */
export function loader({ request, context }: Route.LoaderArgs) {
  return googleCallbackLoader(context.ctx, request);
}
