import { useTranslation } from 'react-i18next';
import { screenMeta, type TitledHandle } from '../../components/page-meta';
import type { Route } from './+types/profile';
import { profileLoader } from '../../features/profile/profile-view.server.ts';
import { ProfileView } from '../../features/profile/profile-view.tsx';
import { Screen } from '../../features/access/screen.tsx';
import { useEventLayout } from '../../features/access/use-event-layout.ts';
import { Alert } from '../../components/ui/index.ts';

export const handle = { title: 'profile:profile_view.title' } satisfies TitledHandle;
export const meta = screenMeta;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return profileLoader(context.ctx, request, params.slug);
}

/** SPEC §2 "profile": my profile. */
export default function Profile({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('profile');
  const { basePath } = useEventLayout();
  return (
    <Screen title={t('profile_view.title')}>
      {loaderData.saved ? <Alert tone="success">{t('profile_edit.saved')}</Alert> : null}
      <ProfileView user={loaderData.user} countryName={loaderData.countryName} basePath={basePath} games={loaderData.games} />
    </Screen>
  );
}
