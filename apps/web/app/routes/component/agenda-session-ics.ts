import type { Route } from './+types/agenda-session-ics';
import { sessionCalendarLoader } from '../../features/agenda/calendar.server';

/** Resource route: one session as an .ics file. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return sessionCalendarLoader(context.ctx, request, params);
}
