import { getInputProps } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Field } from '../../components/ui/index.ts';
import { emailFormSchema } from './auth-schemas.ts';
import { codeText, errorTexts } from './error-text.ts';
import { FlowFields } from './flow-fields.tsx';
import { useAuthForm } from './use-auth-form.ts';

/**
 * Asks for a new confirmation link (SPEC §4): once sent the button is disabled and says so;
 * "already confirmed" and "account not found" have their own messages (SPEC §8).
 */
export function ResendConfirmationForm() {
  const { t } = useTranslation('auth');
  const { flow, fields, formProps } = useAuthForm('resend', emailFormSchema, { screen: 'registration/token-expired' });
  const result = flow.result;
  const resent = result?.type === 'resent';
  const error = result?.type === 'error' && result.form === 'resend' ? result : null;
  return (
    <form {...formProps}>
      <FlowFields intent="resend" />
      {resent ? <Alert tone="success">{t('confirmation.resent')}</Alert> : null}
      {error ? <Alert tone="error">{codeText(t, error.code, error.message)}</Alert> : null}
      <Field {...getInputProps(fields.email, { type: 'email' })} label={t('fields.email')} autoComplete="email" errors={errorTexts(t, fields.email.errors)} />
      <Button type="submit" block busy={flow.busy} disabled={resent}>
        {resent ? t('confirmation.resent_button') : t('confirmation.resend')}
      </Button>
    </form>
  );
}
