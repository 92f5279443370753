import { useActionData } from 'react-router';
import { screenTitle, type TitledHandle } from '../../components/page-meta';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/points';
import { adminPointsAction, adminPointsLoader } from '../../features/games/admin-points.server.ts';
import { AdminPointsScreen } from '../../features/games/admin-points-screen.tsx';
import { ReauthForm } from '../../features/admin/reauth-form.tsx';
import { Screen } from '../../features/access/screen.tsx';
import { RouteErrorPage } from '../../components/error-page.tsx';

export const handle = { title: 'games:points_admin.title' } satisfies TitledHandle;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return adminPointsLoader(context.ctx, request, params.slug);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return adminPointsAction(context.ctx, request, params.slug);
}

export function meta({ data, matches }: Route.MetaArgs) {
  return [...(data ? [{ title: screenTitle(matches, data.title) }] : []), { name: 'robots', content: 'noindex' }];
}

/** `admin/points`: a person's points from every game, and voiding one with a reason (issue #19). */
export default function Points({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('games');
  const result = useActionData<typeof action>();
  return (
    <Screen title={t('points_admin.title')} intro={loaderData.title}>
      {loaderData.reauth ? (
        <ReauthForm lastResult={result && 'result' in result ? result.result : undefined} />
      ) : (
        <AdminPointsScreen data={loaderData} result={result && !('result' in result) ? result : undefined} />
      )}
    </Screen>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
