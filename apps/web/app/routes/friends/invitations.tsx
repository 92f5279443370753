import type { Route } from './+types/invitations';
import { screenMeta, type TitledHandle } from '../../components/page-meta';
import { invitationsScreenLoader } from '../../features/friends/friends.server';
import { InvitationsScreen } from '../../features/friends/friends-screens';

export const handle = { title: 'friends:tab_invitations' } satisfies TitledHandle;
export const meta = screenMeta;

/** `friends/invitations` (SPEC §2): invitations for me, sent ones, people you may know. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return invitationsScreenLoader(context.ctx, request, params);
}

export default function InvitationsRoute({ loaderData }: Route.ComponentProps) {
  return <InvitationsScreen data={loaderData} />;
}
