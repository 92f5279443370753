import { useActionData } from 'react-router';
import { screenTitle, type TitledHandle } from '../../components/page-meta';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/invoice-batch';
import { invoiceBatchAction, invoiceBatchLoader } from '../../features/invoice-import/invoices.server.ts';
import { BatchView } from '../../features/invoice-import/batch-view.tsx';
import { ReauthForm } from '../../features/admin/reauth-form.tsx';
import { Screen } from '../../features/access/screen.tsx';
import { RouteErrorPage } from '../../components/error-page.tsx';
import '../../features/admin/admin.css';
import '../../features/invoice-import/invoice-import.css';

export const handle = { title: 'profile:invoices.title' } satisfies TitledHandle;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return invoiceBatchLoader(context.ctx, request, params.slug, params.batchId);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return invoiceBatchAction(context.ctx, request, params.slug);
}

export function meta({ data, matches }: Route.MetaArgs) {
  return [...(data ? [{ title: screenTitle(matches, data.title) }] : []), { name: 'robots', content: 'noindex' }];
}

/** `admin/invoices/{batchId}`: one import, its progress live, its problems and invoices. */
export default function InvoiceBatch({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('profile');
  const result = useActionData<typeof action>();
  return (
    <Screen title={t('invoices.title')} intro={loaderData.title}>
      {loaderData.reauth ? (
        <ReauthForm lastResult={result?.result} />
      ) : (
        <BatchView batch={loaderData.batch} base={`${loaderData.basePath}/admin/invoices`} locale={loaderData.locale} again={loaderData.again} />
      )}
    </Screen>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
