import { Link, useActionData } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/profile-edit-password';
import { profileScreen } from '../../features/profile/profile-edit.server.ts';
import { changePasswordAction } from '../../features/profile/change-password.server.ts';
import { ChangePasswordForm } from '../../features/profile/change-password-form.tsx';
import { Screen } from '../../features/access/screen.tsx';
import { useEventLayout } from '../../features/access/use-event-layout.ts';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await profileScreen(context.ctx, request, params.slug);
  return null;
}

export function action({ request, params, context }: Route.ActionArgs) {
  return changePasswordAction(context.ctx, request, params.slug);
}

/** SPEC §2 "profile/edit-password". */
export default function ProfileEditPassword() {
  const { t } = useTranslation('profile');
  const { basePath } = useEventLayout();
  const result = useActionData<typeof action>();
  return (
    <Screen title={t('change_password.title')}>
      <p>
        <Link to={`${basePath}/profile`}>{t('profile_edit.back')}</Link>
      </p>
      <ChangePasswordForm lastResult={result?.result} done={result?.done ?? false} />
    </Screen>
  );
}
