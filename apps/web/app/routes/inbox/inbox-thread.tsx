import type { Route } from './+types/inbox-thread';
import { screenMeta, type TitledHandle } from '../../components/page-meta';
import { inboxThreadAction, inboxThreadLoader } from '../../features/inbox/inbox.server';
import { InboxThreadScreen } from '../../features/inbox/inbox-screens';

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
