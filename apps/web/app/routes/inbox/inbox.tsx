import type { Route } from './+types/inbox';
import { inboxListLoader } from '../../features/inbox/inbox.server';
import { InboxListScreen } from '../../features/inbox/inbox-screens';

/** SPEC §2 `inbox`: the viewer's conversations in this event. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return inboxListLoader(context.ctx, request, params);
}

export default function InboxRoute({ loaderData }: Route.ComponentProps) {
  return <InboxListScreen threads={loaderData.threads} unread={loaderData.unread} />;
}
