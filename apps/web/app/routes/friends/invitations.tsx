import type { Route } from './+types/invitations';
import { invitationsScreenLoader } from '../../features/friends/friends.server';
import { InvitationsScreen } from '../../features/friends/friends-screens';

/** `friends/invitations` (SPEC §2): invitations for me, sent ones, people you may know. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return invitationsScreenLoader(context.ctx, request, params);
}

export default function InvitationsRoute({ loaderData }: Route.ComponentProps) {
  return <InvitationsScreen data={loaderData} />;
}
