import { useActionData } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/check-in-session';
import { checkInAction, checkInLoader } from '../../features/check-in/check-in.server.ts';
import { CheckInScreen } from '../../features/check-in/check-in-screen.tsx';
import { ReauthForm } from '../../features/admin/reauth-form.tsx';
import { Screen } from '../../features/access/screen.tsx';
import { RouteErrorPage } from '../../components/error-page.tsx';

export function loader({ request, params, context }: Route.LoaderArgs) {
  return checkInLoader(context.ctx, request, params.slug, params.sessionId);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return checkInAction(context.ctx, request, params.slug, params.sessionId);
}

export function meta({ data }: Route.MetaArgs) {
  return [...(data ? [{ title: data.title }] : []), { name: 'robots', content: 'noindex' }];
}

/** `admin/check-in/session/{sessionId}`: an agenda session's door, its own tickets only (SPEC §1; issue #16). */
export default function SessionCheckIn({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('profile');
  const result = useActionData<typeof action>();
  if (loaderData.reauth) {
    return (
      <Screen title={t('check_in.session_title')} intro={loaderData.title}>
        <ReauthForm lastResult={result && result.intent === 'reauth' ? result.result : undefined} />
      </Screen>
    );
  }
  return (
    <Screen title={t('check_in.session_title')} intro={loaderData.session ? t('check_in.session_door', { name: loaderData.session.name, when: loaderData.session.when }) : loaderData.title}>
      <CheckInScreen result={result && result.intent !== 'reauth' ? result : undefined} list={loaderData.list} filter={loaderData.filter} entrance={`${loaderData.basePath}/admin/check-in`} />
    </Screen>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
