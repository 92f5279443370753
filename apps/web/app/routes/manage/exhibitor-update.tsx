import type { Route } from './+types/exhibitor-update';
import { type TitledHandle } from '../../components/page-meta';
import { cancelUpdateAction, exhibitorUpdateLoader } from '../../features/moderation/manage.server';
import { UpdateScreen } from '../../features/moderation/manage-screens';

export const handle = { title: 'moderation:title' } satisfies TitledHandle;

export { ErrorBoundary, meta } from './home';

/** `manage/exhibitor/:exhibitorId/update/:exhibitorUpdateId`: one update; a pending one can be withdrawn. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return exhibitorUpdateLoader(context.ctx, request, params);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return cancelUpdateAction(context.ctx, request, params, 'exhibitor');
}

export default function ManageExhibitorUpdateRoute({ loaderData }: Route.ComponentProps) {
  return <UpdateScreen {...loaderData} />;
}
