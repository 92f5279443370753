import { Link, useActionData } from 'react-router';
import { screenMeta, type TitledHandle } from '../../components/page-meta';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/profile-edit';
import { profileEditAction, profileEditLoader } from '../../features/profile/profile-edit.server.ts';
import { ProfileEditForm } from '../../features/profile/profile-edit-form.tsx';
import { ChangeEmailForm } from '../../features/profile/change-email-form.tsx';
import { DeleteAccount } from '../../features/profile/delete-account.tsx';
import { Screen } from '../../features/access/screen.tsx';
import { errorText } from '../../features/access/error-text.ts';
import { useEventLayout } from '../../features/access/use-event-layout.ts';
import { Alert } from '../../components/ui/index.ts';

export const handle = { title: 'profile:profile_edit.title' } satisfies TitledHandle;
export const meta = screenMeta;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return profileEditLoader(context.ctx, request, params.slug);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return profileEditAction(context.ctx, request, params.slug);
}

/** SPEC §2 "profile/edit": the profile, the e-mail address (by link) and deleting the account. */
export default function ProfileEdit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('profile');
  const { basePath } = useEventLayout();
  const result = useActionData<typeof action>();
  const { emailChange } = loaderData;
  return (
    <Screen title={t('profile_edit.title')}>
      {emailChange.changed ? <Alert tone="success">{t('change_email.changed')}</Alert> : null}
      {emailChange.failedCode ? <Alert tone="error">{errorText(t, emailChange.failedCode)}</Alert> : null}
      <p>
        <Link to={`${basePath}/profile`}>{t('profile_edit.back')}</Link>
      </p>
      <ProfileEditForm user={loaderData.user} countries={loaderData.countries} lastResult={result?.intent === 'save' ? result.result : undefined} />
      <ChangeEmailForm
        currentEmail={loaderData.user.email}
        lastResult={result?.intent === 'change-email' ? result.result : undefined}
        sentTo={result?.intent === 'change-email' ? result.sentTo : null}
      />
      <section className="fy-section" aria-labelledby="password-link-title">
        <h2 id="password-link-title">{t('change_password.title')}</h2>
        <Link to={`${basePath}/profile/edit-password`}>{t('profile_view.change_password')}</Link>
      </section>
      <DeleteAccount hasPassword={loaderData.hasPassword} error={result?.intent === 'delete-account' ? result.deleteError : undefined} />
    </Screen>
  );
}
