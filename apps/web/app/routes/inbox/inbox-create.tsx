import type { Route } from './+types/inbox-create';
import { inboxCreateAction, inboxCreateLoader } from '../../features/inbox/inbox.server';
import { InboxCreateScreen } from '../../features/inbox/inbox-screens';

/** SPEC §2 `inbox/create/user/{userId?}`: the existing thread with that person, else a first message. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return inboxCreateLoader(context.ctx, request, params);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return inboxCreateAction(context.ctx, request, params);
}

export default function InboxCreateRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <InboxCreateScreen person={loaderData.person} error={actionData?.error} />;
}
