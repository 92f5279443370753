import { Form, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { changePasswordForm } from './account-schemas.ts';
import { Alert, Button, PasswordField } from '../../components/ui/index.ts';
import { errorTexts } from '../access/error-text.ts';
import { useFocusFirstError } from '../access/use-focus-first-error.ts';

/**
 * SPEC §5: current_password, password and password_confirmation, each with show/hide. An account
 * without a password yet (`askCurrent` false) sets its first one: no current password to give.
 */
export function ChangePasswordForm({ lastResult, done, askCurrent = true }: { lastResult: SubmissionResult<string[]> | undefined; done: boolean; askCurrent?: boolean }) {
  const { t } = useTranslation('profile');
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useForm({
    id: 'change-password',
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordForm }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  useFocusFirstError('change-password', lastResult);
  const field = (name: 'current_password' | 'password' | 'password_confirmation') => (
    <PasswordField
      {...getInputProps(fields[name], { type: 'password' })}
      label={t(`fields.${name}`)}
      autoComplete={name === 'current_password' ? 'current-password' : 'new-password'}
      hint={name === 'password' ? t('change_password.hint') : undefined}
      required
      errors={errorTexts(t, fields[name].errors)}
    />
  );
  return (
    <Form method="post" {...getFormProps(form)}>
      {done ? <Alert tone="success">{t('change_password.done')}</Alert> : null}
      {form.errors?.length ? <Alert tone="error">{errorTexts(t, form.errors)?.join(' ')}</Alert> : null}
      {askCurrent ? field('current_password') : null}
      {field('password')}
      {field('password_confirmation')}
      <Button type="submit" block busy={busy}>
        {t('change_password.submit')}
      </Button>
    </Form>
  );
}
