import type { Route } from './+types/friends';
import { screenMeta, type TitledHandle } from '../../components/page-meta';
import { friendAction, friendsScreenLoader } from '../../features/friends/friends.server';
import { FriendsScreen } from '../../features/friends/friends-screens';

export const handle = { title: 'friends:title' } satisfies TitledHandle;
export const meta = screenMeta;

/** `friends` (SPEC §2): my friends; every friend action posts here. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return friendsScreenLoader(context.ctx, request, params);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return friendAction(context.ctx, request, params);
}

export default function FriendsRoute({ loaderData }: Route.ComponentProps) {
  return <FriendsScreen data={loaderData} />;
}
