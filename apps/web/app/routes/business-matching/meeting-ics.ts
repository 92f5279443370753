import type { Route } from './+types/meeting-ics';
import { meetingIcs } from '../../features/business-matching/matching.server';

/** An accepted meeting's .ics download. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return meetingIcs(context.ctx, request, params);
}
