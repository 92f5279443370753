import type { Route } from './+types/inbox';
import { screenMeta, type TitledHandle } from '../../components/page-meta';
import { inboxListLoader } from '../../features/inbox/inbox.server';
import { InboxListScreen } from '../../features/inbox/inbox-screens';

export const handle = { title: 'inbox:title' } satisfies TitledHandle;
export const meta = screenMeta;

/** SPEC §2 `inbox`: the viewer's conversations in this event. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return inboxListLoader(context.ctx, request, params);
}

export default function InboxRoute({ loaderData }: Route.ComponentProps) {
  return <InboxListScreen threads={loaderData.threads} unread={loaderData.unread} />;
}
