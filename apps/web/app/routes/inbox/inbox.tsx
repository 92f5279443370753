import type { Route } from './+types/inbox';
import { screenMeta, type TitledHandle } from '../../components/page-meta';
import { inboxListLoader } from '../../features/inbox/inbox.server';
import { InboxListScreen } from '../../features/inbox/inbox-screens';
import { RouteErrorPage } from '../../components/error-page.tsx';

export const handle = { title: 'inbox:title' } satisfies TitledHandle;
export const meta = screenMeta;

/** SPEC §2 `inbox`: the viewer's conversations in this event. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return inboxListLoader(context.ctx, request, params);
}

export default function InboxRoute({ loaderData }: Route.ComponentProps) {
  return <InboxListScreen threads={loaderData.threads} unread={loaderData.unread} />;
}

/** A loader's refusal (404, 403…) shows under the event's top bar, with the way back, not as a bare page. */
export function ErrorBoundary() {
  return <RouteErrorPage />;
}
