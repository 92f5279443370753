import { Form, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { changeEmailForm } from './account-schemas.ts';
import { Alert, Button, Field, PasswordField } from '../../components/ui/index.ts';
import { errorTexts } from '../access/error-text.ts';
import { useFocusFirstError } from '../access/use-focus-first-error.ts';

interface Props {
  currentEmail: string;
  lastResult: SubmissionResult<string[]> | undefined;
  /** The new address a confirmation link was just sent to. */
  sentTo: string | null;
}

/** SPEC §5 "Email change requires the current password"; the new address confirms by link. */
export function ChangeEmailForm({ currentEmail, lastResult, sentTo }: Props) {
  const { t } = useTranslation('profile');
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'change-email';
  const [form, fields] = useForm({
    id: 'change-email',
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changeEmailForm }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  useFocusFirstError('change-email', lastResult);
  return (
    <section className="fy-section" aria-labelledby="change-email-title">
      <h2 id="change-email-title">{t('change_email.title')}</h2>
      <p className="fy-muted">{t('change_email.current', { email: currentEmail })}</p>
      {sentTo ? (
        <Alert tone="success" title={t('change_email.sent_title')}>
          <p>{t('change_email.sent', { email: sentTo })}</p>
        </Alert>
      ) : null}
      <Form method="post" {...getFormProps(form)}>
        {form.errors?.length ? <Alert tone="error">{errorTexts(t, form.errors)?.join(' ')}</Alert> : null}
        <Field {...getInputProps(fields.email, { type: 'email' })} label={t('change_email.new_email')} autoComplete="email" required errors={errorTexts(t, fields.email.errors)} />
        <PasswordField
          {...getInputProps(fields.current_password, { type: 'password' })}
          label={t('fields.current_password')}
          autoComplete="current-password"
          required
          errors={errorTexts(t, fields.current_password.errors)}
        />
        <Button type="submit" name="intent" value="change-email" variant="secondary" busy={busy}>
          {t('change_email.submit')}
        </Button>
      </Form>
    </section>
  );
}
