import { useEffect, useRef } from 'react';
import { isRouteErrorResponse, Link, useActionData, useLocation, useNavigation, useRouteError } from 'react-router';
import { screenMeta, type TitledHandle } from '../../components/page-meta';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/discount-codes';
import { discountCodesAction, discountCodesLoader } from '../../features/discounts/discount-codes.server.ts';
import { DiscountCodeList } from '../../features/discounts/discount-code-list.tsx';
import { DiscountCodeForm } from '../../features/discounts/discount-code-form.tsx';
import { ReauthForm } from '../../features/admin/reauth-form.tsx';
import { Screen } from '../../features/access/screen.tsx';
import { AdminNav } from '../../features/admin/admin-nav.tsx';
import { discountFieldErrors } from '../../features/discounts/discount-error-text.ts';
import { Alert, Spinner } from '../../components/ui/index.ts';
import { StatusLine } from '../../components/ui/status-line.tsx';
import { useSuccessCount } from '../../components/ui/use-success-count.ts';
import { ErrorPage } from '../../components/error-page.tsx';

export const handle = { title: 'discounts:title' } satisfies TitledHandle;
export const meta = screenMeta;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return discountCodesLoader(context.ctx, request, params.slug);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return discountCodesAction(context.ctx, request, params.slug);
}

const isDeleteOrUpdate = (form: FormData) => form.get('intent') === 'delete' || form.get('intent') === 'update';

/** admin/discount-codes: the organizer manages the event's discount codes (SPEC §1, §2, §5). */
export default function DiscountCodes({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('discounts');
  const result = useActionData<typeof action>();
  const loading = useNavigation().state === 'loading';
  // After a delete (its button is gone) or a saved edit (its form closed), the focus goes to the message saying so.
  const listLine = useRef<HTMLDivElement>(null);
  const listChanged = useSuccessCount(isDeleteOrUpdate);
  useEffect(() => {
    if (listChanged) listLine.current?.focus();
  }, [listChanged]);
  if (loaderData.reauth) {
    return (
      <Screen title={t('title')} intro={loaderData.title}>
        <ReauthForm lastResult={result?.intent === 'reauth' ? result.result : undefined} />
      </Screen>
    );
  }
  const saved = result && result.intent !== 'reauth' ? result : undefined;
  const deleteErrors = saved?.intent === 'delete' ? discountFieldErrors(t, '', saved.errors['']) : undefined;
  // A refused edit keeps the form in edit mode even if the URL lost ?edit.
  const editing = saved?.intent === 'update' ? (loaderData.codes.find((c) => c.id === saved.codeId) ?? loaderData.editing) : loaderData.editing;
  // A refused post shows its errors instead: the last success is old news then.
  const done = result ? null : loaderData.done;
  return (
    <Screen title={t('title')} intro={loaderData.title} wide>
      <AdminNav links={[{ path: 'join-requests', label: t('join_requests_link') }]} />
      {deleteErrors ? <Alert tone="error">{deleteErrors.join(' ')}</Alert> : null}
      <StatusLine ref={listLine} message={done?.kind === 'deleted' || done?.kind === 'updated' ? t(done.kind, { code: done.code }) : null} />
      <div aria-busy={loading || undefined} className={loading ? 'fy-busy' : undefined}>
        {loading ? <Spinner label={t('loading')} /> : null}
        <h2>{t('list_heading', { count: loaderData.codes.length })}</h2>
        <DiscountCodeList rows={loaderData.codes} />
      </div>
      {loaderData.tickets.length === 0 ? (
        <p className="fy-empty">{t('no_tickets')}</p>
      ) : (
        <DiscountCodeForm tickets={loaderData.tickets} editing={editing} result={saved && saved.intent !== 'delete' ? saved : undefined} created={done?.kind === 'created' ? done.code : null} />
      )}
    </Screen>
  );
}

/** A 403 or 404 says so; an unexpected failure keeps the event around it and offers a retry. */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation('discounts');
  const location = useLocation();
  if (isRouteErrorResponse(error)) {
    return <ErrorPage status={error.status} code={(error.data as { code?: string } | undefined)?.code} />;
  }
  return (
    <Screen title={t('title')}>
      <Alert tone="error">{t('load_failed')}</Alert>
      <Link to={`${location.pathname}${location.search}`} reloadDocument>
        {t('retry')}
      </Link>
    </Screen>
  );
}
