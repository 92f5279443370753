import type { Route } from './+types/attendees-json';
import { attendeesJson } from '../../features/attendees/attendees-json.server';

/** Resource route: the next page of an attendees component as JSON (infinite scroll). */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return attendeesJson(context.ctx, request, params);
}
