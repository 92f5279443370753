import { useActionData, type ShouldRevalidateFunctionArgs } from 'react-router';
import { screenTitle, type TitledHandle } from '../../components/page-meta';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/check-in-session';
import { checkInAction, checkInLoader } from '../../features/check-in/check-in.server.ts';
import { doorClientAction } from '../../features/check-in/offline/door-client-action.ts';
import { doorClientLoader, useRememberDoorPage } from '../../features/check-in/offline/door-client-loader.ts';
import { answeredOffline } from '../../features/check-in/offline/answered-offline.ts';
import { CheckInScreen } from '../../features/check-in/check-in-screen.tsx';
import { ReauthForm } from '../../features/admin/reauth-form.tsx';
import { Screen } from '../../features/access/screen.tsx';
import { RouteErrorPage } from '../../components/error-page.tsx';

export const handle = { title: 'profile:check_in.title' } satisfies TitledHandle;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return checkInLoader(context.ctx, request, params.slug, params.sessionId);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return checkInAction(context.ctx, request, params.slug, params.sessionId);
}

/** The lists still answer when the venue's network drops: search, state and pages from the door's copy (issue #16). */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return doorClientLoader(request, serverLoader);
}

/** Scans still answer when the venue's network drops: from the door's copy of the tickets (issue #16). */
export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return doorClientAction(request, serverAction);
}

export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return answeredOffline(actionResult) ? false : defaultShouldRevalidate;
}

export function meta({ data, matches }: Route.MetaArgs) {
  // The door installs on a phone's home screen (door-manifest.server.ts), and opens there offline.
  const manifest = data ? [{ tagName: 'link', rel: 'manifest', href: `${data.basePath}/admin/check-in/manifest.webmanifest` }] : [];
  return [...(data ? [{ title: screenTitle(matches, data.title) }] : []), { name: 'robots', content: 'noindex' }, ...manifest];
}

/** `admin/check-in/session/{sessionId}`: an agenda session's door, its own tickets only (SPEC §1; issue #16). */
export default function SessionCheckIn({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('profile');
  const result = useActionData<typeof clientAction>();
  useRememberDoorPage(loaderData);
  if (loaderData.reauth) {
    return (
      <Screen title={t('check_in.session_title')} intro={loaderData.title}>
        <ReauthForm lastResult={result && result.intent === 'reauth' ? result.result : undefined} />
      </Screen>
    );
  }
  return (
    <Screen title={t('check_in.session_title')} intro={loaderData.session ? t('check_in.session_door', { name: loaderData.session.name, when: loaderData.session.when }) : loaderData.title}>
      <CheckInScreen result={result && result.intent !== 'reauth' ? result : undefined} list={loaderData.list} filter={loaderData.filter} offline={'offline' in loaderData ? loaderData.offline : undefined} entrance />
    </Screen>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
