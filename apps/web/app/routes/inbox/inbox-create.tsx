import type { Route } from './+types/inbox-create';
import { screenMeta, type TitledHandle } from '../../components/page-meta';
import { inboxCreateAction, inboxCreateLoader } from '../../features/inbox/inbox.server';
import { InboxCreateScreen } from '../../features/inbox/inbox-create-screen';

export const handle = { title: 'inbox:new_title' } satisfies TitledHandle;
export const meta = screenMeta;

/** SPEC §2 `inbox/create/user/{userId?}`: a new conversation with one or more attendees (the existing one with a profile's person). */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return inboxCreateLoader(context.ctx, request, params);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return inboxCreateAction(context.ctx, request, params);
}

export default function InboxCreateRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <InboxCreateScreen data={loaderData} error={actionData?.ok === false ? actionData.code : undefined} />;
}
