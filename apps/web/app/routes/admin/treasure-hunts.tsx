import { useActionData } from 'react-router';
import { screenTitle, type TitledHandle } from '../../components/page-meta';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/treasure-hunts';
import { adminHuntsAction, adminHuntsLoader } from '../../features/games/admin-hunts.server.ts';
import { AdminHuntsScreen } from '../../features/games/admin-hunts-screen.tsx';
import { ReauthForm } from '../../features/admin/reauth-form.tsx';
import { Screen } from '../../features/access/screen.tsx';
import { RouteErrorPage } from '../../components/error-page.tsx';

export const handle = { title: 'games:admin.title' } satisfies TitledHandle;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return adminHuntsLoader(context.ctx, request, params.slug);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return adminHuntsAction(context.ctx, request, params.slug);
}

// A route's meta replaces its parents': the title must be given here too (axe: document-title).
export function meta({ data, matches }: Route.MetaArgs) {
  return [...(data ? [{ title: screenTitle(matches, data.title) }] : []), { name: 'robots', content: 'noindex' }];
}

/** `admin/treasure-hunts`: the event's treasure hunts and their QR codes (issue #19). */
export default function TreasureHunts({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('games');
  const result = useActionData<typeof action>();
  return (
    <Screen title={t('admin.title')} intro={loaderData.title}>
      {loaderData.reauth ? (
        <ReauthForm lastResult={result && 'result' in result ? result.result : undefined} />
      ) : (
        <AdminHuntsScreen data={loaderData} result={result && !('result' in result) ? result : undefined} />
      )}
    </Screen>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
