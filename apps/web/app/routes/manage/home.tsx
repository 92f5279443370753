import { isRouteErrorResponse, useRouteError } from 'react-router';
import { screenTitle, type TitledHandle } from '../../components/page-meta';
import type { Route } from './+types/home';
import { manageHomeLoader } from '../../features/moderation/manage.server';
import { ManageHome, ManageLoadFailed } from '../../features/moderation/manage-screens';
import { ErrorPage } from '../../components/error-page';

export const handle = { title: 'moderation:title' } satisfies TitledHandle;

/** `manage` (SPEC §2): the moderator's exhibitors and speakers with their updates. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return manageHomeLoader(context.ctx, request, params.slug);
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: screenTitle(matches, (matches[1]?.data as { event?: { title?: string } } | undefined)?.event?.title ?? 'Foyer') }, { name: 'robots', content: 'noindex' }];
}

export default function ManageHomeRoute({ loaderData }: Route.ComponentProps) {
  return <ManageHome {...loaderData} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) return <ErrorPage status={error.status} code={(error.data as { code?: string } | undefined)?.code} />;
  return <ManageLoadFailed />;
}
