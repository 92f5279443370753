import type { Route } from './+types/inbox-thread';
import { screenMeta, type TitledHandle } from '../../components/page-meta';
import { inboxThreadAction, inboxThreadLoader } from '../../features/inbox/inbox.server';
import { InboxThreadScreen } from '../../features/inbox/inbox-screens';
import { RouteErrorPage } from '../../components/error-page.tsx';

export const handle = { title: 'inbox:title' } satisfies TitledHandle;
export const meta = screenMeta;

/** SPEC §2 `inbox/thread/{threadId}`: one conversation, kept live by the top bar's inbox link. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return inboxThreadLoader(context.ctx, request, params);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return inboxThreadAction(context.ctx, request, params);
}

export default function InboxThreadRoute({ loaderData }: Route.ComponentProps) {
  return <InboxThreadScreen data={loaderData} />;
}

/** A loader's refusal (404, 403…) shows under the event's top bar, with the way back, not as a bare page. */
export function ErrorBoundary() {
  return <RouteErrorPage />;
}
