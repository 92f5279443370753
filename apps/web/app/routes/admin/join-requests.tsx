import { isRouteErrorResponse, Link, useActionData, useLocation, useNavigation, useRouteError } from 'react-router';
import { screenMeta, type TitledHandle } from '../../components/page-meta';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/join-requests';
import { joinRequestsAction, joinRequestsLoader } from '../../features/admin/join-requests.server.ts';
import { ReauthForm } from '../../features/admin/reauth-form.tsx';
import { DecidedRequests, PendingRequests } from '../../features/admin/join-request-list.tsx';
import { Screen } from '../../features/access/screen.tsx';
import { AdminNav } from '../../features/admin/admin-nav.tsx';
import { errorTexts } from '../../features/access/error-text.ts';
import { Alert, Spinner } from '../../components/ui/index.ts';
import { ErrorPage } from '../../components/error-page.tsx';

export const handle = { title: 'profile:admin.title' } satisfies TitledHandle;
export const meta = screenMeta;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return joinRequestsLoader(context.ctx, request, params.slug);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return joinRequestsAction(context.ctx, request, params.slug);
}

/** admin/join-requests: the organizer decides who may join a whitelist event (SPEC §4, §6). */
export default function JoinRequests({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('profile');
  const result = useActionData<typeof action>();
  const loading = useNavigation().state === 'loading';
  if (loaderData.reauth) {
    return (
      <Screen title={t('admin.title')} intro={loaderData.title}>
        <ReauthForm lastResult={result?.form === 'reauth' ? result.result : undefined} />
      </Screen>
    );
  }
  const decideErrors = result?.form === 'decide' ? errorTexts(t, result.result.error?.[''] ?? undefined) : undefined;
  return (
    <Screen title={t('admin.title')} intro={loaderData.title} wide>
      <AdminNav links={[{ path: 'discount-codes', label: t('discounts:title') }]} />
      {decideErrors ? <Alert tone="error">{decideErrors.join(' ')}</Alert> : null}
      <div aria-busy={loading || undefined} className={loading ? 'fy-busy' : undefined}>
        {loading ? <Spinner label={t('admin.loading')} /> : null}
        <h2>{t('admin.pending', { count: loaderData.pending.length })}</h2>
        <PendingRequests rows={loaderData.pending} />
        <h2>{t('admin.decided')}</h2>
        <DecidedRequests rows={loaderData.decided} />
      </div>
    </Screen>
  );
}

/** A 403 or 404 says so; an unexpected failure keeps the event around it and offers a retry. */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation('profile');
  const location = useLocation();
  if (isRouteErrorResponse(error)) {
    return <ErrorPage status={error.status} code={(error.data as { code?: string } | undefined)?.code} />;
  }
  return (
    <Screen title={t('admin.title')}>
      <Alert tone="error">{t('admin.load_failed')}</Alert>
      <Link to={`${location.pathname}${location.search}`} reloadDocument>
        {t('admin.retry')}
      </Link>
    </Screen>
  );
}
