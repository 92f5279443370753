import type { Route } from './+types/my-schedule-ics';
import { scheduleCalendarLoader } from '../../features/agenda/calendar.server';

/** Resource route: the viewer's schedule as an .ics file. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return scheduleCalendarLoader(context.ctx, request, params);
}
