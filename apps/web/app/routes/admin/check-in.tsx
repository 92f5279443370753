import { useActionData } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/check-in';
import { checkInAction, checkInLoader } from '../../features/check-in/check-in.server.ts';
import { CheckInScreen } from '../../features/check-in/check-in-screen.tsx';
import { SessionDoors } from '../../features/check-in/session-doors.tsx';
import { ReauthForm } from '../../features/admin/reauth-form.tsx';
import { Screen } from '../../features/access/screen.tsx';
import { RouteErrorPage } from '../../components/error-page.tsx';

export function loader({ request, params, context }: Route.LoaderArgs) {
  return checkInLoader(context.ctx, request, params.slug);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return checkInAction(context.ctx, request, params.slug);
}

export function meta({ data }: Route.MetaArgs) {
  return [...(data ? [{ title: data.title }] : []), { name: 'robots', content: 'noindex' }];
}

/** `admin/check-in`: door check-in by QR or printed code (SPEC §1, §8; issue #16). */
export default function CheckIn({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('profile');
  const result = useActionData<typeof action>();
  return (
    <Screen title={t('check_in.title')} intro={loaderData.title}>
      {loaderData.reauth ? (
        <ReauthForm lastResult={result && result.intent === 'reauth' ? result.result : undefined} />
      ) : (
        <>
          <CheckInScreen result={result && result.intent !== 'reauth' ? result : undefined} list={loaderData.list} filter={loaderData.filter} />
          <SessionDoors sessions={loaderData.sessions} base={`${loaderData.basePath}/admin/check-in`} />
        </>
      )}
    </Screen>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
