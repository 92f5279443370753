import { Form, Link, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Button, PasswordField } from '../../components/ui/index.ts';
import { errorTexts } from '../access/error-text.ts';
import { reauthForm } from './join-request-schemas.ts';
import { useFocusFirstError } from '../access/use-focus-first-error.ts';
import { useBasePath } from '../auth/use-event-base.ts';

/** SPEC §6 "Admin panel requires re-entering the password" (valid for 15 minutes). */
export function ReauthForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation('profile');
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useForm({
    id: 'admin-reauth',
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: reauthForm }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  useFocusFirstError('admin-reauth', lastResult);
  const basePath = useBasePath();
  return (
    <Form method="post" {...getFormProps(form)}>
      <p>{t('admin.reauth_intro')}</p>
      <PasswordField
        {...getInputProps(fields.password, { type: 'password' })}
        label={t('admin.password')}
        autoComplete="current-password"
        required
        errors={errorTexts(t, fields.password.errors)}
      />
      <Button type="submit" name="intent" value="reauth" block busy={busy}>
        {t('admin.reauth_submit')}
      </Button>
      {/* An administrator who signs in by e-mailed link has no password to give until they set one. */}
      <p className="ui-field__hint">
        {t('admin.no_password')} <Link to={`${basePath}/profile/edit-password`}>{t('admin.set_password')}</Link>
      </p>
    </Form>
  );
}
