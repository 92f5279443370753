import type { Route } from './+types/exhibitor';
import { type TitledHandle } from '../../components/page-meta';
import { exhibitorScreenLoader } from '../../features/moderation/manage.server';
import { ExhibitorScreen } from '../../features/moderation/manage-screens';

export const handle = { title: 'moderation:title' } satisfies TitledHandle;

export { ErrorBoundary, meta } from './home';

/** `manage/exhibitor/:exhibitorId`: the current profile and the moderator's updates. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return exhibitorScreenLoader(context.ctx, request, params);
}

export default function ManageExhibitorRoute({ loaderData }: Route.ComponentProps) {
  return <ExhibitorScreen {...loaderData} />;
}
