import { Link, useActionData } from 'react-router';
import { screenMeta, type TitledHandle } from '../../components/page-meta';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/profile-edit-password';
import { profileScreen } from '../../features/profile/profile-edit.server.ts';
import { changePasswordAction } from '../../features/profile/change-password.server.ts';
import { hasPassword } from '@foyer/core/accounts/change-password';
import { ChangePasswordForm } from '../../features/profile/change-password-form.tsx';
import { Screen } from '../../features/access/screen.tsx';
import { useEventLayout } from '../../features/access/use-event-layout.ts';

export const handle = { title: 'profile:change_password.title' } satisfies TitledHandle;
export const meta = screenMeta;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { viewer } = await profileScreen(context.ctx, request, params.slug);
  return { hasPassword: await hasPassword(context.ctx, viewer) };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return changePasswordAction(context.ctx, request, params.slug);
}

/** SPEC §2 "profile/edit-password". */
export default function ProfileEditPassword({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('profile');
  const { basePath } = useEventLayout();
  const result = useActionData<typeof action>();
  return (
    <Screen title={t(loaderData.hasPassword ? 'change_password.title' : 'change_password.set_title')}>
      <p>
        <Link to={`${basePath}/profile`}>{t('profile_edit.back')}</Link>
      </p>
      {loaderData.hasPassword ? null : <p>{t('change_password.set_intro')}</p>}
      <ChangePasswordForm lastResult={result?.result} done={result?.done ?? false} askCurrent={loaderData.hasPassword} />
    </Screen>
  );
}
