import { useActionData } from 'react-router';
import { screenTitle, type TitledHandle } from '../../components/page-meta';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/invoices';
import { invoicesAction, invoicesLoader } from '../../features/invoice-import/invoices.server.ts';
import { UploadForm } from '../../features/invoice-import/upload-form.tsx';
import { BatchList } from '../../features/invoice-import/batch-list.tsx';
import { AdminNav } from '../../features/admin/admin-nav.tsx';
import { ReauthForm } from '../../features/admin/reauth-form.tsx';
import { Screen } from '../../features/access/screen.tsx';
import { RouteErrorPage } from '../../components/error-page.tsx';
import '../../features/admin/admin.css';
import '../../features/invoice-import/invoice-import.css';

export const handle = { title: 'profile:invoices.title' } satisfies TitledHandle;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return invoicesLoader(context.ctx, request, params.slug);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return invoicesAction(context.ctx, request, params.slug);
}

export function meta({ data, matches }: Route.MetaArgs) {
  return [...(data ? [{ title: screenTitle(matches, data.title) }] : []), { name: 'robots', content: 'noindex' }];
}

/** `admin/invoices`: the CSV invoice generator (SPEC §1; issue #16). */
export default function Invoices({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('profile');
  const result = useActionData<typeof action>();
  if (loaderData.reauth) {
    return (
      <Screen title={t('invoices.title')} intro={loaderData.title}>
        <ReauthForm lastResult={result && result.intent === 'reauth' ? result.result : undefined} />
      </Screen>
    );
  }
  const base = `${loaderData.basePath}/admin/invoices`;
  return (
    <Screen title={t('invoices.title')} intro={t('invoices.intro', { organizer: loaderData.organizer || loaderData.title })}>
      <AdminNav />
      <UploadForm result={result && result.intent === 'upload' ? result : undefined} maxBytes={loaderData.maxBytes} base={base} />
      <BatchList batches={loaderData.batches} base={base} />
    </Screen>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
