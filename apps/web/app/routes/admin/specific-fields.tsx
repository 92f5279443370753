import { useActionData } from 'react-router';
import { screenTitle, type TitledHandle } from '../../components/page-meta';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/specific-fields';
import { specificFieldsAction, specificFieldsLoader } from '../../features/specific-fields/specific-fields.server.ts';
import { SpecificFieldsScreen } from '../../features/specific-fields/specific-fields-screen.tsx';
import { ReauthForm } from '../../features/admin/reauth-form.tsx';
import { Screen } from '../../features/access/screen.tsx';
import { RouteErrorPage } from '../../components/error-page.tsx';

export const handle = { title: 'profile:specific_fields_admin.title' } satisfies TitledHandle;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return specificFieldsLoader(context.ctx, request, params.slug);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return specificFieldsAction(context.ctx, request, params.slug);
}

// A route's meta replaces its parents': the title must be given here too (axe: document-title).
export function meta({ data, matches }: Route.MetaArgs) {
  return [...(data ? [{ title: screenTitle(matches, data.title) }] : []), { name: 'robots', content: 'noindex' }];
}

/** `admin/specific-fields`: add and remove the extra registration fields (SPEC §7 specific/add_field, destroy_field). */
export default function SpecificFields({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('profile');
  const result = useActionData<typeof action>();
  if (loaderData.reauth) {
    return (
      <Screen title={t('specific_fields_admin.title')} intro={loaderData.title}>
        <ReauthForm lastResult={result && 'result' in result ? result.result : undefined} />
      </Screen>
    );
  }
  return (
    <Screen title={t('specific_fields_admin.title')} intro={loaderData.title}>
      <SpecificFieldsScreen fields={loaderData.fields} locales={loaderData.locales} done={loaderData.done} result={result && !('result' in result) ? result : undefined} />
    </Screen>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
