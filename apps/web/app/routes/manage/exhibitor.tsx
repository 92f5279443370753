import type { Route } from './+types/exhibitor';
import { exhibitorScreenLoader } from '../../features/moderation/manage.server';
import { ExhibitorScreen } from '../../features/moderation/manage-screens';

export { ErrorBoundary, meta } from './home';

/** `manage/exhibitor/:exhibitorId`: the current profile and the moderator's updates. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return exhibitorScreenLoader(context.ctx, request, params);
}

export default function ManageExhibitorRoute({ loaderData }: Route.ComponentProps) {
  return <ExhibitorScreen {...loaderData} />;
}
